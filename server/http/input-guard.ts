// One guard for every API request (issue 8, point 7; applied in route.ts after the GET
// signature is checked over the values as sent): a NUL byte or another control character
// (C0 but tab, line feed and carriage return; DEL) never reaches SQL or what other users see.
// In values it becomes a space, as the plain-text rule of src/api/contract/text.ts does with
// controls in free text (which then collapses the spaces); in a key the request is refused.
// PostgreSQL refuses NUL in text and jsonb with an error, which was a ret 500 before.
import { RET } from '../../src/api/contract/envelope';
import { CONTROL } from '../media/control-bytes';
import { ApiError } from './api-error';

// eslint-disable-next-line no-control-regex -- matching control characters is the purpose
const CONTROL_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const MAX_DEPTH = 20;

export const CONTROL_KEY_MSG = '请求参数名含有不允许的控制字符';

/** `value` with control characters in every string turned into spaces; throws on a control character in a key. */
export function cleanControlBytes<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return (CONTROL.test(value) ? value.replace(CONTROL_ALL, ' ') : value) as T;
  // Binary data (a Buffer or typed array) is not text.
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || ArrayBuffer.isView(value)) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = cleanControlBytes(value[i], depth + 1);
    return value;
  }
  const rec = value as Record<string, unknown>;
  for (const k of Object.keys(rec)) {
    if (CONTROL.test(k)) throw new ApiError(RET.BAD_REQUEST, CONTROL_KEY_MSG);
    rec[k] = cleanControlBytes(rec[k], depth + 1);
  }
  return value;
}

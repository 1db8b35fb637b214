import { BARRAGE_MAX_CHARS } from '@src/api/contract/limits';

/**
 * Longest text drawn, in user-perceived characters (code points). Longer text
 * is cut to BARRAGE_MAX_LENGTH - 1 code points plus "…", so what is drawn is
 * never longer than BARRAGE_MAX_LENGTH.
 */
export const BARRAGE_MAX_LENGTH = BARRAGE_MAX_CHARS;
export const BARRAGE_ELLIPSIS = '…';

// Whitespace controls become one space; other C0/C1 controls, bidi overrides
// and isolates (which could reorder the text to spoof) are removed. Zero-width
// joiners stay: emoji sequences need them.
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const OTHER_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Turns untrusted barrage text into what is drawn. Canvas fillText never
 * interprets HTML, so tags stay visible as typed; only controls are handled.
 */
export function sanitizeBarrageText(raw: unknown, maxLength: number = BARRAGE_MAX_LENGTH): string {
  const s = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  const cleaned = s.replace(WHITESPACE_CONTROLS, ' ').replace(OTHER_CONTROLS, '').trim();
  // Fast path: UTF-16 length bounds the code point count from above.
  if (cleaned.length <= maxLength) return cleaned;
  const points = Array.from(cleaned);
  if (points.length <= maxLength) return cleaned;
  return points.slice(0, Math.max(0, maxLength - 1)).join('') + BARRAGE_ELLIPSIS;
}

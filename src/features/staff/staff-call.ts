// Every console request: the endpoint's own schema checks (call()), the staff token in the
// x-staff-token header, no member token (the console's request layer is not wired to the
// member session), and no toasts from the request layer: the console shows each failure
// where it happened. ret 201 (no live staff session, e.g. its 8 hours are over) ends the
// session here and the console returns to its sign-in page with that reason.
import { call, type ParamsOf } from '@src/api/call';
import type { AnyEndpoint, ReplyOf } from '@src/api/contract/endpoint';
import { STAFF_TOKEN_HEADER } from '@src/api/contract/staff';
import { ApiError } from '@src/api/errors';
import { clearStaffSession, staffToken } from './staff-session';

export async function staffCall<E extends AnyEndpoint>(ep: E, params?: ParamsOf<E>, signal?: AbortSignal): Promise<ReplyOf<E>> {
  const token = staffToken();
  try {
    return await call(ep, params, {
      headers: token ? { [STAFF_TOKEN_HEADER]: token } : {},
      ignoreErrors: true,
      noLoginRedirect: true,
      signal,
    });
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'session' && token) clearStaffSession('expired');
    throw e;
  }
}

/** A fresh key for one press of a money or restriction action (a retry of it reuses it). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

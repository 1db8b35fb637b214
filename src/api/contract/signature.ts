// The GET signature (spec 002 §7 "Request layer"): every GET carries `pub` (unix seconds)
// and `vv`, a hash of the timestamp, the query and a fixed secret. The secret ships in the
// client, so this proves freshness and integrity of the query, not identity; identity is the
// server-signed token. Algorithm (documented in docs/api.md):
//   canonical = the query parameters except pub and vv, sorted by name, each as
//               encodeURIComponent(name) + '=' + encodeURIComponent(value), joined with '&'
//               (array values are joined with ',' first; undefined and null are left out)
//   vv        = hex(sha256(pub + '|' + canonical + '|' + SECRET))
// The server accepts pub within ±300 s of its clock.
import { sha256Hex } from './sha256';

export const GET_SIGNATURE_SECRET = 'h5-video-3b1f0c52e6a94d7f';
export const GET_SIGNATURE_WINDOW_S = 300;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export function canonicalQuery(params: Record<string, QueryValue>): string {
  return Object.keys(params)
    .filter((k) => k !== 'pub' && k !== 'vv' && params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => {
      const v = params[k];
      const s = Array.isArray(v) ? v.join(',') : String(v);
      return `${encodeURIComponent(k)}=${encodeURIComponent(s)}`;
    })
    .join('&');
}

export function signGet(params: Record<string, QueryValue>, pub: number, secret = GET_SIGNATURE_SECRET): string {
  return sha256Hex(`${pub}|${canonicalQuery(params)}|${secret}`);
}

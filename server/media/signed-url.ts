// Signed, expiring media URLs (issue 8, point 3), as CDNs sign a path prefix: the play address of
// VIP or gold content is /media/s/{exp}/{sig}/hls/{streamKey}/master.m3u8 with
// sig = HMAC-SHA256(key, "{exp}:/media/hls/{streamKey}/"). The signature sits in the path before
// the stream folder, so the relative URLs inside the playlists (variants, segments) resolve
// under the same signed prefix and need no rewriting.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveSubKey } from '../secrets';

/** How long a signed play address works: long enough for a film with pauses. */
const MEDIA_URL_TTL_S = 6 * 3600;
/** Expiries are rounded up to this step, so one viewer's repeated requests share a URL (and caches). */
const EXPIRY_STEP_S = 600;

export const mediaUrlKey = (tokenSecret: string) => deriveSubKey(tokenSecret, 'media-url');

const prefixOf = (streamKey: string) => `/media/hls/${streamKey}/`;

function sign(key: Buffer, streamKey: string, exp: number): string {
  return createHmac('sha256', key).update(`${exp}:${prefixOf(streamKey)}`).digest('base64url');
}

export function signedHlsUrl(key: Buffer, streamKey: string, now = Math.floor(Date.now() / 1000)): string {
  const exp = Math.ceil((now + MEDIA_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  return `/media/s/${exp}/${sign(key, streamKey, exp)}/hls/${encodeURIComponent(streamKey)}/master.m3u8`;
}

/** True when `sig` signs the stream's prefix until `exp` and `exp` has not passed. */
export function verifyMediaSignature(key: Buffer, streamKey: string, exp: string, sig: string, now = Math.floor(Date.now() / 1000)): boolean {
  if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
  const e = Number(exp);
  if (e <= now) return false;
  const expected = Buffer.from(sign(key, streamKey, e));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

// Session token {uid, gid, sign, expire}: sign = HMAC-SHA256(secret, `${uid}.${gid}.${expire}`).
// gid is the user's token generation; the server bumps it on logout, voiding earlier tokens.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Token } from '../../src/api/contract/common';

export const TOKEN_TTL_S = 30 * 24 * 3600;

export function signToken(secret: string, uid: number, gid: number, expire: number): string {
  return createHmac('sha256', secret).update(`${uid}.${gid}.${expire}`).digest('hex');
}

export function issueToken(secret: string, uid: number, gid: number, now = Math.floor(Date.now() / 1000)): Token {
  const expire = now + TOKEN_TTL_S;
  return { uid, gid, expire, sign: signToken(secret, uid, gid, expire) };
}

export type TokenCheck = { ok: true; uid: number; gid: number } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' };

/** Checks the fields as the client sends them (strings from headers or query). */
export function verifyToken(
  secret: string,
  fields: { uid?: unknown; gid?: unknown; sign?: unknown; expire?: unknown },
  now = Math.floor(Date.now() / 1000),
): TokenCheck {
  const { uid, gid, sign, expire } = fields;
  if ((uid === undefined || uid === '') && (sign === undefined || sign === '')) return { ok: false, reason: 'missing' };
  const u = toInt(uid), g = toInt(gid), e = toInt(expire);
  if (u === null || u < 1 || g === null || e === null || typeof sign !== 'string' || !/^[0-9a-f]{64}$/.test(sign)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signToken(secret, u, g, e), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return { ok: false, reason: 'forged' };
  if (e <= now) return { ok: false, reason: 'expired' };
  return { ok: true, uid: u, gid: g };
}

function toInt(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,12}$/.test(s)) return null;
  return Number(s);
}

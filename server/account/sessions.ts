// Signed-in devices (issue 12, /accountSecurity). Tokens stay {uid, gid, sign, expire}: gid is
// the user's token generation, so "sign out the other devices" moves the generation on (every
// token and socket of the user is void) and gives the caller a new token. The list is a record
// of sign-ins per device for the current generation; a device is the client's DeviceId header,
// else a hash of its user agent: the rows of kind '' of the sessions table, whose other rows
// are the live session per device kind (auth/device-session.ts; migration 570).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isTvUserAgent } from '../../src/platform/user-agent';
import type { Queryable } from '../db/db';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/;

export function deviceKeyOf(req: FastifyRequest): string {
  const id = req.headers.deviceid;
  if (typeof id === 'string' && DEVICE_ID.test(id)) return `d:${id}`;
  const ua = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '';
  return `ua:${createHash('sha256').update(ua).digest('hex').slice(0, 24)}`;
}

/** A short readable name from a user agent ("Android 手机 · Chrome"). */
export function deviceNameOf(ua: string | undefined): string {
  const s = ua ?? '';
  const os = isTvUserAgent(s) ? '电视'
    : /iPad/.test(s) ? 'iPad'
      : /iPhone/.test(s) ? 'iPhone'
        : /Android/.test(s) ? 'Android 手机'
          : /Windows/.test(s) ? 'Windows 电脑'
            : /Mac OS X|Macintosh/.test(s) ? 'Mac 电脑'
              : /Linux/.test(s) ? 'Linux 电脑' : '未知设备';
  const browser = /Edg\//.test(s) ? 'Edge' : /Chrome\//.test(s) ? 'Chrome' : /Firefox\//.test(s) ? 'Firefox' : /Safari\//.test(s) ? 'Safari' : '';
  return browser ? `${os} · ${browser}` : os;
}

export interface SessionDevice { key: string; name: string; ip: string }

export const deviceOf = (req: FastifyRequest): SessionDevice => ({
  key: deviceKeyOf(req),
  name: deviceNameOf(typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined),
  ip: req.ip,
});

/** Records a sign-in of `device` for the token generation `gen` (its row of the devices list). */
export async function recordSession(db: Queryable, uid: number, gen: number, device: SessionDevice, now: number): Promise<void> {
  await db.query(
    `INSERT INTO sessions (uid, device_key, device_name, ip, token_gen, created_at, last_seen) VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (uid, device_key) WHERE kind = '' DO UPDATE SET device_name = $3, ip = $4, token_gen = $5,
       created_at = CASE WHEN sessions.token_gen = $5 THEN sessions.created_at ELSE $6 END, last_seen = $6`,
    [uid, device.key, device.name.slice(0, 60), device.ip.slice(0, 64), gen, now],
  );
}

/** Marks the device as seen (login validation), if it is signed in with this generation. */
export async function touchSession(db: Queryable, uid: number, gen: number, key: string, now: number): Promise<void> {
  await db.query("UPDATE sessions SET last_seen = $4 WHERE uid = $1 AND device_key = $2 AND token_gen = $3 AND kind = ''", [uid, key, gen, now]);
}

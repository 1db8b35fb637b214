// The session rule (issue 10, spec 001 §4 multi-device login): one live session per user and
// device kind. A login that names its device kind (mobile, tv, pc) gets a token whose gid is
// SESSION_GID_BASE + the id of the user's sessions row of that kind (account/sessions.ts holds
// the device rows of the same table); the next login of the same kind takes the row over with a
// new id, so the older token of that kind stops being accepted (HTTP and socket alike) and its
// sockets are told (userStateChange action 1, see socket/session-events.ts). Other kinds stay
// logged in. A login without a device kind keeps the account-wide token of before (gid =
// users.token_gen), which no login ends. Logout and a password change move token_gen on, which
// ends every session of the user, device sessions included (their row keeps the token_gen of
// their login).
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { columns } from '../db/write-tracking';
import type { SessionDevice } from '../account/sessions';

export const DEVICE_KINDS = ['mobile', 'tv', 'pc'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** gids at or above this name a device session; below it, the user's token generation. */
export const SESSION_GID_BASE = 1_000_000_000;

/**
 * Starts the session of `kind` for the user on `device`; returns its gid and the gid of the
 * session it replaced (null when there was none).
 */
export async function startDeviceSession(db: Queryable, uid: number, tokenGen: number, kind: DeviceKind, device: SessionDevice): Promise<{ gid: number; replaced: number | null }> {
  const old = await one<{ id: number; token_gen: number }>(db, 'SELECT id, token_gen FROM sessions WHERE uid = $1 AND kind = $2', [uid, kind]);
  const now = Math.floor(Date.now() / 1000);
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO sessions (uid, kind, device_key, device_name, ip, token_gen, created_at, last_seen) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (uid, kind) WHERE kind <> '' DO UPDATE SET id = nextval(pg_get_serial_sequence('sessions', 'id')), device_key = EXCLUDED.device_key,
       device_name = EXCLUDED.device_name, ip = EXCLUDED.ip, token_gen = EXCLUDED.token_gen, created_at = EXCLUDED.created_at, last_seen = EXCLUDED.last_seen
     RETURNING id`,
    [uid, kind, device.key, device.name.slice(0, 60), device.ip.slice(0, 64), tokenGen, now],
  );
  // Only a session that was still live is "ended" (after a logout there is nobody to tell).
  const replaced = old && old.token_gen === tokenGen && old.id !== row!.id ? SESSION_GID_BASE + old.id : null;
  return { gid: SESSION_GID_BASE + row!.id, replaced };
}

const SESSION_DEPS = [...columns('sessions', ['id', 'uid', 'kind', 'token_gen']), ...columns('users', ['id', 'token_gen'])];

/** Is a token's gid still a live session of the user? (The signature was checked before.) */
export async function sessionLive(ctx: AppContext, uid: number, gid: number, tokenGeneration: (ctx: AppContext, uid: number) => Promise<number | null>): Promise<boolean> {
  if (gid < SESSION_GID_BASE) return (await tokenGeneration(ctx, uid)) === gid;
  const live = await ctx.cache.get(`device_session:${uid}:${gid}`, SESSION_DEPS, async () =>
    !!(await one(
      ctx.db,
      "SELECT 1 FROM sessions s JOIN users u ON u.id = s.uid WHERE s.id = $1 AND s.uid = $2 AND s.kind <> '' AND s.token_gen = u.token_gen",
      [gid - SESSION_GID_BASE, uid],
    )),
  );
  return live;
}

// Who is in youth mode and how much they watched today. The subject is the account when signed
// in ('u:<uid>'), else the guest's device ('d:<DeviceId>', the header every client request
// carries); a guest request without a DeviceId has no youth mode.
import type { FastifyRequest } from 'fastify';
import { YOUTH_DAILY_SECONDS, type YouthState } from '../../src/api/contract/youth';
import { deviceKeyOf } from '../account/sessions';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { hasVerifiedContact } from '../account/verified';
import { verifyToken } from '../auth/token';
import { tokenValid } from '../http/auth';
import { isNight, localDay, YOUTH_MSG } from './rules';

export interface YouthRow { subject: string; pin_hash: string; fails: number; locked_until: number }

export function subjectOf(req: FastifyRequest): string | null {
  if (req.authUser) return `u:${req.authUser.uid}`;
  const device = deviceKeyOf(req);
  return device.startsWith('d:') ? device : null;
}

/**
 * The subject of any request, also on endpoints whose contract says auth 'none' (lists, search),
 * where the route never reads the token: a valid token there is the account, a missing or bad
 * one the device (such an endpoint does not refuse a stale token, so neither does this).
 */
async function subjectOfAny(ctx: AppContext, req: FastifyRequest): Promise<string | null> {
  if (req.authUser) return `u:${req.authUser.uid}`;
  const h = req.headers;
  const check = verifyToken(ctx.tokenSecret, { uid: h.uid, gid: h.gid, sign: h.sign, expire: h.expire });
  if (check.ok && (await tokenValid(ctx, check.uid, check.gid))) return `u:${check.uid}`;
  return subjectOf(req);
}

/** Unix seconds by the youth clock. */
export const youthNow = (ctx: AppContext) => Math.floor(ctx.youthClock() / 1000);

const MODE_DEPS = ['youth_modes'];

/** The subject's youth row, or null when the mode is off (cached until youth_modes is written). */
export function modeOf(ctx: AppContext, subject: string | null): Promise<YouthRow | null> {
  if (!subject) return Promise.resolve(null);
  return ctx.cache.get(`youth:${subject}`, MODE_DEPS, () =>
    one<YouthRow>(ctx.db, 'SELECT subject, pin_hash, fails, locked_until FROM youth_modes WHERE subject = $1', [subject]),
  );
}

/** The subject when the caller is in youth mode, else null. */
export async function activeSubject(ctx: AppContext, req: FastifyRequest): Promise<string | null> {
  const subject = await subjectOfAny(ctx, req);
  return (await modeOf(ctx, subject)) ? subject : null;
}

export async function usedToday(db: Queryable, subject: string, now: number): Promise<number> {
  const r = await one<{ seconds: number }>(db, 'SELECT seconds FROM youth_usage WHERE subject = $1 AND day = $2', [subject, localDay(now)]);
  return Number(r?.seconds ?? 0);
}

/**
 * The longest gap between two progress reports still counted as watching: the player reports
 * every 30 s while playing (src/player/resume.ts), so a longer gap is a pause or an absence.
 */
export const YOUTH_REPORT_MAX_GAP_S = 60;

/**
 * A progress report of a subject in youth mode at `now`: credits the seconds since the
 * subject's previous report today when that gap is short (YOUTH_REPORT_MAX_GAP_S). Reports from
 * several devices of one account share the row, so their time is summed without counting the
 * same minute twice. Returns today's seconds.
 */
export async function recordYouthReport(db: Queryable, subject: string, now: number): Promise<number> {
  const r = await db.query<{ seconds: number }>(
    `INSERT INTO youth_usage AS u (subject, day, seconds, last_at) VALUES ($1, $2, 0, $3)
     ON CONFLICT (subject, day) DO UPDATE SET
       seconds = u.seconds + CASE WHEN $3::bigint - u.last_at BETWEEN 1 AND ${YOUTH_REPORT_MAX_GAP_S} THEN ($3::bigint - u.last_at)::int ELSE 0 END,
       last_at = GREATEST(u.last_at, $3::bigint)
     RETURNING seconds`,
    [subject, localDay(now), now],
  );
  return Number(r.rows[0]?.seconds ?? 0);
}

/** Why watching is refused now for a subject in youth mode, or null. */
export async function watchRefusal(db: Queryable, subject: string, now: number): Promise<string | null> {
  if (isNight(now)) return YOUTH_MSG.night;
  if ((await usedToday(db, subject, now)) >= YOUTH_DAILY_SECONDS) return YOUTH_MSG.limit;
  return null;
}

export async function youthState(ctx: AppContext, req: FastifyRequest): Promise<YouthState> {
  const subject = subjectOf(req);
  const row = await modeOf(ctx, subject);
  const now = youthNow(ctx);
  const used = subject && row ? await usedToday(ctx.db, subject, now) : 0;
  const night = isNight(now);
  const on = !!row;
  return {
    on,
    scope: req.authUser ? 'account' : subject ? 'device' : 'none',
    usedSeconds: used,
    remainingSeconds: Math.max(0, YOUTH_DAILY_SECONDS - used),
    night,
    lockedUntil: row && Number(row.locked_until) > now ? Number(row.locked_until) : 0,
    blockReason: on ? (night ? YOUTH_MSG.night : used >= YOUTH_DAILY_SECONDS ? YOUTH_MSG.limit : '') : '',
    canReset: on && !!req.authUser && (await hasVerifiedContact(ctx.db, req.authUser.uid)),
  };
}

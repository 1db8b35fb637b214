// Gold rewards of the personal centre (issue 12): the task centre, new-hand tasks, the daily
// sign-in and invitation codes. Each pays only for records the server holds, and a primary key
// makes each payment happen once even for concurrent twins (idempotent: no key, no money).
// What a throwaway account could farm (issue 27, point 2) needs more: an invitation pays only a
// verified invitee and the inviter at most INVITATION_DAILY_CAP times a day, the bind task only a
// contact proved by a code, the watch task only watch time the server observed.
import { randomInt } from 'node:crypto';
import {
  claimNewHandTask, getInvitationInfo, getSignInInfo, getTaskCenter, inputInvitationCode, signIn,
} from '../../src/api/contract/account';
import { RET } from '../../src/api/contract/envelope';
import { hasVerifiedContact } from '../account/verified';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, forbidden, notFound, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { unixDay } from './barrage-store';
import { DAILY_TASKS, taskDone, WATCH_TASK_MIN_S } from './engagement';
import { nowS } from './mappers';
import { syncLevel } from './owned';
import type { RouteKit } from './types';

/** Sign-in reward by day of the streak (1..7); day 8 pays as day 1 again. */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 30] as const;
/** What each side of an invitation gets, once per invitee. */
export const INVITATION_GOLD = 20;
/**
 * Invitations that pay the inviter per server (UTC) day. Each invitee must have proved a phone or
 * e-mail, so this bounds what one inviter collects from however many such accounts; the invitee
 * over the cap is still paid (once per account ever, like the bind task).
 */
export const INVITATION_DAILY_CAP = 5;
/** The refusal for an invitee without a phone or e-mail proved by a code. */
export const INVITATION_NEEDS_CONTACT_MSG = '请先在“账号与安全”中通过验证码绑定手机号或邮箱，再填写邀请码';
/** The reply to an invitee whose inviter reached the cap today. */
export const invitationOverCapMsg = () =>
  `填写成功，获得${INVITATION_GOLD}金币。对方今天的邀请奖励已达上限（每天${INVITATION_DAILY_CAP}位好友），本次不再获得金币`;

/** Whether `sql` (with the user id as $1) finds a row. */
const exists = (sql: string) => async (db: Queryable, uid: number) => !!(await one(db, sql, [uid]));

/** New-hand tasks: paid once ever, each proved by a record the server holds. */
export const NEW_HAND_TASKS: Readonly<Record<number, { gold: number; title: string; done: (db: Queryable, uid: number) => Promise<boolean> }>> = {
  1: { gold: 20, title: '完善个人资料', done: exists("SELECT 1 FROM users WHERE id = $1 AND avatar <> '' AND introduce <> '' AND nick_name <> ''") },
  // A phone or e-mail column alone is no proof (registration takes either unchecked): the code is.
  2: { gold: 20, title: '绑定手机或邮箱', done: hasVerifiedContact },
  // Watch time the server observed (engagement.ts, recordWatchReport), not a reported position.
  3: { gold: 10, title: '首次观看视频', done: exists(`SELECT 1 FROM watch_time WHERE uid = $1 AND total_seconds >= ${WATCH_TASK_MIN_S}`) },
  4: { gold: 10, title: '首次发表评论', done: exists('SELECT 1 FROM comments WHERE uid = $1 LIMIT 1') },
  5: { gold: 10, title: '首次分享视频', done: exists('SELECT 1 FROM shares WHERE uid = $1 LIMIT 1') },
};

/** Adds `amount` to the balance and writes the record; returns the new balance. */
export async function creditGold(tx: Queryable, uid: number, amount: number, title: string, now: number): Promise<number> {
  const { rows } = await tx.query<{ gold: number }>('UPDATE users SET gold = gold + $2 WHERE id = $1 RETURNING gold', [uid, amount]);
  if (!rows.length) throw sessionInvalid();
  await tx.query('INSERT INTO gold_records (uid, amount, balance, title, created_at) VALUES ($1, $2, $3, $4, $5)', [uid, amount, rows[0].gold, title, now]);
  return rows[0].gold;
}

const balance = async (db: Queryable, uid: number) => (await one<{ gold: number }>(db, 'SELECT gold FROM users WHERE id = $1', [uid]))?.gold ?? 0;

/** 8 characters without look-alikes (0/O, 1/I/l). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function invitationCodeOf(db: Queryable, uid: number): Promise<string> {
  for (let i = 0; i < 5; i++) {
    const have = await one<{ code: string }>(db, 'SELECT code FROM invitation_codes WHERE uid = $1', [uid]);
    if (have) return have.code;
    // A clash with another user's code (or a twin request) just tries again.
    await db.query('INSERT INTO invitation_codes (uid, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [uid, newCode()]);
  }
  throw new ApiError(RET.SERVER_ERROR, '邀请码生成失败，请重试');
}

export function rewardRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(getTaskCenter, async ({ req }) => {
    const uid = caller(req).uid;
    const day = unixDay(nowS());
    const claimedToday = new Set((await db.query<{ type: number }>('SELECT type FROM daily_tasks WHERE uid = $1 AND day = $2', [uid, day])).rows.map((r) => r.type));
    const claimedEver = new Set((await db.query<{ type: number }>('SELECT type FROM newhand_tasks WHERE uid = $1', [uid])).rows.map((r) => r.type));
    const daily = await Promise.all(Object.entries(DAILY_TASKS).map(async ([t, task]) => ({
      type: Number(t), title: task.title, gold: task.gold, done: await taskDone(db, uid, Number(t), day), claimed: claimedToday.has(Number(t)),
    })));
    const newHand = await Promise.all(Object.entries(NEW_HAND_TASKS).map(async ([t, task]) => ({
      type: Number(t), title: task.title, gold: task.gold, done: await task.done(db, uid), claimed: claimedEver.has(Number(t)),
    })));
    return { gold: await balance(db, uid), daily, newHand };
  });

  on(claimNewHandTask, async ({ body, req }) => {
    const uid = caller(req).uid;
    const task = NEW_HAND_TASKS[body.type];
    if (!task) throw badRequest('未知的任务类型');
    if (await one(db, 'SELECT 1 FROM newhand_tasks WHERE uid = $1 AND type = $2', [uid, body.type])) throw new ApiError(RET.CONFLICT, '该任务奖励已领取');
    if (!(await task.done(db, uid))) throw badRequest('任务尚未完成，完成后再来领取');
    const now = nowS();
    const gold = await db.transaction(async (tx) => {
      const ins = await tx.query('INSERT INTO newhand_tasks (uid, type, gold, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING uid', [uid, body.type, task.gold, now]);
      if (!ins.rows.length) throw new ApiError(RET.CONFLICT, '该任务奖励已领取');
      return creditGold(tx, uid, task.gold, `新手任务：${task.title}`, now);
    });
    await syncLevel(db, uid);
    return withMsg({ gold, reward: task.gold }, `领取成功，获得${task.gold}金币`);
  });

  /** The streak that ends on `day` (0 when `day` has no sign-in). */
  const streakOn = async (uid: number, day: number) =>
    (await one<{ streak: number }>(db, 'SELECT streak FROM sign_ins WHERE uid = $1 AND day = $2', [uid, day]))?.streak ?? 0;
  const rewardFor = (streak: number) => SIGN_IN_REWARDS[(streak - 1) % SIGN_IN_REWARDS.length];

  on(getSignInInfo, async ({ req }) => {
    const uid = caller(req).uid;
    const today = unixDay(nowS());
    const t = await streakOn(uid, today);
    const streak = t || (await streakOn(uid, today - 1));
    return {
      signedToday: t > 0,
      streak,
      rewards: [...SIGN_IN_REWARDS],
      todayReward: t > 0 ? 0 : rewardFor(streak + 1),
      gold: await balance(db, uid),
    };
  });

  on(signIn, async ({ req }) => {
    const uid = caller(req).uid;
    const now = nowS();
    // The day is the server's (UTC), never the client's.
    const today = unixDay(now);
    const streak = (await streakOn(uid, today - 1)) + 1;
    const reward = rewardFor(streak);
    const gold = await db.transaction(async (tx) => {
      const ins = await tx.query(
        'INSERT INTO sign_ins (uid, day, streak, gold, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING uid',
        [uid, today, streak, reward, now],
      );
      if (!ins.rows.length) throw new ApiError(RET.CONFLICT, '今天已经签到过了，明天再来吧');
      return creditGold(tx, uid, reward, `签到第${streak}天`, now);
    });
    await syncLevel(db, uid);
    return withMsg({ gold, reward, streak }, `签到成功，获得${reward}金币`);
  });

  on(getInvitationInfo, async ({ req }) => {
    const uid = caller(req).uid;
    const code = await invitationCodeOf(db, uid);
    const host = typeof req.headers.host === 'string' && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(req.headers.host) ? req.headers.host : 'localhost';
    const { rows } = await db.query<{ id: number; nick_name: string; avatar: string; created_at: number }>(
      `SELECT u.id, u.nick_name, u.avatar, i.created_at FROM invitations i JOIN users u ON u.id = i.invitee_uid
       WHERE i.inviter_uid = $1 ORDER BY i.created_at DESC, u.id DESC LIMIT 50`,
      [uid],
    );
    const n = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM invitations WHERE inviter_uid = $1', [uid]);
    return {
      code,
      link: `${req.protocol}://${host}/register?invitationCode=${code}`,
      rewardGold: INVITATION_GOLD,
      invitedCount: n?.n ?? 0,
      invited: rows.map((r) => ({ userId: r.id, nickName: r.nick_name, avatar: r.avatar, createdAt: r.created_at })),
      codeEntered: !!(await one(db, 'SELECT 1 FROM invitations WHERE invitee_uid = $1', [uid])),
    };
  });

  on(inputInvitationCode, async ({ body, req }) => {
    const uid = caller(req).uid;
    // Guessing other users' codes is limited per user.
    await ctx.flood.take(['invitationUser', uid]);
    const code = body.code.trim().toUpperCase();
    if (await one(db, 'SELECT 1 FROM invitations WHERE invitee_uid = $1', [uid])) throw new ApiError(RET.CONFLICT, '你已经填写过邀请码了');
    const owner = /^[A-Z0-9]{8}$/.test(code) ? await one<{ uid: number }>(db, 'SELECT uid FROM invitation_codes WHERE code = $1', [code]) : null;
    if (!owner) throw notFound('邀请码');
    if (owner.uid === uid) throw badRequest('不能填写自己的邀请码');
    // Two accounts entering each other's codes would pay twice for one friendship.
    const reverse = 'SELECT 1 FROM invitations WHERE invitee_uid = $1 AND inviter_uid = $2';
    if (await one(db, reverse, [owner.uid, uid])) throw badRequest('不能填写你邀请的好友的邀请码');
    // A fresh account costs nothing; a phone or e-mail proved by a code does (issue 27).
    if (!(await hasVerifiedContact(db, uid))) throw forbidden(INVITATION_NEEDS_CONTACT_MSG);
    const now = nowS();
    const { gold, inviterPaid } = await db.transaction(async (tx) => {
      // Both users' rows, locked in id order: concurrent invitees of one inviter are counted
      // against the cap one at a time, and two users entering each other's codes at once queue
      // (no deadlock) and the second sees the first's invitation.
      await tx.query('SELECT id FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE', [uid, owner.uid]);
      if (await one(tx, reverse, [owner.uid, uid])) throw badRequest('不能填写你邀请的好友的邀请码');
      const today = await one<{ n: number }>(
        tx,
        'SELECT count(*)::int AS n FROM invitations WHERE inviter_uid = $1 AND created_at >= $2 AND inviter_gold > 0',
        [owner.uid, unixDay(now) * 86400],
      );
      const inviterGold = (today?.n ?? 0) < INVITATION_DAILY_CAP ? INVITATION_GOLD : 0;
      // invitee_uid is the key: one invitation per invitee, both sides paid once.
      const ins = await tx.query(
        `INSERT INTO invitations (invitee_uid, inviter_uid, gold, inviter_gold, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING invitee_uid`,
        [uid, owner.uid, INVITATION_GOLD, inviterGold, now],
      );
      if (!ins.rows.length) throw new ApiError(RET.CONFLICT, '你已经填写过邀请码了');
      if (inviterGold) await creditGold(tx, owner.uid, inviterGold, '邀请好友奖励', now);
      return { gold: await creditGold(tx, uid, INVITATION_GOLD, '填写邀请码奖励', now), inviterPaid: inviterGold > 0 };
    });
    if (inviterPaid) await syncLevel(db, owner.uid);
    return withMsg({ gold, reward: INVITATION_GOLD, inviterRewarded: inviterPaid }, inviterPaid ? `填写成功，获得${INVITATION_GOLD}金币` : invitationOverCapMsg());
  });
}

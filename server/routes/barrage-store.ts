// Barrage storage shared by the HTTP family (routes/barrage.ts) and the socket room
// (socket/barrage-room.ts), so both paths clean, store and shape a barrage the same way.
import { refuseRestricted, refuseShielded, refuseSlowMode } from '../staff/gate';
import { barrageScore, type Barrage } from '../../src/api/contract/barrage';
import { IDEMPOTENCY_KEY_PATTERN } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_MAX_CHARS } from '../../src/api/contract/limits';
import { plainText } from '../../src/api/contract/text';
import { INT_COLUMN_MAX } from '../../src/api/contract/schema';
import { cleanControlBytes } from '../http/input-guard';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, notFound } from '../http/api-error';
import { isVipActive, nowS } from './mappers';

/** Barrages that earn the sender 1 gold each per day. */
export const BARRAGE_DAILY_REWARD_LIMIT = 10;
/** Most barrages one list call returns, and the widest time window it accepts. */
export const BARRAGE_LIST_LIMIT = 1000;
export const BARRAGE_WINDOW_MAX_S = 600;

export const unixDay = (t = nowS()) => Math.floor(t / 86400);

export interface VideoRef {
  id: number;
  mediaKey: string;
}

export async function videoByKey(db: Queryable, mediaKey: string): Promise<VideoRef> {
  const v = await one<{ id: number; media_key: string }>(db, 'SELECT id, media_key FROM videos WHERE media_key = $1 AND published', [mediaKey]);
  if (!v) throw notFound('视频');
  return { id: v.id, mediaKey: v.media_key };
}

/** episodeId absent or 0 means the first episode, so films and series key barrages alike. */
export async function episodeOf(db: Queryable, videoId: number, episodeId: number | undefined): Promise<number> {
  const row = episodeId
    ? await one<{ id: number }>(db, 'SELECT id FROM episodes WHERE video_id = $1 AND id = $2 AND published', [videoId, episodeId])
    : await one<{ id: number }>(db, 'SELECT id FROM episodes WHERE video_id = $1 AND published ORDER BY idx LIMIT 1', [videoId]);
  if (!row) throw notFound('剧集');
  return row.id;
}

export interface BarrageRow {
  id: number; media_key: string; episode_id: number; uid: number; nick_name: string; content: string; time: number;
  color: string; mode: number; like_count: number; report_count: number; liked: boolean; vip_level: number; vip_expire: number; created_at: number;
}

/** Columns for toBarrage; $1 is the caller's uid (0 for visitors) for `liked`. */
export const BARRAGE_SELECT = `
  SELECT b.id, v.media_key, b.episode_id, b.uid, u.nick_name, b.content, b.time, b.color, b.mode, b.like_count, b.report_count,
    u.vip_level, u.vip_expire, b.created_at,
    EXISTS (SELECT 1 FROM barrage_likes l WHERE l.barrage_id = b.id AND l.uid = $1) AS liked
  FROM barrages b JOIN videos v ON v.id = b.video_id JOIN users u ON u.id = b.uid`;

export function toBarrage(r: BarrageRow): Barrage {
  return {
    id: r.id,
    mediaKey: r.media_key,
    episodeId: r.episode_id,
    uid: r.uid,
    nickName: r.nick_name,
    content: r.content,
    time: Number(r.time),
    color: r.color,
    mode: r.mode,
    likeCount: r.like_count,
    liked: !!r.liked,
    vipLevel: isVipActive(r) ? r.vip_level : 0,
    createdAt: r.created_at,
    score: barrageScore(r.like_count, Number(r.report_count ?? 0)),
  };
}

export async function barrageById(db: Queryable, id: number, viewer = 0): Promise<Barrage | null> {
  const r = await one<BarrageRow>(db, `${BARRAGE_SELECT} WHERE b.id = $2`, [viewer, id]);
  return r ? toBarrage(r) : null;
}

export interface NewBarrage {
  mediaKey: string;
  episodeId?: number;
  content: string;
  time: number;
  color?: string;
  mode?: number;
  /** The client's idempotency key (one per typed text); absent for a keyless send. */
  requestId?: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const REQUEST_ID = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/** Checks a barrage from an untyped source (the socket); the HTTP path has the contract schema. */
export function parseNewBarrage(p: unknown, mediaKey: string): NewBarrage | string {
  if (typeof p !== 'object' || p === null) return '弹幕格式错误';
  const o = p as Record<string, unknown>;
  const text = typeof o.content === 'string' ? o.content : typeof o.text === 'string' ? o.text : null;
  if (text === null) return '缺少参数 content';
  if (text.length > 10_000) return '弹幕内容过长';
  const time = Number(o.time ?? o.offset);
  if (!Number.isFinite(time) || time < 0 || time > 1e6) return '参数 time 不合法';
  if (o.color !== undefined && (typeof o.color !== 'string' || !COLOR.test(o.color))) return '参数 color 不合法';
  const mode = o.mode === undefined ? 0 : Number(o.mode);
  if (!Number.isInteger(mode) || mode < 0 || mode > 2) return '参数 mode 不合法';
  const ep = o.episodeId === undefined ? undefined : Number(o.episodeId);
  if (ep !== undefined && (!Number.isInteger(ep) || ep < 0 || ep > INT_COLUMN_MAX)) return '参数 episodeId 不合法';
  if (o.requestId !== undefined && (typeof o.requestId !== 'string' || !REQUEST_ID.test(o.requestId))) return '参数 requestId 不合法（8-64位字母、数字、-或_）';
  // The socket path has no Fastify hook: the same control-byte rule as every HTTP request
  // (the plain-text rule then collapses the spaces).
  return {
    mediaKey, episodeId: ep, content: cleanControlBytes(text), time, color: o.color as string | undefined, mode,
    requestId: o.requestId as string | undefined,
  };
}

export interface DbWithTx extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/**
 * The barrage this user already stored under the send's idempotency key, or null (no key, or
 * not stored yet). Called before the flood and slow-mode checks, so the retry of a barrage that
 * was stored (its answer lost) gets that barrage back, not a limit. The key of another video or
 * text is a client's mistake: ret 409, nothing stored.
 */
export async function barrageByRequest(db: Queryable, uid: number, input: NewBarrage): Promise<Barrage | null> {
  if (!input.requestId) return null;
  const r = await one<BarrageRow>(db, `${BARRAGE_SELECT} WHERE b.uid = $2 AND b.request_id = $3`, [uid, uid, input.requestId]);
  if (!r) return null;
  if (r.media_key !== input.mediaKey || r.content !== plainText(input.content, BARRAGE_MAX_CHARS)) {
    throw new ApiError(RET.CONFLICT, '该请求编号已用于其他弹幕');
  }
  return toBarrage(r);
}

const inFlight = new Map<string, Promise<Barrage>>();

/**
 * Runs one send; concurrent twins in this process (the same user, key, video and text) share the
 * first one's outcome instead of running their own: each would otherwise spend a flood point
 * before the first committed, so six twins of one barrage could meet the limit of five (ret 429)
 * though only one barrage is stored. Across processes the unique index still decides.
 */
export function sendOnce(uid: number, input: NewBarrage, send: () => Promise<Barrage>): Promise<Barrage> {
  if (!input.requestId) return send();
  const key = JSON.stringify([uid, input.requestId, input.mediaKey, input.content]);
  const running = inFlight.get(key);
  if (running) return running;
  const p = send().finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

export interface StoredBarrage {
  barrage: Barrage;
  /** False when the send's key had been stored already (by a concurrent twin): not to be relayed again. */
  fresh: boolean;
}

/**
 * Stores a barrage (cleaned text) and pays the daily barrage reward; returns it as the contract
 * shape. With a key, at most one row per user and key (the unique index decides between
 * concurrent twins, across processes too): the second answers with the first's barrage.
 */
export async function storeBarrage(db: DbWithTx, uid: number, input: NewBarrage): Promise<StoredBarrage> {
  const content = plainText(input.content, BARRAGE_MAX_CHARS);
  if (!content) throw badRequest('弹幕内容不能为空');
  const video = await videoByKey(db, input.mediaKey);
  const episodeId = await episodeOf(db, video.id, input.episodeId);
  await refuseRestricted(db, uid);
  await refuseShielded(db, content);
  await refuseSlowMode(db, uid, video.id, input.mediaKey);
  const now = nowS();
  const id = await db.transaction(async (tx) => {
    // A twin with the same key committed first: nothing stored, no reward paid.
    const ins = await tx.query<{ id: number }>(
      `INSERT INTO barrages (video_id, episode_id, uid, content, time, color, mode, created_at, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (uid, request_id) WHERE request_id IS NOT NULL DO NOTHING RETURNING id`,
      [video.id, episodeId, uid, content, Math.round(input.time * 1000) / 1000, (input.color ?? '#ffffff').toLowerCase(), input.mode ?? 0, now,
        input.requestId ?? null],
    );
    if (!ins.rows.length) return null;
    // The counter row is the lock: a reward is paid only while it stays under the limit.
    const day = unixDay(now);
    const reward = await tx.query<{ count: number }>(
      `INSERT INTO barrage_rewards (uid, day, count) VALUES ($1, $2, 1)
       ON CONFLICT (uid, day) DO UPDATE SET count = barrage_rewards.count + 1 WHERE barrage_rewards.count < $3
       RETURNING count`,
      [uid, day, BARRAGE_DAILY_REWARD_LIMIT],
    );
    if (reward.rows.length) {
      const u = await tx.query<{ gold: number }>('UPDATE users SET gold = gold + 1 WHERE id = $1 RETURNING gold', [uid]);
      await tx.query('INSERT INTO gold_records (uid, amount, balance, title, created_at) VALUES ($1, 1, $2, $3, $4)', [uid, u.rows[0].gold, '发送弹幕奖励', now]);
    }
    return ins.rows[0].id;
  });
  if (id === null) {
    const twin = await barrageByRequest(db, uid, input);
    if (!twin) throw notFound('弹幕');
    return { barrage: twin, fresh: false };
  }
  const b = await barrageById(db, id, uid);
  if (!b) throw notFound('弹幕');
  return { barrage: b, fresh: true };
}

// Gold: paying for a video (atomic, idempotent), which videos are paid, the balance and records.
import { RET } from '../../src/api/contract/envelope';
import { filterVideoByGold, getMyGold, payVideoByGold } from '../../src/api/contract/gold';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { nowS, pageArgs, pagedOf } from './mappers';
import type { RouteKit } from './types';

export const FILTER_MAX_KEYS = 50;
/** The client's idempotency key for one purchase attempt (retries resend it). */
export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

const PAID_MSG = '购买成功';

/** The contract checks requestId's shape; this narrows it for the handler (absent -> null). */
function requestIdOf(query: unknown): string | null {
  const v = (query as Record<string, unknown> | null)?.requestId;
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || !REQUEST_ID.test(v)) throw badRequest('参数 requestId 不合法（8-64位字母、数字、-或_）');
  return v;
}

interface PurchaseRow { video_id: number; balance_after: number }

async function byRequest(db: Queryable, uid: number, requestId: string): Promise<PurchaseRow | null> {
  return one<PurchaseRow>(db, 'SELECT video_id, balance_after FROM video_purchases WHERE uid = $1 AND request_id = $2', [uid, requestId]);
}

export function goldRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  /** The reply for a purchase that already exists, or null when there is none. */
  async function earlier(uid: number, videoId: number, requestId: string | null) {
    if (requestId) {
      const r = await byRequest(db, uid, requestId);
      if (r && r.video_id !== videoId) throw new ApiError(RET.CONFLICT, '该请求编号已用于购买其他视频');
      // A retry of the same request repeats the first reply exactly.
      if (r) return withMsg({ paid: true, gold: r.balance_after }, PAID_MSG);
    }
    if (await one(db, 'SELECT 1 FROM video_purchases WHERE uid = $1 AND video_id = $2', [uid, videoId])) {
      const u = await one<{ gold: number }>(db, 'SELECT gold FROM users WHERE id = $1', [uid]);
      return withMsg({ paid: true, gold: u?.gold ?? 0 }, '已购买该视频');
    }
    return null;
  }

  on(payVideoByGold, async ({ query, req }) => {
    const uid = caller(req).uid;
    const requestId = requestIdOf(req.query);
    const v = await one<{ id: number; gold: number; title: string }>(db, 'SELECT id, gold, title FROM videos WHERE media_key = $1 AND published', [query.mediaKey]);
    if (!v) throw notFound('视频');
    if (v.gold <= 0) throw badRequest('该视频无需金币购买');
    const before = await earlier(uid, v.id, requestId);
    if (before) return before;

    const balance = await db.transaction(async (tx) => {
      const now = nowS();
      // Either unique key (uid+video, uid+requestId) taken by a concurrent twin -> nothing
      // inserted and nothing charged; the lookup below answers as that twin did.
      const ins = await tx.query(
        `INSERT INTO video_purchases (uid, video_id, gold, created_at, request_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING video_id`,
        [uid, v.id, v.gold, now, requestId],
      );
      if (!ins.rows.length) return null;
      // The conditional UPDATE is the atomic debit: row lock + re-check, never below zero.
      const upd = await tx.query<{ gold: number }>('UPDATE users SET gold = gold - $2 WHERE id = $1 AND gold >= $2 RETURNING gold', [uid, v.gold]);
      if (!upd.rows.length) throw new ApiError(RET.GOLD_NOT_ENOUGH, `金币不足，观看该视频需要${v.gold}金币`);
      const after = upd.rows[0].gold;
      await tx.query('UPDATE video_purchases SET balance_after = $3 WHERE uid = $1 AND video_id = $2', [uid, v.id, after]);
      await tx.query('INSERT INTO gold_records (uid, amount, balance, title, created_at) VALUES ($1, $2, $3, $4, $5)', [
        uid, -v.gold, after, `购买视频《${v.title}》`, now,
      ]);
      return after;
    });
    if (balance === null) {
      const twin = await earlier(uid, v.id, requestId);
      if (twin) return twin;
      throw new ApiError(RET.CONFLICT, '该请求编号已被使用');
    }
    return withMsg({ paid: true, gold: balance }, PAID_MSG);
  });

  on(filterVideoByGold, async ({ query, req }) => {
    const keys = [...new Set(query.mediaKeys.split(',').filter(Boolean))];
    if (keys.length > FILTER_MAX_KEYS) throw badRequest(`一次最多查询${FILTER_MAX_KEYS}个视频`);
    if (!keys.length) return { list: [] };
    const uid = req.authUser?.uid ?? 0;
    const { rows } = await db.query<{ media_key: string; gold: number; paid: boolean }>(
      `SELECT v.media_key, v.gold, EXISTS (SELECT 1 FROM video_purchases p WHERE p.uid = $1 AND p.video_id = v.id) AS paid
       FROM videos v WHERE v.media_key = ANY ($2::text[]) AND v.published`,
      [uid, `{${keys.join(',')}}`],
    );
    const byKey = new Map(rows.map((r) => [r.media_key, r]));
    return {
      list: keys.flatMap((k) => {
        const r = byKey.get(k);
        return r ? [{ mediaKey: k, gold: r.gold, paid: !!r.paid }] : [];
      }),
    };
  });

  on(getMyGold, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const where = query.type === 1 ? 'AND amount > 0' : query.type === 2 ? 'AND amount < 0' : '';
    const u = await one<{ gold: number }>(db, 'SELECT gold FROM users WHERE id = $1', [uid]);
    const total = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM gold_records WHERE uid = $1 ${where}`, [uid]);
    const { rows } = await db.query<{ id: number; amount: number; balance: number; title: string; created_at: number }>(
      `SELECT id, amount, balance, title, created_at FROM gold_records WHERE uid = $1 ${where}
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    const list = rows.map((r) => ({ id: r.id, amount: r.amount, balance: r.balance, title: r.title, createdAt: r.created_at }));
    return { gold: u?.gold ?? 0, records: pagedOf(list, page, pageSize, total?.n ?? 0) };
  });
}

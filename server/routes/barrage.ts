// Barrage family: send, list by time window, like, report, daily gold reward, display settings.
import {
  accusationBarrage, addBarrages, barrageLike, getBarrageCoin, getBarrageConfig, getBarrageList, putBarrageConfig,
  type BarrageConfig,
} from '../../src/api/contract/barrage';
import { one, type Queryable } from '../db/db';
import { badRequest, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { broadcastBarrage } from '../socket/barrage-room';
import {
  BARRAGE_DAILY_REWARD_LIMIT, BARRAGE_LIST_LIMIT, BARRAGE_SELECT, BARRAGE_WINDOW_MAX_S, cleanText, episodeOf, storeBarrage,
  toBarrage, unixDay, videoByKey, type BarrageRow,
} from './barrage-store';
import { nowS } from './mappers';
import type { RouteKit } from './types';

export const DEFAULT_BARRAGE_CONFIG: BarrageConfig & { hiddenModes: number[] } = {
  open: true, opacity: 1, fontSize: 1, speed: 1, area: 1, hiddenModes: [],
};
export type StoredBarrageConfig = typeof DEFAULT_BARRAGE_CONFIG;

/** The stored JSON merged over the defaults, each field checked (the column may hold anything old). */
export async function barrageConfigOf(db: Queryable, uid: number): Promise<StoredBarrageConfig> {
  const row = await one<{ barrage_config: unknown }>(db, 'SELECT barrage_config FROM users WHERE id = $1', [uid]);
  const raw = (typeof row?.barrage_config === 'string' ? JSON.parse(row.barrage_config) : row?.barrage_config) as Record<string, unknown> | null;
  const c = { ...DEFAULT_BARRAGE_CONFIG, hiddenModes: [...DEFAULT_BARRAGE_CONFIG.hiddenModes] };
  if (!raw || typeof raw !== 'object') return c;
  if (typeof raw.open === 'boolean') c.open = raw.open;
  if (typeof raw.opacity === 'number' && raw.opacity >= 0 && raw.opacity <= 1) c.opacity = raw.opacity;
  if (Number.isInteger(raw.fontSize) && (raw.fontSize as number) >= 0 && (raw.fontSize as number) <= 2) c.fontSize = raw.fontSize as number;
  if (Number.isInteger(raw.speed) && (raw.speed as number) >= 0 && (raw.speed as number) <= 2) c.speed = raw.speed as number;
  if (typeof raw.area === 'number' && raw.area >= 0.25 && raw.area <= 1) c.area = raw.area;
  if (Array.isArray(raw.hiddenModes)) c.hiddenModes = raw.hiddenModes.filter((m): m is number => m === 0 || m === 1 || m === 2);
  return c;
}

/** hiddenModes travels as "1,2" (modes 0 scroll, 1 top, 2 bottom); not in the core contract yet. */
function parseHiddenModes(v: unknown): number[] | undefined {
  if (v === undefined) return undefined;
  const s = Array.isArray(v) ? v.join(',') : String(v);
  if (s === '') return [];
  if (!/^[0-2](,[0-2]){0,2}$/.test(s)) throw badRequest('参数 hiddenModes 不合法（应为 0、1、2 以逗号分隔）');
  return [...new Set(s.split(',').map(Number))].sort();
}

export function barrageRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(addBarrages, async ({ query, req }) => {
    const uid = caller(req).uid;
    const b = await storeBarrage(db, uid, query);
    broadcastBarrage(ctx.io, b);
    return b;
  });

  on(getBarrageList, async ({ query, req }) => {
    if (query.end < query.start) throw badRequest('参数 end 不能小于 start');
    if (query.end - query.start > BARRAGE_WINDOW_MAX_S) throw badRequest(`时间窗口不能超过${BARRAGE_WINDOW_MAX_S}秒`);
    const v = await videoByKey(db, query.mediaKey);
    const ep = await episodeOf(db, v.id, query.episodeId);
    const viewer = req.authUser?.uid ?? 0;
    // The viewer's shield lists apply here, so a shielded user or word never reaches the screen.
    const { rows } = await db.query<BarrageRow>(
      `${BARRAGE_SELECT}
       WHERE b.video_id = $2 AND b.episode_id = $3 AND b.time >= $4 AND b.time < $5
         AND NOT EXISTS (SELECT 1 FROM shield_users s WHERE s.uid = $1 AND s.target_uid = b.uid)
         AND NOT EXISTS (SELECT 1 FROM shield_keywords k WHERE k.uid = $1 AND strpos(lower(b.content), lower(k.keyword)) > 0)
       ORDER BY b.time, b.id LIMIT ${BARRAGE_LIST_LIMIT}`,
      [viewer, v.id, ep, query.start, query.end],
    );
    return { list: rows.map(toBarrage) };
  });

  on(barrageLike, async ({ query, req }) => {
    const uid = caller(req).uid;
    return db.transaction(async (tx) => {
      const b = await one(tx, 'SELECT 1 FROM barrages WHERE id = $1', [query.id]);
      if (!b) throw notFound('弹幕');
      const del = await tx.query('DELETE FROM barrage_likes WHERE uid = $1 AND barrage_id = $2 RETURNING uid', [uid, query.id]);
      let liked = false;
      if (!del.rows.length) {
        const ins = await tx.query('INSERT INTO barrage_likes (uid, barrage_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uid', [uid, query.id]);
        liked = true;
        if (!ins.rows.length) return { liked, likeCount: (await one<{ like_count: number }>(tx, 'SELECT like_count FROM barrages WHERE id = $1', [query.id]))!.like_count };
      }
      const r = await tx.query<{ like_count: number }>(
        'UPDATE barrages SET like_count = GREATEST(0, like_count + $2) WHERE id = $1 RETURNING like_count',
        [query.id, liked ? 1 : -1],
      );
      return { liked, likeCount: r.rows[0].like_count };
    });
  });

  on(accusationBarrage, async ({ query, req }) => {
    const uid = caller(req).uid;
    const b = await one(db, 'SELECT 1 FROM barrages WHERE id = $1', [query.id]);
    if (!b) throw notFound('弹幕');
    // One report per user and barrage: repeating it changes nothing and still succeeds.
    await db.query(
      'INSERT INTO barrage_reports (uid, barrage_id, reason, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [uid, query.id, cleanText(query.reason ?? '', 200), nowS()],
    );
    return withMsg(null, '举报成功，我们会尽快处理');
  });

  on(getBarrageCoin, async ({ req }) => {
    const uid = caller(req).uid;
    const u = await one<{ gold: number }>(db, 'SELECT gold FROM users WHERE id = $1', [uid]);
    const r = await one<{ count: number }>(db, 'SELECT count FROM barrage_rewards WHERE uid = $1 AND day = $2', [uid, unixDay()]);
    return { gold: u?.gold ?? 0, todayCount: r?.count ?? 0, dailyLimit: BARRAGE_DAILY_REWARD_LIMIT };
  });

  on(putBarrageConfig, async ({ query, req }) => {
    const uid = caller(req).uid;
    const hidden = parseHiddenModes((req.query as Record<string, unknown>).hiddenModes);
    const c = await barrageConfigOf(db, uid);
    const next: StoredBarrageConfig = {
      open: query.open ?? c.open,
      opacity: query.opacity ?? c.opacity,
      fontSize: query.fontSize ?? c.fontSize,
      speed: query.speed ?? c.speed,
      area: query.area ?? c.area,
      hiddenModes: hidden ?? c.hiddenModes,
    };
    await db.query('UPDATE users SET barrage_config = $2::jsonb WHERE id = $1', [uid, JSON.stringify(next)]);
    return next;
  });

  on(getBarrageConfig, async ({ req }) => barrageConfigOf(db, caller(req).uid));
}

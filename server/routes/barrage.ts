// Barrage family: send, list by time window, like, report, daily gold reward, display settings.
import {
  accusationBarrage, addBarrages, barrageLike, getBarrageCoin, getBarrageConfig, getBarrageList, putBarrageConfig,
  BARRAGE_SHIELD_LEVEL_DEFAULT, type BarrageConfig,
} from '../../src/api/contract/barrage';
import { REPORT_REASON_MAX_CHARS } from '../../src/api/contract/limits';
import { plainText } from '../../src/api/contract/text';
import { one, type Queryable } from '../db/db';
import { badRequest, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { takeBarrageFlood } from '../limits/flood';
import { broadcastBarrage } from '../socket/barrage-room';
import { barrageDensityRoutes } from './barrage-density';
import {
  BARRAGE_DAILY_REWARD_LIMIT, BARRAGE_LIST_LIMIT, BARRAGE_SELECT, BARRAGE_WINDOW_MAX_S, barrageByRequest, episodeOf, sendOnce, storeBarrage,
  toBarrage, unixDay, videoByKey, type BarrageRow,
} from './barrage-store';
import { nowS } from './mappers';
import type { RouteKit } from './types';

/** Window fairness: rank each sender's barrages per bucket of video time, keep at most this many. */
const BARRAGE_FAIR_BUCKET_S = 10;
const BARRAGE_FAIR_PER_BUCKET = 10;

// followPlaybackRate false: at 2x the comments keep their on-screen speed (as Bilibili), issue 29.
export const DEFAULT_BARRAGE_CONFIG: Readonly<BarrageConfig> = Object.freeze({
  open: true, opacity: 1, fontScale: 1, speed: 1, area: 1, hiddenModes: [], followPlaybackRate: false,
  shieldLevel: BARRAGE_SHIELD_LEVEL_DEFAULT,
});

interface ConfigRow {
  open: boolean; opacity: number; font_scale: number; speed: number; area: number; hidden_modes: string; follow_playback_rate: boolean;
  shield_level: number;
}

/** '1,2' -> [1, 2]; the column check keeps anything else out. */
export const parseHiddenModes = (s: string): number[] => (s ? [...new Set(s.split(',').map(Number))].sort((a, b) => a - b) : []);

function toConfig(r: ConfigRow): BarrageConfig {
  return {
    open: r.open,
    opacity: Number(r.opacity),
    fontScale: Number(r.font_scale),
    speed: Number(r.speed),
    area: Number(r.area),
    hiddenModes: parseHiddenModes(r.hidden_modes),
    followPlaybackRate: r.follow_playback_rate,
    shieldLevel: Number(r.shield_level),
  };
}

const CONFIG_COLUMNS = 'open, opacity, font_scale, speed, area, hidden_modes, follow_playback_rate, shield_level';

/** The caller's settings, or the defaults when never saved. */
export async function barrageConfigOf(db: Queryable, uid: number): Promise<BarrageConfig> {
  const row = await one<ConfigRow>(db, `SELECT ${CONFIG_COLUMNS} FROM barrage_configs WHERE uid = $1`, [uid]);
  return row ? toConfig(row) : { ...DEFAULT_BARRAGE_CONFIG, hiddenModes: [] };
}

export function barrageRoutes(kit: RouteKit): void {
  const { ctx, on } = kit;
  const { db } = ctx;
  barrageDensityRoutes(kit);

  on(addBarrages, async ({ query, req }) => {
    const uid = caller(req).uid;
    return sendOnce(uid, query, async () => {
      // A retry of a send that was stored (its answer lost) gets that barrage, before any limit.
      const earlier = await barrageByRequest(db, uid, query);
      if (earlier) return earlier;
      await takeBarrageFlood(ctx.flood, uid, query.mediaKey);
      const { barrage, fresh } = await storeBarrage(db, uid, query);
      if (fresh) broadcastBarrage(ctx.io, barrage);
      return barrage;
    });
  });

  on(getBarrageList, async ({ query, req }) => {
    if (query.end < query.start) throw badRequest('参数 end 不能小于 start');
    if (query.end - query.start > BARRAGE_WINDOW_MAX_S) throw badRequest(`时间窗口不能超过${BARRAGE_WINDOW_MAX_S}秒`);
    const v = await videoByKey(db, query.mediaKey);
    const ep = await episodeOf(db, v.id, query.episodeId);
    const viewer = req.authUser?.uid ?? 0;
    // The viewer's shield lists apply here, so a shielded user or word never reaches the screen.
    // Fair share of the window (issue 8, point 6): each sender's barrages are ranked within
    // every ${BARRAGE_FAIR_BUCKET_S}-second bucket of video time and the lowest ranks are taken first, so one
    // sender's flood can fill the limit only after every other sender's barrage is in; and no
    // sender gets more than ${BARRAGE_FAIR_PER_BUCKET} per bucket at all.
    const { rows } = await db.query<BarrageRow>(
      `SELECT * FROM (
         SELECT w.*, row_number() OVER (PARTITION BY w.uid, floor(w.time / ${BARRAGE_FAIR_BUCKET_S}) ORDER BY w.id) AS fair_rank FROM (
           ${BARRAGE_SELECT}
           WHERE b.video_id = $2 AND b.episode_id = $3 AND b.time >= $4 AND b.time < $5
             AND NOT EXISTS (SELECT 1 FROM shield_users s WHERE s.uid = $1 AND s.target_uid = b.uid)
             AND NOT EXISTS (SELECT 1 FROM shield_keywords k WHERE k.uid = $1 AND strpos(lower(b.content), lower(k.keyword)) > 0)
         ) w
       ) f WHERE fair_rank <= ${BARRAGE_FAIR_PER_BUCKET}
       ORDER BY fair_rank, time, id LIMIT $6`,
      [viewer, v.id, ep, query.start, query.end, BARRAGE_LIST_LIMIT],
    );
    rows.sort((a, b) => Number(a.time) - Number(b.time) || a.id - b.id);
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
    // One report per user and barrage: repeating it changes nothing and still succeeds. A new
    // report counts against the barrage's score (barrageScore) in the same transaction.
    await db.transaction(async (tx) => {
      const ins = await tx.query(
        'INSERT INTO barrage_reports (uid, barrage_id, reason, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING uid',
        [uid, query.id, plainText(query.reason ?? '', REPORT_REASON_MAX_CHARS), nowS()],
      );
      if (ins.rows.length) await tx.query('UPDATE barrages SET report_count = report_count + 1 WHERE id = $1', [query.id]);
    });
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
    const hidden = query.hiddenModes === undefined ? null : parseHiddenModes(query.hiddenModes).join(',');
    const d = DEFAULT_BARRAGE_CONFIG;
    // One upsert: a field not sent keeps its stored value (or the default on the first save),
    // so two devices saving different fields do not overwrite each other.
    const row = await one<ConfigRow>(
      db,
      `INSERT INTO barrage_configs AS c (uid, open, opacity, font_scale, speed, area, hidden_modes, follow_playback_rate, shield_level, updated_at)
       VALUES ($1, COALESCE($2, $10::boolean), COALESCE($3, $11::double precision), COALESCE($4, $12::double precision),
               COALESCE($5, $13::double precision), COALESCE($6, $14::double precision), COALESCE($7, ''), COALESCE($8, $15::boolean),
               COALESCE($16::integer, $17::integer), $9)
       ON CONFLICT (uid) DO UPDATE SET
         open = COALESCE($2, c.open), opacity = COALESCE($3, c.opacity), font_scale = COALESCE($4, c.font_scale),
         speed = COALESCE($5, c.speed), area = COALESCE($6, c.area), hidden_modes = COALESCE($7, c.hidden_modes),
         follow_playback_rate = COALESCE($8, c.follow_playback_rate), shield_level = COALESCE($16::integer, c.shield_level), updated_at = $9
       RETURNING ${CONFIG_COLUMNS}`,
      [
        uid, query.open ?? null, query.opacity ?? null, query.fontScale ?? null, query.speed ?? null, query.area ?? null, hidden,
        query.followPlaybackRate ?? null, nowS(), d.open, d.opacity, d.fontScale, d.speed, d.area, d.followPlaybackRate,
        query.shieldLevel ?? null, d.shieldLevel,
      ],
    );
    return toConfig(row!);
  });

  on(getBarrageConfig, async ({ req }) => barrageConfigOf(db, caller(req).uid));
}

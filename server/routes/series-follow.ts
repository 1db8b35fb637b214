// 追剧 (issue 42 point 4): a signed-in viewer follows a series; the home row 我的追剧 lists the
// followed series with the newest episode published since they last opened it (notices written
// by server/chat/series-notices.ts when an episode is published).
import { followSeries, getFollowedSeries, getSeriesFollow } from '../../src/api/contract/series';
import { one } from '../db/db';
import { notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { nowS, toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';
import type { RouteKit } from './types';

const FOLLOWED_MAX = 60;

export function seriesFollowRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  /** The video's id by mediaKey, or by its numeric id (posters link /watch?id=). */
  async function videoId(mediaKey: string): Promise<number> {
    const byId = /^\d{1,9}$/.test(mediaKey) ? Number(mediaKey) : -1;
    const v = await one<{ id: number }>(db, 'SELECT id FROM videos WHERE (media_key = $1 OR id = $2) AND published ORDER BY (media_key = $1) DESC LIMIT 1', [mediaKey, byId]);
    if (!v) throw notFound('视频');
    return v.id;
  }

  on(followSeries, async ({ query, req }) => {
    const uid = caller(req).uid;
    const id = await videoId(query.mediaKey);
    await ctx.flood.take(['seriesFollowUser', uid]);
    const del = await db.query('DELETE FROM series_follows WHERE uid = $1 AND video_id = $2 RETURNING video_id', [uid, id]);
    if (del.rows.length) return { followed: false };
    await db.query('INSERT INTO series_follows (uid, video_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, id, nowS()]);
    return { followed: true };
  });

  on(getSeriesFollow, async ({ query, req }) => {
    const uid = caller(req).uid;
    const id = await videoId(query.mediaKey);
    // Opening the series is seeing its new episodes: the home row's mark goes.
    await db.query('UPDATE series_episode_notices SET seen = true WHERE uid = $1 AND video_id = $2 AND NOT seen', [uid, id]);
    return { followed: !!(await one(db, 'SELECT 1 FROM series_follows WHERE uid = $1 AND video_id = $2', [uid, id])) };
  });

  on(getFollowedSeries, async ({ query, req }) => {
    const uid = caller(req).uid;
    const limit = Math.min(query.pageSize ?? 20, FOLLOWED_MAX);
    const { rows } = await db.query<VideoRow & { new_episode: number | null }>(
      `SELECT x.*, n.new_episode FROM (${VIDEO_SELECT}) x
       JOIN series_follows f ON f.video_id = x.id AND f.uid = $1
       LEFT JOIN (SELECT video_id, max(episode_idx) AS new_episode FROM series_episode_notices WHERE uid = $1 AND NOT seen GROUP BY video_id) n ON n.video_id = x.id
       ORDER BY (n.new_episode IS NOT NULL) DESC, f.created_at DESC, x.id LIMIT $2`,
      [uid, limit],
    );
    return { list: rows.map((r) => ({ video: toVideoItem(r), newEpisode: r.new_episode ?? 0 })) };
  });
}

// The last browsing lists (issue 13): /moreFocus (videos of followed uploaders) and
// /miniVideoChannel (the short videos users published with their dynamics). /typePage is
// served by getFilterOptions + filterVideos and /albumDetail by getVideoDetails +
// videoChooseGather, so they need no list of their own.
import { getMiniVideoChannel, getMoreFocus } from '../../src/api/contract/home';
import type { Param } from '../db/db';
import { caller } from '../http/auth';
import { pageArgs, pagedOf, toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';
import type { RouteKit } from './types';

export function browseFeedRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  async function pagedList(from: string, where: string, params: Param[], q: { page?: number; pageSize?: number }) {
    const { page, pageSize, offset } = pageArgs(q);
    const n = params.length;
    const [total, rows] = await Promise.all([
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM videos v ${from} WHERE v.published AND ${where}`, params),
      db.query<VideoRow>(`${VIDEO_SELECT} ${from} WHERE ${where} ORDER BY v.created_at DESC, v.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, pageSize, offset]),
    ]);
    return pagedOf(rows.rows.map(toVideoItem), page, pageSize, total.rows[0]?.n ?? 0);
  }

  on(getMoreFocus, async ({ query, req }) => {
    const { uid } = caller(req);
    // Uploaders the caller blacklisted are left out even if a follow row remains.
    return pagedList(
      'JOIN follows f ON f.target_uid = v.uploader_uid AND f.uid = $1',
      'NOT EXISTS (SELECT 1 FROM blacklist b WHERE b.uid = $1 AND b.target_uid = v.uploader_uid)',
      [uid],
      query,
    );
  });

  on(getMiniVideoChannel, async ({ query }) => {
    const from = `JOIN published_videos p ON p.video_id = v.id AND p.state = 'published'`;
    if (query.subID === undefined || query.subID === 0) return pagedList(from, 'true', [], query);
    return pagedList(from, `(',' || v.tags || ',') LIKE ('%,' || (SELECT name FROM trend_labels WHERE id = $1) || ',%')`, [query.subID], query);
  });
}

// Dynamics (trends): labels, the publish point, creating a dynamic, lists of a user's dynamics
// (the author sees processing and failed ones with their state) and one dynamic's detail. A
// dynamic with a video is public only once its stream is published (server/uploads/publish-queue.ts).
import { createTrends, getPublishPoint, getTrendDetail, getTrendLabels, myListTrends, type Trend } from '../../src/api/contract/trends';
import { one, type Param } from '../db/db';
import { badRequest, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { hlsUrl } from './video';
import { nowS, pageArgs, pagedOf } from './mappers';
import type { RouteKit } from './types';

interface TrendRow {
  id: number; uid: number; label: string; description: string; location: string; video_id: number; images: string; cover: string;
  like_count: number; comment_count: number; created_at: number;
  nick_name: string; avatar: string; vip_level: number; vip_expire: number; big_v: boolean; kefu: boolean;
  p_state: 'processing' | 'published' | 'failed' | null; p_progress: number | null; p_reason: string | null; p_stream: string | null; p_cover: string | null;
  v_likes: number | null; v_comments: number | null;
}

const TREND_SELECT = `
  SELECT t.*, u.nick_name, u.avatar, u.vip_level, u.vip_expire, u.big_v, u.kefu,
         p.state AS p_state, p.progress AS p_progress, p.reason AS p_reason, p.stream_key AS p_stream, p.cover AS p_cover,
         v.like_count AS v_likes,
         CASE WHEN v.id IS NULL THEN NULL ELSE (SELECT count(*)::int FROM comments c WHERE c.video_id = v.id) END AS v_comments
  FROM trends t JOIN users u ON u.id = t.uid LEFT JOIN published_videos p ON p.video_id = t.video_id AND t.video_id > 0
  LEFT JOIN videos v ON v.id = t.video_id AND t.video_id > 0`;
/** Public: text and image dynamics, and video ones whose stream plays. */
const PUBLIC = `(t.video_id = 0 OR p.state = 'published')`;

function toTrend(r: TrendRow, author: boolean): Trend {
  const published = r.p_state === 'published' && !!r.p_stream;
  const t: Trend = {
    id: r.id,
    user: { userId: r.uid, nickName: r.nick_name, avatar: r.avatar, vipLevel: r.vip_level > 0 && r.vip_expire > nowS() ? r.vip_level : 0, bigV: r.big_v, kefu: r.kefu },
    label: r.label,
    description: r.description,
    location: r.location,
    videoId: r.video_id,
    videoUrl: published && r.p_stream ? hlsUrl(r.p_stream) : '',
    images: r.images ? r.images.split(',') : [],
    cover: r.cover || r.p_cover || '',
    // A video dynamic is liked and commented on through its video (the watch page's calls).
    likeCount: r.v_likes ?? r.like_count,
    commentCount: r.v_comments ?? r.comment_count,
    createdAt: r.created_at,
  };
  if (r.video_id > 0 && r.p_state) {
    t.state = r.p_state;
    if (published && r.p_stream) t.mediaKey = r.p_stream;
    if (author) {
      t.progress = r.p_progress ?? 0;
      if (r.p_state === 'failed') t.reason = r.p_reason ?? '';
    }
  }
  return t;
}

export function trendRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(getTrendLabels, async () => ({ list: (await db.query<{ id: number; name: string }>('SELECT id, name FROM trend_labels ORDER BY id')).rows }));

  on(getPublishPoint, async ({ req }) => {
    const { uid } = caller(req);
    const full = (await ctx.uploads.service.quotaUsed(uid)) >= ctx.uploads.service.settings.quotaBytes;
    return { point: 0, canPublish: full ? 0 : 1, tips: full ? '上传空间不足' : '' };
  });

  on(createTrends, async ({ body, req }) => {
    const { uid } = caller(req);
    await ctx.flood.take(['trendUser', uid]);
    const videoId = body.videoId ?? 0;
    let cover = '';
    if (videoId > 0) {
      const v = await one<{ state: string; cover: string }>(db, 'SELECT state, cover FROM published_videos WHERE video_id = $1 AND uid = $2', [videoId, uid]);
      if (!v || v.state === 'failed') throw badRequest('视频不存在');
      cover = v.cover;
    }
    const images = (body.trendsDetails ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (images.length > 9) throw badRequest('图片最多9张');
    for (const img of images) {
      // Only images this user uploaded (the cover upload's filepath).
      if (!(await one(db, `SELECT 1 FROM uploads WHERE uid = $1 AND kind = 'cover' AND state = 'complete' AND filepath = $2`, [uid, img]))) {
        throw badRequest('图片不存在');
      }
    }
    const description = body.description.trim();
    if (!description && !videoId && !images.length) throw badRequest('请填写动态内容');
    const row = await one<{ id: number }>(
      db,
      `INSERT INTO trends (uid, label, description, location, video_id, images, cover, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [uid, (body.label ?? '').trim(), description, (body.location ?? '').trim(), videoId, images.join(','), cover || images[0] || '', nowS()],
    );
    if (!row) throw new Error('trend not created');
    return { id: row.id };
  });

  on(myListTrends, async ({ query, req }) => {
    const me = req.authUser?.uid;
    const uid = query.uid ?? me;
    if (!uid) throw badRequest('参数 uid 不合法');
    const author = uid === me;
    const { page, pageSize, offset } = pageArgs(query);
    const where = `t.uid = $1${author ? '' : ` AND ${PUBLIC}`}`;
    const params: Param[] = [uid];
    const [total, rows] = await Promise.all([
      one<{ n: number }>(db, `SELECT count(*)::int AS n FROM trends t LEFT JOIN published_videos p ON p.video_id = t.video_id AND t.video_id > 0 WHERE ${where}`, params),
      db.query<TrendRow>(`${TREND_SELECT} WHERE ${where} ORDER BY t.id DESC LIMIT $2 OFFSET $3`, [...params, pageSize, offset]),
    ]);
    return pagedOf(rows.rows.map((r) => toTrend(r, author)), page, pageSize, total?.n ?? 0);
  });

  on(getTrendDetail, async ({ query, req }) => {
    const r = await one<TrendRow>(db, `${TREND_SELECT} WHERE t.id = $1`, [query.id]);
    const author = !!r && r.uid === req.authUser?.uid;
    if (!r || (!author && r.video_id > 0 && r.p_state !== 'published')) throw notFound('动态');
    return toTrend(r, author);
  });
}

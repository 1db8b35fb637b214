import {
  addPlayRecord, addToScjs, getCollectList, getPlayAddress, getPlayData, getPlayRecords, getVideoDetails,
  videoChooseGather, type PlayEpisode, type PlayInfo, type Uploader,
} from '../../src/api/contract/video';
import { RET } from '../../src/api/contract/envelope';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { columns } from '../db/write-tracking';
import { ApiError, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { mediaUrlKey, signedHlsUrl } from '../media/signed-url';
import { recordWatchReport } from './engagement';
import { isVipActive, nowS, pageArgs, pagedOf, toEpisode, toVideoItem, VIDEO_SELECT, type EpisodeRow, type VideoRow } from './mappers';
import type { RouteKit } from './types';
import { countView, viewerOf } from './view-count';

export const hlsUrl = (streamKey: string) => `/media/hls/${encodeURIComponent(streamKey)}/master.m3u8`;

/** Free streams have a public, cacheable address; VIP and gold ones a signed, expiring one. */
const playUrl = (ctx: AppContext, v: VideoRow, ep: EpisodeRow) =>
  v.vip || v.gold > 0 || ep.vip ? signedHlsUrl(mediaUrlKey(ctx.tokenSecret), ep.stream_key) : hlsUrl(ep.stream_key);
const VIDEO_DEPS = ['videos', 'categories'];
const EPISODE_DEPS = ['episodes'];
const COMMENT_COUNT_DEPS = ['comments'];

/**
 * A video by its mediaKey, or by its numeric id: posters link /watch?id=<id> (spec 002 route
 * table), so an all-digit key that is no mediaKey is taken as the id. From the catalog cache
 * (see server/db/read-cache.ts).
 */
async function loadVideo(ctx: AppContext, mediaKey: string): Promise<VideoRow> {
  const byId = /^\d{1,9}$/.test(mediaKey);
  const v = await ctx.cache.get(`video:${mediaKey}`, VIDEO_DEPS, () =>
    byId
      ? one<VideoRow>(ctx.db, `${VIDEO_SELECT} WHERE v.media_key = $1 OR v.id = $2 ORDER BY (v.media_key = $1) DESC LIMIT 1`, [mediaKey, Number(mediaKey)])
      : one<VideoRow>(ctx.db, `${VIDEO_SELECT} WHERE v.media_key = $1`, [mediaKey]),
  );
  if (!v) throw notFound('视频');
  return v;
}

/**
 * The poster of a video by mediaKey or id, or null when there is none (the phone watch shell
 * puts it in the HTML: server/http/first-paint.ts). From the same cache as the details.
 */
export async function videoPoster(ctx: AppContext, mediaKey: string): Promise<string | null> {
  try {
    return (await loadVideo(ctx, mediaKey)).poster || null;
  } catch {
    return null;
  }
}

type MarkedEpisodeRow = EpisodeRow & { intro_end: number | null; outro_start: number | null };

/** Episodes of a video in order (cached). */
const episodesOf = (ctx: AppContext, videoId: number) =>
  ctx.cache.get(`episodes:${videoId}`, EPISODE_DEPS, async () =>
    (await ctx.db.query<MarkedEpisodeRow>('SELECT * FROM episodes WHERE video_id = $1 AND published ORDER BY idx', [videoId])).rows,
  );

const mark = (v: number | null) => (v == null ? null : Number(v));
const toPlayEpisode = (mediaKey: string, r: MarkedEpisodeRow): PlayEpisode => ({
  ...toEpisode(mediaKey, r),
  introEnd: mark(r.intro_end),
  outroStart: mark(r.outro_start),
});

interface UploaderRow { id: number; nick_name: string; avatar: string; vip_level: number; vip_expire: number; big_v: boolean; kefu: boolean }

// The public profile only: the users table is written all the time (gold, token generation),
// but those columns are not read here, so such writes keep this entry.
const UPLOADER_DEPS = columns('users', ['id', 'nick_name', 'avatar', 'vip_level', 'vip_expire', 'big_v', 'kefu']);
// A visitor's whole VideoDetails reply is one entry: it read all of these.
const VISITOR_DETAILS_DEPS = [...VIDEO_DEPS, ...EPISODE_DEPS, ...COMMENT_COUNT_DEPS, ...UPLOADER_DEPS];

/** The up-master's public profile (cached). */
const uploaderRow = (ctx: AppContext, uid: number) =>
  ctx.cache.get(`uploader:${uid}`, UPLOADER_DEPS, () =>
    one<UploaderRow>(ctx.db, 'SELECT id, nick_name, avatar, vip_level, vip_expire, big_v, kefu FROM users WHERE id = $1', [uid]),
  );

/** The up-master with the caller's follow / blacklist relation (false for visitors). */
function toUploader(u: UploaderRow, viewer: Pick<ViewerRow, 'followed' | 'black'> | null): Uploader {
  return {
    uid: u.id,
    nickName: u.nick_name,
    avatar: u.avatar,
    bigV: u.big_v,
    kefu: u.kefu,
    // VIP lapses with time, not with a write: judged now, not when cached.
    vipLevel: isVipActive(u) ? u.vip_level : 0,
    followed: !!viewer?.followed,
    isBlackList: !!viewer?.black,
  };
}

/** What one user has to do with one video (and its up-master), read in one round trip. */
interface ViewerRow {
  vip_level: number; vip_expire: number; paid: boolean; collected: boolean;
  vote: number | null; rec_episode: number | null; rec_position: number | null; followed: boolean; black: boolean;
}

function viewerState(db: Queryable, uid: number, videoId: number, uploaderUid: number | null = null): Promise<ViewerRow | null> {
  return one<ViewerRow>(
    db,
    `SELECT u.vip_level, u.vip_expire,
       EXISTS (SELECT 1 FROM video_purchases WHERE uid = u.id AND video_id = $2) AS paid,
       EXISTS (SELECT 1 FROM collections WHERE uid = u.id AND video_id = $2) AS collected,
       (SELECT value FROM video_votes WHERE uid = u.id AND video_id = $2) AS vote,
       (SELECT episode_id FROM play_records WHERE uid = u.id AND video_id = $2) AS rec_episode,
       (SELECT position FROM play_records WHERE uid = u.id AND video_id = $2) AS rec_position,
       EXISTS (SELECT 1 FROM follows WHERE uid = u.id AND target_uid = $3) AS followed,
       EXISTS (SELECT 1 FROM blacklist WHERE uid = u.id AND target_uid = $3) AS black
     FROM users u WHERE u.id = $1`,
    [uid, videoId, uploaderUid],
  );
}

function access(v: VideoRow, viewer: Pick<ViewerRow, 'vip_level' | 'vip_expire' | 'paid'> | null, episodeVip = false): PlayInfo {
  const vip = viewer ? isVipActive(viewer) : false;
  const paid = v.gold > 0 && !!viewer?.paid;
  const needVip = (v.vip || episodeVip) && !vip;
  const needGold = v.gold > 0 && !paid ? v.gold : 0;
  return { canPlay: !needVip && needGold === 0, needVip, needGold, paid };
}

async function playable(ctx: AppContext, mediaKey: string, episodeId: number | undefined, uid: number | undefined) {
  const v = await loadVideo(ctx, mediaKey);
  const [eps, viewer] = await Promise.all([episodesOf(ctx, v.id), uid ? viewerState(ctx.db, uid, v.id) : null]);
  // No episode asked: the one the caller was watching, else the first, the same choice as the
  // client makes from VideoDetails, so it can ask for play data before the details arrive.
  const ep = episodeId
    ? eps.find((e) => e.id === Number(episodeId))
    : ((viewer?.rec_episode ? eps.find((e) => e.id === viewer.rec_episode) : undefined) ?? eps[0]);
  if (!ep) throw notFound('剧集');
  const info = access(v, viewer, ep.vip);
  if (info.needVip) throw new ApiError(RET.FORBIDDEN, '该视频为VIP专享，开通VIP即可观看');
  if (info.needGold) throw new ApiError(RET.GOLD_NOT_ENOUGH, `该视频需支付${info.needGold}金币观看`);
  // After the access checks: a viewer who may not watch learns that first.
  if (ctx.preparing.has(ep.media_dir || ep.stream_key)) throw new ApiError(RET.MEDIA_PREPARING, '视频正在准备中，请稍候');
  return { v, ep, viewer };
}

export function videoRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  /** VideoDetails for a caller (uid undefined = visitor). */
  async function details(mediaKey: string, uid: number | undefined) {
    const v = await loadVideo(ctx, mediaKey);
    const uploaderUid = (v as VideoRow & { uploader_uid?: number | null }).uploader_uid ?? null;
    // Catalog parts come from the cache; the viewer's own state is one query (none for a visitor).
    const [eps, commentCount, viewer] = await Promise.all([
      episodesOf(ctx, v.id),
      ctx.cache.get(`comment_count:${v.id}`, COMMENT_COUNT_DEPS, async () =>
        (await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM comments WHERE video_id = $1', [v.id]))?.n ?? 0,
      ),
      uid ? viewerState(db, uid, v.id, uploaderUid) : null,
    ]);
    const up = uploaderUid ? await uploaderRow(ctx, uploaderUid) : null;
    // When the reply shows the uploader as VIP, it is true until that VIP lapses.
    const until = up && isVipActive(up) ? up.vip_expire * 1000 : Infinity;
    const reply = {
      video: toVideoItem(v),
      episodeList: eps.map((e) => toPlayEpisode(v.media_key, e)),
      uploader: up ? toUploader(up, viewer) : null,
      playInfo: access(v, viewer),
      collected: !!viewer?.collected,
      liked: viewer?.vote === 1,
      disliked: viewer?.vote === -1,
      likeCount: v.like_count,
      dislikeCount: v.dislike_count,
      commentCount,
      resumeEpisodeId: viewer?.rec_episode ?? 0,
      resumePosition: viewer?.rec_position != null ? Number(viewer.rec_position) : 0,
    };
    return { reply, until };
  }

  on(getVideoDetails, async ({ query, req }) => {
    const uid = req.authUser?.uid;
    if (uid) return (await details(query.mediaKey, uid)).reply;
    // Every visitor gets the same reply: cached whole (and so checked against the contract once)
    // until something it read is written, or the uploader's VIP lapses.
    const d = await ctx.cache.get(`details:${query.mediaKey}`, VISITOR_DETAILS_DEPS, () => details(query.mediaKey, undefined), (x) => x.until);
    return d.reply;
  });

  on(getPlayData, async ({ body, req }) => {
    const uid = req.authUser?.uid;
    const { v, ep, viewer } = await playable(ctx, body.mediaKey, body.episodeId, uid);
    const duration = ctx.streams.get(ep.media_dir || ep.stream_key)?.durationSec ?? Number(ep.duration_sec);
    // Resume only inside the same episode and not in the last 5 s (that would end at once).
    const recPos = Number(viewer?.rec_position ?? 0);
    const pos = viewer?.rec_episode === ep.id && recPos < duration - 5 ? recPos : 0;
    return {
      mediaKey: v.media_key,
      episodeId: ep.id,
      url: playUrl(ctx, v, ep),
      streamKey: ep.stream_key,
      durationSec: duration,
      position: pos,
      title: ep.idx > 1 || v.episode_count > 1 ? `${v.title} ${ep.title}` : v.title,
      poster: v.poster,
    };
  });

  on(getPlayAddress, async ({ query, req }) => {
    const { v, ep } = await playable(ctx, query.mediaKey, query.episodeId, req.authUser?.uid);
    return { url: playUrl(ctx, v, ep) };
  });

  on(videoChooseGather, async ({ query }) => {
    const v = await loadVideo(ctx, query.mediaKey);
    const eps = await episodesOf(ctx, v.id);
    return { list: eps.map((e) => toPlayEpisode(v.media_key, e)) };
  });

  on(addPlayRecord, async ({ query, req }) => {
    const v = await loadVideo(ctx, query.mediaKey);
    const uid = req.authUser?.uid;
    // A play counts once per viewer, video and day (view-count.ts); the 30 s progress reports
    // after it move the position and, as the server's own observation of watching, credit watch
    // time by the clock between them (recordWatchReport): the watch tasks pay on that, never on
    // the position the client reports.
    if (!uid) {
      await countView(db, 'play', v.id, viewerOf(req));
      return null;
    }
    const eps = await episodesOf(ctx, v.id);
    const ep = query.episodeId ? eps.find((e) => e.id === Number(query.episodeId)) : eps[0];
    if (!ep) throw notFound('剧集');
    const now = nowS();
    await countView(db, 'play', v.id, viewerOf(req), async (tx) => {
      await tx.query(
        `INSERT INTO play_records (uid, video_id, episode_id, position, duration, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (uid, video_id) DO UPDATE SET episode_id = $3, position = $4, duration = $5, updated_at = $6`,
        [uid, v.id, ep.id, query.position, query.duration ?? 0, now],
      );
      await recordWatchReport(tx, uid, now);
    }, now);
    return null;
  });

  on(getPlayRecords, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM play_records WHERE uid = $1', [uid]);
    const { rows } = await db.query<VideoRow & { p_episode: number; p_idx: number; p_position: number; p_duration: number; p_updated: number }>(
      `SELECT x.*, p.episode_id AS p_episode, COALESCE(e.idx, 1) AS p_idx, p.position AS p_position, p.duration AS p_duration, p.updated_at AS p_updated
       FROM (${VIDEO_SELECT}) x JOIN play_records p ON p.video_id = x.id AND p.uid = $1 LEFT JOIN episodes e ON e.id = p.episode_id
       ORDER BY p.updated_at DESC, x.id LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    const list = rows.map((r) => ({
      video: toVideoItem(r), episodeId: r.p_episode, episodeIndex: r.p_idx, position: Number(r.p_position),
      durationSec: Number(r.p_duration), updatedAt: r.p_updated,
    }));
    return pagedOf(list, page, pageSize, total?.n ?? 0);
  });

  on(addToScjs, async ({ query, req }) => {
    const uid = caller(req).uid;
    const v = await loadVideo(ctx, query.mediaKey);
    const del = await db.query('DELETE FROM collections WHERE uid = $1 AND video_id = $2 RETURNING video_id', [uid, v.id]);
    if (del.rows.length) return { collected: false };
    await db.query('INSERT INTO collections (uid, video_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, v.id, nowS()]);
    return { collected: true };
  });

  on(getCollectList, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM collections WHERE uid = $1', [uid]);
    const { rows } = await db.query<VideoRow>(
      `SELECT x.* FROM (${VIDEO_SELECT}) x JOIN collections c ON c.video_id = x.id AND c.uid = $1 ORDER BY c.created_at DESC, x.id LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    return pagedOf(rows.map(toVideoItem), page, pageSize, total?.n ?? 0);
  });
}

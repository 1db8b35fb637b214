// Reactions around the player: like/dislike, follow the uploader, share, daily tasks, rating
// summary, reporting a user.
import {
  focusUpMaster, reportUserReq, share, updTask, videoDisLikes, videoLikes, videoRatingDetails,
} from '../../src/api/contract/video';
import { REPORT_REASON_MAX_CHARS } from '../../src/api/contract/limits';
import { plainText } from '../../src/api/contract/text';
import { one, type Queryable } from '../db/db';
import { badRequest, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { unixDay, videoByKey } from './barrage-store';
import { nowS } from './mappers';
import { IMAGE_NOT_OWN_MSG, ownsChatImage } from './chat';
import { requireOtherUser } from './social';
import type { RouteKit } from './types';

/** Daily tasks (type -> gold paid once per day): 1 watch, 2 share, 3 comment. */
export const DAILY_TASKS: Readonly<Record<number, { gold: number; title: string }>> = {
  1: { gold: 5, title: '每日观看视频' },
  2: { gold: 5, title: '每日分享视频' },
  3: { gold: 3, title: '每日发表评论' },
};

/** The watch tasks need this many seconds of watching the server observed (today, or ever). */
export const WATCH_TASK_MIN_S = 30;

/**
 * A progress report credits the wall-clock time since the same user's previous report only when
 * that report is at most this old. The player reports every 30 s while playing, and on pause and
 * leave (src/player/resume.ts), so a longer gap is a pause, a stall or an absence, not watching;
 * twice the interval leaves room for a slow network.
 */
export const WATCH_REPORT_MAX_GAP_S = 60;

/** The seconds a report at `$3` credits, given the user's row `w` (SQL, used twice below). */
const WATCH_CREDIT = `CASE WHEN $3::int - w.last_at BETWEEN 1 AND ${WATCH_REPORT_MAX_GAP_S} THEN $3::int - w.last_at ELSE 0 END`;

/**
 * Watch time comes from what the server saw, never from the position the client reports (issue
 * 27, point 2): a progress report of `uid` at `now` credits the seconds since that user's
 * previous report, on any video and device. So the credited seconds never exceed the wall-clock
 * time between the user's first and last report, however many reports arrive or from how many
 * tabs; the first report of a session credits nothing. Concurrent reports queue on the user's
 * row, each seeing the last one's time. Returns the seconds credited today.
 */
export async function recordWatchReport(db: Queryable, uid: number, now = nowS()): Promise<number> {
  const r = await db.query<{ day_seconds: number }>(
    `INSERT INTO watch_time AS w (uid, day, day_seconds, total_seconds, last_at) VALUES ($1, $2, 0, 0, $3)
     ON CONFLICT (uid) DO UPDATE SET
       day_seconds = CASE WHEN $2::int > w.day THEN 0 ELSE w.day_seconds END + ${WATCH_CREDIT},
       total_seconds = w.total_seconds + ${WATCH_CREDIT},
       day = GREATEST(w.day, $2::int),
       last_at = GREATEST(w.last_at, $3::int)
     RETURNING day_seconds`,
    [uid, unixDay(now), now],
  );
  return r.rows[0].day_seconds;
}

/**
 * Whether the server holds a record, from today (server clock, UTC day), of the action the task
 * pays for: the client's word that it happened is not enough (issue 8, point 5).
 */
export async function taskDone(db: Queryable, uid: number, type: number, day: number): Promise<boolean> {
  const from = day * 86400;
  const sql: Record<number, string> = {
    1: `SELECT 1 FROM watch_time WHERE uid = $1 AND day = $2 / 86400 AND day_seconds >= ${WATCH_TASK_MIN_S}`,
    2: 'SELECT 1 FROM shares WHERE uid = $1 AND day = $2 / 86400 LIMIT 1',
    3: 'SELECT 1 FROM comments WHERE uid = $1 AND created_at >= $2 LIMIT 1',
  };
  return !!sql[type] && !!(await one(db, sql[type], [uid, from]));
}

export function engagementRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  /** Moves the caller's vote on a video to `value`, or clears it when it already is `value`. */
  async function toggleVote(uid: number, mediaKey: string, value: 1 | -1) {
    const v = await videoByKey(db, mediaKey);
    return db.transaction(async (tx) => {
      const cur = await one<{ value: number }>(tx, 'SELECT value FROM video_votes WHERE uid = $1 AND video_id = $2 FOR UPDATE', [uid, v.id]);
      const next = cur?.value === value ? 0 : value;
      if (next === 0) await tx.query('DELETE FROM video_votes WHERE uid = $1 AND video_id = $2', [uid, v.id]);
      else {
        await tx.query(
          'INSERT INTO video_votes (uid, video_id, value) VALUES ($1, $2, $3) ON CONFLICT (uid, video_id) DO UPDATE SET value = $3',
          [uid, v.id, next],
        );
      }
      const likeDelta = (next === 1 ? 1 : 0) - (cur?.value === 1 ? 1 : 0);
      const dislikeDelta = (next === -1 ? 1 : 0) - (cur?.value === -1 ? 1 : 0);
      const r = await tx.query<{ like_count: number; dislike_count: number }>(
        `UPDATE videos SET like_count = GREATEST(0, like_count + $2), dislike_count = GREATEST(0, dislike_count + $3)
         WHERE id = $1 RETURNING like_count, dislike_count`,
        [v.id, likeDelta, dislikeDelta],
      );
      return { liked: next === 1, disliked: next === -1, likeCount: r.rows[0].like_count, dislikeCount: r.rows[0].dislike_count };
    });
  }

  on(videoLikes, async ({ query, req }) => toggleVote(caller(req).uid, query.mediaKey, 1));
  on(videoDisLikes, async ({ query, req }) => toggleVote(caller(req).uid, query.mediaKey, -1));

  on(focusUpMaster, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.uid, '不能关注自己');
    const del = await db.query('DELETE FROM follows WHERE uid = $1 AND target_uid = $2 RETURNING uid', [uid, query.uid]);
    if (del.rows.length) return withMsg({ selected: false }, '已取消关注');
    await db.query('INSERT INTO follows (uid, target_uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, query.uid, nowS()]);
    return withMsg({ selected: true }, '关注成功');
  });

  on(share, async ({ query, req }) => {
    const v = await one<{ id: number; title: string; media_key: string }>(db, 'SELECT id, title, media_key FROM videos WHERE media_key = $1 AND published', [query.mediaKey]);
    if (!v) throw notFound('视频');
    // The share task's evidence: one row per user, video and day.
    if (req.authUser) {
      const now = nowS();
      await db.query('INSERT INTO shares (uid, video_id, day, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        req.authUser.uid, v.id, unixDay(now), now,
      ]);
    }
    const host = typeof req.headers.host === 'string' && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(req.headers.host) ? req.headers.host : 'localhost';
    return {
      shareUrl: `${req.protocol}://${host}/play/${encodeURIComponent(v.media_key)}`,
      shareText: `我正在看《${v.title}》，快来和我一起看吧！`,
    };
  });

  on(updTask, async ({ query, req }) => {
    const uid = caller(req).uid;
    const task = DAILY_TASKS[query.type];
    if (!task) throw badRequest('未知的任务类型');
    const now = nowS();
    const day = unixDay(now);
    if (!(await taskDone(db, uid, query.type, day))) throw badRequest('任务尚未完成，完成后再来领取');
    return db.transaction(async (tx) => {
      // The primary key (uid, type, day) pays once per day even for concurrent twins.
      const done = await tx.query(
        'INSERT INTO daily_tasks (uid, type, day, gold) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING uid',
        [uid, query.type, day, task.gold],
      );
      if (!done.rows.length) {
        const u = await one<{ gold: number }>(tx, 'SELECT gold FROM users WHERE id = $1', [uid]);
        return withMsg({ gold: u?.gold ?? 0 }, '今日任务已完成');
      }
      const u = await tx.query<{ gold: number }>('UPDATE users SET gold = gold + $2 WHERE id = $1 RETURNING gold', [uid, task.gold]);
      const gold = u.rows[0].gold;
      await tx.query('INSERT INTO gold_records (uid, amount, balance, title, created_at) VALUES ($1, $2, $3, $4, $5)', [uid, task.gold, gold, task.title, now]);
      return withMsg({ gold }, `任务完成，获得${task.gold}金币`);
    });
  });

  on(videoRatingDetails, async ({ query, req }) => {
    const v = await videoByKey(db, query.mediaKey);
    const { rows } = await db.query<{ band: number; n: number }>(
      // Scores 1..10 fall in star bands 1..5 (9-10 = 5 stars).
      'SELECT ((score + 1) / 2)::int AS band, count(*)::int AS n FROM video_ratings WHERE video_id = $1 GROUP BY 1',
      [v.id],
    );
    const sum = await one<{ avg: number | null; n: number }>(db, 'SELECT avg(score)::float8 AS avg, count(*)::int AS n FROM video_ratings WHERE video_id = $1', [v.id]);
    const count = sum?.n ?? 0;
    const byBand = new Map(rows.map((r) => [r.band, r.n]));
    const distribution = [5, 4, 3, 2, 1].map((b) => (count ? Math.round(((byBand.get(b) ?? 0) / count) * 1000) / 1000 : 0));
    const mine = req.authUser ? await one<{ score: number }>(db, 'SELECT score FROM video_ratings WHERE uid = $1 AND video_id = $2', [req.authUser.uid, v.id]) : null;
    return { score: Math.round((sum?.avg ?? 0) * 10) / 10, count, distribution, myScore: mine?.score ?? null };
  });

  on(reportUserReq, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.uid, '不能举报自己');
    const reason = plainText(query.reason, REPORT_REASON_MAX_CHARS);
    if (!reason) throw badRequest('请填写举报原因');
    // A reported private message must be one the reported user sent to the caller.
    const messageId = query.messageId ?? 0;
    if (messageId && !(await one(db, 'SELECT 1 FROM private_messages WHERE id = $1 AND from_uid = $2 AND to_uid = $3', [messageId, query.uid, uid]))) {
      throw notFound('消息');
    }
    const images = query.images ?? [];
    for (const p of images) if (!(await ownsChatImage(db, uid, p))) throw badRequest(IMAGE_NOT_OWN_MSG);
    await ctx.flood.take(['complaintUser', uid]);
    await db.query('INSERT INTO user_reports (uid, target_uid, reason, media_key, message_id, images, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      uid, query.uid, reason, query.mediaKey ?? '', messageId, images.join(','), nowS(),
    ]);
    return withMsg(null, '举报已收到，我们会尽快核实处理');
  });
}

// Comments on a video: two levels (a reply to a reply hangs under the same top comment and
// names whom it answers), likes, deletion of one's own, and the 1..10 rating (VoteLike).
import { refuseRestricted, refuseShielded } from '../staff/gate';
import { RET } from '../../src/api/contract/envelope';
import { COMMENT_MAX_CHARS } from '../../src/api/contract/limits';
import { plainMultiline } from '../../src/api/contract/text';
import {
  commentListsV2, delReply, getCommentByParentId, replyLike, replys, voteLike, type Comment,
} from '../../src/api/contract/video';
import { one, type Param } from '../db/db';
import { ApiError, badRequest, forbidden, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { videoByKey } from './barrage-store';
import { isVipActive, nowS, pageArgs, pagedOf } from './mappers';
import type { RouteKit } from './types';
import { notify } from '../chat/notices';


interface CommentRow {
  id: number; media_key: string; parent_id: number; uid: number; nick_name: string; avatar: string; vip_level: number;
  vip_expire: number; big_v: boolean; kefu: boolean; content: string; like_count: number; liked: boolean;
  reply_count: number; created_at: number; reply_to_nick: string | null;
}

/** $1 = viewer uid (0 for visitors). */
const COMMENT_SELECT = `
  SELECT c.id, v.media_key, c.parent_id, c.uid, u.nick_name, u.avatar, u.vip_level, u.vip_expire, u.big_v, u.kefu,
    c.content, c.like_count, c.created_at, ru.nick_name AS reply_to_nick,
    (SELECT count(*)::int FROM comments r WHERE r.parent_id = c.id) AS reply_count,
    EXISTS (SELECT 1 FROM comment_likes l WHERE l.comment_id = c.id AND l.uid = $1) AS liked
  FROM comments c JOIN videos v ON v.id = c.video_id JOIN users u ON u.id = c.uid LEFT JOIN users ru ON ru.id = c.reply_to_uid`;

/** The viewer's shield lists hide comments as they hide barrages. */
const NOT_SHIELDED = `
  NOT EXISTS (SELECT 1 FROM shield_users s WHERE s.uid = $1 AND s.target_uid = c.uid)
  AND NOT EXISTS (SELECT 1 FROM shield_keywords k WHERE k.uid = $1 AND strpos(lower(c.content), lower(k.keyword)) > 0)`;

function toComment(r: CommentRow): Comment {
  return {
    id: r.id,
    mediaKey: r.media_key,
    parentId: r.parent_id,
    user: { userId: r.uid, nickName: r.nick_name, avatar: r.avatar, vipLevel: isVipActive(r) ? r.vip_level : 0, bigV: r.big_v, kefu: r.kefu },
    content: r.content,
    likeCount: r.like_count,
    liked: !!r.liked,
    replyCount: r.reply_count,
    createdAt: r.created_at,
    replyToNickName: r.reply_to_nick ?? '',
  };
}

const SORT: Record<string, string> = { hot: 'c.like_count DESC, c.created_at DESC, c.id DESC', new: 'c.created_at DESC, c.id DESC' };

export function commentRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  async function page(where: string, params: Param[], order: string, q: { page?: number; pageSize?: number }) {
    const { page: p, pageSize, offset } = pageArgs(q);
    const total = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM comments c WHERE ${where} AND ${NOT_SHIELDED}`, params);
    const { rows } = await db.query<CommentRow>(
      `${COMMENT_SELECT} WHERE ${where} AND ${NOT_SHIELDED} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    );
    return pagedOf(rows.map(toComment), p, pageSize, total?.n ?? 0);
  }

  on(commentListsV2, async ({ query, req }) => {
    const v = await videoByKey(db, query.mediaKey);
    return page('c.video_id = $2 AND c.parent_id = 0', [req.authUser?.uid ?? 0, v.id], SORT[query.sort ?? 'new'], query);
  });

  on(getCommentByParentId, async ({ query, req }) => {
    if (!(await one(db, 'SELECT 1 FROM comments WHERE id = $1', [query.parentId]))) throw notFound('评论');
    return page('c.parent_id = $2', [req.authUser?.uid ?? 0, query.parentId], 'c.created_at, c.id', query);
  });

  on(replys, async ({ query, body, req }) => {
    const uid = caller(req).uid;
    // 0 long video, 1 mini video: both are rows of videos. Dynamics have their own comments.
    if (query.videoType !== undefined && query.videoType > 1) throw badRequest('暂不支持该类型的评论');
    const content = plainMultiline(body.content, COMMENT_MAX_CHARS);
    if (!content) throw badRequest('评论内容不能为空');
    await refuseRestricted(db, uid);
    await refuseShielded(db, content);
    const v = await videoByKey(db, body.mediaKey);
    await ctx.flood.take(['commentUser', uid], ['commentVideo', v.id]);
    let parentId = 0;
    let replyTo = 0;
    // Whom the message centre tells: the replied-to author, else the video's uploader.
    let notifyUid = (await one<{ u: number | null }>(db, 'SELECT uploader_uid AS u FROM videos WHERE id = $1', [v.id]))?.u ?? 0;
    if (body.parentId) {
      const p = await one<{ id: number; video_id: number; parent_id: number; uid: number }>(
        db, 'SELECT id, video_id, parent_id, uid FROM comments WHERE id = $1', [body.parentId],
      );
      if (!p) throw notFound('评论');
      if (p.video_id !== v.id) throw badRequest('回复的评论不属于该视频');
      // Two levels only: a reply to a reply joins the same thread and names its author.
      parentId = p.parent_id || p.id;
      replyTo = p.parent_id ? p.uid : 0;
      notifyUid = p.uid;
    }
    const ins = await db.query<{ id: number }>(
      `INSERT INTO comments (video_id, uid, parent_id, reply_to_uid, content, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [v.id, uid, parentId, replyTo, content, nowS()],
    );
    const row = await one<CommentRow>(db, `${COMMENT_SELECT} WHERE c.id = $2`, [uid, ins.rows[0].id]);
    await notify(db, { to: notifyUid, from: uid, kind: 'comment', content, mediaKey: body.mediaKey });
    return withMsg(toComment(row!), parentId ? '回复成功' : '评论成功');
  });

  on(delReply, async ({ query, req }) => {
    const uid = caller(req).uid;
    const c = await one<{ uid: number }>(db, 'SELECT uid FROM comments WHERE id = $1', [query.id]);
    if (!c) throw notFound('评论');
    if (c.uid !== uid) throw forbidden('只能删除自己的评论');
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM comment_likes WHERE comment_id IN (SELECT id FROM comments WHERE id = $1 OR parent_id = $1)', [query.id]);
      await tx.query('DELETE FROM comments WHERE id = $1 OR parent_id = $1', [query.id]);
    });
    return withMsg(null, '删除成功');
  });

  on(replyLike, async ({ query, req }) => {
    const uid = caller(req).uid;
    return db.transaction(async (tx) => {
      if (!(await one(tx, 'SELECT 1 FROM comments WHERE id = $1', [query.id]))) throw notFound('评论');
      const del = await tx.query('DELETE FROM comment_likes WHERE uid = $1 AND comment_id = $2 RETURNING uid', [uid, query.id]);
      const liked = !del.rows.length;
      if (liked) {
        const ins = await tx.query('INSERT INTO comment_likes (uid, comment_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING uid', [uid, query.id]);
        if (!ins.rows.length) {
          const cur = await one<{ like_count: number }>(tx, 'SELECT like_count FROM comments WHERE id = $1', [query.id]);
          return { liked, likeCount: cur?.like_count ?? 0 };
        }
      }
      const r = await tx.query<{ like_count: number }>(
        'UPDATE comments SET like_count = GREATEST(0, like_count + $2) WHERE id = $1 RETURNING like_count',
        [query.id, liked ? 1 : -1],
      );
      if (liked) {
        const c = await one<{ uid: number; content: string; media_key: string }>(
          tx, 'SELECT c.uid, c.content, v.media_key FROM comments c JOIN videos v ON v.id = c.video_id WHERE c.id = $1', [query.id],
        );
        if (c) await notify(tx, { to: c.uid, from: uid, kind: 'like', content: c.content, mediaKey: c.media_key });
      }
      return { liked, likeCount: r.rows[0].like_count };
    });
  });

  on(voteLike, async ({ query, req }) => {
    const uid = caller(req).uid;
    const v = await videoByKey(db, query.mediaKey);
    await ctx.flood.take(['voteUser', uid]);
    await db.query(
      `INSERT INTO video_ratings (uid, video_id, score) VALUES ($1, $2, $3) ON CONFLICT (uid, video_id) DO UPDATE SET score = $3`,
      [uid, v.id, query.score],
    );
    const r = await one<{ avg: number | null; n: number }>(db, 'SELECT avg(score)::float8 AS avg, count(*)::int AS n FROM video_ratings WHERE video_id = $1', [v.id]);
    if (!r) throw new ApiError(RET.SERVER_ERROR, '评分失败');
    return withMsg({ score: Math.round((r.avg ?? 0) * 10) / 10, count: r.n }, '评分成功');
  });
}

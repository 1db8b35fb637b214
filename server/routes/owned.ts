// What the user owns (issue 12): favourites removal, the ratings the user gave, the level.
import { getMyLevel, getMyVotes, removeCollect, removeVote } from '../../src/api/contract/account';
import { one, type Queryable } from '../db/db';
import { withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { videoByKey } from './barrage-store';
import { pageArgs, pagedOf, toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';
import type { RouteKit } from './types';

/** Experience needed for level 1, 2, ... (index + 1); the level is the last one reached. */
export const LEVEL_EXP = [0, 50, 150, 300, 600, 1000, 1600, 2500, 4000, 6000] as const;
/** The level icon stops at 8 (spec 001 §3). */
export const LEVEL_ICON_MAX = 8;

/** What raises the experience: each from a server record, so it cannot be claimed by hand. */
export const EXP_RULES = [
  { title: '每日签到', exp: 10, sql: 'SELECT count(*)::int AS n FROM sign_ins WHERE uid = $1' },
  { title: '完成每日任务', exp: 5, sql: 'SELECT count(*)::int AS n FROM daily_tasks WHERE uid = $1' },
  { title: '完成新手任务', exp: 10, sql: 'SELECT count(*)::int AS n FROM newhand_tasks WHERE uid = $1' },
  // Only invitations that paid the inviter: the daily cap on invitation gold bounds this too.
  { title: '邀请好友', exp: 20, sql: 'SELECT count(*)::int AS n FROM invitations WHERE inviter_uid = $1 AND inviter_gold > 0' },
  // Comments count up to 5 a day, so a flood of comments is no shortcut.
  { title: '发表评论（每天最多5条）', exp: 2, sql: `SELECT coalesce(sum(LEAST(n, 5)), 0)::int AS n FROM (
      SELECT count(*) AS n FROM comments WHERE uid = $1 GROUP BY created_at / 86400) d` },
] as const;

export async function experienceOf(db: Queryable, uid: number): Promise<number> {
  let exp = 0;
  for (const r of EXP_RULES) exp += r.exp * ((await one<{ n: number }>(db, r.sql, [uid]))?.n ?? 0);
  return exp;
}

export function levelOf(exp: number): number {
  let level = 1;
  for (let i = 0; i < LEVEL_EXP.length; i++) if (exp >= LEVEL_EXP[i]) level = i + 1;
  return level;
}

/** Recomputes the level and raises users.level to it (never lowers it); returns the level. */
export async function syncLevel(db: Queryable, uid: number): Promise<number> {
  const level = levelOf(await experienceOf(db, uid));
  await db.query('UPDATE users SET level = $2 WHERE id = $1 AND level < $2', [uid, level]);
  return level;
}

export function ownedRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(removeCollect, async ({ body, req }) => {
    const uid = caller(req).uid;
    const keys = [...new Set(body.mediaKeys)];
    if (!keys.length) return { removed: 0 };
    const { rows } = await db.query(
      'DELETE FROM collections c USING videos v WHERE c.uid = $1 AND c.video_id = v.id AND v.media_key = ANY ($2::text[]) RETURNING c.video_id',
      [uid, `{${keys.join(',')}}`],
    );
    return withMsg({ removed: rows.length }, '已取消收藏');
  });

  on(getMyVotes, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM video_ratings WHERE uid = $1', [uid]);
    const { rows } = await db.query<VideoRow & { my_score: number }>(
      `SELECT x.*, r.score AS my_score FROM (${VIDEO_SELECT}) x JOIN video_ratings r ON r.video_id = x.id AND r.uid = $1
       ORDER BY x.id DESC LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    return pagedOf(rows.map((r) => ({ video: toVideoItem(r), score: r.my_score })), page, pageSize, total?.n ?? 0);
  });

  on(removeVote, async ({ body, req }) => {
    const uid = caller(req).uid;
    const v = await videoByKey(db, body.mediaKey);
    const { rows } = await db.query('DELETE FROM video_ratings WHERE uid = $1 AND video_id = $2 RETURNING uid', [uid, v.id]);
    return withMsg({ removed: rows.length > 0 }, rows.length ? '已删除评分' : '没有评分');
  });

  on(getMyLevel, async ({ req }) => {
    const uid = caller(req).uid;
    const exp = await experienceOf(db, uid);
    const level = levelOf(exp);
    // The user object carries the level too: keep it in step.
    await syncLevel(db, uid);
    return {
      level,
      icon: Math.min(level, LEVEL_ICON_MAX),
      exp,
      levelExp: LEVEL_EXP[level - 1],
      nextExp: level < LEVEL_EXP.length ? LEVEL_EXP[level] : null,
      rules: EXP_RULES.map((r) => ({ title: r.title, exp: r.exp })),
    };
  });
}

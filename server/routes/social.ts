// Follow and blacklist (spec 001 §4 "Follow and block"): the follow toggle, blacklisting with
// its removal (which clears the follow flags), and the caller's blacklist. Fans lists and user
// spaces are in space.ts.
import { followUser, getBlackList, preventUser, type SocialUser } from '../../src/api/contract/social';
import { one } from '../db/db';
import { badRequest, notFound, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import type { Queryable } from '../db/db';
import { nowS, pageArgs, pagedOf } from './mappers';
import { notify } from '../chat/notices';
import type { RouteKit } from './types';

/** For calls aimed at another user (follow, block, shield, report): not oneself, and existing. */
export async function requireOtherUser(db: Queryable, uid: number, target: number, selfMsg: string): Promise<void> {
  if (target === uid) throw badRequest(selfMsg);
  if (!(await one(db, 'SELECT 1 FROM users WHERE id = $1', [target]))) throw notFound('用户');
}

interface SocialRow {
  id: number; nick_name: string; avatar: string; vip_level: number; big_v: boolean; kefu: boolean; introduce: string;
  focus: boolean; black: boolean;
}

const toSocialUser = (r: SocialRow): SocialUser => ({
  userId: r.id, nickName: r.nick_name, avatar: r.avatar, vipLevel: r.vip_level, bigV: r.big_v, kefu: r.kefu,
  introduce: r.introduce, focusStatus: r.focus, isBlackList: r.black,
});

export function socialRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(followUser, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.uid, '不能关注自己');
    if (query.status === 0) {
      await db.query('DELETE FROM follows WHERE uid = $1 AND target_uid = $2', [uid, query.uid]);
      return withMsg({ selected: false }, '已取消关注');
    }
    if (await one(db, 'SELECT 1 FROM blacklist WHERE uid = $1 AND target_uid = $2', [uid, query.uid])) {
      throw badRequest('您已拉黑该用户，请先移出黑名单');
    }
    const added = await db.query('INSERT INTO follows (uid, target_uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING uid', [uid, query.uid, nowS()]);
    // A new follow is a fans-record entry for the followed user (message centre).
    if (added.rows.length) await notify(db, { to: query.uid, from: uid, kind: 'fans' });
    return withMsg({ selected: true }, '关注成功');
  });

  on(preventUser, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.uid, '不能拉黑自己');
    return db.transaction(async (tx) => {
      if (query.status === 1) {
        await tx.query('INSERT INTO blacklist (uid, target_uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, query.uid, nowS()]);
        // Blacklisting someone also drops the follow.
        await tx.query('DELETE FROM follows WHERE uid = $1 AND target_uid = $2', [uid, query.uid]);
        return withMsg({ isBlackList: true, focusStatus: false }, '已拉黑');
      }
      // Removal clears the follow flags too (spec 001 §4).
      await tx.query('DELETE FROM blacklist WHERE uid = $1 AND target_uid = $2', [uid, query.uid]);
      return withMsg({ isBlackList: false, focusStatus: false }, '已移出黑名单');
    });
  });

  on(getBlackList, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const [rows, total] = await Promise.all([
      db.query<SocialRow>(
        `SELECT u.id, u.nick_name, u.avatar, u.vip_level, u.big_v, u.kefu, u.introduce, false AS focus, true AS black
         FROM blacklist b JOIN users u ON u.id = b.target_uid WHERE b.uid = $1
         ORDER BY b.created_at DESC, u.id LIMIT $2 OFFSET $3`,
        [uid, pageSize, offset],
      ),
      one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM blacklist WHERE uid = $1', [uid]),
    ]);
    return pagedOf(rows.rows.map(toSocialUser), page, pageSize, total?.n ?? 0);
  });
}

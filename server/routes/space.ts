// User spaces and the fans / follows lists (/space/{id}, /userListPage), with the follow and
// blacklist flags seen from the caller (false for visitors).
import { getUserFansList, getUserSpace, type SocialUser } from '../../src/api/contract/social';
import { one } from '../db/db';
import { notFound } from '../http/api-error';
import { isVipActive, pageArgs, pagedOf, toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';
import type { RouteKit } from './types';

interface Row {
  id: number; nick_name: string; avatar: string; vip_level: number; vip_expire: number; big_v: boolean; kefu: boolean;
  introduce: string; focus: boolean; black: boolean;
}

/** $1 = the caller (0 for a visitor). */
const FLAGS = `
  EXISTS (SELECT 1 FROM follows f WHERE f.uid = $1 AND f.target_uid = u.id) AS focus,
  EXISTS (SELECT 1 FROM blacklist b WHERE b.uid = $1 AND b.target_uid = u.id) AS black`;
const USER_COLS = 'u.id, u.nick_name, u.avatar, u.vip_level, u.vip_expire, u.big_v, u.kefu, u.introduce';

const toSocial = (r: Row): SocialUser => ({
  userId: r.id, nickName: r.nick_name, avatar: r.avatar, vipLevel: isVipActive(r) ? r.vip_level : 0, bigV: r.big_v,
  kefu: r.kefu, introduce: r.introduce, focusStatus: r.focus, isBlackList: r.black,
});

export function spaceRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(getUserSpace, async ({ query, req }) => {
    const me = req.authUser?.uid ?? 0;
    const u = await one<Row & { level: number; sex: number; fans: number; follows: number; likes: number; trends: number }>(
      db,
      `SELECT ${USER_COLS}, u.level, u.sex, ${FLAGS},
         (SELECT count(*)::int FROM follows WHERE target_uid = u.id) AS fans,
         (SELECT count(*)::int FROM follows WHERE uid = u.id) AS follows,
         (SELECT COALESCE(sum(like_count), 0)::int FROM videos WHERE uploader_uid = u.id) AS likes,
         (SELECT count(*)::int FROM trends WHERE uid = u.id) AS trends
       FROM users u WHERE u.id = $2`,
      [me, query.id],
    );
    if (!u) throw notFound('用户');
    const videos = await db.query<VideoRow>(`${VIDEO_SELECT} WHERE v.uploader_uid = $1 ORDER BY v.created_at DESC, v.id DESC LIMIT 20`, [u.id]);
    return {
      user: toSocial(u),
      fansCount: u.fans,
      followCount: u.follows,
      likeCount: u.likes,
      level: Math.min(u.level, 8),
      sex: u.sex === 0 ? 0 : 1,
      isSelf: me === u.id,
      videos: videos.rows.map(toVideoItem),
      trendsCount: u.trends,
    };
  });

  on(getUserFansList, async ({ query, req }) => {
    const me = req.authUser?.uid ?? 0;
    const uid = query.uid ?? me;
    if (!uid) throw notFound('用户');
    if (!(await one(db, 'SELECT 1 FROM users WHERE id = $1', [uid]))) throw notFound('用户');
    const { page, pageSize, offset } = pageArgs(query);
    // type 0: who follows uid (fans); 1: whom uid follows.
    const [mine, other] = query.type === 1 ? ['uid', 'target_uid'] : ['target_uid', 'uid'];
    const [rows, total] = await Promise.all([
      db.query<Row>(
        `SELECT ${USER_COLS}, ${FLAGS} FROM follows x JOIN users u ON u.id = x.${other}
         WHERE x.${mine} = $2 ORDER BY x.created_at DESC, u.id LIMIT $3 OFFSET $4`,
        [me, uid, pageSize, offset],
      ),
      one<{ n: number }>(db, `SELECT count(*)::int AS n FROM follows WHERE ${mine} = $1`, [uid]),
    ]);
    return pagedOf(rows.rows.map(toSocial), page, pageSize, total?.n ?? 0);
  });
}

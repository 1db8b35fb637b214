// Shield lists per user: users and keywords whose barrages (and comments) the user never sees.
import { RET } from '../../src/api/contract/envelope';
import {
  getShieldKeyWordList, getShieldUserList, removeShieldKeyWord, removeShieldUser, shieldKeyWord, shieldUser,
} from '../../src/api/contract/shield';
import { one } from '../db/db';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { SHIELD_KEYWORD_MAX_CHARS } from '../../src/api/contract/limits';
import { plainText } from '../../src/api/contract/text';
import { nowS } from './mappers';
import { requireOtherUser } from './social';
import type { RouteKit } from './types';

export const SHIELD_USER_LIMIT = 500;
export const SHIELD_KEYWORD_LIMIT = 100;

export function shieldRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(shieldUser, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.uid, '不能屏蔽自己');
    if (await one(db, 'SELECT 1 FROM shield_users WHERE uid = $1 AND target_uid = $2', [uid, query.uid])) return withMsg(null, '已屏蔽该用户');
    const n = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM shield_users WHERE uid = $1', [uid]);
    if ((n?.n ?? 0) >= SHIELD_USER_LIMIT) throw new ApiError(RET.CONFLICT, `最多屏蔽${SHIELD_USER_LIMIT}个用户`);
    await db.query('INSERT INTO shield_users (uid, target_uid, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, query.uid, nowS()]);
    return withMsg(null, '屏蔽成功');
  });

  on(getShieldUserList, async ({ req }) => {
    const uid = caller(req).uid;
    const { rows } = await db.query<{ id: number; nick_name: string; avatar: string }>(
      `SELECT u.id, u.nick_name, u.avatar FROM shield_users s JOIN users u ON u.id = s.target_uid
       WHERE s.uid = $1 ORDER BY s.created_at DESC, u.id DESC LIMIT $2`,
      [uid, SHIELD_USER_LIMIT],
    );
    return { list: rows.map((r) => ({ uid: r.id, nickName: r.nick_name, avatar: r.avatar })) };
  });

  on(removeShieldUser, async ({ query, req }) => {
    await db.query('DELETE FROM shield_users WHERE uid = $1 AND target_uid = $2', [caller(req).uid, query.uid]);
    return withMsg(null, '已取消屏蔽');
  });

  on(getShieldKeyWordList, async ({ req }) => {
    const { rows } = await db.query<{ keyword: string }>(
      `SELECT keyword FROM shield_keywords WHERE uid = $1 ORDER BY created_at DESC, keyword LIMIT $2`,
      [caller(req).uid, SHIELD_KEYWORD_LIMIT],
    );
    return { list: rows.map((r) => r.keyword) };
  });

  on(shieldKeyWord, async ({ query, req }) => {
    const uid = caller(req).uid;
    const keyword = plainText(query.keyword, SHIELD_KEYWORD_MAX_CHARS);
    if (!keyword) throw badRequest('屏蔽词不能为空');
    // Case-insensitive duplicates are ignored (unique index on lower(keyword)).
    if (await one(db, 'SELECT 1 FROM shield_keywords WHERE uid = $1 AND lower(keyword) = lower($2)', [uid, keyword])) {
      return withMsg(null, '已添加该屏蔽词');
    }
    const n = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM shield_keywords WHERE uid = $1', [uid]);
    if ((n?.n ?? 0) >= SHIELD_KEYWORD_LIMIT) throw new ApiError(RET.CONFLICT, `最多添加${SHIELD_KEYWORD_LIMIT}个屏蔽词`);
    await db.query('INSERT INTO shield_keywords (uid, keyword, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [uid, keyword, nowS()]);
    return withMsg(null, '添加成功');
  });

  on(removeShieldKeyWord, async ({ query, req }) => {
    const keyword = plainText(query.keyword, SHIELD_KEYWORD_MAX_CHARS);
    await db.query('DELETE FROM shield_keywords WHERE uid = $1 AND lower(keyword) = lower($2)', [caller(req).uid, keyword]);
    return withMsg(null, '已删除屏蔽词');
  });
}

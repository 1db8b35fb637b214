// The message centre (/message and its pages): system notices and their detail, likes,
// comments and replies, new fans. Reading a list's first page marks that kind read, so the
// counts of GetUserMegCount (and the mine-tab red dot) drop once the user has looked.
import {
  getCommentAndReply, getFansRecords, getLikeMessages, getSystemMessageDetail, getSystemMessages, type Notice,
} from '../../src/api/contract/chat';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { one } from '../db/db';
import { notFound } from '../http/api-error';
import { caller } from '../http/auth';
import type { NoticeKind } from '../chat/notices';
import { isVipActive, pageArgs, pagedOf } from './mappers';
import type { RouteKit } from './types';

interface NoticeRow {
  id: number; from_uid: number; title: string; content: string; media_key: string; created_at: number; read: boolean;
  nick_name: string | null; avatar: string | null; vip_level: number | null; vip_expire: number | null; big_v: boolean | null; kefu: boolean | null;
  focus: boolean;
}

/** $1 = the caller. */
const NOTICE_SELECT = `
  SELECT m.id, m.from_uid, m.title, m.content, m.media_key, m.created_at, m.read,
    u.nick_name, u.avatar, u.vip_level, u.vip_expire, u.big_v, u.kefu,
    EXISTS (SELECT 1 FROM follows f WHERE f.uid = $1 AND f.target_uid = m.from_uid) AS focus
  FROM messages m LEFT JOIN users u ON u.id = m.from_uid`;

const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  user: r.nick_name === null ? null : {
    userId: r.from_uid, nickName: r.nick_name, avatar: r.avatar ?? '', bigV: !!r.big_v, kefu: !!r.kefu,
    vipLevel: isVipActive({ vip_level: r.vip_level ?? 0, vip_expire: r.vip_expire ?? 0 }) ? (r.vip_level ?? 0) : 0,
  },
  title: r.title,
  content: r.content,
  mediaKey: r.media_key,
  createdAt: r.created_at,
  read: !!r.read,
  focusStatus: !!r.focus,
});

export function noticeRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  const list = (ep: AnyEndpoint, kind: NoticeKind) =>
    on(ep, async ({ query, req }) => {
      const uid = caller(req).uid;
      const { page, pageSize, offset } = pageArgs(query as { page?: number; pageSize?: number });
      const [rows, total] = await Promise.all([
        db.query<NoticeRow>(`${NOTICE_SELECT} WHERE m.to_uid = $1 AND m.kind = $2 ORDER BY m.id DESC LIMIT $3 OFFSET $4`, [uid, kind, pageSize, offset]),
        one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM messages WHERE to_uid = $1 AND kind = $2', [uid, kind]),
      ]);
      // The list as it was (unread entries still marked), then marked read.
      if (page === 1) await db.query('UPDATE messages SET read = true WHERE to_uid = $1 AND kind = $2 AND NOT read', [uid, kind]);
      return pagedOf(rows.rows.map(toNotice), page, pageSize, total?.n ?? 0);
    });

  list(getSystemMessages, 'system');
  list(getLikeMessages, 'like');
  list(getCommentAndReply, 'comment');
  list(getFansRecords, 'fans');

  on(getSystemMessageDetail, async ({ query, req }) => {
    const uid = caller(req).uid;
    const r = await one<NoticeRow>(db, `${NOTICE_SELECT} WHERE m.id = $2 AND m.to_uid = $1 AND m.kind = 'system'`, [uid, query.id]);
    if (!r) throw notFound('消息');
    if (!r.read) await db.query('UPDATE messages SET read = true WHERE id = $1', [r.id]);
    return toNotice(r);
  });
}

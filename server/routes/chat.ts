// Private chat (issue 10): send (HTTP; the recipient's sockets get `privateMessage`), history
// paged upward and caught up after a reconnect, the conversation list with unread counts,
// read state, per-conversation settings (mute, clear), onlyReceiveFriendMessage, images
// checked by content. Who may write to whom is decided in chat/store.ts. (Complaints go through
// ReportUserReq, routes/engagement.ts.)
import { createHash, randomBytes } from 'node:crypto';
import {
  PRIVATE_MESSAGE_EVENT, clearChat, getChatMessages, getChatSetting, getConversations, getFriendOnly, readChat,
  sendPrivateMessage, setChatSetting, uploadChatImage, type Conversation, type PrivateMessagePush,
} from '../../src/api/contract/chat';
import { RET } from '../../src/api/contract/envelope';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX_CHARS } from '../../src/api/contract/limits';
import { charCount, plainMultiline } from '../../src/api/contract/text';
import { decodeBase64, imageKind } from '../chat/image-check';
import {
  MESSAGE_SELECT, STORE_IF_ALLOWED, checkCanMessage, toPrivateMessage, totalUnread, unreadPrivate, type PrivateMessageRow,
} from '../chat/store';
import { one, type Param, type Queryable } from '../db/db';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { pushToUser } from '../socket/index';
import { isVipActive, nowS, pageArgs, pagedOf } from './mappers';
import { requireOtherUser } from './social';
import type { RouteKit } from './types';

/** Where chat images are served; the name is random, so only the two sides of a chat know it. */
export const CHAT_IMAGE_PREFIX = '/chat-img/';
const IMAGE_PATH = /^\/chat-img\/([a-f0-9]{32}\.(?:jpg|png|gif|webp))$/;

export const MESSAGE_EMPTY_MSG = '消息不能为空';
export const MESSAGE_TOO_LONG_MSG = `消息不能超过${CHAT_MESSAGE_MAX_CHARS}字`;
export const NOT_IMAGE_MSG = '只能发送 JPG、PNG、GIF 或 WebP 图片';

/** An image path this user uploaded (a message, complaint or suggestion cannot point at someone else's upload). */
export async function ownsChatImage(db: Queryable, uid: number, path: string): Promise<boolean> {
  const m = IMAGE_PATH.exec(path);
  return !!m && !!(await one(db, 'SELECT 1 FROM chat_images WHERE name = $1 AND uid = $2', [m[1], uid]));
}

/** The refusal for an image path that is not the caller's upload. */
export const IMAGE_NOT_OWN_MSG = '图片不存在，请重新上传';

const PAIR = '((pm.from_uid = $1 AND pm.to_uid = $2) OR (pm.from_uid = $2 AND pm.to_uid = $1))';

export function chatRoutes({ app, ctx, on }: RouteKit): void {
  const { db } = ctx;

  const clearedTo = async (uid: number, peer: number) =>
    (await one<{ c: number }>(db, 'SELECT cleared_to_id AS c FROM chat_settings WHERE uid = $1 AND peer_uid = $2', [uid, peer]))?.c ?? 0;

  const messageById = async (id: number) => {
    const r = await one<PrivateMessageRow>(db, `${MESSAGE_SELECT} WHERE pm.id = $1`, [id]);
    return r && toPrivateMessage(r);
  };

  const ownImage = (uid: number, path: string) => ownsChatImage(db, uid, path);

  on(sendPrivateMessage, async ({ body, req }) => {
    const uid = caller(req).uid;
    if (body.toUid === uid) throw badRequest('不能给自己发私信');
    const clientId = body.clientId ?? '';
    if (clientId) {
      // A retry of a send that did land: the stored message, nothing stored or pushed again.
      const prior = await one<{ id: number; to_uid: number }>(db, 'SELECT id, to_uid FROM private_messages WHERE from_uid = $1 AND client_id = $2', [uid, clientId]);
      if (prior) {
        if (prior.to_uid !== body.toUid) throw badRequest('参数 clientId 不合法');
        return (await messageById(prior.id))!;
      }
    }
    const contentType = body.contentType ?? 0;
    let content: string;
    if (contentType === 1) {
      if (!(await ownImage(uid, body.content))) throw badRequest(IMAGE_NOT_OWN_MSG);
      content = body.content;
    } else {
      content = plainMultiline(body.content);
      if (!content) throw badRequest(MESSAGE_EMPTY_MSG);
      if (charCount(content) > CHAT_MESSAGE_MAX_CHARS) throw badRequest(MESSAGE_TOO_LONG_MSG);
    }
    // Counted before the store: a script writing to someone who blocked it is limited too.
    await ctx.flood.take(['chatUser', uid]);
    const row = await one<PrivateMessageRow & { muted: boolean }>(db, STORE_IF_ALLOWED, [uid, body.toUid, contentType, content, clientId, nowS()]);
    if (!row) {
      // Refused (checkCanMessage throws the reason), or the same clientId raced in from a
      // parallel retry: that one was stored and pushed.
      await checkCanMessage(db, uid, body.toUid);
      const prior = await one<{ id: number }>(db, 'SELECT id FROM private_messages WHERE from_uid = $1 AND client_id = $2', [uid, clientId]);
      if (!prior) throw new ApiError(RET.SERVER_ERROR, '发送失败，请重试');
      return (await messageById(prior.id))!;
    }
    const msg = toPrivateMessage(row);
    const push: PrivateMessagePush = { ...msg, muted: !!row.muted };
    pushToUser(ctx.io, body.toUid, PRIVATE_MESSAGE_EVENT, push);
    return msg;
  });

  on(getChatMessages, async ({ query, req }) => {
    const uid = caller(req).uid;
    const size = query.pageSize ?? 20;
    const floor = await clearedTo(uid, query.toUid);
    const params: Param[] = [uid, query.toUid, floor];
    let where = `${PAIR} AND pm.id > $3`;
    let order = 'DESC';
    if (query.afterId !== undefined) {
      params.push(query.afterId);
      where += ` AND pm.id > $${params.length}`;
      order = 'ASC';
    } else if (query.beforeId !== undefined) {
      params.push(query.beforeId);
      where += ` AND pm.id < $${params.length}`;
    }
    params.push(size + 1);
    const { rows } = await db.query<PrivateMessageRow>(`${MESSAGE_SELECT} WHERE ${where} ORDER BY pm.id ${order} LIMIT $${params.length}`, params);
    const hasMore = rows.length > size;
    const page = rows.slice(0, size).map(toPrivateMessage);
    return { list: order === 'DESC' ? page.reverse() : page, hasMore };
  });

  on(getConversations, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const convs = `
      WITH m AS (
        SELECT CASE WHEN pm.from_uid = $1 THEN pm.to_uid ELSE pm.from_uid END AS peer, pm.id, pm.to_uid, pm.read
        FROM private_messages pm WHERE pm.from_uid = $1 OR pm.to_uid = $1
      )
      SELECT m.peer, max(m.id) AS last_id, (count(*) FILTER (WHERE m.to_uid = $1 AND NOT m.read))::int AS unread
      FROM m LEFT JOIN chat_settings s ON s.uid = $1 AND s.peer_uid = m.peer
      WHERE m.id > COALESCE(s.cleared_to_id, 0)
      GROUP BY m.peer`;
    const [list, total] = await Promise.all([
      db.query<PrivateMessageRow & { peer: number; unread: number; p_nick: string; p_avatar: string; p_vip: number; p_vip_expire: number; p_big_v: boolean; p_kefu: boolean; muted: boolean | null }>(
        `WITH c AS (${convs})
         SELECT c.peer, c.unread, pm.id, pm.from_uid, pm.to_uid, pm.type, pm.content_type, pm.content, pm.client_id, pm.read,
           pm.created_at, su.nick_name, su.avatar, pu.nick_name AS p_nick, pu.avatar AS p_avatar, pu.vip_level AS p_vip,
           pu.vip_expire AS p_vip_expire, pu.big_v AS p_big_v, pu.kefu AS p_kefu, s.muted
         FROM c JOIN private_messages pm ON pm.id = c.last_id JOIN users su ON su.id = pm.from_uid JOIN users pu ON pu.id = c.peer
         LEFT JOIN chat_settings s ON s.uid = $1 AND s.peer_uid = c.peer
         ORDER BY c.last_id DESC LIMIT $2 OFFSET $3`,
        [uid, pageSize, offset],
      ),
      one<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${convs}) c`, [uid]),
    ]);
    const out: Conversation[] = list.rows.map((r) => ({
      user: {
        userId: r.peer, nickName: r.p_nick, avatar: r.p_avatar, bigV: r.p_big_v, kefu: r.p_kefu,
        vipLevel: isVipActive({ vip_level: r.p_vip, vip_expire: r.p_vip_expire }) ? r.p_vip : 0,
      },
      lastMessage: toPrivateMessage(r),
      unreadCount: r.unread,
      muted: !!r.muted,
    }));
    return pagedOf(out, page, pageSize, total?.n ?? 0);
  });

  on(readChat, async ({ body, req }) => {
    const uid = caller(req).uid;
    await db.query('UPDATE private_messages SET read = true WHERE to_uid = $1 AND from_uid = $2 AND NOT read', [uid, body.toUid]);
    const [privateMsgCount, totalMsgCount] = await Promise.all([unreadPrivate(db, uid), totalUnread(db, uid)]);
    return { privateMsgCount, totalMsgCount };
  });

  const settingOf = async (uid: number, peer: number | undefined) => {
    const r = await one<{ muted: boolean; black: boolean; focus: boolean; only: boolean }>(
      db,
      `SELECT COALESCE((SELECT muted FROM chat_settings WHERE uid = $1 AND peer_uid = $2), false) AS muted,
         EXISTS (SELECT 1 FROM blacklist WHERE uid = $1 AND target_uid = $2) AS black,
         EXISTS (SELECT 1 FROM follows WHERE uid = $1 AND target_uid = $2) AS focus,
         u.only_friend_messages AS only
       FROM users u WHERE u.id = $1`,
      [uid, peer ?? 0],
    );
    return { muted: !!r?.muted, isBlackList: !!r?.black, focusStatus: !!r?.focus, onlyReceiveFriendMessage: !!r?.only };
  };

  on(getChatSetting, async ({ query, req }) => {
    const uid = caller(req).uid;
    await requireOtherUser(db, uid, query.toUid, '不能和自己聊天');
    return settingOf(uid, query.toUid);
  });

  on(getFriendOnly, async ({ req }) => {
    const r = await one<{ only: boolean }>(db, 'SELECT only_friend_messages AS only FROM users WHERE id = $1', [caller(req).uid]);
    return { onlyReceiveFriendMessage: !!r?.only };
  });

  on(setChatSetting, async ({ body, req }) => {
    const uid = caller(req).uid;
    if (body.muted !== undefined) {
      if (body.toUid === undefined) throw badRequest('参数 toUid 不合法');
      await requireOtherUser(db, uid, body.toUid, '不能和自己聊天');
      await db.query(
        `INSERT INTO chat_settings (uid, peer_uid, muted) VALUES ($1, $2, $3)
         ON CONFLICT (uid, peer_uid) DO UPDATE SET muted = EXCLUDED.muted`,
        [uid, body.toUid, body.muted],
      );
    }
    if (body.onlyReceiveFriendMessage !== undefined) {
      await db.query('UPDATE users SET only_friend_messages = $2 WHERE id = $1', [uid, body.onlyReceiveFriendMessage]);
    }
    return withMsg(await settingOf(uid, body.toUid), '设置成功');
  });

  on(clearChat, async ({ body, req }) => {
    const uid = caller(req).uid;
    const last = await one<{ id: number | null }>(db, `SELECT max(pm.id) AS id FROM private_messages pm WHERE ${PAIR}`, [uid, body.toUid]);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO chat_settings (uid, peer_uid, cleared_to_id) VALUES ($1, $2, $3)
         ON CONFLICT (uid, peer_uid) DO UPDATE SET cleared_to_id = GREATEST(chat_settings.cleared_to_id, EXCLUDED.cleared_to_id)`,
        [uid, body.toUid, last?.id ?? 0],
      );
      await tx.query('UPDATE private_messages SET read = true WHERE to_uid = $1 AND from_uid = $2 AND NOT read', [uid, body.toUid]);
    });
    return withMsg(null, '聊天记录已清空');
  });

  on(uploadChatImage, async ({ body, req }) => {
    const uid = caller(req).uid;
    const bytes = decodeBase64(body.data);
    if (!bytes || bytes.length === 0) throw badRequest(NOT_IMAGE_MSG);
    if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new ApiError(RET.PAYLOAD_TOO_LARGE, '图片不能超过512KB');
    const kind = imageKind(bytes);
    if (!kind) throw badRequest(NOT_IMAGE_MSG);
    await ctx.flood.take(['chatImageUser', uid]);
    const name = `${createHash('sha256').update(randomBytes(16)).update(bytes).digest('hex').slice(0, 32)}.${kind.ext}`;
    await db.query('INSERT INTO chat_images (name, uid, mime, data, created_at) VALUES ($1, $2, $3, $4, $5)', [
      name, uid, kind.mime, bytes.toString('base64'), nowS(),
    ]);
    return { filepath: `${CHAT_IMAGE_PREFIX}${name}` };
  });

  app.get(`${CHAT_IMAGE_PREFIX}:name`, async (req, reply) => {
    const name = (req.params as { name: string }).name;
    const img = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/.test(name)
      ? await one<{ mime: string; data: string }>(db, 'SELECT mime, data FROM chat_images WHERE name = $1', [name])
      : null;
    if (!img) return reply.code(404).type('text/plain').send('not found');
    // The bytes were checked as an image on upload; nosniff keeps the browser to the type.
    return reply
      .type(img.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(img.data, 'base64'));
  });
}

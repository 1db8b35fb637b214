// Private messages: who may write to whom, storing, reading and the unread counts. The routes
// (routes/chat.ts) and any server-side sender (customer service) go through here.
import type { PrivateMessage } from '../../src/api/contract/chat';
import { one, type Queryable } from '../db/db';
import { ApiError, forbidden } from '../http/api-error';
import { RET } from '../../src/api/contract/envelope';

export interface PrivateMessageRow {
  id: number; from_uid: number; to_uid: number; type: number; content_type: number; content: string;
  client_id: string; read: boolean; created_at: number; nick_name: string; avatar: string;
}

/** Message columns with the sender's nickname and avatar; alias `pm`, join `su`. */
export const MESSAGE_SELECT = `
  SELECT pm.id, pm.from_uid, pm.to_uid, pm.type, pm.content_type, pm.content, pm.client_id, pm.read, pm.created_at,
    su.nick_name, su.avatar
  FROM private_messages pm JOIN users su ON su.id = pm.from_uid`;

export const toPrivateMessage = (r: PrivateMessageRow): PrivateMessage => ({
  id: r.id, fromUid: r.from_uid, toUid: r.to_uid, avatar: r.avatar, nickname: r.nick_name, type: r.type,
  contentType: r.content_type, content: r.content, createdAt: r.created_at, read: !!r.read, clientId: r.client_id,
});

export const BLOCKED_BY_ME_MSG = '你已拉黑对方，请先移出黑名单';
export const BLOCKED_ME_MSG = '对方已拒收你的消息';
export const FRIENDS_ONLY_MSG = '对方仅接收好友的私信';

interface Relation { kefu_from: boolean; kefu_to: boolean; only_friends: boolean; i_block: boolean; they_block: boolean; mutual: boolean }

/** The relation of $1 (sender) to $2 (recipient), one row when both exist. */
const RELATION = `
  SELECT f.kefu AS kefu_from, t.kefu AS kefu_to, t.only_friend_messages AS only_friends,
    EXISTS (SELECT 1 FROM blacklist WHERE uid = $1 AND target_uid = $2) AS i_block,
    EXISTS (SELECT 1 FROM blacklist WHERE uid = $2 AND target_uid = $1) AS they_block,
    (EXISTS (SELECT 1 FROM follows WHERE uid = $1 AND target_uid = $2) AND EXISTS (SELECT 1 FROM follows WHERE uid = $2 AND target_uid = $1)) AS mutual
  FROM users f, users t WHERE f.id = $1 AND t.id = $2`;

/** The rule of checkCanMessage as a condition on RELATION's row (for a store-if-allowed statement). */
export const MAY_MESSAGE = 'NOT r.i_block AND NOT r.they_block AND (NOT r.only_friends OR r.kefu_from OR r.kefu_to OR r.mutual)';

/**
 * Stores a private message from $1 to $2 if checkCanMessage's rule lets it through, in one
 * statement (the hot path of a send: one round trip to the database); params $3 content type,
 * $4 content, $5 client id, $6 time. Returns the stored row with the sender's nickname and
 * avatar and whether the recipient muted the sender, or nothing when refused (or when the
 * client id was already used): then checkCanMessage says why.
 */
export const STORE_IF_ALLOWED = `
  WITH r AS (${RELATION}),
  pm AS (
    INSERT INTO private_messages (from_uid, to_uid, type, content_type, content, client_id, created_at)
    SELECT $1, $2, CASE WHEN r.kefu_from THEN 1 ELSE 0 END, $3, $4, $5, $6 FROM r WHERE ${MAY_MESSAGE}
    ON CONFLICT (from_uid, client_id) WHERE client_id <> '' DO NOTHING RETURNING *
  )
  SELECT pm.*, su.nick_name, su.avatar,
    EXISTS (SELECT 1 FROM chat_settings s WHERE s.uid = pm.to_uid AND s.peer_uid = pm.from_uid AND s.muted) AS muted
  FROM pm JOIN users su ON su.id = pm.from_uid`;

/**
 * May `from` write to `to`? Either side's blacklist stops it (spec 001: blocked users cannot
 * message; the blocker cannot write to whom they blocked either, until they remove the block).
 * A recipient with onlyReceiveFriendMessage takes messages from friends, meaning mutual
 * follows, and from customer service; a message to a customer-service account always passes
 * (the manual-payment conversation), unless blocked.
 */
export async function checkCanMessage(db: Queryable, from: number, to: number): Promise<{ fromKefu: boolean }> {
  const r = await one<Relation>(db, RELATION, [from, to]);
  if (!r) throw new ApiError(RET.NOT_FOUND, '用户不存在');
  if (r.i_block) throw forbidden(BLOCKED_BY_ME_MSG);
  if (r.they_block) throw forbidden(BLOCKED_ME_MSG);
  if (r.only_friends && !r.kefu_from && !r.kefu_to && !r.mutual) throw forbidden(FRIENDS_ONLY_MSG);
  return { fromKefu: r.kefu_from };
}

/** Unread private messages of `uid`, leaving out muted conversations (they light no red dot). */
export async function unreadPrivate(db: Queryable, uid: number): Promise<number> {
  const r = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM private_messages pm
     WHERE pm.to_uid = $1 AND NOT pm.read
       AND NOT EXISTS (SELECT 1 FROM chat_settings s WHERE s.uid = $1 AND s.peer_uid = pm.from_uid AND s.muted)`,
    [uid],
  );
  return r?.n ?? 0;
}

/** Unread message-centre notices of `uid` by kind (system, comment, like, fans). */
export async function unreadNotices(db: Queryable, uid: number): Promise<Record<string, number>> {
  const { rows } = await db.query<{ kind: string; n: number }>(
    "SELECT kind, count(*)::int AS n FROM messages WHERE to_uid = $1 AND NOT read AND kind <> 'private' GROUP BY kind",
    [uid],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

/** totalMsgCount (spec 001 §2: the mine-tab red dot): unread private messages and notices. */
export async function totalUnread(db: Queryable, uid: number): Promise<number> {
  const [p, n] = await Promise.all([unreadPrivate(db, uid), unreadNotices(db, uid)]);
  return p + Object.values(n).reduce((s, v) => s + v, 0);
}

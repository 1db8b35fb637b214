// Private chat and the message centre (spec 001 §3-§4 "Message tip", §7 chat socket; 002 §2
// routes /privateMessage, /chat, /chatSet, /complaint, /message, /systemMessage, /getLike,
// /commentAndReply, /fansRecords). The paths are not in the spec: designed, see docs/api.md.
// Sending is over HTTP; the server pushes `privateMessage` to every socket of the recipient.
import { endpoint } from './endpoint';
import { array, boolean, integer, nullable, object, optional, string, type Infer } from './schema';
import { empty, pageQuery, paged, text, userBriefSchema } from './common';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX_CHARS } from './limits';

/** socket.io events the server pushes (spec 001 §7). */
export const PRIVATE_MESSAGE_EVENT = 'privateMessage';
export const USER_STATE_EVENT = 'userStateChange';

/** userStateChange actions (spec 001 §4): 0 re-fetch the user, 1 show `msg`, clear the user, go home. */
export const USER_STATE_REFETCH = 0;
export const USER_STATE_KICKED = 1;
/** The text of action 1 when a login elsewhere ends this session (spec 001 §8). */
export const KICKED_TEXT = '该账号已在其他设备登录';
export interface UserStateChange {
  action: 0 | 1;
  /** The server text action 1 shows (a 1500 ms bottom toast); '' for action 0. */
  msg: string;
}

/** A private message (spec 001 §3: id, fromUid, avatar, nickname, type). */
const privateMessageShape = {
  id: integer({ minimum: 1 }),
  fromUid: integer({ minimum: 1 }),
  toUid: integer({ minimum: 1 }),
  /** The sender's avatar and nickname. */
  avatar: string(),
  nickname: string(),
  /** 0 = from an ordinary user (tips may be ignored), 1 = from customer service (always tipped). */
  type: integer({ minimum: 0, maximum: 1 }),
  /** 0 = text, 1 = image (content is the image path). */
  contentType: integer({ minimum: 0, maximum: 1 }),
  content: string(),
  /** Unix seconds. */
  createdAt: integer({ minimum: 0 }),
  /** The recipient has read it (the chat's read state). */
  read: boolean(),
  /** The sender's own id for this send (retries with the same id store it once); '' when none. */
  clientId: string(),
};
export const privateMessageSchema = object(privateMessageShape);
export type PrivateMessage = Infer<typeof privateMessageSchema>;

/** Server -> every socket of the recipient: `privateMessage` with this payload. */
export const privateMessagePushSchema = object({
  ...privateMessageShape,
  /** The recipient muted this conversation: no tip and no sound. */
  muted: boolean(),
});
export type PrivateMessagePush = Infer<typeof privateMessagePushSchema>;

const toUid = integer({ minimum: 1 });
const messageId = integer({ minimum: 1 });

export const sendPrivateMessage = endpoint({
  name: 'sendPrivateMessage',
  method: 'POST',
  path: '/api/Chat/SendMessage',
  body: object({
    toUid,
    contentType: optional(integer({ minimum: 0, maximum: 1 })),
    /** Text (plain, at most CHAT_MESSAGE_MAX_CHARS) or the path UploadChatImage returned. */
    content: text(CHAT_MESSAGE_MAX_CHARS * 2, 1),
    clientId: optional(string({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
  }),
  bodyType: 'json',
  reply: privateMessageSchema,
  auth: 'required',
  doc: 'Stores a message and pushes privateMessage to every socket of the recipient. Over the limit or empty -> 400; to oneself -> 400; either side has blacklisted the other -> 403; the recipient takes only friends\' messages -> 403; too fast -> 429. A repeated clientId returns the stored message.',
});

export const getChatMessages = endpoint({
  name: 'getChatMessages',
  method: 'GET',
  path: '/api/Chat/GetMessages',
  query: object({ toUid, beforeId: optional(messageId), afterId: optional(integer({ minimum: 0 })), pageSize: optional(integer({ minimum: 1, maximum: 100 })) }),
  reply: object({ list: array(privateMessageSchema), hasMore: boolean() }),
  auth: 'required',
  doc: 'The conversation with toUid, oldest first. beforeId pages upward (older); afterId fetches what came after (on reconnect); neither = the latest page. hasMore: older (or, with afterId, newer) messages remain. History the caller cleared is left out.',
});

export const conversationSchema = object({
  user: userBriefSchema,
  lastMessage: privateMessageSchema,
  unreadCount: integer({ minimum: 0 }),
  muted: boolean(),
});
export type Conversation = Infer<typeof conversationSchema>;

export const getConversations = endpoint({
  name: 'getConversations',
  method: 'GET',
  path: '/api/Chat/GetConversations',
  query: object({ ...pageQuery }),
  reply: paged(conversationSchema),
  auth: 'required',
  doc: 'The caller\'s conversations (/privateMessage), newest last message first, with unread counts.',
});

export const readChat = endpoint({
  name: 'readChat',
  method: 'POST',
  path: '/api/Chat/Read',
  body: object({ toUid }),
  bodyType: 'json',
  reply: object({ privateMsgCount: integer({ minimum: 0 }), totalMsgCount: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Marks every message from toUid to the caller read; replies with the caller\'s unread counts.',
});

export const chatSettingSchema = object({
  muted: boolean(),
  isBlackList: boolean(),
  focusStatus: boolean(),
  /** The caller's own rule (it applies to all conversations). */
  onlyReceiveFriendMessage: boolean(),
});

export const getChatSetting = endpoint({
  name: 'getChatSetting',
  method: 'GET',
  path: '/api/Chat/GetSetting',
  query: object({ toUid }),
  reply: chatSettingSchema,
  auth: 'required',
  doc: '/chatSet: mute, blacklist and follow flags towards toUid and the caller\'s onlyReceiveFriendMessage.',
});

/**
 * The caller's onlyReceiveFriendMessage alone: /settings and /chatSet show and change this one
 * flag on the server (set with setChatSetting), which enforces it on every send.
 */
export const getFriendOnly = endpoint({
  name: 'getFriendOnly',
  method: 'GET',
  path: '/api/Chat/GetFriendOnly',
  query: object({}),
  reply: object({ onlyReceiveFriendMessage: boolean() }),
  auth: 'required',
  doc: '/settings and /chatSet: the caller\'s onlyReceiveFriendMessage (only friends, meaning mutual follows, and customer service may message).',
});

export const setChatSetting = endpoint({
  name: 'setChatSetting',
  method: 'POST',
  path: '/api/Chat/SetSetting',
  body: object({ toUid: optional(toUid), muted: optional(boolean()), onlyReceiveFriendMessage: optional(boolean()) }),
  bodyType: 'json',
  reply: chatSettingSchema,
  auth: 'required',
  doc: 'Sets mute (needs toUid) and/or onlyReceiveFriendMessage (friends = mutual follows; customer service always gets through). Blocking is preventUser.',
});

export const clearChat = endpoint({
  name: 'clearChat',
  method: 'POST',
  path: '/api/Chat/ClearHistory',
  body: object({ toUid }),
  bodyType: 'json',
  reply: empty,
  auth: 'required',
  doc: 'Clears the conversation for the caller only (and marks it read); the other user keeps theirs.',
});

export const uploadChatImage = endpoint({
  name: 'uploadChatImage',
  method: 'POST',
  path: '/api/Chat/UploadImage',
  // Base64 of the file (a data: URL prefix is accepted); about 4/3 of CHAT_IMAGE_MAX_BYTES.
  body: object({ data: string({ minLength: 1, maxLength: Math.ceil((CHAT_IMAGE_MAX_BYTES * 4) / 3) + 64 }) }),
  bodyType: 'json',
  reply: object({ filepath: string() }),
  auth: 'required',
  doc: 'A JPEG, PNG, GIF or WebP image (judged by its bytes, not its name), at most 512 KB. Not an image -> 400. filepath goes in a message (contentType 1) or a complaint.',
});

/** A message-centre entry: a system notice, a like, a comment or reply, a new fan. */
export const noticeSchema = object({
  id: integer({ minimum: 1 }),
  /** Who liked, commented or followed; null for system notices. */
  user: nullable(userBriefSchema),
  title: string(),
  content: string(),
  /** The video it is about ('' when none). */
  mediaKey: string(),
  createdAt: integer({ minimum: 0 }),
  read: boolean(),
  /** The caller follows `user` (the fans list's follow-back button). */
  focusStatus: boolean(),
});
export type Notice = Infer<typeof noticeSchema>;

const noticeList = (name: string, path: string, what: string) =>
  endpoint({
    name,
    method: 'GET',
    path,
    query: object({ ...pageQuery }),
    reply: paged(noticeSchema),
    auth: 'required',
    doc: `${what}, newest first; reading the first page marks them read.`,
  });

export const getSystemMessages = noticeList('getSystemMessages', '/api/Message/GetSystemMessages', '/systemMessage: system notices');
export const getLikeMessages = noticeList('getLikeMessages', '/api/Message/GetLike', '/getLike: likes of the caller\'s comments');
export const getCommentAndReply = noticeList('getCommentAndReply', '/api/Message/CommentAndReply', '/commentAndReply: comments on the caller\'s videos and replies to their comments');
export const getFansRecords = noticeList('getFansRecords', '/api/Message/FansRecords', '/fansRecords: new followers');

export const getSystemMessageDetail = endpoint({
  name: 'getSystemMessageDetail',
  method: 'GET',
  path: '/api/Message/GetSystemMessageDetail',
  query: object({ id: messageId }),
  reply: noticeSchema,
  auth: 'required',
  doc: '/systemMessageDetail: one of the caller\'s system notices (marked read). Another user\'s -> 404.',
});

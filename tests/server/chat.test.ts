// Private chat (issue 10): stored, pushed live to every socket of the recipient, history paged
// upward and caught up after a reconnect, conversations and read state, settings, images
// judged by content, complaints (through ReportUserReq, spec 002 §7); and the bad input of the issue, each a clear ret with nothing
// stored.
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearChat, getChatMessages, getChatSetting, getConversations, getFriendOnly, readChat, sendPrivateMessage, setChatSetting,
  uploadChatImage, PRIVATE_MESSAGE_EVENT, type Conversation, type PrivateMessage, type PrivateMessagePush,
} from '../../src/api/contract/chat';
import type { Paged, Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { CHAT_MESSAGE_MAX_CHARS } from '../../src/api/contract/limits';
import { followUser, preventUser } from '../../src/api/contract/social';
import { getUserMegCount } from '../../src/api/contract/user';
import { reportUserReq } from '../../src/api/contract/video';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { signToken } from '../../server/auth/token';
import { BLOCKED_BY_ME_MSG, BLOCKED_ME_MSG, FRIENDS_ONLY_MSG } from '../../server/chat/store';
import { MESSAGE_TOO_LONG_MSG, NOT_IMAGE_MSG } from '../../server/routes/chat';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';
import { boundSocket, closeSockets, collect, freshUser, nextEvent, PNG_1X1, settle, type TestUser } from './chat-kit';

afterEach(closeSockets);

const send = (c: Client, from: TestUser, to: number, content: string, extra: Record<string, unknown> = {}) =>
  c.post<PrivateMessage>(sendPrivateMessage.path, { toUid: to, content, ...extra }, from.headers);
const stored = async (c: Client, from: number, to: number) =>
  (await c.server.db.query<{ content: string }>('SELECT content FROM private_messages WHERE from_uid = $1 AND to_uid = $2 ORDER BY id', [from, to])).rows.map((r) => r.content);
const history = (c: Client, u: TestUser, to: number, q: Record<string, number> = {}) =>
  c.get<{ list: PrivateMessage[]; hasMore: boolean }>(getChatMessages.path, { toUid: to, ...q }, u.headers);

describe.each(BACKENDS)('private chat on %s', (backend) => {
  it('a message is stored and pushed to every open socket of the recipient, not to the sender', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '发送者');
    const b = await freshUser(c, '接收者');
    const phone = await boundSocket(c.url, b.token);
    const tv = await boundSocket(c.url, b.token);
    const mine = await boundSocket(c.url, a.token);
    const onMine = collect(mine, PRIVATE_MESSAGE_EVENT);
    const onPhone = nextEvent<PrivateMessagePush>(phone, PRIVATE_MESSAGE_EVENT);
    const onTv = nextEvent<PrivateMessagePush>(tv, PRIVATE_MESSAGE_EVENT);

    const r = await send(c, a, b.uid, '你好');
    expect(r.ret).toBe(RET.OK);
    expect(r.data).toMatchObject({ fromUid: a.uid, toUid: b.uid, nickname: '发送者', type: 0, contentType: 0, content: '你好', read: false });
    for (const got of [await onPhone, await onTv]) expect(got).toEqual({ ...r.data, muted: false });
    await settle(c, mine);
    expect(onMine).toEqual([]);
    expect(await stored(c, a.uid, b.uid)).toEqual(['你好']);
  });

  it('conversations list the last message and unread count, newest first; reading clears the count', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c, '我');
    const x = await freshUser(c, '张三');
    const y = await freshUser(c, '李四');
    await send(c, x, me.uid, '一');
    await send(c, x, me.uid, '二');
    await send(c, me, y.uid, '三');
    await send(c, y, me.uid, '四');
    const convs = await c.get<Paged<Conversation>>(getConversations.path, {}, me.headers);
    expect(convs.ret).toBe(RET.OK);
    expect(convs.data.total).toBe(2);
    expect(convs.data.list.map((v) => [v.user.userId, v.lastMessage.content, v.unreadCount])).toEqual([[y.uid, '四', 1], [x.uid, '二', 2]]);
    const count = await c.get<{ privateMsgCount: number; totalMsgCount: number }>(getUserMegCount.path, {}, me.headers);
    expect(count.data).toMatchObject({ privateMsgCount: 3, totalMsgCount: 3 });

    const read = await c.post<{ privateMsgCount: number }>(readChat.path, { toUid: x.uid }, me.headers);
    expect(read.data.privateMsgCount).toBe(1);
    const seen = await history(c, x, me.uid);
    expect(seen.data.list.map((m) => [m.content, m.read])).toEqual([['一', true], ['二', true]]);
  });

  it('history pages upward by id and catches up after a reconnect; clearing is one-sided', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    // 25 messages stored directly (the flood limit would stop a sender at 10 per 10 s).
    for (let i = 1; i <= 25; i++) {
      const [from, to] = i % 2 ? [a.uid, b.uid] : [b.uid, a.uid];
      await c.server.db.query('INSERT INTO private_messages (from_uid, to_uid, content, created_at) VALUES ($1, $2, $3, $4)', [from, to, `m${i}`, 1000 + i]);
    }
    const latest = await history(c, a, b.uid, { pageSize: 10 });
    expect(latest.data.list.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${16 + i}`));
    expect(latest.data.hasMore).toBe(true);
    const older = await history(c, a, b.uid, { pageSize: 10, beforeId: latest.data.list[0].id });
    expect(older.data.list.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `m${6 + i}`));
    const oldest = await history(c, a, b.uid, { pageSize: 10, beforeId: older.data.list[0].id });
    expect(oldest.data.list.map((m) => m.content)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(oldest.data.hasMore).toBe(false);

    // A client that saw up to m20 comes back: what came after, oldest first.
    const m20 = latest.data.list.find((m) => m.content === 'm20')!;
    const after = await history(c, a, b.uid, { afterId: m20.id });
    expect(after.data.list.map((m) => m.content)).toEqual(['m21', 'm22', 'm23', 'm24', 'm25']);
    expect(after.data.hasMore).toBe(false);

    expect((await c.post(clearChat.path, { toUid: b.uid }, a.headers)).ret).toBe(RET.OK);
    expect((await history(c, a, b.uid)).data.list).toEqual([]);
    expect((await c.get<Paged<Conversation>>(getConversations.path, {}, a.headers)).data.total).toBe(0);
    expect((await history(c, b, a.uid, { pageSize: 100 })).data.list).toHaveLength(25);
    // A later message shows again for the one who cleared.
    await send(c, b, a.uid, '清空之后');
    expect((await history(c, a, b.uid)).data.list.map((m) => m.content)).toEqual(['清空之后']);
  });

  it('refuses a message to oneself, over the length limit, or empty; HTML stays text, controls go', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const self = await send(c, a, a.uid, '自言自语');
    expect(self.ret).toBe(RET.BAD_REQUEST);
    const long = await send(c, a, b.uid, '长'.repeat(CHAT_MESSAGE_MAX_CHARS + 1));
    expect(long).toMatchObject({ ret: RET.BAD_REQUEST, msg: MESSAGE_TOO_LONG_MSG });
    expect((await send(c, a, b.uid, ' \u0007\u200e ')).ret).toBe(RET.BAD_REQUEST);
    expect(await stored(c, a.uid, a.uid)).toEqual([]);
    expect(await stored(c, a.uid, b.uid)).toEqual([]);

    const exact = await send(c, a, b.uid, '满'.repeat(CHAT_MESSAGE_MAX_CHARS));
    expect(exact.ret).toBe(RET.OK);
    const html = await send(c, a, b.uid, '<img src=x onerror=alert(1)>\u0000\u202e你好');
    expect(html.ret).toBe(RET.OK);
    // Stored and sent back as the characters typed (the client renders text, never markup);
    // the NUL and the bidi override became spaces (text.ts plainMultiline).
    expect(html.data.content).toBe('<img src=x onerror=alert(1)>  你好');
  });

  it('blocked users cannot message, in either direction; nothing is stored', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const watch = await boundSocket(c.url, b.token);
    const pushes = collect(watch, PRIVATE_MESSAGE_EVENT);
    expect((await c.get(preventUser.path, { uid: a.uid, status: 1 }, b.headers)).ret).toBe(RET.OK);
    expect(await send(c, a, b.uid, '被拉黑了吗')).toMatchObject({ ret: RET.FORBIDDEN, msg: BLOCKED_ME_MSG });
    expect(await send(c, b, a.uid, '我拉黑了你')).toMatchObject({ ret: RET.FORBIDDEN, msg: BLOCKED_BY_ME_MSG });
    await settle(c, watch);
    expect(pushes).toEqual([]);
    expect(await stored(c, a.uid, b.uid)).toEqual([]);
    expect(await stored(c, b.uid, a.uid)).toEqual([]);
    // Removed from the blacklist: messages pass again.
    await c.get(preventUser.path, { uid: a.uid, status: 0 }, b.headers);
    expect((await send(c, a, b.uid, '和好')).ret).toBe(RET.OK);
  });

  it('onlyReceiveFriendMessage lets through mutual follows and customer service only', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const fan = await freshUser(c);
    const friend = await freshUser(c);
    const set = await c.post<{ onlyReceiveFriendMessage: boolean }>(setChatSetting.path, { onlyReceiveFriendMessage: true }, me.headers);
    expect(set.data.onlyReceiveFriendMessage).toBe(true);
    // A one-way follower is not a friend.
    await c.get(followUser.path, { uid: me.uid, status: 1 }, fan.headers);
    expect(await send(c, fan, me.uid, '在吗')).toMatchObject({ ret: RET.FORBIDDEN, msg: FRIENDS_ONLY_MSG });
    await c.get(followUser.path, { uid: me.uid, status: 1 }, friend.headers);
    await c.get(followUser.path, { uid: friend.uid, status: 1 }, me.headers);
    expect((await send(c, friend, me.uid, '朋友你好')).ret).toBe(RET.OK);
    const kefu = await c.login('kefu_demo');
    const fromKefu = await c.post<PrivateMessage>(sendPrivateMessage.path, { toUid: me.uid, content: '您的订单已处理' }, kefu.headers);
    expect(fromKefu.ret).toBe(RET.OK);
    expect(fromKefu.data.type).toBe(1);
    expect(await stored(c, fan.uid, me.uid)).toEqual([]);
    // The rule is the recipient's: I can still write to the fan.
    expect((await send(c, me, fan.uid, '你好')).ret).toBe(RET.OK);
  });

  it('onlyReceiveFriendMessage is one flag on the server: /settings reads it alone, /chatSet sees the same value, and sends obey it', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const peer = await freshUser(c);
    const flag = async () => (await c.get<{ onlyReceiveFriendMessage: boolean }>(getFriendOnly.path, {}, me.headers)).data.onlyReceiveFriendMessage;
    expect(await flag()).toBe(false);
    expect((await send(c, peer, me.uid, '一')).ret).toBe(RET.OK);
    // Set from /settings (no toUid): /chatSet's view of any peer shows it, and a stranger is refused.
    await c.post(setChatSetting.path, { onlyReceiveFriendMessage: true }, me.headers);
    expect(await flag()).toBe(true);
    expect((await c.get<{ onlyReceiveFriendMessage: boolean }>(getChatSetting.path, { toUid: peer.uid }, me.headers)).data.onlyReceiveFriendMessage).toBe(true);
    expect(await send(c, peer, me.uid, '二')).toMatchObject({ ret: RET.FORBIDDEN, msg: FRIENDS_ONLY_MSG });
    // Cleared from /chatSet (with a toUid and a mute change at once): /settings reads it off.
    await c.post(setChatSetting.path, { toUid: peer.uid, muted: false, onlyReceiveFriendMessage: false }, me.headers);
    expect(await flag()).toBe(false);
    expect((await send(c, peer, me.uid, '三')).ret).toBe(RET.OK);
    // Someone else's flag is untouched, and a guest has none to read.
    expect((await c.get<{ onlyReceiveFriendMessage: boolean }>(getFriendOnly.path, {}, peer.headers)).data.onlyReceiveFriendMessage).toBe(false);
    expect((await c.get(getFriendOnly.path, {})).ret).not.toBe(RET.OK);
  });

  it('a message to a customer-service account works (the manual-payment conversation)', async () => {
    const c = await clientFor(backend);
    const buyer = await freshUser(c, '买家');
    const kefu = await c.login('kefu_demo');
    const kefuUid = Number(kefu.user.id);
    const s = await boundSocket(c.url, kefu.token);
    const got = nextEvent<PrivateMessagePush>(s, PRIVATE_MESSAGE_EVENT);
    const r = await send(c, buyer, kefuUid, '我要人工充值');
    expect(r.ret).toBe(RET.OK);
    expect(await got).toMatchObject({ fromUid: buyer.uid, content: '我要人工充值', nickname: '买家' });
    const convs = await c.get<Paged<Conversation>>(getConversations.path, {}, kefu.headers);
    expect(convs.data.list.some((v) => v.user.userId === buyer.uid && v.lastMessage.content === '我要人工充值')).toBe(true);
  });

  it('a flood of messages is refused with ret 429 and the excess is not stored', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const budget = FLOOD_LIMITS.chatUser.points;
    const replies = [];
    for (let i = 0; i < budget + 3; i++) replies.push((await send(c, a, b.uid, `刷屏${i}`)).ret);
    expect(replies.slice(0, budget).every((r) => r === RET.OK)).toBe(true);
    expect(replies.slice(budget)).toEqual([RET.RATE_LIMITED, RET.RATE_LIMITED, RET.RATE_LIMITED]);
    expect(await stored(c, a.uid, b.uid)).toHaveLength(budget);
  });

  it('a retried send with the same clientId is stored and pushed once', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const s = await boundSocket(c.url, b.token);
    const pushes = collect(s, PRIVATE_MESSAGE_EVENT);
    const first = await send(c, a, b.uid, '只发一次', { clientId: 'retry-1' });
    const again = await send(c, a, b.uid, '只发一次', { clientId: 'retry-1' });
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.clientId).toBe('retry-1');
    await settle(c, s);
    expect(pushes).toHaveLength(1);
    expect(await stored(c, a.uid, b.uid)).toEqual(['只发一次']);
  });

  it('mute: the push says muted and the conversation leaves the red-dot count', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const noisy = await freshUser(c);
    const set = await c.post<{ muted: boolean }>(setChatSetting.path, { toUid: noisy.uid, muted: true }, me.headers);
    expect(set.data.muted).toBe(true);
    expect((await c.get<{ muted: boolean }>(getChatSetting.path, { toUid: noisy.uid }, me.headers)).data.muted).toBe(true);
    const s = await boundSocket(c.url, me.token);
    const got = nextEvent<PrivateMessagePush>(s, PRIVATE_MESSAGE_EVENT);
    await send(c, noisy, me.uid, '打扰了');
    expect((await got).muted).toBe(true);
    const count = await c.get<{ privateMsgCount: number }>(getUserMegCount.path, {}, me.headers);
    expect(count.data.privateMsgCount).toBe(0);
    const convs = await c.get<Paged<Conversation>>(getConversations.path, {}, me.headers);
    expect(convs.data.list[0]).toMatchObject({ muted: true, unreadCount: 1 });
  });

  it('images: judged by their bytes, served under a random name; a non-image or another user\'s upload is refused', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const up = await c.post<{ filepath: string }>(uploadChatImage.path, { data: `data:image/png;base64,${PNG_1X1.toString('base64')}` }, a.headers);
    expect(up.ret).toBe(RET.OK);
    expect(up.data.filepath).toMatch(/^\/chat-img\/[a-f0-9]{32}\.png$/);
    const msg = await send(c, a, b.uid, up.data.filepath, { contentType: 1 });
    expect(msg.data).toMatchObject({ contentType: 1, content: up.data.filepath });
    const served = await c.raw(up.data.filepath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    // Script text in a "photo.png": the name or a data: prefix does not make it an image.
    const fake = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(await c.post(uploadChatImage.path, { data: `data:image/png;base64,${fake}` }, a.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: NOT_IMAGE_MSG });
    expect((await c.post(uploadChatImage.path, { data: '***' }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    const images = await c.server.db.query('SELECT name FROM chat_images WHERE uid = $1', [a.uid]);
    expect(images.rows).toHaveLength(1);
    // b cannot send a's upload, nor any made-up path.
    expect((await send(c, b, a.uid, up.data.filepath, { contentType: 1 })).ret).toBe(RET.BAD_REQUEST);
    expect((await send(c, a, b.uid, '/media/posters/poster-1.jpg', { contentType: 1 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.raw('/chat-img/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });

  it('a complaint about a user or one of their messages, with images, goes through ReportUserReq; someone else\'s message is refused', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const rude = await freshUser(c);
    const other = await freshUser(c);
    const m = await send(c, rude, me.uid, '骂人的话');
    const img = await c.post<{ filepath: string }>(uploadChatImage.path, { data: PNG_1X1.toString('base64') }, me.headers);
    const ok = await c.get(reportUserReq.path, { uid: rude.uid, messageId: m.data.id, reason: '辱骂<b>他人</b>', images: [img.data.filepath] }, me.headers);
    expect(ok.ret).toBe(RET.OK);
    const row = await c.server.db.query<{ target_uid: number; message_id: number; reason: string; images: string }>(
      'SELECT target_uid, message_id, reason, images FROM user_reports WHERE uid = $1', [me.uid],
    );
    expect(row.rows).toEqual([{ target_uid: rude.uid, message_id: m.data.id, reason: '辱骂<b>他人</b>', images: img.data.filepath }]);
    expect((await c.get(reportUserReq.path, { uid: other.uid, messageId: m.data.id, reason: '冒充' }, me.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(reportUserReq.path, { uid: me.uid, reason: '自己' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(reportUserReq.path, { uid: rude.uid, reason: '无图', images: ['/chat-img/x.png'] }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    // The old endpoint is gone.
    expect((await c.post('/api/User/Complaint', { uid: rude.uid, reason: 'x' }, me.headers)).ret).not.toBe(RET.OK);
  });

  it('an expired token: no send over HTTP, no binding on the socket, nothing stored or delivered', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c);
    const b = await freshUser(c);
    const expire = Math.floor(Date.now() / 1000) - 60;
    const old: Token = { ...b.token, expire, sign: signToken(c.server.ctx.tokenSecret, b.uid, b.token.gid, expire) };
    const s = await boundSocket(c.url, old, RET.SESSION_INVALID);
    const pushes = collect(s, PRIVATE_MESSAGE_EVENT);
    await send(c, a, b.uid, '给过期的人');
    await settle(c, s);
    expect(pushes).toEqual([]);
    const oldA: Token = { ...a.token, expire, sign: signToken(c.server.ctx.tokenSecret, a.uid, a.token.gid, expire) };
    const r = await c.post(sendPrivateMessage.path, { toUid: b.uid, content: '过期了' }, authHeaders(oldA));
    expect(r.ret).toBe(RET.SESSION_INVALID);
    expect(await stored(c, a.uid, b.uid)).toEqual(['给过期的人']);
  });
});

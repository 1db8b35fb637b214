// The message centre and the social pages (issue 10): notices written on follow, comment,
// reply and like, read when listed, counted in GetUserMegCount and the user's totalMsgCount;
// system notices and their detail (owner only); GetUserSpace and the fans / follows lists
// with the flags seen from the caller.
import { describe, expect, it } from 'vitest';
import {
  getCommentAndReply, getFansRecords, getLikeMessages, getSystemMessageDetail, getSystemMessages, type Notice,
} from '../../src/api/contract/chat';
import type { Paged, User } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { followUser, getUserFansList, getUserSpace, preventUser, type SocialUser } from '../../src/api/contract/social';
import { getUserInfo, getUserMegCount } from '../../src/api/contract/user';
import { replyLike, replys } from '../../src/api/contract/video';
import { BACKENDS, clientFor, type Client } from './harness';
import { freshUser, type TestUser } from './chat-kit';

type Counts = { totalMsgCount: number; systemMsgCount: number; commentMsgCount: number; likeMsgCount: number; fansMsgCount: number; privateMsgCount: number };
const counts = async (c: Client, u: TestUser) => (await c.get<Counts>(getUserMegCount.path, {}, u.headers)).data;
const list = async (c: Client, u: TestUser, path: string) => (await c.get<Paged<Notice>>(path, {}, u.headers)).data;

describe.each(BACKENDS)('message centre on %s', (backend) => {
  it('a new follower is a fans record (once), with the follow-back flag; listing marks it read', async () => {
    const c = await clientFor(backend);
    const star = await freshUser(c, '明星');
    const fan = await freshUser(c, '粉丝');
    await c.get(followUser.path, { uid: star.uid, status: 1 }, fan.headers);
    await c.get(followUser.path, { uid: star.uid, status: 1 }, fan.headers);
    expect(await counts(c, star)).toMatchObject({ fansMsgCount: 1, totalMsgCount: 1 });
    const me = await c.post<User>(getUserInfo.path, {}, star.headers);
    expect(me.data.totalMsgCount).toBe(1);
    const records = await list(c, star, getFansRecords.path);
    expect(records.list).toHaveLength(1);
    expect(records.list[0]).toMatchObject({ user: { userId: fan.uid, nickName: '粉丝' }, read: false, focusStatus: false });
    expect(await counts(c, star)).toMatchObject({ fansMsgCount: 0, totalMsgCount: 0 });
    await c.get(followUser.path, { uid: fan.uid, status: 1 }, star.headers);
    expect((await list(c, star, getFansRecords.path)).list[0]).toMatchObject({ read: true, focusStatus: true });
  });

  it('a reply to my comment and a like of it reach me; my own actions and blocked users do not', async () => {
    const c = await clientFor(backend);
    const author = await freshUser(c, '作者');
    const replier = await freshUser(c, '回复者');
    const blocked = await freshUser(c, '被拉黑');
    const mine = await c.post<{ id: number }>(replys.path, { mediaKey: 'v2003', content: '好看' }, author.headers);
    expect(mine.ret).toBe(RET.OK);
    await c.post(replys.path, { mediaKey: 'v2003', content: '自己回复自己', parentId: mine.data.id }, author.headers);
    await c.post(replys.path, { mediaKey: 'v2003', content: '同意', parentId: mine.data.id }, replier.headers);
    await c.get(replyLike.path, { id: mine.data.id }, replier.headers);
    await c.get(preventUser.path, { uid: blocked.uid, status: 1 }, author.headers);
    await c.post(replys.path, { mediaKey: 'v2003', content: '我被拉黑了', parentId: mine.data.id }, blocked.headers);
    expect(await counts(c, author)).toMatchObject({ commentMsgCount: 1, likeMsgCount: 1, totalMsgCount: 2 });
    const comments = await list(c, author, getCommentAndReply.path);
    expect(comments.list.map((n) => [n.user?.userId, n.content, n.mediaKey])).toEqual([[replier.uid, '同意', 'v2003']]);
    const likes = await list(c, author, getLikeMessages.path);
    expect(likes.list.map((n) => [n.user?.userId, n.content])).toEqual([[replier.uid, '好看']]);
    expect(await counts(c, author)).toMatchObject({ totalMsgCount: 0 });
  });

  it('system notices: listed, detail marks read, another user\'s detail is 404', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const other = await freshUser(c);
    const ins = await c.server.db.query<{ id: number }>(
      "INSERT INTO messages (to_uid, kind, title, content, created_at) VALUES ($1, 'system', '系统通知', '欢迎加入', 1700000000) RETURNING id",
      [u.uid],
    );
    const id = ins.rows[0].id;
    expect(await counts(c, u)).toMatchObject({ systemMsgCount: 1 });
    const detail = await c.get<Notice>(getSystemMessageDetail.path, { id }, u.headers);
    expect(detail.data).toMatchObject({ id, title: '系统通知', content: '欢迎加入', user: null, read: false });
    expect(await counts(c, u)).toMatchObject({ systemMsgCount: 0 });
    expect((await list(c, u, getSystemMessages.path)).list.map((n) => [n.id, n.read])).toEqual([[id, true]]);
    expect((await c.get(getSystemMessageDetail.path, { id }, other.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(getSystemMessages.path, {})).ret).toBe(RET.SESSION_INVALID);
  });
});

describe.each(BACKENDS)('user space and fans lists on %s', (backend) => {
  it('space: badges, counts, videos, follow and blacklist flags from the caller, isSelf', async () => {
    const c = await clientFor(backend);
    const kefu = await c.login('kefu_demo');
    const kefuUid = Number(kefu.user.id);
    const viewer = await freshUser(c);
    const asGuest = await c.get<{ user: SocialUser; videos: { mediaKey: string }[]; isSelf: boolean; fansCount: number }>(getUserSpace.path, { id: kefuUid });
    expect(asGuest.ret).toBe(RET.OK);
    expect(asGuest.data.user).toMatchObject({ userId: kefuUid, kefu: true, bigV: true, focusStatus: false, isBlackList: false });
    expect(asGuest.data.isSelf).toBe(false);
    expect(asGuest.data.videos.map((v) => v.mediaKey)).toEqual(expect.arrayContaining(['v1001', 'v2003', 'v4001']));
    await c.get(followUser.path, { uid: kefuUid, status: 1 }, viewer.headers);
    const followed = await c.get<{ user: SocialUser; fansCount: number }>(getUserSpace.path, { id: kefuUid }, viewer.headers);
    expect(followed.data.user.focusStatus).toBe(true);
    expect(followed.data.fansCount).toBe(asGuest.data.fansCount + 1);
    await c.get(preventUser.path, { uid: kefuUid, status: 1 }, viewer.headers);
    const black = await c.get<{ user: SocialUser }>(getUserSpace.path, { id: kefuUid }, viewer.headers);
    expect(black.data.user).toMatchObject({ focusStatus: false, isBlackList: true });
    await c.get(preventUser.path, { uid: kefuUid, status: 0 }, viewer.headers);
    const self = await c.get<{ isSelf: boolean; followCount: number }>(getUserSpace.path, { id: viewer.uid }, viewer.headers);
    expect(self.data).toMatchObject({ isSelf: true, followCount: 0 });
    expect((await c.get(getUserSpace.path, { id: 99999999 })).ret).toBe(RET.NOT_FOUND);
  });

  it('fans and follows lists, with the caller\'s follow flags', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '甲');
    const b = await freshUser(c, '乙');
    const viewer = await freshUser(c, '看客');
    await c.get(followUser.path, { uid: a.uid, status: 1 }, b.headers);
    await c.get(followUser.path, { uid: b.uid, status: 1 }, viewer.headers);
    const fans = await c.get<Paged<SocialUser>>(getUserFansList.path, { uid: a.uid, type: 0 }, viewer.headers);
    expect(fans.data.list.map((u) => [u.userId, u.focusStatus])).toEqual([[b.uid, true]]);
    const follows = await c.get<Paged<SocialUser>>(getUserFansList.path, { uid: b.uid, type: 1 }, viewer.headers);
    expect(follows.data.list.map((u) => [u.userId, u.focusStatus])).toEqual([[a.uid, false]]);
    // Without uid: the caller's own lists; a guest must name the user.
    const mine = await c.get<Paged<SocialUser>>(getUserFansList.path, { type: 1 }, viewer.headers);
    expect(mine.data.list.map((u) => u.userId)).toEqual([b.uid]);
    expect((await c.get(getUserFansList.path, { type: 0 })).ret).toBe(RET.NOT_FOUND);
  });
});

import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import type { Paged, Token } from '../../src/api/contract/common';
import { followUser, getBlackList, preventUser, type SocialUser } from '../../src/api/contract/social';
import { getVideoDetails } from '../../src/api/contract/video';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client, nickName: string): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('s'), password: 'secret12', nickName });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

describe.each(BACKENDS)('follow and blacklist on %s', (backend) => {
  it('follows and unfollows, and refuses following oneself or a guest caller', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '甲');
    const b = await freshUser(c, '乙');
    expect((await c.get<{ selected: boolean }>(followUser.path, { uid: b.uid, status: 1 }, a.headers)).data).toEqual({ selected: true });
    expect((await c.get<{ selected: boolean }>(followUser.path, { uid: b.uid, status: 0 }, a.headers)).data).toEqual({ selected: false });
    expect((await c.get(followUser.path, { uid: a.uid, status: 1 }, a.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(followUser.path, { uid: b.uid, status: 1 })).ret).toBe(RET.SESSION_INVALID);
    expect((await c.get(followUser.path, { uid: 99999999, status: 1 }, a.headers)).ret).toBe(RET.NOT_FOUND);
  });

  it('blacklisting drops the follow, lists the user, blocks a new follow; removal clears both flags', async () => {
    const c = await clientFor(backend);
    const a = await freshUser(c, '丙');
    const b = await freshUser(c, '丁');
    await c.get(followUser.path, { uid: b.uid, status: 1 }, a.headers);
    const black = await c.get<{ isBlackList: boolean; focusStatus: boolean }>(preventUser.path, { uid: b.uid, status: 1 }, a.headers);
    expect(black.data).toEqual({ isBlackList: true, focusStatus: false });
    const list = await c.get<Paged<SocialUser>>(getBlackList.path, {}, a.headers);
    expect(list.data.list.map((u) => u.userId)).toEqual([b.uid]);
    expect(list.data.list[0]).toMatchObject({ nickName: '丁', isBlackList: true, focusStatus: false });
    expect((await c.get(followUser.path, { uid: b.uid, status: 1 }, a.headers)).ret).toBe(RET.BAD_REQUEST);

    const removed = await c.get<{ isBlackList: boolean; focusStatus: boolean }>(preventUser.path, { uid: b.uid, status: 0 }, a.headers);
    expect(removed.data).toEqual({ isBlackList: false, focusStatus: false });
    expect((await c.get<Paged<SocialUser>>(getBlackList.path, {}, a.headers)).data.list).toEqual([]);
    expect((await c.get(preventUser.path, { uid: a.uid, status: 1 }, a.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('the video page sees the uploader as blacklisted, then not', async () => {
    const c = await clientFor(backend);
    const viewer = await freshUser(c, '戊');
    const details = await c.get<{ uploader: { uid: number; isBlackList: boolean } | null }>(getVideoDetails.path, { mediaKey: 'v1001' }, viewer.headers);
    const up = details.data.uploader;
    expect(up).not.toBeNull();
    await c.get(preventUser.path, { uid: up!.uid, status: 1 }, viewer.headers);
    const after = await c.get<{ uploader: { isBlackList: boolean } }>(getVideoDetails.path, { mediaKey: 'v1001' }, viewer.headers);
    expect(after.data.uploader.isBlackList).toBe(true);
    await c.get(preventUser.path, { uid: up!.uid, status: 0 }, viewer.headers);
    const back = await c.get<{ uploader: { isBlackList: boolean } }>(getVideoDetails.path, { mediaKey: 'v1001' }, viewer.headers);
    expect(back.data.uploader.isBlackList).toBe(false);
  });
});

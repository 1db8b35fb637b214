// The session rule (issue 10, spec 001 §4): one live session per user and device kind. A login
// of the same kind ends the older one: its token gets 201 over HTTP, its sockets hear
// userStateChange action 1 with 该账号已在其他设备登录 and stop receiving as the user. Another
// kind and account-wide tokens (a login without a device kind) stay. Action 0 on a profile change.
import { afterEach, describe, expect, it } from 'vitest';
import { KICKED_TEXT, PRIVATE_MESSAGE_EVENT, USER_STATE_EVENT, sendPrivateMessage, type UserStateChange } from '../../src/api/contract/chat';
import type { Token, User } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { getUserInfo, login, logout, updateUserInfo } from '../../src/api/contract/user';
import { getAccountSecurity, signOutOtherDevices } from '../../src/api/contract/account';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';
import { boundSocket, closeSockets, collect, freshUser, nextEvent, settle } from './chat-kit';

afterEach(closeSockets);

const loginAs = async (c: Client, account: string, device?: string) => {
  const r = await c.post<User>(login.path, { account, password: 'secret12', ...(device ? { device } : {}) });
  expect(r.ret).toBe(RET.OK);
  return r.data.token;
};
const info = (c: Client, t: Token) => c.post<User>(getUserInfo.path, {}, authHeaders(t));

describe.each(BACKENDS)('one session per device kind on %s', (backend) => {
  it('a second login of the same kind kicks the first (HTTP 201, socket action 1); other kinds stay', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const sender = await freshUser(c);
    const phone1 = await loginAs(c, u.account, 'mobile');
    const tv = await loginAs(c, u.account, 'tv');
    const legacy = u.token;
    const oldSocket = await boundSocket(c.url, phone1);
    const tvSocket = await boundSocket(c.url, tv);
    const tvStates = collect<UserStateChange>(tvSocket, USER_STATE_EVENT);
    const kicked = nextEvent<UserStateChange>(oldSocket, USER_STATE_EVENT);

    const phone2 = await loginAs(c, u.account, 'mobile');
    expect(await kicked).toEqual({ action: 1, msg: KICKED_TEXT });
    expect((await info(c, phone1)).ret).toBe(RET.SESSION_INVALID);
    for (const t of [phone2, tv, legacy]) expect((await info(c, t)).ret).toBe(RET.OK);

    // The kicked socket no longer gets the user's pushes; the TV and the new phone do.
    const oldPushes = collect(oldSocket, PRIVATE_MESSAGE_EVENT);
    const newSocket = await boundSocket(c.url, phone2);
    const onNew = nextEvent(newSocket, PRIVATE_MESSAGE_EVENT);
    const onTv = nextEvent(tvSocket, PRIVATE_MESSAGE_EVENT);
    expect((await c.post(sendPrivateMessage.path, { toUid: u.uid, content: '还在吗' }, sender.headers)).ret).toBe(RET.OK);
    await onNew;
    await onTv;
    await settle(c, oldSocket);
    expect(oldPushes).toEqual([]);
    expect(tvStates).toEqual([]);
    // A conn with the ended session's token is refused.
    await boundSocket(c.url, phone1, RET.SESSION_INVALID);
  });

  it('GetUserInfo keeps the device session in the fresh token; logout ends every session', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const tv = await loginAs(c, u.account, 'tv');
    const again = await info(c, tv);
    expect(again.data.token.gid).toBe(tv.gid);
    const pc = await loginAs(c, u.account, 'pc');
    expect((await c.post(logout.path, {}, authHeaders(pc))).ret).toBe(RET.OK);
    for (const t of [tv, pc, u.token]) expect((await info(c, t)).ret).toBe(RET.SESSION_INVALID);
    // A new login after the logout starts afresh.
    expect((await info(c, await loginAs(c, u.account, 'tv'))).ret).toBe(RET.OK);
  });

  it('a device-kind login is one entry of the devices list; signing out the others ends it too', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const r = await c.post<User>(login.path, { account: u.account, password: 'secret12', device: 'tv' }, { deviceid: 'tv-kind-device-1' });
    const tv = { ...authHeaders(r.data.token), deviceid: 'tv-kind-device-1' };
    const list = await c.get<{ devices: { current: boolean }[] }>(getAccountSecurity.path, {}, tv);
    expect(list.data.devices.filter((d) => d.current)).toHaveLength(1);
    const out = await c.post<User>(signOutOtherDevices.path, {}, tv);
    expect(out.ret).toBe(RET.OK);
    // The generation moved on: the device-kind token is over, the fresh one works.
    expect((await info(c, r.data.token)).ret).toBe(RET.SESSION_INVALID);
    expect((await info(c, out.data.token)).ret).toBe(RET.OK);
    // A new TV login starts a live session again.
    expect((await info(c, await loginAs(c, u.account, 'tv'))).ret).toBe(RET.OK);
  });

  it('logins without a device kind never kick each other (account-wide tokens as before)', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const a = await loginAs(c, u.account);
    const b = await loginAs(c, u.account);
    expect((await info(c, a)).ret).toBe(RET.OK);
    expect((await info(c, b)).ret).toBe(RET.OK);
    expect((await c.post(login.path, { account: u.account, password: 'secret12', device: 'fridge' })).ret).toBe(RET.BAD_REQUEST);
  });

  it('a profile change pushes userStateChange action 0 to the user\'s sockets', async () => {
    const c = await clientFor(backend);
    const u = await freshUser(c);
    const s = await boundSocket(c.url, u.token);
    const got = nextEvent<UserStateChange>(s, USER_STATE_EVENT);
    expect((await c.post(updateUserInfo.path, { introduce: '新的简介' }, u.headers)).ret).toBe(RET.OK);
    expect(await got).toEqual({ action: 0, msg: '' });
  });
});

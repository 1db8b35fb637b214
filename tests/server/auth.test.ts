import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { userSchema, type User } from '../../src/api/contract/common';
import { issueToken } from '../../server/auth/token';
import { authHeaders, BACKENDS, clientFor } from './harness';

const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe.each(BACKENDS)('accounts and tokens on %s', (backend) => {
  it('logs the demo accounts in by user name, e-mail and phone with area code', async () => {
    const c = await clientFor(backend);
    const vip = await c.login('vip_demo');
    expect(userSchema.check(vip.user)).toBeNull();
    expect(vip.user.vipLevel).toBe(2);
    expect((await c.login('member_demo@example.com')).user.vipLevel).toBe(0);
    const byPhone = await c.post<User>('/api/Login/Login', { account: '13800000003', password: 'demo1234', AreaCode: '+86' });
    expect(byPhone.ret).toBe(RET.OK);
    expect(byPhone.data.kefu).toBe(true);
  });

  it('refuses a wrong password with ret 1001', async () => {
    const c = await clientFor(backend);
    const r = await c.post('/api/Login/Login', { account: 'vip_demo', password: 'wrong-password' });
    expect(r.ret).toBe(RET.LOGIN_FAILED);
    expect(r.data).toBeNull();
  });

  it('registers a new account once and refuses the same name again with 1002', async () => {
    const c = await clientFor(backend);
    const name = unique();
    const r = await c.post<User>('/api/Login/Register', { account: name, password: 'secret12', nickName: '新用户' });
    expect(r.ret).toBe(RET.OK);
    expect(r.data.nickName).toBe('新用户');
    const again = await c.post('/api/Login/Register', { account: name.toUpperCase(), password: 'secret12' });
    expect(again.ret).toBe(RET.ACCOUNT_EXISTS);
    expect((await c.login(name, 'secret12')).user.id).toBe(r.data.id);
  });

  it('validates a good token and answers 201 to a forged, expired or missing one', async () => {
    const c = await clientFor(backend);
    const { token, headers } = await c.login('member_demo');
    const ok = await c.post<User>('/api/Login/Validates', {}, headers);
    expect(ok.ret).toBe(RET.OK);
    expect(ok.data.id).toBe(token.uid);

    const forged = await c.post('/api/Login/Validates', {}, { ...headers, sign: 'f'.repeat(64) });
    expect(forged.ret).toBe(RET.SESSION_INVALID);
    const otherUid = await c.post('/api/Login/Validates', {}, { ...headers, uid: String(token.uid + 1), login_uid: String(token.uid + 1) });
    expect(otherUid.ret).toBe(RET.SESSION_INVALID);
    const expired = issueToken(c.server.ctx.tokenSecret, token.uid, token.gid, Math.floor(Date.now() / 1000) - 31 * 86400);
    const exp = await c.post('/api/Login/Validates', {}, authHeaders(expired));
    expect(exp.ret).toBe(RET.SESSION_INVALID);
    expect(exp.msg).toMatch(/过期/);
    expect((await c.post('/api/User/GetUserInfo')).ret).toBe(RET.SESSION_INVALID);
  });

  it('accepts the token fields as query parameters (feedback call)', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('member_demo');
    const r = await c.get('/api/user/ProblemCollect', {
      uid: token.uid, gid: token.gid, sign: token.sign, expire: token.expire, login_uid: token.uid,
      setName: 'Android手机', browser: 'chrome', question: '无法播放#其他', description: '第3集卡住',
    });
    expect(r.ret).toBe(RET.OK);
    expect(r.msg).not.toBe('');
    const bad = await c.get('/api/user/ProblemCollect', { uid: token.uid, gid: token.gid, sign: '0'.repeat(64), expire: token.expire, setName: 'MAC', question: '其他' });
    expect(bad.ret).toBe(RET.SESSION_INVALID);
  });

  it('logout voids every earlier token of the user', async () => {
    const c = await clientFor(backend);
    const name = unique();
    await c.post('/api/Login/Register', { account: name, password: 'secret12' });
    const { headers } = await c.login(name, 'secret12');
    expect((await c.post('/api/Login/Logout', {}, headers)).ret).toBe(RET.OK);
    expect((await c.post('/api/User/GetUserInfo', {}, headers)).ret).toBe(RET.SESSION_INVALID);
  });

  it('updates only the given user fields and reports unread messages', async () => {
    const c = await clientFor(backend);
    const name = unique();
    await c.post('/api/Login/Register', { account: name, password: 'secret12' });
    const { headers, token } = await c.login(name, 'secret12');
    const r = await c.post<User>('/api/User/UpdateUserInfo', { nickName: '改名了', introduce: '你好' }, headers);
    expect(r.ret).toBe(RET.OK);
    expect(r.data).toMatchObject({ nickName: '改名了', introduce: '你好', userNameRaw: name });
    const bad = await c.post('/api/User/UpdateUserInfo', { email: 'not-an-email' }, headers);
    expect(bad.ret).toBe(RET.BAD_REQUEST);
    expect(bad.msg).toContain('email');
    await c.server.db.query(`INSERT INTO messages (to_uid, kind, content, created_at) VALUES ($1, 'system', '欢迎', 0)`, [token.uid]);
    // Private messages have their own table (issue 10, server/chat/store.ts).
    await c.server.db.query(`INSERT INTO private_messages (from_uid, to_uid, content, created_at) SELECT id, $1, '你好', 0 FROM users WHERE username = 'kefu_demo'`, [token.uid]);
    const count = await c.get<{ totalMsgCount: number; systemMsgCount: number }>('/api/user/GetUserMegCount', {}, headers);
    expect(count.data).toMatchObject({ totalMsgCount: 2, systemMsgCount: 1, privateMsgCount: 1 });
    expect((await c.post<User>('/api/User/GetUserInfo', {}, headers)).data.totalMsgCount).toBe(2);
  });
});

// Issue 8 point 2: login, register, password change and recovery, and every code check are
// limited per account and per client address (ret 429, Chinese message); new passwords have at
// least 8 characters. Issue 27 point 3: an account's failed logins never lock it, they ask for the
// image captcha (the full story in login-captcha.test.ts). Per-address limits are driven from
// fresh loopback addresses.
import { describe, expect, it } from 'vitest';
import type { DevOutbox } from '../../server/account/code-delivery';
import { FLOOD_LIMITS, RATE_LIMITED_MSG } from '../../server/limits/flood';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { changeContact, sendContactCode } from '../../src/api/contract/user';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';
import { freshAddress, postFrom } from './from-address';
import { solvedCaptcha } from './captcha';
import { registerWithCode } from './registration';

const unique = (p = 'bf') => `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const PASSWORD = 'right-pass-1';

async function freshAccount(c: Client, extra: Record<string, string> = {}): Promise<{ account: string; uid: number; token: Token }> {
  const account = extra.account ?? unique();
  // An e-mail account takes the code sent to it (issue 27, point 7a).
  const body = { account, password: PASSWORD, ...extra };
  const r = account.includes('@') ? await registerWithCode<{ id: number; token: Token }>(c, body) : await c.post<{ id: number; token: Token }>('/api/Login/Register', body);
  expect(r.ret).toBe(RET.OK);
  return { account, uid: r.data.id, token: r.data.token };
}

describe.each(BACKENDS)('brute-force limits on %s', (backend) => {
  it('200 wrong passwords for one account from many addresses: never a lock, only the captcha; the right password with it logs in', async () => {
    const c = await clientFor(backend);
    const { account } = await freshAccount(c);
    const rets: number[] = [];
    // Spread over several addresses, as a distributed guesser would.
    for (let i = 0; i < 200; i++) {
      const r = await postFrom(c.url, `127.0.1.${(i % 5) + 2}`, '/api/Login/Login', { account, password: `wrong-${i}` });
      rets.push(r.ret);
    }
    const wrong = rets.filter((r) => r === RET.LOGIN_FAILED).length;
    expect(wrong).toBe(FLOOD_LIMITS.loginFailAccount.points);
    // Without a captcha the rest are asked for one; none is refused as a lock.
    expect(rets.slice(wrong).every((r) => r === RET.CAPTCHA_REQUIRED)).toBe(true);
    expect(rets).not.toContain(RET.RATE_LIMITED);
    const bare = await postFrom(c.url, freshAddress(), '/api/Login/Login', { account, password: PASSWORD });
    expect(bare.ret).toBe(RET.CAPTCHA_REQUIRED);
    const right = await postFrom(c.url, freshAddress(), '/api/Login/Login', { account, password: PASSWORD, ...(await solvedCaptcha(c)) });
    expect(right.ret).toBe(RET.OK);
    // Another account is not affected by this one's failures.
    const other = await freshAccount(c);
    expect((await postFrom(c.url, freshAddress(), '/api/Login/Login', { account: other.account, password: PASSWORD })).ret).toBe(RET.OK);
  });

  it('one address guessing over many accounts is stopped, other addresses log in', async () => {
    const c = await clientFor(backend);
    const ip = freshAddress();
    const { account } = await freshAccount(c);
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.passwordFailAddress.points + 5; i++) {
      rets.push((await postFrom(c.url, ip, '/api/Login/Login', { account: unique('nobody'), password: 'whatever1' })).ret);
    }
    expect(rets.filter((r) => r === RET.LOGIN_FAILED)).toHaveLength(FLOOD_LIMITS.passwordFailAddress.points);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
    expect((await postFrom(c.url, ip, '/api/Login/Login', { account, password: PASSWORD })).ret).toBe(RET.RATE_LIMITED);
    expect((await postFrom(c.url, freshAddress(), '/api/Login/Login', { account, password: PASSWORD })).ret).toBe(RET.OK);
  });

  it('registration is limited per address and needs 8 characters', async () => {
    const c = await clientFor(backend);
    const ip = freshAddress();
    const short = await postFrom(c.url, ip, '/api/Login/Register', { account: unique(), password: 'seven77' });
    expect(short.ret).toBe(RET.BAD_REQUEST);
    expect(short.msg).toBe('密码至少8位');
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.registerAddress.points + 1; i++) {
      rets.push((await postFrom(c.url, ip, '/api/Login/Register', { account: unique('r'), password: 'long-enough' })).ret);
    }
    // The refused short one counted too: registration is counted per attempt.
    expect(rets.filter((r) => r === RET.OK)).toHaveLength(FLOOD_LIMITS.registerAddress.points - 1);
    expect(rets.slice(-2)).toEqual([RET.RATE_LIMITED, RET.RATE_LIMITED]);
  });

  it('registration is limited per account name too, from any number of addresses', async () => {
    const c = await clientFor(backend);
    const account = unique('taken');
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.registerAccount.points + 2; i++) {
      rets.push((await postFrom(c.url, freshAddress(), '/api/Login/Register', { account, password: 'long-enough' })).ret);
    }
    // One success, then "taken" answers until the name's budget is spent: no endless probing.
    expect(rets.slice(0, FLOOD_LIMITS.registerAccount.points)).toEqual([RET.OK, ...Array(FLOOD_LIMITS.registerAccount.points - 1).fill(RET.ACCOUNT_EXISTS)]);
    const over = await postFrom(c.url, freshAddress(), '/api/Login/Register', { account: account.toUpperCase(), password: 'long-enough' });
    expect(over).toMatchObject({ ret: RET.RATE_LIMITED, msg: RATE_LIMITED_MSG });
    expect(rets.slice(FLOOD_LIMITS.registerAccount.points)).toEqual([RET.RATE_LIMITED, RET.RATE_LIMITED]);
    // Another name from the same kind of address registers.
    expect((await postFrom(c.url, freshAddress(), '/api/Login/Register', { account: unique('free'), password: 'long-enough' })).ret).toBe(RET.OK);
  });

  it('contact code sends (taken checks included) and code checks are limited per address', async () => {
    const c = await clientFor(backend);
    const users = await Promise.all(Array.from({ length: 8 }, () => freshAccount(c)));
    const owner = await freshAccount(c, { account: `${unique('owner')}@example.com` });
    // Asking whether a number is taken costs a send: one address cannot probe phone numbers.
    const sendIp = freshAddress();
    const sends: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeSendAddress.points + 1; i++) {
      const r = await postFrom(c.url, sendIp, sendContactCode.path, { type: 'email', account: owner.account }, authHeaders(users[0].token));
      sends.push(r.ret);
    }
    expect(sends.slice(0, -1).every((r) => r === RET.CONFLICT)).toBe(true);
    expect(sends.at(-1)).toBe(RET.RATE_LIMITED);
    const fresh = `${unique('new')}@example.com`;
    expect((await postFrom(c.url, sendIp, sendContactCode.path, { type: 'email', account: fresh }, authHeaders(users[1].token))).ret).toBe(RET.RATE_LIMITED);
    expect((await postFrom(c.url, freshAddress(), sendContactCode.path, { type: 'email', account: fresh }, authHeaders(users[1].token))).ret).toBe(RET.OK);

    // Checks by users without a pending code (the guess can never be right): each user stays
    // under their own budget, the address runs out.
    const checkIp = freshAddress();
    const perUser = FLOOD_LIMITS.codeCheckUser.points - 1;
    const checks: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeCheckAddress.points; i++) {
      const u = users[2 + Math.floor(i / perUser)];
      checks.push((await postFrom(c.url, checkIp, changeContact.path, { type: 'email', account: fresh, code: '123456' }, authHeaders(u.token))).ret);
    }
    expect(checks.every((r) => r === RET.BAD_REQUEST)).toBe(true);
    const last = users[2 + Math.ceil(FLOOD_LIMITS.codeCheckAddress.points / perUser)];
    expect(await postFrom(c.url, checkIp, changeContact.path, { type: 'email', account: fresh, code: '123456' }, authHeaders(last.token)))
      .toMatchObject({ ret: RET.RATE_LIMITED, msg: RATE_LIMITED_MSG });
    expect((await postFrom(c.url, freshAddress(), changeContact.path, { type: 'email', account: fresh, code: '123456' }, authHeaders(last.token))).ret).toBe(RET.BAD_REQUEST);
  });

  it('password change checks the old password under a lock of the signed-in user and needs 8 characters; the old tokens die', async () => {
    const c = await clientFor(backend);
    const { account, token } = await freshAccount(c);
    const h = authHeaders(token);
    const tooShort = await c.post('/api/User/ChangePassword', { oldPassword: PASSWORD, password: 'short' }, h);
    expect([tooShort.ret, tooShort.msg]).toEqual([RET.BAD_REQUEST, '密码至少8位']);
    for (let i = 0; i < FLOOD_LIMITS.passwordFailAccount.points; i++) {
      expect((await postFrom(c.url, freshAddress(), '/api/User/ChangePassword', { oldPassword: `bad-${i}-pass`, password: 'new-password' }, h)).ret).toBe(RET.LOGIN_FAILED);
    }
    const locked = await c.post('/api/User/ChangePassword', { oldPassword: PASSWORD, password: 'new-password' }, h);
    expect(locked.ret).toBe(RET.RATE_LIMITED);

    const { token: t2 } = await freshAccount(c);
    const changed = await c.post<{ token: Token }>('/api/User/ChangePassword', { oldPassword: PASSWORD, password: 'new-password-2' }, authHeaders(t2));
    expect(changed.ret).toBe(RET.OK);
    expect((await c.post('/api/User/GetUserInfo', {}, authHeaders(t2))).ret).toBe(RET.SESSION_INVALID);
    expect((await c.post('/api/User/GetUserInfo', {}, authHeaders(changed.data.token))).ret).toBe(RET.OK);
    void account;
  });

  it('password recovery: the code resets the password once; wrong codes and sends are limited', async () => {
    const c = await clientFor(backend);
    const outbox = c.server.ctx.codes as DevOutbox;
    const email = `${unique('mail')}@example.com`;
    const { uid } = await freshAccount(c, { account: email });
    const unknown = await c.post('/api/Login/SendResetCode', { account: `${unique('none')}@example.com`, ...(await solvedCaptcha(c)) });
    const sent = await c.post('/api/Login/SendResetCode', { account: email, ...(await solvedCaptcha(c)) });
    expect(sent.ret).toBe(RET.OK);
    expect(unknown).toEqual(sent); // the same answer: no account probing
    const code = outbox.latest(email)!.code;
    expect((await c.post('/api/Login/SendResetCode', { account: email, ...(await solvedCaptcha(c)) })).ret).toBe(RET.RATE_LIMITED); // one send a minute

    const wrong = code === '000000' ? '000001' : '000000';
    expect((await c.post('/api/Login/ResetPassword', { account: email, code, password: 'short' })).msg).toBe('密码至少8位');
    expect((await c.post('/api/Login/ResetPassword', { account: email, code: wrong, password: 'reset-pass-1' })).msg).toBe('验证码错误');
    const done = await c.post<{ id: number; token: Token }>('/api/Login/ResetPassword', { account: email, code, password: 'reset-pass-1' });
    expect(done.ret).toBe(RET.OK);
    expect(done.data.id).toBe(uid);
    expect((await c.post('/api/Login/ResetPassword', { account: email, code, password: 'reset-pass-2' })).ret).toBe(RET.BAD_REQUEST); // used
    expect((await c.post('/api/Login/Login', { account: email, password: 'reset-pass-1' })).ret).toBe(RET.OK);

    // Code checks per account: the sixth check in the window is refused whatever the code.
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeCheckUser.points + 1; i++) {
      rets.push((await postFrom(c.url, freshAddress(), '/api/Login/ResetPassword', { account: email, code: wrong, password: 'reset-pass-3' })).ret);
    }
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
    // Code checks and sends per address.
    const ip = freshAddress();
    const perIp: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeCheckAddress.points + 1; i++) {
      perIp.push((await postFrom(c.url, ip, '/api/Login/ResetPassword', { account: unique('x'), code: '123456', password: 'reset-pass-3' })).ret);
    }
    expect(perIp.at(-1)).toBe(RET.RATE_LIMITED);
    const sendIp = freshAddress();
    const sends: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeSendAddress.points + 1; i++) {
      sends.push((await postFrom(c.url, sendIp, '/api/Login/SendResetCode', { account: `${unique('n')}@example.com`, ...(await solvedCaptcha(c)) })).ret);
    }
    expect(sends.filter((r) => r === RET.OK)).toHaveLength(FLOOD_LIMITS.codeSendAddress.points);
    expect(sends.at(-1)).toBe(RET.RATE_LIMITED);
  });
});

// Issue 27 point 3, "no lockout as a weapon": wrong passwords of an account never keep its owner
// out. After FLOOD_LIMITS.loginFailAccount.points failures the account's logins need the image
// captcha (ret 1004 without it or with a wrong one), and the right password with a solved
// captcha logs in from any address. An address that fails too often is still refused (ret 429).
import { describe, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { login } from '../../src/api/contract/user';
import type { DevOutbox } from '../../server/account/code-delivery';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { solvedCaptcha } from './captcha';
import { freshAddress, postFrom } from './from-address';
import { BACKENDS, clientFor, type Client } from './harness';
import { registerWithCode } from './registration';

let seq = 0;
const unique = (p = 'lc') => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
const PASSWORD = 'owner-pass-1';
const THRESHOLD = FLOOD_LIMITS.loginFailAccount.points;

async function owner(c: Client, account = unique()): Promise<{ account: string; uid: number }> {
  const r = account.includes('@')
    ? await registerWithCode<{ id: number; token: Token }>(c, { account, password: PASSWORD })
    : await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: PASSWORD });
  expect(r.ret).toBe(RET.OK);
  return { account, uid: r.data.id };
}

/** `n` wrong passwords for `account`, from a few attacker addresses. */
async function guess(c: Client, account: string, n: number, withCaptcha: boolean): Promise<number[]> {
  const addresses = [freshAddress(), freshAddress(), freshAddress(), freshAddress()];
  const rets: number[] = [];
  for (let i = 0; i < n; i++) {
    const captcha = withCaptcha ? await solvedCaptcha(c) : {};
    rets.push((await postFrom(c.url, addresses[i % addresses.length], login.path, { account, password: `guess-${i}`, ...captcha })).ret);
  }
  return rets;
}

describe.each(BACKENDS)('login captcha instead of a lockout on %s', (backend) => {
  it('20 wrong passwords (captchas solved) from attacker addresses do not stop the owner, who solves the captcha from another address', async () => {
    const c = await clientFor(backend);
    const { account, uid } = await owner(c);
    // An attacker who even solves every captcha only ever hears "wrong password".
    const rets = await guess(c, account, 20, true);
    expect(rets).toEqual(Array(20).fill(RET.LOGIN_FAILED));

    const home = freshAddress();
    const bare = await postFrom(c.url, home, login.path, { account, password: PASSWORD });
    expect(bare).toMatchObject({ ret: RET.CAPTCHA_REQUIRED, msg: '请输入图形验证码', data: null });
    const ok = await postFrom<{ id: number }>(c.url, home, login.path, { account, password: PASSWORD, device: 'tv', ...(await solvedCaptcha(c)) });
    expect(ok.ret).toBe(RET.OK);
    expect(ok.data.id).toBe(uid);
    // The success clears the account's count: the next login needs no captcha.
    expect((await postFrom(c.url, freshAddress(), login.path, { account, password: PASSWORD })).ret).toBe(RET.OK);
  });

  it(`after ${THRESHOLD} failures the login is refused with ret 1004 without a captcha, with a wrong or spent one, right password or not`, async () => {
    const c = await clientFor(backend);
    const { account } = await owner(c, `${unique('mail')}@example.com`);
    const first = await guess(c, account, THRESHOLD, false);
    expect(first).toEqual(Array(THRESHOLD).fill(RET.LOGIN_FAILED));
    // Every alias and spelling of the account shares the count.
    const ip = freshAddress();
    expect(await postFrom(c.url, ip, login.path, { account: account.toUpperCase(), password: PASSWORD })).toMatchObject({ ret: RET.CAPTCHA_REQUIRED });

    const wrong = await postFrom(c.url, ip, login.path, { account, password: PASSWORD, captchaId: (await solvedCaptcha(c)).captchaId, captchaCode: 'zzzz' });
    expect(wrong).toMatchObject({ ret: RET.CAPTCHA_REQUIRED, msg: '图形验证码错误或已过期，请重新获取' });
    const solved = await solvedCaptcha(c);
    expect((await postFrom(c.url, ip, login.path, { account, password: 'not-it-1', ...solved })).ret).toBe(RET.LOGIN_FAILED);
    // One guess per image: the captcha of the failed try is spent.
    expect((await postFrom(c.url, ip, login.path, { account, password: PASSWORD, ...solved })).ret).toBe(RET.CAPTCHA_REQUIRED);
    expect((await postFrom(c.url, ip, login.path, { account, password: PASSWORD, ...(await solvedCaptcha(c)) })).ret).toBe(RET.OK);
  });

  it('the failure that reaches the threshold carries captchaRequired; unknown accounts behave alike', async () => {
    const c = await clientFor(backend);
    const { account } = await owner(c);
    const nobody = unique('nobody');
    for (const name of [account, nobody]) {
      const replies = [];
      for (let i = 0; i < THRESHOLD; i++) replies.push(await postFrom(c.url, freshAddress(), login.path, { account: name, password: `guess-${i}` }));
      expect(replies.map((r) => r.ret)).toEqual(Array(THRESHOLD).fill(RET.LOGIN_FAILED));
      expect(replies.slice(0, -1).every((r) => r.data === null)).toBe(true);
      expect(replies.at(-1)!.data).toEqual({ captchaRequired: true });
      expect((await postFrom(c.url, freshAddress(), login.path, { account: name, password: 'x' })).ret).toBe(RET.CAPTCHA_REQUIRED);
    }
  });

  it('the per-address limit still refuses a guessing address, right password and captcha or not; other addresses are unaffected', async () => {
    const c = await clientFor(backend);
    const { account } = await owner(c);
    const ip = freshAddress();
    const rets: number[] = [];
    // Many accounts, a couple of tries each: no account reaches its captcha, the address runs out.
    for (let i = 0; i < FLOOD_LIMITS.passwordFailAddress.points + 3; i++) {
      rets.push((await postFrom(c.url, ip, login.path, { account: unique('nobody'), password: 'whatever1' })).ret);
    }
    expect(rets.filter((r) => r === RET.LOGIN_FAILED)).toHaveLength(FLOOD_LIMITS.passwordFailAddress.points);
    expect(rets.slice(-3)).toEqual([RET.RATE_LIMITED, RET.RATE_LIMITED, RET.RATE_LIMITED]);
    const refused = await postFrom(c.url, ip, login.path, { account, password: PASSWORD, ...(await solvedCaptcha(c)) });
    expect(refused).toMatchObject({ ret: RET.RATE_LIMITED, msg: '密码错误次数过多，请稍后再试' });
    expect((await postFrom(c.url, freshAddress(), login.path, { account, password: PASSWORD })).ret).toBe(RET.OK);
  });

  it('wrong captchas count against the address too', async () => {
    const c = await clientFor(backend);
    const { account } = await owner(c);
    await guess(c, account, THRESHOLD, false);
    const ip = freshAddress();
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.passwordFailAddress.points + 1; i++) {
      rets.push((await postFrom(c.url, ip, login.path, { account, password: PASSWORD, captchaId: `bogus-captcha-id-${i}-xxxxxx`, captchaCode: 'abcd' })).ret);
    }
    expect(rets.slice(0, -1).every((r) => r === RET.CAPTCHA_REQUIRED)).toBe(true);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
    // The owner elsewhere is not refused.
    expect((await postFrom(c.url, freshAddress(), login.path, { account, password: PASSWORD, ...(await solvedCaptcha(c)) })).ret).toBe(RET.OK);
  });

  it('a password recovery lifts the captcha of the account', async () => {
    const c = await clientFor(backend);
    const email = `${unique('rec')}@example.com`;
    await owner(c, email);
    await guess(c, email, THRESHOLD, false);
    expect((await c.post(login.path, { account: email, password: PASSWORD })).ret).toBe(RET.CAPTCHA_REQUIRED);
    expect((await c.post('/api/Login/SendResetCode', { account: email, ...(await solvedCaptcha(c)) })).ret).toBe(RET.OK);
    const box = c.server.ctx.codes as DevOutbox;
    expect((await c.post('/api/Login/ResetPassword', { account: email, code: box.latest(email)!.code, password: 'new-pass-22' })).ret).toBe(RET.OK);
    expect((await c.post(login.path, { account: email, password: 'new-pass-22' })).ret).toBe(RET.OK);
  });
});

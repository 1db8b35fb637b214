// Issue 27 point 7a, "register needs its code": an account named by a phone or e-mail is made
// only with the code SendRegisterCode sent there (single use, bound to that phone or e-mail,
// 5 wrong tries, 10 minutes), so nobody can squat a number its owner registers later; the new
// account's contact counts as verified. A user name needs no code.
import { describe, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { register, sendRegisterCode } from '../../src/api/contract/user';
import type { DevOutbox } from '../../server/account/code-delivery';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { freshAddress, postFrom } from './from-address';
import { BACKENDS, clientFor, type Client } from './harness';
import { deliveredCode, registerWithCode } from './registration';

let seq = 0;
const unique = (p = 'rc') => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
/** A Chinese mobile number no other test uses (139 + pid, clock and a counter). */
const phone = () => `1398${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${seq++ % 10}`;
const PASSWORD = 'secret-pass-1';

const usersWith = async (c: Client, phoneOrEmail: string) =>
  (await c.server.db.query<{ id: number; contact_verified_at: number | null }>(
    'SELECT id, contact_verified_at FROM users WHERE phone = $1 OR lower(email) = lower($1)',
    [phoneOrEmail],
  )).rows;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(BACKENDS)('registration codes on %s', (backend) => {
  it('a phone account without a valid code is not made; with the code sent to it, it is, verified', async () => {
    const c = await clientFor(backend);
    const number = phone();
    expect(await c.post(register.path, { account: number, password: PASSWORD, AreaCode: '+86' })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '请输入验证码' });
    expect(await c.post(register.path, { account: number, password: PASSWORD, AreaCode: '+86', code: '123456' })).toMatchObject({
      ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取',
    });

    const sent = await c.post(sendRegisterCode.path, { account: number, AreaCode: '+86' });
    expect(sent).toMatchObject({ ret: RET.OK, msg: '验证码已发送', data: { expireSeconds: 600, resendSeconds: 60 } });
    const code = deliveredCode(c, number, '86');
    expect(code).toMatch(/^\d{6}$/);
    expect((c.server.ctx.codes as DevOutbox).latest(`86 ${number}`)!.text).toContain('注册');
    const stored = await c.server.db.query<{ code_hash: string }>('SELECT code_hash FROM register_codes WHERE target = $1', [number]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].code_hash).not.toContain(code);

    expect(await c.post(register.path, { account: number, password: PASSWORD, AreaCode: '+86', code: otherCode(code) })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码错误' });
    expect(await usersWith(c, number)).toEqual([]);

    const made = await c.post<{ id: number; token: Token; phone: string }>(register.path, { account: number, password: PASSWORD, AreaCode: '+86', code });
    expect(made.ret).toBe(RET.OK);
    const [row] = await usersWith(c, number);
    expect(row.id).toBe(made.data.id);
    expect(row.contact_verified_at).toBeGreaterThan(0);
    expect((await c.login(number, PASSWORD)).user.id).toBe(made.data.id);
  });

  it('an e-mail account takes its code too (any letter case) and is verified; the code works once', async () => {
    const c = await clientFor(backend);
    const email = `${unique('Mail')}@Example.com`;
    expect((await c.post(sendRegisterCode.path, { account: email })).ret).toBe(RET.OK);
    const code = deliveredCode(c, email);
    const made = await c.post<{ id: number }>(register.path, { account: email.toLowerCase(), password: PASSWORD, code });
    expect(made.ret).toBe(RET.OK);
    expect((await usersWith(c, email))[0].contact_verified_at).toBeGreaterThan(0);
    // Used: the same code does not make a second account (the address is taken anyway).
    expect((await c.post(register.path, { account: email, password: PASSWORD, code })).ret).toBe(RET.ACCOUNT_EXISTS);
    expect((await c.post(sendRegisterCode.path, { account: email })).ret).toBe(RET.ACCOUNT_EXISTS);
  });

  it('a user name needs no code and is not verified; SendRegisterCode refuses it', async () => {
    const c = await clientFor(backend);
    const name = unique('name');
    expect(await c.post(sendRegisterCode.path, { account: name })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '请输入手机号或邮箱' });
    const made = await c.post<{ id: number }>(register.path, { account: name, password: PASSWORD });
    expect(made.ret).toBe(RET.OK);
    const { rows } = await c.server.db.query<{ contact_verified_at: number | null }>('SELECT contact_verified_at FROM users WHERE id = $1', [made.data.id]);
    expect(rows[0].contact_verified_at).toBeNull();
  });

  it('squatting is impossible: a code belongs to its number, guesses kill it, and the owner registers later', async () => {
    const c = await clientFor(backend);
    const victim = phone();
    const mine = phone();
    // The squatter asks for codes: the victim's goes to the victim, the squatter's own to them.
    expect((await postFrom(c.url, freshAddress(), sendRegisterCode.path, { account: victim, AreaCode: '86' })).ret).toBe(RET.OK);
    expect((await postFrom(c.url, freshAddress(), sendRegisterCode.path, { account: mine, AreaCode: '86' })).ret).toBe(RET.OK);
    const myCode = deliveredCode(c, mine, '86');
    // The squatter's own code does not register the victim's number, nor the number in another region.
    expect(await postFrom(c.url, freshAddress(), register.path, { account: victim, password: PASSWORD, AreaCode: '86', code: myCode })).toMatchObject({ ret: RET.BAD_REQUEST });
    expect((await postFrom(c.url, freshAddress(), register.path, { account: mine, password: PASSWORD, AreaCode: '55', code: myCode })).ret).toBe(RET.BAD_REQUEST);
    // Guessing from many addresses: five wrong tries spend the code, then the checks are refused.
    const victimCode = deliveredCode(c, victim, '86');
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeCheckUser.points + 2; i++) {
      const guess = String((Number(victimCode) + 1 + i) % 1_000_000).padStart(6, '0');
      rets.push((await postFrom(c.url, freshAddress(), register.path, { account: victim, password: PASSWORD, AreaCode: '86', code: guess })).ret);
    }
    expect(rets).not.toContain(RET.OK);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
    expect(await usersWith(c, victim)).toEqual([]);
    await c.server.ctx.flood.forget('codeCheckUser', `register:86 ${victim}`);
    await c.server.ctx.flood.forget('registerAccount', `86:${victim}`);
    // The right code no longer works either: the wrong tries spent it.
    expect(await c.post(register.path, { account: victim, password: PASSWORD, AreaCode: '86', code: victimCode })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取' });
    // The owner asks for a fresh code (after the resend wait) and registers.
    await c.server.ctx.flood.forget('codeSendUser', `register:86 ${victim}`);
    const owner = await registerWithCode<{ id: number }>(c, { account: victim, password: 'owner-pass-1', AreaCode: '86' });
    expect(owner.ret).toBe(RET.OK);
    expect((await c.login(victim, 'owner-pass-1')).user.id).toBe(owner.data.id);
  });

  it('an expired code is refused; only the newest code of a number works', async () => {
    const c = await clientFor(backend);
    const email = `${unique('exp')}@example.com`;
    expect((await c.post(sendRegisterCode.path, { account: email })).ret).toBe(RET.OK);
    const first = deliveredCode(c, email);
    await c.server.ctx.flood.forget('codeSendUser', `register:${email}`);
    expect((await c.post(sendRegisterCode.path, { account: email })).ret).toBe(RET.OK);
    const second = deliveredCode(c, email);
    if (first !== second) expect((await c.post(register.path, { account: email, password: PASSWORD, code: first })).msg).toBe('验证码错误');
    await c.server.db.query('UPDATE register_codes SET expires_at = 1 WHERE target = $1', [email]);
    expect(await c.post(register.path, { account: email, password: PASSWORD, code: second })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取' });
  });

  it('sends are limited: one a minute per number, per address per hour; a malformed number is refused', async () => {
    const c = await clientFor(backend);
    const number = phone();
    expect((await c.post(sendRegisterCode.path, { account: number, AreaCode: '86' })).ret).toBe(RET.OK);
    expect((await c.post(sendRegisterCode.path, { account: number, AreaCode: '86' })).ret).toBe(RET.RATE_LIMITED);
    expect(await c.post(sendRegisterCode.path, { account: '12345678901', AreaCode: '86' })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '手机号格式不正确' });
    const ip = freshAddress();
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.codeSendAddress.points + 1; i++) {
      rets.push((await postFrom(c.url, ip, sendRegisterCode.path, { account: `${unique('many')}@example.com` })).ret);
    }
    expect(rets.filter((r) => r === RET.OK)).toHaveLength(FLOOD_LIMITS.codeSendAddress.points);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
  });
});

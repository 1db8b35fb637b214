// Issue 27 on the client (src/features/auth): the login captcha appears only when the server asks
// for it (ret 1004, or the failure that reached the count), goes with the next try and is
// replaced after each failed try; a phone or e-mail registration needs its code, sent with
// 获取验证码 and then a countdown before another.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { RET } from '@src/api/contract/envelope';
import { ApiError } from '@src/api/errors';
import {
  asksForCaptcha, registerBody, registerProblem, submitAuth, useLoginCaptcha, useRegisterCode, type LoginCaptcha, type RegisterCode,
} from '@src/features/auth';
import { secondsLeft } from '@src/lib/use-seconds-left';
import { sessionStore } from '@src/stores/session';
import { flush, mount, waitFor, type Mounted } from '../mobile/render';

const api = vi.hoisted(() => ({ login: vi.fn(), register: vi.fn(), sendRegisterCode: vi.fn(), getCaptcha: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { login: api.login, register: api.register, sendRegisterCode: api.sendRegisterCode, logout: vi.fn(), getCaptcha: api.getCaptcha }));

const USER = { id: 7, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 } };
const refused = (ret: number, data: unknown = null) => new ApiError('ret', 'refused', { ret, data });

let captchaSeq = 0;
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.getCaptcha.mockImplementation(async () => {
    captchaSeq++;
    return { captchaId: `captcha-id-${captchaSeq}-abcdefghij`, image: `data:image/svg+xml;base64,${captchaSeq}`, expireSeconds: 300 };
  });
  sessionStore.setState({ user: null, loginValid: false });
});

describe('login captcha (point 3)', () => {
  let m: Mounted | null = null;
  let captcha: LoginCaptcha;
  function Probe() {
    captcha = useLoginCaptcha();
    return null;
  }
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('tells which refusals ask for the captcha', () => {
    expect(asksForCaptcha(refused(RET.CAPTCHA_REQUIRED))).toBe(true);
    expect(asksForCaptcha(refused(RET.LOGIN_FAILED, { captchaRequired: true }))).toBe(true);
    expect(asksForCaptcha(refused(RET.LOGIN_FAILED))).toBe(false);
    expect(asksForCaptcha(refused(RET.RATE_LIMITED))).toBe(false);
    expect(asksForCaptcha(new Error('network'))).toBe(false);
  });

  it('hidden until asked; then an image, the answer goes with the retry, and a failed retry brings a fresh image', async () => {
    m = await mount(<Probe />);
    expect(captcha.needed).toBe(false);
    expect(captcha.solved).toBeNull();
    expect(api.getCaptcha).not.toHaveBeenCalled();

    // The server refuses without a captcha: the image appears.
    api.login.mockRejectedValueOnce(refused(RET.CAPTCHA_REQUIRED));
    const first = await submitAuth('login', { account: 'vip_demo', password: 'demo1234', confirm: '' }, '+86', captcha.solved);
    expect(first).toEqual({ ok: false, problem: null, captcha: true, sent: true });
    await act(async () => captcha.settle(first));
    await waitFor(() => captcha.image !== null, 'captcha image');
    expect(captcha.needed).toBe(true);
    const firstId = captcha.captchaId;

    // Without an answer nothing is sent.
    const empty = await submitAuth('login', { account: 'vip_demo', password: 'demo1234', confirm: '' }, '+86', captcha.solved);
    expect(empty).toMatchObject({ ok: false, problem: 'account.captchaRequired', sent: false });
    await act(async () => captcha.settle(empty));
    expect(captcha.captchaId).toBe(firstId);
    expect(api.login).toHaveBeenCalledTimes(1);

    // A wrong answer (or a wrong password): the captcha is spent, a fresh one replaces it.
    await act(async () => captcha.setAnswer(' ab3d '));
    api.login.mockRejectedValueOnce(refused(RET.LOGIN_FAILED));
    const wrong = await submitAuth('login', { account: 'vip_demo', password: 'nope', confirm: '' }, '+86', captcha.solved);
    expect(api.login).toHaveBeenLastCalledWith(
      { account: 'vip_demo', password: 'nope', device: 'mobile', captchaId: firstId, captchaCode: 'ab3d' },
      { loading: true },
    );
    await act(async () => captcha.settle(wrong));
    await waitFor(() => captcha.captchaId !== null && captcha.captchaId !== firstId, 'fresh captcha');
    expect(captcha.answer).toBe('');

    // The right password with the fresh answer signs in.
    await act(async () => captcha.setAnswer('xy7k'));
    api.login.mockResolvedValueOnce(USER);
    const ok = await submitAuth('login', { account: 'vip_demo', password: 'demo1234', confirm: '' }, '+86', captcha.solved);
    expect(ok.ok).toBe(true);
    expect(api.login).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: captcha.captchaId, captchaCode: 'xy7k' }), { loading: true });
    expect(sessionStore.getState().loginValid).toBe(true);
  });

  it('the failure that reached the count shows the captcha at once; 换一张 replaces the image', async () => {
    m = await mount(<Probe />);
    api.login.mockRejectedValueOnce(refused(RET.LOGIN_FAILED, { captchaRequired: true }));
    const out = await submitAuth('login', { account: 'vip_demo', password: 'nope', confirm: '' }, '+86', captcha.solved);
    expect(out).toMatchObject({ captcha: true });
    await act(async () => captcha.settle(out));
    await waitFor(() => captcha.image !== null, 'captcha image');
    const id = captcha.captchaId;
    await act(async () => captcha.setAnswer('abcd'));
    await act(async () => captcha.refresh());
    await waitFor(() => captcha.captchaId !== id && captcha.captchaId !== null, 'refreshed');
    expect(captcha.answer).toBe('');
  });

  it('a login failure without the ask keeps the captcha hidden', async () => {
    m = await mount(<Probe />);
    api.login.mockRejectedValueOnce(refused(RET.LOGIN_FAILED));
    const out = await submitAuth('login', { account: 'vip_demo', password: 'nope', confirm: '' }, '+86', captcha.solved);
    await act(async () => captcha.settle(out));
    await flush();
    expect(captcha.needed).toBe(false);
    expect(api.getCaptcha).not.toHaveBeenCalled();
  });
});

describe('registration code (point 7a)', () => {
  let m: Mounted | null = null;
  let code: RegisterCode;
  function Probe({ account, area }: { account: string; area: string }) {
    code = useRegisterCode(account, area);
    return null;
  }
  afterEach(() => {
    vi.useRealTimers();
    m?.unmount();
    m = null;
  });

  it('a phone or e-mail account needs its 6-digit code; a user name none', () => {
    const base = { password: 'secret12', confirm: 'secret12' };
    expect(registerProblem({ account: '13800138000', ...base })).toBe('account.codeInvalid');
    expect(registerProblem({ account: 'a@b.cn', ...base, code: '12345' })).toBe('account.codeInvalid');
    expect(registerProblem({ account: 'a@b.cn', ...base, code: ' 123456 ' })).toBeNull();
    expect(registerProblem({ account: 'newuser', ...base })).toBeNull();
    expect(registerBody({ account: ' 13800138000 ', ...base, code: '123456' }, '+852')).toEqual({ account: '13800138000', password: 'secret12', AreaCode: '+852', code: '123456' });
    expect(registerBody({ account: 'newuser', ...base, code: '123456' }, '+86')).toEqual({ account: 'newuser', password: 'secret12' });
  });

  it('sends the code with the area code, then counts down before another', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    m = await mount(<Probe account="13800138000" area="+86" />);
    expect(code.needed).toBe(true);
    expect(code.left).toBe(0);
    expect(code.target).toBe('+86 13800138000');
    api.sendRegisterCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    let out: unknown;
    await act(async () => {
      out = await code.send.run();
    });
    expect(out).toEqual({ ok: true, notice: { key: 'account.codeSentTo', params: { target: '+86 13800138000' } } });
    expect(api.sendRegisterCode).toHaveBeenCalledWith({ account: '13800138000', AreaCode: '+86' }, { loading: true });
    expect(code.left).toBe(60);
    // While waiting, another send asks nothing.
    await act(async () => {
      out = await code.send.run();
    });
    expect(out).toEqual({ ok: false, problem: null });
    expect(api.sendRegisterCode).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(code.left).toBe(45);
    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(code.left).toBe(0);
  });

  it('an e-mail goes without area code; a user name is refused before any call; a refused send starts no wait', async () => {
    m = await mount(<Probe account="Me@Example.com" area="+86" />);
    api.sendRegisterCode.mockRejectedValueOnce(refused(RET.ACCOUNT_EXISTS));
    let out: unknown;
    await act(async () => {
      out = await code.send.run();
    });
    expect(out).toEqual({ ok: false, problem: null });
    expect(api.sendRegisterCode).toHaveBeenCalledWith({ account: 'Me@Example.com' }, { loading: true });
    expect(code.left).toBe(0);
    await m.rerender(<Probe account="newuser" area="+86" />);
    expect(code.needed).toBe(false);
    await act(async () => {
      out = await code.send.run();
    });
    expect(out).toEqual({ ok: false, problem: 'user.registerCodeTarget' });
    expect(api.sendRegisterCode).toHaveBeenCalledTimes(1);
  });

  it('register sends the code', async () => {
    api.register.mockResolvedValue(USER);
    const out = await submitAuth('register', { account: 'a@b.cn', password: 'secret12', confirm: 'secret12', code: '654321' }, '+86');
    expect(out.ok).toBe(true);
    expect(api.register).toHaveBeenCalledWith({ account: 'a@b.cn', password: 'secret12', code: '654321' }, { loading: true });
  });

  it('secondsLeft rounds up and stops at 0', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(70_000, 10_000)).toBe(60);
    expect(secondsLeft(5_000, 10_000)).toBe(0);
  });
});

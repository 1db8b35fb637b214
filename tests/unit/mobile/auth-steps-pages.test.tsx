// Issue 27 in the phone views: the login page shows the captcha image, 换一张 and an answer field
// once the server asks, and sends the answer with the retry; the register page shows the code
// field and 获取验证码 (then its countdown) for a phone or e-mail account only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RET } from '@src/api/contract/envelope';
import { ApiError } from '@src/api/errors';
import LoginPage from '@layouts/mobile/pages/login/login-page';
import RegisterPage from '@layouts/mobile/pages/register/register-page';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import { click, flush, mount, waitFor, type Mounted } from './render';

const api = vi.hoisted(() => ({ login: vi.fn(), register: vi.fn(), sendRegisterCode: vi.fn(), getCaptcha: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { login: api.login, register: api.register, sendRegisterCode: api.sendRegisterCode, logout: vi.fn(), getCaptcha: api.getCaptcha }));

const USER = { id: 7, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 } };

function setInput(el: Element | null, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el!.dispatchEvent(new Event('input', { bubbles: true }));
}

let seq = 0;
let m: Mounted | null = null;
beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  api.getCaptcha.mockImplementation(async () => ({ captchaId: `captcha-${++seq}-abcdefghijklmn`, image: `data:image/svg+xml;base64,${seq}`, expireSeconds: 300 }));
  uiStore.setState({ toasts: [] });
  sessionStore.setState({ user: null, loginValid: false });
});
afterEach(() => {
  m?.unmount();
  m = null;
});

const render = (path: string, page: ReactElement) =>
  mount(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );

describe('phone login captcha', () => {
  it('appears when the server asks, goes with the retry and is replaced after a failed one', async () => {
    m = await render('/login', <LoginPage />);
    const q = (s: string) => m!.container.querySelector(s);
    expect(q('[data-testid="captcha-image"]')).toBeNull();
    await act(async () => {
      setInput(q('input[name="account"]'), 'vip_demo');
      setInput(q('input[name="password"]'), 'demo1234');
    });
    api.login.mockRejectedValueOnce(new ApiError('ret', '请输入图形验证码', { ret: RET.CAPTCHA_REQUIRED }));
    await click(q('[data-testid="login-submit"]'));
    await waitFor(() => !!q('[data-testid="captcha-image"]'), 'captcha image');
    const firstId = q('[data-testid="captcha-image"]')!.getAttribute('data-captcha-id');

    await act(async () => setInput(q('input[name="captcha"]'), 'wxyz'));
    api.login.mockRejectedValueOnce(new ApiError('ret', '图形验证码错误或已过期，请重新获取', { ret: RET.CAPTCHA_REQUIRED }));
    await click(q('[data-testid="login-submit"]'));
    await flush();
    expect(api.login).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: firstId, captchaCode: 'wxyz' }), { loading: true });
    await waitFor(() => q('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id') !== firstId, 'fresh captcha');
    expect((q('input[name="captcha"]') as HTMLInputElement).value).toBe('');

    await act(async () => setInput(q('input[name="captcha"]'), 'abcd'));
    api.login.mockResolvedValueOnce(USER);
    await click(q('[data-testid="login-submit"]'));
    await flush();
    expect(api.login).toHaveBeenLastCalledWith(expect.objectContaining({ captchaCode: 'abcd' }), { loading: true });
    expect(sessionStore.getState().loginValid).toBe(true);
  });

  it('换一张 brings another image', async () => {
    m = await render('/login', <LoginPage />);
    const q = (s: string) => m!.container.querySelector(s);
    await act(async () => {
      setInput(q('input[name="account"]'), 'vip_demo');
      setInput(q('input[name="password"]'), 'nope');
    });
    api.login.mockRejectedValueOnce(new ApiError('ret', '账号或密码错误', { ret: RET.LOGIN_FAILED, data: { captchaRequired: true } }));
    await click(q('[data-testid="login-submit"]'));
    await waitFor(() => !!q('[data-testid="captcha-image"]'), 'captcha image');
    const id = q('[data-testid="captcha-image"]')!.getAttribute('data-captcha-id');
    await click(q('[data-testid="captcha-refresh"]'));
    await waitFor(() => q('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id') !== id, 'refreshed');
  });
});

describe('phone registration code', () => {
  it('a user name shows no code; a phone shows it, sends it and counts down; register carries it', async () => {
    m = await render('/register', <RegisterPage />);
    const q = (s: string) => m!.container.querySelector(s);
    await act(async () => setInput(q('input[name="account"]'), 'newuser'));
    expect(q('[data-testid="send-code"]')).toBeNull();
    await act(async () => setInput(q('input[name="account"]'), '13800138000'));
    expect(q('[data-testid="send-code"]')?.textContent).toBe('获取验证码');

    // Without the code the form says so and sends nothing.
    await act(async () => {
      setInput(q('input[name="password"]'), 'secret12');
      setInput(q('input[name="confirm"]'), 'secret12');
    });
    await click(q('[data-testid="register-submit"]'));
    expect(api.register).not.toHaveBeenCalled();
    expect(uiStore.getState().toasts.map((t) => t.text)).toContain('请输入6位数字验证码');

    api.sendRegisterCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    await click(q('[data-testid="send-code"]'));
    await flush();
    expect(api.sendRegisterCode).toHaveBeenCalledWith({ account: '13800138000', AreaCode: '+86' }, { loading: true });
    expect(q('[data-testid="send-code"]')?.textContent).toMatch(/^(60|59)秒后重新获取$/);
    expect((q('[data-testid="send-code"]') as HTMLButtonElement).disabled).toBe(true);
    expect(uiStore.getState().toasts.map((t) => t.text)).toContain('验证码已发送至 +86 13800138000');

    await act(async () => setInput(q('input[name="code"]'), '12a3456'));
    api.register.mockResolvedValue(USER);
    await click(q('[data-testid="register-submit"]'));
    await flush();
    expect(api.register).toHaveBeenCalledWith({ account: '13800138000', password: 'secret12', AreaCode: '+86', code: '123456' }, { loading: true });
  });
});

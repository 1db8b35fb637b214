// Issue 27 in the TV views (jsdom, the real shell and focus layer): the login form shows the
// captcha image, a focusable 换一张 and an answer field once the server asks, and sends the answer
// with the retry; the register form shows 获取验证码 and the code field for a phone or e-mail.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { RET } from '@src/api/contract/envelope';
import { ApiError } from '@src/api/errors';
import { sessionStore } from '@src/stores/session';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { mount, settle, type Mounted } from '../focus/harness';

const api = vi.hoisted(() => ({ login: vi.fn(), register: vi.fn(), sendRegisterCode: vi.fn(), getCaptcha: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { login: api.login, register: api.register, sendRegisterCode: api.sendRegisterCode, getCaptcha: api.getCaptcha }));

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  if (!check()) throw new Error('waitFor: condition not met');
}

function typeInto(container: ParentNode, name: string, value: string) {
  const el = container.querySelector(`input[name="${name}"]`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el!.dispatchEvent(new Event('input', { bubbles: true }));
}

let seq = 0;
let m: Mounted | null = null;
beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  for (const f of Object.values(api)) f.mockReset();
  api.getCaptcha.mockImplementation(async () => ({ captchaId: `tv-captcha-${++seq}-abcdefghijk`, image: `data:image/svg+xml;base64,${seq}`, expireSeconds: 300 }));
  sessionStore.setState({ user: null, loginValid: false });
  initFocus({ platform: 'browser' });
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  destroyFocus();
});

const open = async (path: string) => {
  m = await mount(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Shell />
    </MemoryRouter>,
  );
  await waitFor(() => !!m!.container.querySelector('[data-testid="area-code"]'));
  return (s: string) => m!.container.querySelector<HTMLElement>(s);
};

describe('TV login captcha', () => {
  it('asked for: image, focusable 换一张 and the answer field; the answer goes with the retry', async () => {
    const q = await open('/login');
    expect(q('[data-testid="captcha-image"]')).toBeNull();
    await act(async () => {
      typeInto(m!.container, 'account', 'vip_demo');
      typeInto(m!.container, 'password', 'demo1234');
    });
    api.login.mockRejectedValueOnce(new ApiError('ret', '请输入图形验证码', { ret: RET.CAPTCHA_REQUIRED }));
    await act(async () => q('[data-testid="form-submit"]')!.click());
    await waitFor(() => !!q('[data-testid="captcha-image"]'));
    // The refresh is a focus item with a stable key, the answer a TV text field.
    expect(q('[data-testid="captcha-refresh"]')!.getAttribute('data-focus-key')).toMatch(/captcha-refresh/);
    expect(q('input[name="captcha"]')!.closest('[data-focus-key]')).not.toBeNull();
    const firstId = q('[data-testid="captcha-image"]')!.getAttribute('data-captcha-id');
    await act(async () => q('[data-testid="captcha-refresh"]')!.click());
    await waitFor(() => q('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id') !== firstId);
    const id = q('[data-testid="captcha-image"]')!.getAttribute('data-captcha-id');

    await act(async () => typeInto(m!.container, 'captcha', 'k7mn'));
    api.login.mockResolvedValueOnce({ id: 7, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 } });
    await act(async () => q('[data-testid="form-submit"]')!.click());
    await waitFor(() => sessionStore.getState().loginValid);
    expect(api.login).toHaveBeenLastCalledWith(expect.objectContaining({ account: 'vip_demo', device: 'mobile', captchaId: id, captchaCode: 'k7mn' }), { loading: true });
  });
});

describe('TV registration code', () => {
  it('a phone shows 获取验证码 and the code field; the send counts down; register carries the code', async () => {
    const q = await open('/register');
    await act(async () => typeInto(m!.container, 'account', 'tvuser'));
    expect(q('[data-testid="send-code"]')).toBeNull();
    await act(async () => typeInto(m!.container, 'account', 'me@example.com'));
    expect(q('[data-testid="send-code"]')?.textContent).toBe('获取验证码');
    api.sendRegisterCode.mockResolvedValue({ expireSeconds: 600, resendSeconds: 60 });
    await act(async () => q('[data-testid="send-code"]')!.click());
    await waitFor(() => /秒后重新获取$/.test(q('[data-testid="send-code"]')?.textContent ?? ''));
    expect(api.sendRegisterCode).toHaveBeenCalledWith({ account: 'me@example.com' }, { loading: true });
    await act(async () => {
      typeInto(m!.container, 'code', '246810');
      typeInto(m!.container, 'password', 'secret12');
      typeInto(m!.container, 'confirm', 'secret12');
    });
    api.register.mockResolvedValueOnce({ id: 8, token: { uid: 8, gid: 1, sign: 'x', expire: 9999999999 } });
    await act(async () => q('[data-testid="form-submit"]')!.click());
    await waitFor(() => api.register.mock.calls.length > 0);
    expect(api.register).toHaveBeenCalledWith({ account: 'me@example.com', password: 'secret12', code: '246810' }, { loading: true });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { settingsStore } from '@src/stores/settings';
import { uiStore } from '@src/stores/ui';
import { getLang, setLang } from '@src/i18n';
import LoginPage from '@layouts/mobile/pages/login/login-page';
import SettingsPage from '@layouts/mobile/pages/settings/settings-page';
import { authBody, redirectTarget, registerProblem } from '@src/features/auth';
import { click, flush, mount, waitFor, type Mounted } from './render';
import { LocationProbe, probe } from './harness';

const login = vi.fn();
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { login: (...a: unknown[]) => login(...a), logout: vi.fn(), register: vi.fn() }));

const demoUser = {
  id: 7,
  nickName: 'demo',
  avatar: '',
  vipLevel: 0,
  vipTypeName: '',
  vipCategoryId: 0,
  eDate: '',
  userNameRaw: 'member_demo',
  phone: '',
  AreaCode: '',
  email: '',
  sex: 1,
  introduce: '',
  level: 1,
  gold: 0,
  newWorks: false,
  totalMsgCount: 0,
  bigV: false,
  kefu: false,
  token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 },
} satisfies User;

function setInput(el: HTMLInputElement, value: string) {
  // React tracks the value property; go through the native setter so onChange fires.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

const toasts = () => uiStore.getState().toasts.map((t) => t.text);

describe('login page', () => {
  let m: Mounted | null = null;
  beforeEach(() => {
    login.mockReset();
    uiStore.setState({ toasts: [] });
    sessionStore.setState({ user: null, loginValid: false });
  });
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  const render = (search = '') =>
    mount(
      <MemoryRouter initialEntries={[`/login${search}`]}>
        <Routes>
          <Route path="*" element={<LoginPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>,
    );

  it('has inputs named account and password and a login-submit button', async () => {
    m = await render();
    expect(m.container.querySelector('input[name="account"]')).not.toBeNull();
    expect(m.container.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    expect(m.container.querySelector('[data-testid="login-submit"]')).not.toBeNull();
  });

  it('an empty account is refused with a clear message and no request', async () => {
    m = await render();
    await click(m.container.querySelector('[data-testid="login-submit"]'));
    expect(login).not.toHaveBeenCalled();
    expect(toasts()).toContain('请输入账号');
  });

  it('logs in with a user name (no area code), stores the session and leaves for ?redirect=', async () => {
    login.mockResolvedValue(demoUser);
    m = await render('?redirect=%2Fsettings');
    await act(async () => {
      setInput(m!.container.querySelector('input[name="account"]')!, 'member_demo');
      setInput(m!.container.querySelector('input[name="password"]')!, 'demo1234');
    });
    await click(m.container.querySelector('[data-testid="login-submit"]'));
    await flush();
    // The login names its device kind (one session per kind, docs/api.md).
    expect(login).toHaveBeenCalledWith({ account: 'member_demo', password: 'demo1234', device: 'mobile' }, { loading: true });
    expect(sessionStore.getState().user?.id).toBe(7);
    expect(sessionStore.getState().loginValid).toBe(true);
    expect(probe.pathname).toBe('/settings');
  });

  it('a failed login keeps the typed input', async () => {
    login.mockRejectedValue(new Error('1001'));
    m = await render();
    await act(async () => {
      setInput(m!.container.querySelector('input[name="account"]')!, 'member_demo');
      setInput(m!.container.querySelector('input[name="password"]')!, 'wrongpass');
    });
    await click(m.container.querySelector('[data-testid="login-submit"]'));
    await flush();
    expect(sessionStore.getState().user).toBeNull();
    expect(m.container.querySelector<HTMLInputElement>('input[name="account"]')?.value).toBe('member_demo');
  });

  it('form rules: phone numbers carry the area code; register checks the confirmation', () => {
    expect(authBody(' 13800138000 ', 'secret1', '+86')).toEqual({ account: '13800138000', password: 'secret1', AreaCode: '+86' });
    expect(authBody('a@b.cn', 'secret1', '+86')).toEqual({ account: 'a@b.cn', password: 'secret1' });
    expect(registerProblem({ account: 'newuser', password: 'secret12', confirm: 'secret13' })).toBe('user.passwordMismatch');
    expect(registerProblem({ account: 'newuser', password: '123', confirm: '123' })).toBe('user.passwordTooShort');
    expect(registerProblem({ account: 'newuser', password: 'secret12', confirm: 'secret12' })).toBeNull();
    expect(redirectTarget('?redirect=//evil.example')).toBeNull();
    expect(redirectTarget('?redirect=/login')).toBeNull();
  });
});

describe('settings page', () => {
  let m: Mounted | null = null;
  afterEach(async () => {
    m?.unmount();
    m = null;
    if (getLang() !== 'zh-CN') await setLang('zh-CN');
  });

  const render = () =>
    mount(
      <MemoryRouter initialEntries={['/settings']}>
        <SettingsPage />
      </MemoryRouter>,
    );

  it('toggles the local settings and persists them', async () => {
    m = await render();
    const before = settingsStore.getState().enableNotify;
    await click(m.container.querySelector('[data-testid="setting-enableNotify"]'));
    expect(settingsStore.getState().enableNotify).toBe(!before);
    expect(localStorage.getItem('enableNotify')).toBe(String(!before));
    const skip = settingsStore.getState().moreFun.skip;
    await click(m.container.querySelector('[data-testid="setting-moreFun-skip"]'));
    expect(settingsStore.getState().moreFun.skip).toBe(!skip);
    expect(JSON.parse(localStorage.getItem('watch_more_fun') ?? '{}').skip).toBe(!skip);
    // 连续播放 is the third moreFun switch, stored with the other two.
    const both = settingsStore.getState().moreFun.both;
    await click(m.container.querySelector('[data-testid="setting-moreFun-both"]'));
    expect(settingsStore.getState().moreFun.both).toBe(!both);
    expect(JSON.parse(localStorage.getItem('watch_more_fun') ?? '{}').both).toBe(!both);
    // 只接收好友私信 is the server's flag: a guest has none, so no row.
    expect(m.container.querySelector('[data-testid="setting-onlyReceiveFriendMessage"]')).toBeNull();
  });

  it('the language switch toggles 简体中文 / 繁体中文', async () => {
    m = await render();
    const sw = () => m!.container.querySelector('[data-testid="lang-switch"]')!;
    expect(sw().textContent).toContain('简体中文');
    await click(sw());
    // The traditional dictionary is a lazily loaded chunk (converted by OpenCC in the build).
    // Many tries: on a cold transform cache the build-time conversion of the dictionary comes first.
    await waitFor(() => getLang() === 'zh-TW', 'switched to zh-TW', 4000);
    await flush();
    expect(sw().textContent).toContain('繁体中文');
    await click(sw());
    await waitFor(() => getLang() === 'zh-CN', 'switched back', 400);
    await flush();
    expect(sw().textContent).toContain('简体中文');
  });
});

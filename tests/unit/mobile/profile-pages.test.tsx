// Issue 12 profile pages in the phone layout (jsdom): the nickname form against the contract's
// limit, the gender choice, the login gate, and account security's device list and sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { uiStore } from '@src/stores/ui';
import EditNicknamePage from '@layouts/mobile/pages/profile/edit-nickname-page';
import EditGenderPage from '@layouts/mobile/pages/profile/edit-gender-page';
import EditInfoPage from '@layouts/mobile/pages/profile/edit-info-page';
import AccountSecurityPage from '@layouts/mobile/pages/profile/account-security-page';
import { click, flush, mount, waitFor, type Mounted } from './render';
import { LocationProbe, probe } from './harness';

const api = vi.hoisted(() => ({ updateUserInfo: vi.fn(), getAccountSecurity: vi.fn(), signOutOtherDevices: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { updateUserInfo: api.updateUserInfo, getAccountSecurity: api.getAccountSecurity, signOutOtherDevices: api.signOutOtherDevices }));

const user = (over: Partial<User> = {}): User => ({
  id: 7, nickName: '旧名字', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'demo', phone: '13800001234', AreaCode: '86', email: '',
  sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0, bigV: false, kefu: false, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 }, ...over,
});

function setInput(el: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

const toasts = () => uiStore.getState().toasts.map((t) => t.text);
let m: Mounted | null = null;

const render = (page: ReactNode, entries: string[]) =>
  mount(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

beforeEach(() => {
  for (const f of Object.values(api)) f.mockReset();
  uiStore.setState({ toasts: [], dialogs: [] });
  sessionStore.setState({ user: user(), loginValid: true });
});
afterEach(() => {
  m?.unmount();
  m = null;
});

describe('nickname page', () => {
  const input = () => m!.container.querySelector<HTMLInputElement>('input[name="nickName"]')!;

  it('starts from the current nickname, is limited to 20 characters and counts them', async () => {
    m = await render(<EditNicknamePage />, ['/editInfo', '/editNickname']);
    expect(input().value).toBe('旧名字');
    expect(input().maxLength).toBe(20);
    await act(async () => setInput(input(), '新的名字'));
    expect(m.container.querySelector('[data-testid="char-count"]')?.textContent).toBe('4/20');
  });

  it('saves and goes back to /editInfo', async () => {
    api.updateUserInfo.mockResolvedValue(user({ nickName: '新的名字' }));
    m = await render(<EditNicknamePage />, ['/editInfo', '/editNickname']);
    await act(async () => setInput(input(), ' 新的名字 '));
    await click(m.container.querySelector('[data-testid="profile-save"]'));
    await flush();
    expect(api.updateUserInfo).toHaveBeenCalledWith({ nickName: '新的名字' }, { loading: true });
    expect(sessionStore.getState().user?.nickName).toBe('新的名字');
    expect(toasts()).toContain('保存成功');
    expect(probe.pathname).toBe('/editInfo');
  });

  it('an over-long or empty nickname gets a clear message and is not sent', async () => {
    m = await render(<EditNicknamePage />, ['/editInfo', '/editNickname']);
    await act(async () => setInput(input(), '长'.repeat(21)));
    await click(m.container.querySelector('[data-testid="profile-save"]'));
    await act(async () => setInput(input(), '   '));
    await click(m.container.querySelector('[data-testid="profile-save"]'));
    await flush();
    expect(toasts()).toEqual(['昵称不能超过20个字', '昵称不能为空']);
    expect(api.updateUserInfo).not.toHaveBeenCalled();
    expect(probe.pathname).toBe('/editNickname');
  });
});

describe('gender page', () => {
  it('marks the current choice and saves the other', async () => {
    api.updateUserInfo.mockResolvedValue(user({ sex: 0 }));
    m = await render(<EditGenderPage />, ['/editInfo', '/editGender']);
    expect(m.container.querySelector('[data-testid="gender-1"]')?.getAttribute('aria-checked')).toBe('true');
    await click(m.container.querySelector('[data-testid="gender-0"]'));
    await flush();
    expect(api.updateUserInfo).toHaveBeenCalledWith({ sex: 0 }, { loading: true });
    expect(probe.pathname).toBe('/editInfo');
  });
});

describe('edit info page', () => {
  it('links the field pages and account security', async () => {
    m = await render(<EditInfoPage />, ['/editInfo']);
    const to = (id: string) => m!.container.querySelector(`[data-testid="${id}"]`)?.getAttribute('href');
    expect([to('edit-nickname'), to('edit-gender'), to('edit-introduce'), to('edit-security')]).toEqual(['/editNickname', '/editGender', '/editIntroduce', '/accountSecurity']);
    expect(m.container.querySelector('[data-testid="edit-gender"]')?.textContent).toContain('男');
    expect(m.container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('asks a signed-out visitor to log in', async () => {
    sessionStore.setState({ user: null, loginValid: false });
    m = await render(<EditInfoPage />, ['/editInfo']);
    expect(m.container.querySelector('[data-testid="edit-nickname"]')).toBeNull();
    expect(m.container.textContent).toContain('去登录');
  });
});

describe('account security page', () => {
  const security = {
    hasPassword: true, phone: '13800001234', AreaCode: '86', email: '',
    devices: [
      { deviceName: '电视 · Chrome', ip: '10.0.0.2', createdAt: 1, lastSeen: 9, current: false },
      { deviceName: 'Android 手机 · Chrome', ip: '10.0.0.1', createdAt: 2, lastSeen: 5, current: true },
    ],
  };

  it('shows the masked phone, this device first, and signs the others out after a confirmation', async () => {
    api.getAccountSecurity.mockResolvedValue(security);
    m = await render(<AccountSecurityPage />, ['/accountSecurity']);
    await waitFor(() => m!.container.querySelector('[data-testid="sign-out-others"]') !== null, 'security loaded');
    expect(m.container.querySelector('[data-testid="security-phone"]')?.textContent).toContain('+86 13*******34');
    expect(m.container.querySelector('[data-testid="security-email"]')?.textContent).toContain('未绑定');
    const devices = [...m.container.querySelectorAll('[data-testid="device"]')].map((d) => d.textContent);
    expect(devices[0]).toContain('(本机)');
    expect(devices[1]).toContain('电视');

    const fresh = user({ token: { uid: 7, gid: 2, sign: 'y', expire: 9999999999 } });
    api.signOutOtherDevices.mockResolvedValue(fresh);
    await click(m.container.querySelector('[data-testid="sign-out-others"]'));
    const dialog = uiStore.getState().dialogs[0];
    expect(dialog.message).toBe('确定退出其他所有设备上的登录吗？');
    expect(api.signOutOtherDevices).not.toHaveBeenCalled();
    await act(async () => dialog.resolve('ok'));
    // (The list asks again through the app's query client; the e2e test sees it shrink.)
    await waitFor(() => api.signOutOtherDevices.mock.calls.length === 1 && sessionStore.getState().user?.token.gid === 2, 'others signed out');
    expect(toasts()).toContain('已退出其他设备');
  });
});

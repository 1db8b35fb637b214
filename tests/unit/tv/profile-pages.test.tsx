// Issue 12 profile pages on TV (jsdom, the real shell and focus layer): arrival focuses the
// first control, the remote moves between the choices and OK saves; account security shows the
// devices and the sign-out button.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { mount, press, settle, KEYS, focusedKey } from '../focus/harness';

const api = vi.hoisted(() => ({ updateUserInfo: vi.fn(), getAccountSecurity: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), { updateUserInfo: api.updateUserInfo, getAccountSecurity: api.getAccountSecurity }));

const user = (over: Partial<User> = {}): User => ({
  id: 7, nickName: 'demo', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'demo', phone: '', AreaCode: '', email: 'me@example.com',
  sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0, bigV: false, kefu: false, token: { uid: 7, gid: 1, sign: 'x', expire: 9999999999 }, ...over,
});

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  for (const f of Object.values(api)) f.mockReset();
  sessionStore.setState({ user: user(), loginValid: true });
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('TV profile pages', () => {
  it('/editGender: focus on arrival, down to 女, OK saves it', async () => {
    api.updateUserInfo.mockResolvedValue(user({ sex: 0 }));
    const m = await mount(
      <MemoryRouter initialEntries={['/editInfo', '/editGender']} initialIndex={1}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => (focusedKey(m.container) ?? '').includes('edit/gender'));
    expect(m.container.querySelector('.focused')?.getAttribute('data-testid')).toBe('gender-1');
    await press(...KEYS.down);
    await waitFor(() => m.container.querySelector('.focused')?.getAttribute('data-testid') === 'gender-0');
    await press(...KEYS.enter);
    await waitFor(() => api.updateUserInfo.mock.calls.length > 0);
    expect(api.updateUserInfo).toHaveBeenCalledWith({ sex: 0 }, { loading: true });
    await waitFor(() => sessionStore.getState().user?.sex === 0);
    expect(sessionStore.getState().user?.sex).toBe(0);
    await m.unmount();
  });

  it('/accountSecurity: the rows take focus, the devices show, down moves to the e-mail row', async () => {
    api.getAccountSecurity.mockResolvedValue({
      hasPassword: true, phone: '', AreaCode: '', email: 'meandyou@example.com',
      devices: [
        { deviceName: '电视 · Chrome', ip: '10.0.0.2', createdAt: 1, lastSeen: 9, current: true },
        { deviceName: 'Android 手机 · Chrome', ip: '10.0.0.1', createdAt: 2, lastSeen: 5, current: false },
      ],
    });
    const m = await mount(
      <MemoryRouter initialEntries={['/accountSecurity']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => (focusedKey(m.container) ?? '').includes('security/list'));
    expect(m.container.querySelector('.focused')?.getAttribute('data-testid')).toBe('security-phone');
    expect(m.container.querySelector('[data-testid="security-email"]')?.textContent).toContain('me******@example.com');
    expect([...m.container.querySelectorAll('[data-testid="device"]')].map((d) => d.textContent?.includes('本机'))).toEqual([true, false]);
    // (Moving between the sections needs real layout: the TV e2e test walks down to sign-out.)
    await press(...KEYS.down);
    await waitFor(() => m.container.querySelector('.focused')?.getAttribute('data-testid') === 'security-email');
    expect(m.container.querySelector('.focused')?.getAttribute('data-testid')).toBe('security-email');
    expect(m.container.querySelector('[data-testid="sign-out-others"]')).not.toBeNull();
    await m.unmount();
  });
});

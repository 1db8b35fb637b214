import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ROUTES } from '@src/routes/table';
import { uiStore } from '@src/stores/ui';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { isNotAvailable, TV_PAGES } from '@layouts/tv/page-map';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { avatarTarget } from '@layouts/tv/components/avatar';
import { validateAccount } from '@layouts/tv/components/account-form';
import { mount, press, settle, KEYS } from '../focus/harness';

// The top menu loads its VIP activity module lazily after mounting; loaded once here, so the
// import is not still in flight when the test environment closes (an unhandled error then).
beforeAll(async () => {
  await import('@src/features/vip/menu-activity');
});

vi.mock('@src/features/catalog/catalog-data', async (original) => {
  const empty = async () => ({ list: [], page: 1, pageSize: 30, total: 0, hasMore: false });
  return {
    ...(await original<object>()),
    loadHomeRows: async () => ({ list: [{ id: 's1', title: '电影', videos: [] }], hasMore: false }),
    loadWatching: async () => [],
    fetchDiscovery: empty,
    fetchRank: empty,
    fetchCategory: empty,
    fetchSearch: empty,
    loadNavigation: async () => [],
  };
});

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
});
afterEach(() => {
  destroyFocus();
  uiStore.setState({ dialogs: [], toasts: [], loadingCount: 0 });
});

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

describe('TV page map', () => {
  it('maps every route to its page (the not-available page only for later work, none today)', () => {
    for (const r of ROUTES) {
      expect(TV_PAGES[r.name]).toBeDefined();
      expect(isNotAvailable(r.name)).toBe(r.issue !== undefined);
    }
  });
});

describe('TV shell', () => {
  it('has the five top-menu destinations', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    const paths = Array.from(m.container.querySelectorAll('.tv-menu-item')).map((el) => el.getAttribute('data-path'));
    expect(paths).toEqual(['/', '/discovery', '/vip', '/rank', '/user']);
    expect(m.container.querySelector('.tv-menu')?.textContent).toContain('首页');
    await m.unmount();
  });

  it('asks to exit on Back at a root page; Back again closes the dialog', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => !!m.container.querySelector('[data-page="Home"]'));
    await press(...KEYS.escape);
    await waitFor(() => !!m.container.querySelector('[data-testid="tv-dialog"]'));
    expect(m.container.querySelector('[data-testid="tv-dialog"]')?.textContent).toContain('确定要退出吗？');
    await press(...KEYS.escape);
    await waitFor(() => !m.container.querySelector('[data-testid="tv-dialog"]'));
    expect(m.container.querySelector('[data-testid="tv-dialog"]')).toBeNull();
    expect(m.container.querySelector('[data-page="Home"]')).not.toBeNull();
    await m.unmount();
  });

  it('keeps a kept-alive page mounted but hidden while another page shows', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => !!m.container.querySelector('[data-page="Home"]'));
    const menuUser = m.container.querySelector('[data-path="/user"]') as HTMLElement;
    await act(async () => {
      menuUser.click();
    });
    await waitFor(() => !!m.container.querySelector('[data-page="PersonalCenter"]'));
    const home = m.container.querySelector('[data-page="Home"]') as HTMLElement;
    expect(home).not.toBeNull();
    expect(home.className).toContain('tv-page-hidden');
    await m.unmount();
  });
});

describe('TV kept pages: Back or anew (targetPage, isFallBack, nonFallback)', () => {
  let nav: NavigateFunction | null = null;
  function Nav() {
    nav = useNavigate();
    return null;
  }
  const go = async (to: string | number, replace = false) => {
    await act(async () => {
      if (typeof to === 'number') void nav!(to);
      else void nav!(to, replace ? { replace: true } : undefined);
    });
  };

  it('a kept page is the same instance on Back and on its tab at the same address, a new one at another address', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Nav />
        <Shell />
      </MemoryRouter>,
    );
    const home = () => m.container.querySelector('[data-page="Home"]');
    await waitFor(() => !!home());
    const first = home();
    await go('/watch?id=v1001');
    await waitFor(() => !!m.container.querySelector('[data-page="Watch"]'));
    await go(-1);
    await waitFor(() => !m.container.querySelector('[data-page="Watch"]'));
    expect(home()).toBe(first);
    await go('/user', true);
    await waitFor(() => !!m.container.querySelector('[data-page="PersonalCenter"]'));
    await go('/', true);
    await waitFor(() => !home()?.className.includes('tv-page-hidden'));
    expect(home()).toBe(first);
    await go('/live', true);
    await waitFor(() => !!home() && home() !== first);
    expect(home()).not.toBe(first);
    await m.unmount();
  });
});

describe('TV pieces', () => {
  it('avatar opens /space/{id} only with a user id and when clicks are allowed', () => {
    expect(avatarTarget(42)).toBe('/space/42');
    expect(avatarTarget(undefined)).toBeNull();
    expect(avatarTarget(42, true)).toBeNull();
  });

  it('validates the account form before sending', () => {
    expect(validateAccount('login', { account: ' ', password: 'x' })).toBe('请输入账号');
    expect(validateAccount('login', { account: 'vip_demo', password: '' })).toBe('请输入密码');
    expect(validateAccount('register', { account: 'new_user', password: '1234567', confirm: '1234567' })).toBe('密码至少8位');
    expect(validateAccount('login', { account: 'vip_demo', password: '123' })).toBeNull();
    expect(validateAccount('register', { account: 'new_user', password: 'demo1234', confirm: 'demo12345' })).toBe('两次输入的密码不一致');
    expect(validateAccount('login', { account: 'vip_demo', password: 'demo1234' })).toBeNull();
  });
});

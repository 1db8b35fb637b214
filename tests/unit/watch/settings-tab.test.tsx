// Shield management is the ?tab=shield view of the settings page in both layouts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@src/api/contract/common';
import { sessionStore } from '@src/stores/session';
import { shieldStore } from '@src/stores/shield';
import { SHIELD_SETTINGS_URL, settingsTabFrom } from '@src/features/shield/shield-route';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { PageFrame } from '@layouts/tv/shell/page-frame';
import { TvNavigation } from '@layouts/tv/router/navigate';
import MobileSettingsPage from '@layouts/mobile/pages/settings/settings-page';
import TvSettingsPage from '@layouts/tv/pages/settings';
import { focusKey } from '@focus/focus-actions';
import { mount, press, settle, type Mounted } from '../focus/harness';

const user = {
  id: 9, nickName: 'demo', avatar: '', vipLevel: 0, vipTypeName: '', vipCategoryId: 0, eDate: '', userNameRaw: 'member_demo',
  phone: '', AreaCode: '', email: '', sex: 1, introduce: '', level: 1, gold: 0, newWorks: false, totalMsgCount: 0,
  bigV: false, kefu: false, token: { uid: 9, gid: 1, sign: 'x', expire: 9999999999 },
} satisfies User;

const where = { path: '' };
function Probe() {
  const l = useLocation();
  where.path = l.pathname + l.search;
  return null;
}

const render = (Page: () => React.ReactNode, url: string) =>
  mount(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <Probe />
    </MemoryRouter>,
  );

// The TV layout has no route tree (its shell matches the table itself): the page under a bare
// router, with the shell's stable navigate.
const renderTv = (url: string) =>
  mount(
    <MemoryRouter initialEntries={[url]}>
      <TvNavigation>
        <PageFrame name="Settings" active>
          <TvSettingsPage />
        </PageFrame>
      </TvNavigation>
      <Probe />
    </MemoryRouter>,
  );

const q = (m: Mounted, id: string) => m.container.querySelector(`[data-testid="${id}"]`);

let m: Mounted | null = null;
beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
  sessionStore.setState({ user: null, loginValid: false });
  shieldStore.getState().clear();
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  destroyFocus();
});

describe('settings ?tab=shield', () => {
  it('reads the tab from the query; anything else is the main list', () => {
    expect(settingsTabFrom('?tab=shield')).toBe('shield');
    expect(settingsTabFrom('?layout=tv&tab=SHIELD')).toBe('shield');
    expect(settingsTabFrom('')).toBe('main');
    expect(settingsTabFrom('?tab=other')).toBe('main');
    expect(SHIELD_SETTINGS_URL).toBe('/settings?tab=shield');
  });

  it('mobile: the 屏蔽管理 entry opens the shield manager with the user\'s lists', async () => {
    sessionStore.setState({ user, loginValid: true });
    shieldStore.getState().setKeywords(['剧透', '广告']);
    shieldStore.getState().setUsers([{ uid: 5, nickName: '路人', avatar: '' }]);
    m = await render(MobileSettingsPage, '/settings');
    expect(q(m, 'settings-shield')).toBeNull();
    const entry = q(m, 'setting-shield');
    expect(entry?.textContent).toContain('屏蔽管理');
    await act(async () => (entry as HTMLElement).click());
    await settle();
    expect(where.path).toBe('/settings?tab=shield');
    expect(q(m, 'settings-shield')).not.toBeNull();
    expect(q(m, 'setting-shield')).toBeNull();
    const keywords = [...m.container.querySelectorAll('[data-testid="shield-keyword"]')];
    expect(keywords.map((e) => e.textContent?.trim())).toEqual(['剧透', '广告']);
    // The delete mark is an SVG icon, not a glyph.
    expect(keywords.every((e) => e.querySelector('svg[data-icon="close"]'))).toBe(true);
    expect(m.container.querySelectorAll('[data-testid="shield-user"]')).toHaveLength(1);
  });

  it('mobile: a visitor opening /settings?tab=shield is asked to log in', async () => {
    m = await render(MobileSettingsPage, '/settings?tab=shield');
    expect(q(m, 'settings-shield')).not.toBeNull();
    expect(q(m, 'shield-login')?.textContent).toContain('登录');
  });

  it('TV: OK on the 屏蔽管理 row opens the shield tab', async () => {
    sessionStore.setState({ user, loginValid: true });
    shieldStore.getState().setKeywords(['剧透']);
    m = await renderTv('/settings');
    await settle(5);
    const row = q(m, 'setting-shield');
    expect(row?.textContent).toContain('屏蔽管理');
    // jsdom has no layout for arrow geometry: put focus on the row as the arrows would.
    await act(async () => focusKey(row!.getAttribute('data-focus-key')!));
    await settle();
    expect(row?.classList.contains('focused')).toBe(true);
    await press('Enter', 13);
    await settle(5);
    expect(where.path).toBe('/settings?tab=shield');
    expect(q(m, 'settings-shield')).not.toBeNull();
    expect(q(m, 'shield-manager')).not.toBeNull();
    expect(q(m, 'shield-keyword')?.textContent?.trim()).toBe('剧透');
    expect(q(m, 'shield-keyword')?.querySelector('svg[data-icon="close"]')).not.toBeNull();
  });

  it('TV: a visitor on the shield tab gets a focusable login button', async () => {
    m = await renderTv('/settings?tab=shield');
    await settle(5);
    expect(q(m, 'settings-shield')).not.toBeNull();
    expect(q(m, 'shield-login-button')?.classList.contains('focused')).toBe(true);
  });
});

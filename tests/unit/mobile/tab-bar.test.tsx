import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TabBarView } from '@layouts/mobile/shell/tab-bar/tab-bar-view';
import { useTabTap } from '@layouts/mobile/shell/tab-bar/use-tab-tap';
import { activeTab, redDots } from '@layouts/mobile/shell/tab-bar/tab-rules';
import { registerScrollContainer } from '@layouts/mobile/shell/scroll-registry';
import { useLocation } from 'react-router-dom';
import { click, mount, type Mounted } from './render';
import { LocationProbe, probe } from './harness';

const labels = { home: '首页', discovery: '发现', vip: 'VIP', rank: '热播', user: '我的' };

function Bar({ ios, user }: { ios: boolean; user?: { newWorks?: boolean; totalMsgCount?: number } }) {
  const onTap = useTabTap(ios);
  const { pathname } = useLocation();
  return <TabBarView active={activeTab(pathname)} labels={labels} dots={redDots(user)} onTap={onTap} />;
}

function renderBar(ios: boolean, path = '/', user?: { newWorks?: boolean; totalMsgCount?: number }) {
  return mount(
    <MemoryRouter initialEntries={['/search', path]} initialIndex={1}>
      <Routes>
        <Route path="*" element={<Bar ios={ios} user={user} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const q = (m: Mounted, name: string) => m.container.querySelector(`[data-testid="tab-${name}"]`);

describe('mobile tab bar', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('shows the five labels with data-testid tab-<name>', async () => {
    m = await renderBar(false);
    expect(['home', 'discovery', 'vip', 'rank', 'user'].map((n) => q(m!, n)?.textContent)).toEqual(['首页', '发现', 'VIP', '热播', '我的']);
    expect(q(m, 'home')?.getAttribute('aria-current')).toBe('page');
  });

  it('tapping another tab replaces the route', async () => {
    m = await renderBar(false);
    await click(q(m, 'rank'));
    expect(probe.pathname).toBe('/rank');
    expect(probe.type).toBe('REPLACE');
    await click(q(m, 'discovery'));
    expect(probe.pathname).toBe('/discovery');
    expect(probe.type).toBe('REPLACE');
  });

  it('discovery on iOS Safari pushes; other tabs still replace there', async () => {
    m = await renderBar(true);
    await click(q(m, 'discovery'));
    expect(probe.pathname).toBe('/discovery');
    expect(probe.type).toBe('PUSH');
    await click(q(m, 'user'));
    expect(probe.pathname).toBe('/user');
    expect(probe.type).toBe('REPLACE');
  });

  it('tapping the current tab scrolls that page to top and does not navigate', async () => {
    m = await renderBar(false, '/rank');
    const scroller = document.createElement('div');
    scroller.scrollTop = 640;
    const unregister = registerScrollContainer('HotBroadcast', scroller);
    const before = probe.type;
    await click(q(m, 'rank'));
    expect(scroller.scrollTop).toBe(0);
    expect(probe.pathname).toBe('/rank');
    expect(probe.type).toBe(before);
    unregister();
  });

  it('red dots: discovery for new works, mine for unread messages', async () => {
    m = await renderBar(false, '/', { newWorks: true, totalMsgCount: 2 });
    expect(m.container.querySelector('[data-testid="tab-dot-discovery"]')).not.toBeNull();
    expect(m.container.querySelector('[data-testid="tab-dot-user"]')).not.toBeNull();
    m.unmount();
    m = await renderBar(false, '/', { newWorks: false, totalMsgCount: 0 });
    expect(m.container.querySelector('[data-testid^="tab-dot-"]')).toBeNull();
  });
});

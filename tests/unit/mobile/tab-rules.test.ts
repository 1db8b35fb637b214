import { describe, expect, it } from 'vitest';
import { activeTab, redDots, tabAction, TABS, vipTabLabel } from '@layouts/mobile/shell/tab-bar/tab-rules';

const tab = (name: string) => TABS.find((t) => t.name === name)!;

describe('bottom tab bar rules (spec 001 §2)', () => {
  it('lists the five tabs with their routes in order', () => {
    expect(TABS.map((t) => [t.name, t.path])).toEqual([
      ['home', '/'],
      ['discovery', '/discovery'],
      ['vip', '/vip'],
      ['rank', '/rank'],
      ['user', '/user'],
    ]);
  });

  it('tapping the tab of the current route scrolls to top', () => {
    expect(tabAction(tab('home'), '/', false)).toBe('scroll-top');
    expect(tabAction(tab('rank'), '/rank/', false)).toBe('scroll-top');
    expect(tabAction(tab('user'), '/USER', true)).toBe('scroll-top');
  });

  it('a home alias counts as the home tab', () => {
    expect(activeTab('/japan', ['/japan'])).toBe('home');
    expect(tabAction(tab('home'), '/japan', false, ['/japan'])).toBe('scroll-top');
  });

  it('tapping another tab replaces the route', () => {
    expect(tabAction(tab('discovery'), '/', false)).toBe('replace');
    expect(tabAction(tab('vip'), '/rank', true)).toBe('replace');
    expect(tabAction(tab('home'), '/user', true)).toBe('replace');
  });

  it('discovery on iOS Safari pushes instead of replacing', () => {
    expect(tabAction(tab('discovery'), '/', true)).toBe('push');
    expect(tabAction(tab('discovery'), '/user', true)).toBe('push');
  });

  it('no tab is active off the root pages', () => {
    expect(activeTab('/search')).toBeNull();
  });

  it('red dot on discovery for new works, on mine for unread messages above 0', () => {
    expect(redDots({ newWorks: true, totalMsgCount: 0 })).toMatchObject({ discovery: true, user: false });
    expect(redDots({ newWorks: false, totalMsgCount: 3 })).toMatchObject({ discovery: false, user: true });
    expect(redDots(null)).toEqual({ home: false, discovery: false, vip: false, rank: false, user: false });
  });

  it('VIP label becomes the activity title while an activity is on and the icon state is not 3', () => {
    expect(vipTabLabel('VIP', { status: 1, title: '充值送好礼' }, 1)).toBe('充值送好礼');
    expect(vipTabLabel('VIP', { status: 1, title: '充值送好礼' }, 3)).toBe('VIP');
    expect(vipTabLabel('VIP', { status: 0, title: '充值送好礼' }, 1)).toBe('VIP');
    expect(vipTabLabel('VIP', null)).toBe('VIP');
  });
});

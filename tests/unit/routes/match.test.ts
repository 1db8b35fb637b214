import { describe, expect, it } from 'vitest';
import { isRootPath, matchRoute } from '@src/routes/match';
import { pageTitle } from '@src/routes/title';
import { resolveChannelRedirect, CHANNEL_CATEGORIES } from '@src/routes/channel-redirect';
import { ROUTE_BY_NAME } from '@src/routes/table';

describe('matchRoute', () => {
  it('matches static paths, with or without a trailing slash, ignoring query and hash', () => {
    expect(matchRoute('/rank').route.name).toBe('HotBroadcast');
    expect(matchRoute('/rank/').route.name).toBe('HotBroadcast');
    expect(matchRoute('/search?kw=a#x').route.name).toBe('Search');
    expect(matchRoute('/').route.name).toBe('Home');
    expect(matchRoute('').route.name).toBe('Home');
  });

  it('resolves every home alias to Home', () => {
    for (const p of ['/japan', '/european', '/temporalFree', '/live', '/cartoon', '/domestic', '/smallv']) {
      expect(matchRoute(p).route.name).toBe('Home');
    }
  });

  it('extracts and decodes params', () => {
    expect(matchRoute('/space/42')).toMatchObject({ route: { name: 'Space' }, params: { id: '42' } });
    expect(matchRoute('/play/ab%20c').params).toEqual({ mediaKey: 'ab c' });
    expect(matchRoute('/list/movie').params).toEqual({ category: 'movie' });
    expect(matchRoute('/channel/game').route.name).toBe('ChannelNavigation');
  });

  it('matches case-insensitively like the server', () => {
    expect(matchRoute('/TVHelpCenter').route.name).toBe('TvHelpCenter');
    expect(matchRoute('/tvhelpcenter').route.name).toBe('TvHelpCenter');
  });

  it('falls back to NotFound, also for a param route missing its param', () => {
    expect(matchRoute('/nope').route.name).toBe('NotFound');
    expect(matchRoute('/space').route.name).toBe('NotFound');
    expect(matchRoute('/space/1/2').route.name).toBe('NotFound');
  });

  it('knows the tab-bar root pages', () => {
    expect(isRootPath('/vip')).toBe(true);
    expect(isRootPath('/japan')).toBe(true);
    expect(isRootPath('/search')).toBe(false);
  });
});

describe('pageTitle', () => {
  const dict: Record<string, string> = { 'meta.siteTitle': '站', 'meta.slogan': '口号', 'routes.search': '搜索', 'routes.home': '首页' };
  const t = (k: string) => dict[k] ?? k;

  it('joins the page title and the site title with "-"', () => {
    expect(pageTitle(ROUTE_BY_NAME.Search, t)).toBe('搜索-站');
  });
  it('shows the slogan on home', () => {
    expect(pageTitle(ROUTE_BY_NAME.Home, t)).toBe('站-口号');
  });
  it('uses a data title given by the page', () => {
    expect(pageTitle(ROUTE_BY_NAME.Space, t, '小明')).toBe('小明-站');
  });
});

describe('resolveChannelRedirect (spec 001 §2)', () => {
  it('redirects each of the eight categories to /miniVideoChannel', () => {
    expect(CHANNEL_CATEGORIES).toHaveLength(8);
    for (const c of CHANNEL_CATEGORIES) {
      expect(resolveChannelRedirect(c)).toBe(`/miniVideoChannel?titleId=${c === 'game' ? 'games' : c}`);
    }
  });
  it('maps game to titleId games and the tag query to subID', () => {
    expect(resolveChannelRedirect('game', '?tag=12')).toBe('/miniVideoChannel?titleId=games&subID=12');
    expect(resolveChannelRedirect('music', new URLSearchParams('tag=pop'))).toBe('/miniVideoChannel?titleId=music&subID=pop');
  });
  it('returns null for an unknown category', () => {
    expect(resolveChannelRedirect('sports', '?tag=1')).toBeNull();
  });
});

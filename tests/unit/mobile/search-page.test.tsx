import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@src/lib/lazy-page';
import { click, mount, waitFor, type Mounted } from './render';
import { lazyOf, makeRouter, pageMapWith, probe } from './harness';
import SearchPage from '@layouts/mobile/pages/search/search-page';
import { readSearchHistory, SEARCH_HISTORY_MAX, addSearchHistory, clearSearchHistory } from '@layouts/mobile/pages/search/search-history';

const api = vi.hoisted(() => ({ getHotSearch: vi.fn(), searchVideos: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), api));

const notAvailable = lazyPage(() => import('@layouts/mobile/pages/not-available/not-available-page'));

describe('mobile search page', () => {
  let m: Mounted | null = null;
  beforeEach(() => {
    clearSearchHistory();
    api.getHotSearch.mockReset().mockResolvedValue({ list: [{ keyword: '繁花', hot: 9 }, { keyword: '星际', hot: 5 }] });
    api.searchVideos.mockReset().mockResolvedValue({ list: [], page: 1, pageSize: 18, total: 0, hasMore: false });
  });
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('a hot keyword searches, keeps the keyword in the URL and in the history; no result shows the empty state', async () => {
    const { element } = makeRouter(pageMapWith({ Search: lazyOf(SearchPage) }, notAvailable), ['/search']);
    m = await mount(element);
    await waitFor(() => m!.container.querySelector('[data-testid="hot-search"] button') !== null, 'hot search');
    await click(m.container.querySelector('[data-testid="hot-search"] button'));
    await waitFor(() => m!.container.querySelector('[data-testid="empty-state"]') !== null, 'empty result');
    expect(probe.search).toBe(`?keyword=${encodeURIComponent('繁花')}`);
    expect(api.searchVideos).toHaveBeenCalledWith({ keyword: '繁花', page: 1, pageSize: 18 }, { signal: expect.any(AbortSignal) });
    expect(m.container.textContent).toContain('没有找到相关内容');
    expect(readSearchHistory()).toEqual(['繁花']);
  });

  it('history keeps the newest first, without duplicates, at most 10', () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i++) h = addSearchHistory(`k${i}`, h);
    h = addSearchHistory('k5', h);
    expect(h[0]).toBe('k5');
    expect(h).toHaveLength(SEARCH_HISTORY_MAX);
    expect(new Set(h).size).toBe(h.length);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@src/lib/lazy-page';
import type { VideoItem } from '@src/api/contract/common';
import type { HomeSection } from '@src/api/contract/home';
import { click, mount, waitFor, type Mounted } from './render';
import { lazyOf, makeRouter, pageMapWith, probe } from './harness';
import HomePage from '@layouts/mobile/pages/home/home-page';
import { startHomeFirstScreen } from '@layouts/mobile/pages/home/home-first-screen';
import { createQueryClient } from '@src/data/query-client';

const api = vi.hoisted(() => ({
  getHomeRecommend: vi.fn(),
  getWatchingList: vi.fn(),
  getNavigationBar: vi.fn(),
  getListByCategory: vi.fn(),
}));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), api));

const video = (id: number): VideoItem => ({
  id,
  mediaKey: `v${id}`,
  title: `片${id}`,
  poster: `/media/posters/${id}.jpg`,
  category: 1,
  categoryName: '电影',
  tags: [],
  year: 2024,
  region: '大陆',
  score: 8,
  playCount: 12345,
  description: '',
  episodes: 1,
  vip: false,
  gold: 0,
  durationSec: 60,
});
const section = (id: number, ids: number[]): HomeSection => ({ id, title: `栏目${id}`, categoryId: id, list: ids.map(video) });

const notAvailable = lazyPage(() => import('@layouts/mobile/pages/not-available/not-available-page'));

describe('mobile home page', () => {
  let m: Mounted | null = null;
  beforeEach(() => {
    Object.values(api).forEach((f) => f.mockReset());
    api.getWatchingList.mockResolvedValue({ list: [] });
    api.getNavigationBar.mockResolvedValue({ list: [{ id: 4, key: 'cartoon', name: '动漫' }] });
    api.getHomeRecommend.mockImplementation(async ({ page }: { page: number }) =>
      page === 1
        ? { banner: [video(100)], sections: [section(1, [1, 2, 3])], page: 1, hasMore: true }
        : { banner: [], sections: [section(2, [4, 5])], page, hasMore: false },
    );
    api.getListByCategory.mockResolvedValue({ list: [video(40)], page: 1, pageSize: 18, total: 1, hasMore: false });
  });
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  const render = async (path = '/', client = createQueryClient()) => {
    const { router, element } = makeRouter(pageMapWith({ Home: lazyOf(HomePage) }, notAvailable), [path]);
    m = await mount(element, client);
    await waitFor(() => m!.container.querySelector('[data-page="Home"] [data-testid="poster"]') !== null, 'home posters');
    return router;
  };

  it('shows the recommendations and loads the next page of sections until no more', async () => {
    await render();
    // jsdom has no layout: the short first page is "within two screens", so page 2 follows.
    await waitFor(() => m!.container.querySelector('[data-testid="load-more"]')?.getAttribute('data-state') === '2', 'no more');
    expect(api.getHomeRecommend).toHaveBeenCalledTimes(2);
    const ids = [...m!.container.querySelectorAll('[data-testid="poster"]')].map((p) => p.getAttribute('data-video-id'));
    expect(ids).toEqual(['100', '1', '2', '3', '4', '5']);
  });

  it('a poster opens /watch?id=<video id>', async () => {
    await render();
    // A link (long-press, new tab, share), with the address a browser shows.
    const poster = m!.container.querySelector('[data-section="1"] [data-testid="poster"]')!;
    expect(poster.tagName).toBe('A');
    expect(poster.getAttribute('href')).toBe('/watch?id=1');
    await click(poster);
    // The location probe re-renders with the navigation; wait for it rather than one tick.
    await waitFor(() => probe.pathname === '/watch', 'navigation to /watch');
    expect(probe.pathname).toBe('/watch');
    expect(probe.search).toBe('?id=1');
  });

  it('a home alias naming a category shows that channel', async () => {
    await render('/cartoon');
    await waitFor(() => m!.container.querySelector('[data-channel="cartoon"] [data-testid="poster"]') !== null, 'channel feed');
    expect(api.getListByCategory).toHaveBeenCalledWith(expect.objectContaining({ category: 'cartoon', page: 1 }), { signal: expect.any(AbortSignal) });
  });

  it('renders from the first-screen requests started before it, asking nothing twice, with the first slide already fetched', async () => {
    const client = createQueryClient();
    await startHomeFirstScreen(client);
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    await render('/', client);
    const slide = m!.container.querySelector<HTMLImageElement>('[data-testid="home-banner"] img');
    expect(slide?.getAttribute('src')).toBe(preload?.getAttribute('href'));
    // Page 1 once (the footer may go on to page 2 on its own).
    expect(api.getHomeRecommend.mock.calls.filter(([q]) => (q as { page: number }).page === 1)).toHaveLength(1);
    expect(api.getWatchingList).toHaveBeenCalledTimes(1);
    expect(api.getNavigationBar).toHaveBeenCalledTimes(1);
    preload?.remove();
  });
});

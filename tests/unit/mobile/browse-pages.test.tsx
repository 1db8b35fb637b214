// Issue 13 point 5, phone views: the short-video swipe feed (the visible video plays through the
// player, the next one is preloaded, a swipe moves on, paging follows), an album's episodes and
// browse by type.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@src/lib/lazy-page';
import { fakePlayer, shortVideo, streamOf } from '../browse-mocks';
import { click, mount, waitFor, type Mounted } from './render';
import { lazyOf, makeRouter, pageMapWith, probe } from './harness';
import MiniVideoChannelPage from '@layouts/mobile/pages/browse/mini-video-channel-page';
import AlbumDetailPage from '@layouts/mobile/pages/browse/album-detail-page';
import TypePage from '@layouts/mobile/pages/browse/type-page';

const h = vi.hoisted(() => ({
  fetchMiniVideos: vi.fn(),
  loadMiniPlay: vi.fn(),
  warm: vi.fn(),
  player: null as unknown,
  loadDetails: vi.fn(),
  homeApi: { getFilterOptions: vi.fn(), filterVideos: vi.fn() },
}));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), h.homeApi));
vi.mock('@src/features/browse/browse-data', async (original) => ({
  ...(await original<object>()),
  fetchMiniVideos: h.fetchMiniVideos,
  loadMiniPlay: h.loadMiniPlay,
}));
vi.mock('@src/player/stream-warmup', () => ({ warmHlsStart: h.warm }));
vi.mock('@src/player/react', () => ({ usePlayer: () => ({ player: h.player, state: 'playing', error: null, levels: [], level: { index: -1, auto: true } }) }));
vi.mock('@src/features/watch/video-page-data', async (original) => ({ ...(await original<object>()), loadDetails: h.loadDetails }));

const notAvailable = lazyPage(() => import('@layouts/mobile/pages/not-available/not-available-page'));

describe('phone short-video feed (/miniVideoChannel)', () => {
  let m: Mounted | null = null;
  let player: ReturnType<typeof fakePlayer>;
  beforeEach(() => {
    player = fakePlayer();
    h.player = player;
    h.fetchMiniVideos.mockReset();
    h.loadMiniPlay.mockReset();
    h.warm.mockReset();
    h.warm.mockResolvedValue(undefined);
    // Two pages of three.
    h.fetchMiniVideos.mockImplementation(async (_c: unknown, page: number) =>
      page === 1 ? { list: [1, 2, 3].map(shortVideo), hasMore: true } : { list: [4, 5, 6].map(shortVideo), hasMore: false },
    );
    h.loadMiniPlay.mockImplementation(async (mediaKey: string) => ({ mediaKey, url: streamOf(mediaKey), durationSec: 20 }));
  });
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  const feed = () => m!.container.querySelector<HTMLElement>('[data-testid="mini-feed"]')!;
  const loadedUrls = () => player.load.mock.calls.map((c) => (c as unknown as [{ url: string }])[0].url);

  async function swipe(dy: number) {
    const el = feed();
    const touch = (y: number) => ({ touches: [{ clientY: y }] });
    await act(async () => {
      el.dispatchEvent(Object.assign(new Event('touchstart', { bubbles: true }), touch(500)));
      el.dispatchEvent(Object.assign(new Event('touchmove', { bubbles: true }), touch(500 + dy)));
      el.dispatchEvent(Object.assign(new Event('touchend', { bubbles: true }), { touches: [] }));
    });
  }

  it('plays the first video, preloads the second, and a swipe up plays the second and preloads the third', async () => {
    const { element } = makeRouter(pageMapWith({ MiniVideoChannel: lazyOf(MiniVideoChannelPage) }, notAvailable), ['/miniVideoChannel?titleId=games&subID=3']);
    m = await mount(element);
    await waitFor(() => feed()?.getAttribute('data-preloaded') === 'mini-2', 'second preloaded');
    expect(h.fetchMiniVideos).toHaveBeenCalledWith({ titleId: 'games', subID: 3 }, 1, 10, expect.anything());
    expect(feed().getAttribute('data-current')).toBe('mini-1');
    expect(loadedUrls()).toEqual([streamOf('mini-1')]);
    expect(player.load.mock.calls[0]).toEqual([{ url: streamOf('mini-1'), startAt: 0, autoplay: true }]);
    expect(h.warm).toHaveBeenCalledWith(streamOf('mini-2'), 0);
    // The video element sits in the visible slot.
    expect(m.container.querySelector('[data-media-key="mini-1"] video')).toBe(player.video);

    // A short drag springs back; a long one moves on (the feed's height set: jsdom has no layout).
    Object.defineProperty(feed(), 'clientHeight', { value: 800 });
    await swipe(-40);
    expect(feed().getAttribute('data-index')).toBe('0');
    await swipe(-300);
    await waitFor(() => feed().getAttribute('data-current') === 'mini-2', 'second plays');
    await waitFor(() => loadedUrls().length === 2, 'second loaded');
    expect(loadedUrls()).toEqual([streamOf('mini-1'), streamOf('mini-2')]);
    // Its play data came from the preload: asked once.
    expect(h.loadMiniPlay.mock.calls.filter((c) => c[0] === 'mini-2')).toHaveLength(1);
    await waitFor(() => feed().getAttribute('data-preloaded') === 'mini-3', 'third preloaded');
    expect(m.container.querySelector('[data-media-key="mini-2"] video')).toBe(player.video);
    // Near the end of page 1, page 2 is asked for.
    await waitFor(() => h.fetchMiniVideos.mock.calls.some((c) => c[1] === 2), 'page 2');
    await waitFor(() => m!.container.querySelectorAll('[data-testid="mini-item"]').length === 6, 'six items');

    // A swipe down goes back.
    await swipe(300);
    await waitFor(() => feed().getAttribute('data-current') === 'mini-1', 'back to the first');
    // Many render rounds: room for a loaded machine.
  }, 20_000);

  it('an empty channel says so', async () => {
    h.fetchMiniVideos.mockResolvedValue({ list: [], hasMore: false });
    const { element } = makeRouter(pageMapWith({ MiniVideoChannel: lazyOf(MiniVideoChannelPage) }, notAvailable), ['/miniVideoChannel']);
    m = await mount(element);
    await waitFor(() => m!.container.textContent?.includes('这个频道还没有小视频') === true, 'empty text');
    expect(player.load).not.toHaveBeenCalled();
  });
});

describe('phone album (/albumDetail)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('lists the episodes; one opens the watch page on it', async () => {
    h.loadDetails.mockResolvedValue({
      video: { ...shortVideo(7), mediaKey: 'v2001', title: '繁花似锦', episodes: 3 },
      episodeList: [1, 2, 3].map((i) => ({ id: 70 + i, index: i, title: `第${i}集`, vip: i === 3, mediaKey: 'v2001', durationSec: 60 })),
    });
    const { element } = makeRouter(pageMapWith({ AlbumDetail: lazyOf(AlbumDetailPage) }, notAvailable), ['/albumDetail?id=v2001']);
    m = await mount(element);
    await waitFor(() => m!.container.querySelectorAll('[data-testid="album-episode"]').length === 3, 'episodes');
    expect(h.loadDetails).toHaveBeenCalledWith('v2001', expect.anything());
    expect(m.container.querySelector('[data-testid="album-title"]')?.textContent).toBe('繁花似锦');
    expect(document.title).toContain('繁花似锦');
    const second = m.container.querySelectorAll('[data-testid="album-episode"]')[1];
    expect(second.getAttribute('href')).toBe('/watch?id=v2001&episode=72');
    await click(second);
    await waitFor(() => probe.pathname === '/watch', 'watch page');
    expect(probe.search).toBe('?id=v2001&episode=72');
  });
});

describe('phone browse by type (/typePage)', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it("shows the types and the chosen type's tags; a tag chip narrows the list and stays in the address", async () => {
    h.homeApi.getFilterOptions.mockResolvedValue({ categories: [{ id: 1, key: 'movie', name: '电影' }, { id: 2, key: 'tv', name: '电视剧' }], regions: [], years: [], tags: ['儿歌', '悬疑'] });
    h.homeApi.filterVideos.mockImplementation(async (q: { categoryId?: number; tag?: string; pageSize: number }) => {
      const list = q.tag === '悬疑' ? [{ ...shortVideo(2), tags: ['悬疑'] }] : [{ ...shortVideo(1), tags: ['都市'] }, { ...shortVideo(2), tags: ['悬疑'] }];
      return { list, page: 1, pageSize: q.pageSize, total: list.length, hasMore: false };
    });
    const { element } = makeRouter(pageMapWith({ TypePage: lazyOf(TypePage) }, notAvailable), ['/typePage?typeId=2']);
    m = await mount(element);
    const chips = (id: string) => [...m!.container.querySelectorAll(`[data-testid="${id}"] a`)].map((a) => a.textContent);
    await waitFor(() => chips('tag-chips').length === 3 && m!.container.querySelectorAll('[data-testid="poster"]').length === 2, 'chips and posters');
    expect(chips('type-chips')).toEqual(['全部', '电影', '电视剧']);
    expect(m.container.querySelector('.m-browse-chip--on')?.textContent).toBe('电视剧');
    // The type's own tags, not every type's.
    expect(chips('tag-chips')).toEqual(['全部标签', '都市', '悬疑']);
    await click([...m.container.querySelectorAll('[data-testid="tag-chips"] a')].find((a) => a.textContent === '悬疑'));
    await waitFor(() => m!.container.querySelectorAll('[data-testid="poster"]').length === 1, 'narrowed list');
    expect(probe.search).toBe(`?typeId=2&tag=${encodeURIComponent('悬疑')}`);
    expect(h.homeApi.filterVideos).toHaveBeenCalledWith({ categoryId: 2, tag: '悬疑', page: 1, pageSize: 18 }, expect.anything());
  });
});

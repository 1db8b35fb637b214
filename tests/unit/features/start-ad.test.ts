import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdItem, Ads } from '@src/api/contract/ads';
import { StartAdController, type StartAdDeps } from '@src/features/start-ad/start-ad-controller';
import { pickStartAd, startAdAllowed, START_AD_DELAY_MS, START_AD_GAP_MS, START_AD_SECONDS } from '@src/features/start-ad/start-ad-rules';

const ad = (id: number, over: Partial<AdItem> = {}): AdItem => ({ id, showURL: `/a${id}.jpg`, linkURL: `https://example.com/${id}`, viewURL: `/api/Ads/View?id=${id}`, appParam: [], duration: 5, ...over });
const ads = (kaiping: AdItem[]): Ads => ({ kaiping, zanting: [], chaBo: [], danmu: [] });

function setup(over: Partial<StartAdDeps> & { list?: AdItem[]; fromCache?: boolean; path?: string; search?: string } = {}) {
  let shownAt: number | null = null;
  const log = { tracked: [] as Array<[number, boolean]>, opened: [] as string[], loads: 0 };
  const deps: StartAdDeps = {
    loadAds: async () => {
      log.loads++;
      return { ads: ads(over.list ?? [ad(1), ad(2)]), fromCache: over.fromCache ?? false };
    },
    track: (a, fromCache) => log.tracked.push([a.id, fromCache]),
    location: () => ({ pathname: over.path ?? '/', search: over.search ?? '' }),
    lastShownAt: () => shownAt,
    setLastShownAt: (at) => (shownAt = at),
    openWindow: (url) => log.opened.push(url),
    now: () => Date.now(),
    random: () => 0.99,
    ...over,
  };
  return { c: new StartAdController(deps), log, shownAt: () => shownAt };
}

describe('start advert rules', () => {
  const base = { now: 1_000_000_000, lastShownAt: null, pathname: '/', search: '' };
  it('shows when none showed, and again only 10 minutes after the last one', () => {
    expect(startAdAllowed(base)).toBe(true);
    expect(startAdAllowed({ ...base, lastShownAt: base.now - START_AD_GAP_MS + 1 })).toBe(false);
    expect(startAdAllowed({ ...base, lastShownAt: base.now - START_AD_GAP_MS })).toBe(true);
    // a clock set back does not hide the ad for ever
    expect(startAdAllowed({ ...base, lastShownAt: base.now + 60_000 })).toBe(true);
  });
  it('never with the hideNavBar query or on /app-download', () => {
    expect(startAdAllowed({ ...base, search: '?hideNavBar=1' })).toBe(false);
    expect(startAdAllowed({ ...base, search: '?hideNavBar' })).toBe(false);
    expect(startAdAllowed({ ...base, pathname: '/app-download' })).toBe(false);
    expect(startAdAllowed({ ...base, pathname: '/rank' })).toBe(true);
  });
  it('picks at random among the ads that have an image', () => {
    const list = [ad(1), ad(2, { showURL: '' }), ad(3)];
    expect(pickStartAd(list, () => 0)?.id).toBe(1);
    expect(pickStartAd(list, () => 0.999)?.id).toBe(3);
    expect(pickStartAd([], () => 0)).toBeNull();
  });
});

describe('start advert controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a random kaiping ad, tracks its view, and counts down 4 s starting 5 s after showing', async () => {
    const { c, log, shownAt } = setup();
    expect(await c.trigger()).toBe(true);
    expect(c.store.getState()).toMatchObject({ ad: { id: 2 }, left: null });
    expect(log.tracked).toEqual([[2, false]]);
    expect(shownAt()).not.toBeNull();
    vi.advanceTimersByTime(START_AD_DELAY_MS - 1);
    expect(c.store.getState().left).toBeNull();
    vi.advanceTimersByTime(1);
    expect(c.store.getState().left).toBe(START_AD_SECONDS);
    vi.advanceTimersByTime(1000);
    expect(c.store.getState().left).toBe(START_AD_SECONDS - 1);
    vi.advanceTimersByTime((START_AD_SECONDS - 1) * 1000);
    expect(c.store.getState().ad).toBeNull();
  });

  it('the countdown starts at once when the image loads; skip closes', async () => {
    const { c } = setup();
    await c.trigger();
    c.imageLoaded();
    expect(c.store.getState().left).toBe(START_AD_SECONDS);
    c.imageLoaded();
    vi.advanceTimersByTime(1000);
    expect(c.store.getState().left).toBe(START_AD_SECONDS - 1);
    c.skipAd();
    expect(c.store.getState()).toEqual({ ad: null, left: null });
    vi.advanceTimersByTime(10_000);
    expect(c.store.getState().ad).toBeNull();
  });

  it('an image error closes it; a tap opens linkURL and leaves it up', async () => {
    const { c, log } = setup();
    await c.trigger();
    c.open();
    expect(log.opened).toEqual(['https://example.com/2']);
    expect(c.store.getState().ad).not.toBeNull();
    c.imageFailed();
    expect(c.store.getState().ad).toBeNull();
  });

  it('a return to the tab within 10 minutes shows nothing, after 10 minutes it shows again', async () => {
    const { c, log } = setup();
    await c.trigger();
    c.skipAd();
    expect(await c.trigger()).toBe(false);
    expect(log.loads).toBe(1);
    vi.advanceTimersByTime(START_AD_GAP_MS);
    expect(await c.trigger()).toBe(true);
  });

  it('an ad from the session cache is shown without a view tracked as new', async () => {
    const { c, log } = setup({ fromCache: true });
    await c.trigger();
    expect(log.tracked).toEqual([[2, true]]);
  });

  it('nothing with hideNavBar, on /app-download, with no ads, or when loading fails', async () => {
    expect(await setup({ search: '?hideNavBar=1' }).c.trigger()).toBe(false);
    expect(await setup({ path: '/app-download' }).c.trigger()).toBe(false);
    const empty = setup({ list: [] });
    expect(await empty.c.trigger()).toBe(false);
    expect(empty.shownAt()).toBeNull();
    const failing = setup({ loadAds: () => Promise.reject(new Error('offline')) });
    expect(await failing.c.trigger()).toBe(false);
  });
});

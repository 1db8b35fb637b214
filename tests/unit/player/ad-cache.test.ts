import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdItem, Ads } from '@src/api/contract/ads';
import { AD_CACHE_TTL_MS, adCacheKey, adClickAction, loadAds, readCachedAds, trackAdView } from '@src/player/ad-cache';

function ad(partial: Partial<AdItem> = {}): AdItem {
  return { id: 1, showURL: '/a.jpg', linkURL: '', viewURL: '/api/Ads/View?id=1', appParam: [], duration: 5, ...partial };
}
const ads: Ads = { kaiping: [ad()], zanting: [], chaBo: [], danmu: [] };

describe('ad cache (30 min in the session, per mediaKey + region)', () => {
  beforeEach(() => sessionStorage.clear());

  it('the TTL is 1,800,000 ms', () => {
    expect(AD_CACHE_TTL_MS).toBe(1_800_000);
  });

  it('fetches once, then serves from the session cache until 30 min have passed', async () => {
    let now = 1_000;
    const fetchAds = vi.fn(async () => ads);
    const first = await loadAds('m1', 'CN', fetchAds, () => now);
    expect(first).toEqual({ ads, fromCache: false });
    now += AD_CACHE_TTL_MS - 1;
    const second = await loadAds('m1', 'CN', fetchAds, () => now);
    expect(second.fromCache).toBe(true);
    expect(fetchAds).toHaveBeenCalledTimes(1);
    now += 1;
    const third = await loadAds('m1', 'CN', fetchAds, () => now);
    expect(third.fromCache).toBe(false);
    expect(fetchAds).toHaveBeenCalledTimes(2);
  });

  it('keys by mediaKey and region', async () => {
    const fetchAds = vi.fn(async () => ads);
    await loadAds('m1', 'CN', fetchAds, () => 0);
    await loadAds('m2', 'CN', fetchAds, () => 0);
    await loadAds('m1', 'TW', fetchAds, () => 0);
    expect(fetchAds).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(adCacheKey('m1', 'TW'))).not.toBeNull();
  });

  it('a corrupt cache entry is ignored, not thrown', () => {
    sessionStorage.setItem(adCacheKey('m1', 'CN'), '{oops');
    expect(readCachedAds('m1', 'CN', 0)).toBeNull();
  });

  it('a failed fetch caches nothing and rejects', async () => {
    await expect(loadAds('m1', 'CN', () => Promise.reject(new Error('down')), () => 0)).rejects.toThrow('down');
    expect(readCachedAds('m1', 'CN', 0)).toBeNull();
  });
});

describe('ad view tracking', () => {
  it('POSTs to viewURL only when the ad was not shown from cache', async () => {
    const post = vi.fn(async () => undefined);
    expect(await trackAdView(ad(), false, post)).toBe(true);
    expect(post).toHaveBeenCalledWith('/api/Ads/View?id=1');
    expect(await trackAdView(ad(), true, post)).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('ad click-through', () => {
  const entry = { device: 'h5', type: 1, pagePath: '/vip', param: 'from=ad', isNeedLogin: 1, webUrl: '' };

  it('isNeedLogin + anonymous -> /login with the path and query to return to', () => {
    const action = adClickAction(ad({ appParam: [entry] }), { loggedIn: false, returnTo: '/play/abc?ep=2' });
    expect(action).toEqual({ kind: 'login', to: '/login?redirect=%2Fplay%2Fabc%3Fep%3D2' });
  });

  it('logged-in users go to the in-app page', () => {
    expect(adClickAction(ad({ appParam: [entry] }), { loggedIn: true, returnTo: '/' })).toEqual({ kind: 'route', to: '/vip?from=ad' });
  });

  it('web and video jumps', () => {
    expect(adClickAction(ad({ appParam: [{ ...entry, type: 2, isNeedLogin: 0, webUrl: 'https://x.test/' }] }), { loggedIn: false, returnTo: '/' })).toEqual({ kind: 'web', url: 'https://x.test/' });
    expect(adClickAction(ad({ appParam: [{ ...entry, type: 3, isNeedLogin: 0, param: 'mk1' }] }), { loggedIn: false, returnTo: '/' })).toEqual({ kind: 'route', to: '/play/mk1' });
  });

  it('an unsupported jump type shows the "not supported yet" toast', () => {
    const action = adClickAction(ad({ appParam: [{ ...entry, type: 9, isNeedLogin: 0 }] }), { loggedIn: true, returnTo: '/' });
    expect(action.kind).toBe('toast');
    expect(action.kind === 'toast' && action.message).toMatch(/^暂不支持该类型/);
  });

  it('prefers the entry for this device, and uses linkURL without appParam', () => {
    const tv = { ...entry, device: 'tv', pagePath: '/tvhelpCenter', param: '', isNeedLogin: 0 };
    expect(adClickAction(ad({ appParam: [entry, tv] }), { loggedIn: true, returnTo: '/', device: 'tv' })).toEqual({ kind: 'route', to: '/tvhelpCenter' });
    expect(adClickAction(ad({ linkURL: 'https://l.test/' }), { loggedIn: false, returnTo: '/' })).toEqual({ kind: 'web', url: 'https://l.test/' });
    expect(adClickAction(ad(), { loggedIn: false, returnTo: '/' })).toEqual({ kind: 'none' });
  });
});

// Ads around the player (spec 002 §4 ad loading and click-through, §9 ad cache 30 min):
// the GetAdsDataList reply is kept in the session for 30 minutes per mediaKey+region; an
// ad shown from that cache is not counted again (no view POST); a tap on an ad resolves
// to one action the view carries out.
import type { AdItem, Ads } from '@src/api/contract/ads';
import { sessionGetJson, sessionSetJson } from '@src/lib/storage';
import { t } from '@src/i18n';

export const AD_CACHE_TTL_MS = 1_800_000;
const KEY_PREFIX = 'adsCache:';
/** Query parameter /login reads to come back after logging in. */
export const LOGIN_RETURN_PARAM = 'redirect';

interface CachedAds {
  at: number;
  data: Ads;
}

export function adCacheKey(mediaKey: string, region: string): string {
  return `${KEY_PREFIX}${mediaKey || '-'}:${region || '-'}`;
}

export function readCachedAds(mediaKey: string, region: string, now: number = Date.now()): Ads | null {
  const entry = sessionGetJson<CachedAds | null>(adCacheKey(mediaKey, region), null);
  if (!entry || typeof entry !== 'object' || typeof entry.at !== 'number' || !entry.data) return null;
  // A clock moved backwards counts as expired rather than cached forever.
  if (now < entry.at || now - entry.at >= AD_CACHE_TTL_MS) return null;
  return entry.data;
}

export function writeCachedAds(mediaKey: string, region: string, data: Ads, now: number = Date.now()): void {
  sessionSetJson(adCacheKey(mediaKey, region), { at: now, data } satisfies CachedAds);
}

export interface LoadedAds {
  ads: Ads;
  /** True when served from the session cache: views must not send view tracking then. */
  fromCache: boolean;
}

/** Cached ads when fresh, else `fetchAds()` (the GetAdsDataList call), stored on success. */
export async function loadAds(
  mediaKey: string,
  region: string,
  fetchAds: () => Promise<Ads>,
  now: () => number = Date.now,
): Promise<LoadedAds> {
  const cached = readCachedAds(mediaKey, region, now());
  if (cached) return { ads: cached, fromCache: true };
  const ads = await fetchAds();
  writeCachedAds(mediaKey, region, ads, now());
  return { ads, fromCache: false };
}

/** Sends the view-tracking POST for an ad just shown, unless it came from the cache. */
export async function trackAdView(ad: Pick<AdItem, 'viewURL'>, fromCache: boolean, post: (url: string) => Promise<unknown>): Promise<boolean> {
  if (fromCache || !ad.viewURL) return false;
  try {
    await post(ad.viewURL);
    return true;
  } catch (err) {
    // Tracking must never disturb playback.
    console.warn('[ads] view tracking failed', err);
    return false;
  }
}

export type AdClickAction =
  | { kind: 'login'; to: string }
  | { kind: 'route'; to: string }
  | { kind: 'web'; url: string }
  | { kind: 'toast'; message: string }
  | { kind: 'none' };

export interface AdClickContext {
  loggedIn: boolean;
  /** Path and query of the current page, to come back to after login. */
  returnTo: string;
  /** Preferred appParam.device (default: 'h5', the System header value). */
  device?: string;
}

/** appParam.type values (src/api/contract/ads.ts). */
const JUMP_PAGE = 1;
const JUMP_WEB = 2;
const JUMP_VIDEO = 3;

export function adClickAction(ad: Pick<AdItem, 'linkURL' | 'appParam'>, ctx: AdClickContext): AdClickAction {
  const device = ctx.device ?? 'h5';
  const params = ad.appParam ?? [];
  const entry = params.find((p) => p.device === device) ?? params[0];
  if (!entry) return ad.linkURL ? { kind: 'web', url: ad.linkURL } : { kind: 'none' };
  if (entry.isNeedLogin && !ctx.loggedIn) {
    return { kind: 'login', to: `/login?${LOGIN_RETURN_PARAM}=${encodeURIComponent(ctx.returnTo)}` };
  }
  switch (entry.type) {
    case JUMP_PAGE: {
      if (!entry.pagePath) break;
      const path = entry.pagePath.startsWith('/') ? entry.pagePath : `/${entry.pagePath}`;
      const query = entry.param ? (entry.param.startsWith('?') ? entry.param : `?${entry.param}`) : '';
      return { kind: 'route', to: path + query };
    }
    case JUMP_WEB: {
      const url = entry.webUrl || ad.linkURL;
      if (url) return { kind: 'web', url };
      break;
    }
    case JUMP_VIDEO:
      if (entry.param) return { kind: 'route', to: `/play/${encodeURIComponent(entry.param)}` };
      break;
  }
  return { kind: 'toast', message: t('errors.unsupportedJump') };
}

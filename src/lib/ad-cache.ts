// Ads are cached in the session for 30 minutes (spec 002 §4); the view-tracking POST is sent
// only for an ad shown from a fresh fetch, not from the cache.
import { sessionGetJson, sessionSetJson } from './storage';

export const AD_CACHE_MS = 1_800_000;
export const AD_CACHE_KEY = 'adsCache';

interface Entry<T> {
  at: number;
  data: T;
}

export function readAdCache<T>(key: string, now = Date.now()): T | null {
  const all = sessionGetJson<Record<string, Entry<T>>>(AD_CACHE_KEY, {});
  const e = all[key];
  return e && typeof e.at === 'number' && now - e.at < AD_CACHE_MS ? e.data : null;
}

export function writeAdCache<T>(key: string, data: T, now = Date.now()): void {
  const all = sessionGetJson<Record<string, Entry<unknown>>>(AD_CACHE_KEY, {});
  for (const k of Object.keys(all)) if (now - all[k].at >= AD_CACHE_MS) delete all[k];
  all[key] = { at: now, data };
  sessionSetJson(AD_CACHE_KEY, all);
}

/** Returns cached ads, or fetches and caches; `fromCache` tells whether to skip view tracking. */
export async function loadAdsCached<T>(key: string, fetch: () => Promise<T>, now = Date.now()): Promise<{ data: T; fromCache: boolean }> {
  const cached = readAdCache<T>(key, now);
  if (cached !== null) return { data: cached, fromCache: true };
  const data = await fetch();
  writeAdCache(key, data, now);
  return { data, fromCache: false };
}

export const shouldTrackView = (fromCache: boolean, viewURL: string) => !fromCache && viewURL !== '';

// Start advert rules (spec 001 §4 "Start advert", §9): shown at start and on return to the tab
// when no start ad showed in the last 10 minutes, never with the hideNavBar query or on
// /app-download; one ad picked at random from the kaiping group; the 4 s countdown starts 5 s
// after the ad shows or as soon as its image has loaded, whichever comes first.
import type { AdItem } from '@src/api/contract/ads';
import { matchRoute } from '@src/routes/match';

export const START_AD_GAP_MS = 600_000;
export const START_AD_DELAY_MS = 5_000;
export const START_AD_SECONDS = 4;
/** GetAdsDataList typeList number of the kaiping group (server/routes/ads.ts AD_TYPE_GROUPS). */
export const START_AD_TYPE_LIST = '1';

export interface StartAdContext {
  now: number;
  /** When a start ad last showed (ms), null when never. */
  lastShownAt: number | null;
  pathname: string;
  search: string;
}

/** Whether a start ad may show now. */
export function startAdAllowed(c: StartAdContext): boolean {
  if (new URLSearchParams(c.search).has('hideNavBar')) return false;
  if (matchRoute(c.pathname).route.name === 'AppDownload') return false;
  if (c.lastShownAt === null) return true;
  // A clock set back counts as "long ago", never as "shown forever".
  return c.now < c.lastShownAt || c.now - c.lastShownAt >= START_AD_GAP_MS;
}

/** One ad at random from the list (random() in [0, 1)); null when the list has no image. */
export function pickStartAd(list: readonly AdItem[], random: () => number = Math.random): AdItem | null {
  const usable = list.filter((a) => a.showURL);
  if (usable.length === 0) return null;
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))];
}

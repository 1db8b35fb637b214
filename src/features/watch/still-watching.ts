// "还在观看吗？": a TV left on would play a whole series to an empty room (and record it as
// watched). After STILL_WATCHING_AFTER episodes in a row started by autoplay with no key or
// touch in between, the next one is held at its start and the viewer is asked.
import { sessionGet, sessionSet } from '@src/lib/storage';

export const STILL_WATCHING_AFTER = 3;

/**
 * `debugStillWatching=N` in a watch URL sets the count for the tab's session (as debugBarrage
 * does), so an e2e test sees the question without playing three episodes; 0 asks at the first
 * autoplay. Read here only: the views never see it.
 */
export const STILL_WATCHING_DEBUG_PARAM = 'debugStillWatching';
const MAX_DEBUG_COUNT = 99;

function parseCount(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_DEBUG_COUNT ? n : null;
}

/** The number of autoplayed episodes after which the next one asks first. */
export function stillWatchingLimit(search: string = typeof location !== 'undefined' ? location.search : ''): number {
  const fromUrl = parseCount(new URLSearchParams(search).get(STILL_WATCHING_DEBUG_PARAM));
  if (fromUrl !== null) {
    sessionSet(STILL_WATCHING_DEBUG_PARAM, String(fromUrl));
    return fromUrl;
  }
  return parseCount(sessionGet(STILL_WATCHING_DEBUG_PARAM)) ?? STILL_WATCHING_AFTER;
}

/** Counts the episodes autoplayed since the viewer last pressed a key or touched the screen. */
export class AutoplayStreak {
  private count = 0;

  constructor(readonly limit: number = STILL_WATCHING_AFTER) {}

  get autoplayed(): number {
    return this.count;
  }

  /** A key or a touch: someone is there. */
  activity(): void {
    this.count = 0;
  }

  /** The next episode is about to autoplay: true when it may, false when the viewer is asked first. */
  next(): boolean {
    if (this.count >= this.limit) return false;
    this.count++;
    return true;
  }
}

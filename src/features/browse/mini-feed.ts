// The rules of the short-video feed, the same for the phone's swipe and the TV's focus list:
// which video plays (the visible or focused one), which is preloaded (the next), how a swipe or
// an arrow moves, and when the next page is asked for.

/** How many videos after the playing one are preloaded (play data and the stream's start). */
export const PRELOAD_AHEAD = 1;
/** The next page is asked for when the playing video is this close to the end of the list. */
export const LOAD_MORE_WITHIN = 2;
/** A swipe shorter than this share of the feed's height springs back. */
export const SWIPE_THRESHOLD = 0.15;

export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

/** The playing item and the ones to preload after it. */
export function feedWindow<T>(items: readonly T[], index: number): { current: T | undefined; preload: readonly T[] } {
  if (items.length === 0) return { current: undefined, preload: [] };
  const i = clampIndex(index, items.length);
  return { current: items[i], preload: items.slice(i + 1, i + 1 + PRELOAD_AHEAD) };
}

/** One step through the feed (delta -1 or +1), stopping at both ends. */
export function stepIndex(index: number, delta: number, length: number): number {
  return clampIndex(index + delta, length);
}

/** Whether the next page should be asked for with this item playing. */
export function needsMore(index: number, length: number, hasMore: boolean): boolean {
  return hasMore && length > 0 && index >= length - 1 - LOAD_MORE_WITHIN;
}

/**
 * Where a vertical swipe leads: dy is the finger's travel (negative = up, towards the next
 * video), height the feed's height. A short swipe stays; a longer one moves one video.
 */
export function swipeTarget(index: number, dy: number, height: number, length: number): number {
  if (height <= 0 || Math.abs(dy) < height * SWIPE_THRESHOLD) return clampIndex(index, length);
  return stepIndex(index, dy < 0 ? 1 : -1, length);
}

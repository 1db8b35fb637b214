// Spec 002 §4/§9: list footer states (src/lib/load-more) and the distances at which lists
// fetch more. Unlike the lib helper, the container's visible height and the screen height are
// kept apart: a page's list is shorter than the screen (nav bar, tab bar).

import { LoadState } from '@src/lib/load-more';

export const LIST_STATE = { HIDDEN: LoadState.Hidden, LOADING: LoadState.Loading, NO_MORE: LoadState.NoMore, FAILED: LoadState.Failed } as const;
export type ListState = LoadState;

/** Bottom load triggers within two screen heights of the end. */
export const BOTTOM_SCREENS = 2;
/** Top load triggers within 20 px of the top. */
export const TOP_DISTANCE_PX = 20;

export interface ScrollMetrics {
  scrollTop: number;
  /** Visible height of the scroll container. */
  clientHeight: number;
  scrollHeight: number;
}

export function distanceToEnd(m: ScrollMetrics): number {
  return Math.max(0, m.scrollHeight - m.scrollTop - m.clientHeight);
}

/**
 * True when the remaining content below the viewport is at most two screen heights.
 * `screenHeight` is the device screen (window.innerHeight), not the content height.
 */
export function shouldLoadMore(m: ScrollMetrics, screenHeight: number, state: ListState): boolean {
  // Loading: a request is in flight. No more / failed: the user decides (tap to retry).
  if (state !== LIST_STATE.HIDDEN) return false;
  return distanceToEnd(m) <= BOTTOM_SCREENS * screenHeight;
}

export function shouldLoadTop(m: Pick<ScrollMetrics, 'scrollTop'>): boolean {
  return m.scrollTop <= TOP_DISTANCE_PX;
}

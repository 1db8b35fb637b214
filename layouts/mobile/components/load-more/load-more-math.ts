// Spec 002 §4/§9: list footer states (src/data/footer.ts) and the distances at which lists
// fetch more. The container's visible height and the screen height are kept apart: a page's
// list is shorter than the screen (nav bar, tab bar).

import { Footer, type FooterState } from '@src/data/footer';

export const LIST_STATE = { HIDDEN: Footer.Hidden, LOADING: Footer.Loading, NO_MORE: Footer.NoMore, FAILED: Footer.Failed } as const;
export type ListState = FooterState;

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

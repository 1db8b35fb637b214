import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { LIST_STATE, shouldLoadMore, shouldLoadTop, type ListState } from './load-more-math';

export interface UseLoadMoreOptions {
  scrollRef: RefObject<HTMLElement | null>;
  state: ListState;
  onLoadMore: () => void;
  /** Optional: called when the user scrolls within 20 px of the top. */
  onLoadTop?: () => void;
  /** False while a page is kept alive but hidden: no fetching behind the user's back. */
  enabled?: boolean;
  /** Changes when the list grows (e.g. its length): re-checks whether the screen is filled. */
  contentKey?: unknown;
}

/**
 * Watches a scroll container and asks for more when the end is within two screen heights.
 * Also checks after each state change, so a short first page that does not fill the screen
 * keeps loading until it does.
 */
export function useLoadMore({ scrollRef, state, onLoadMore, onLoadTop, enabled = true, contentKey }: UseLoadMoreOptions) {
  const latest = useRef({ state, onLoadMore, onLoadTop, enabled });
  latest.current = { state, onLoadMore, onLoadTop, enabled };

  const check = useCallback((fromScroll: boolean) => {
    const el = scrollRef.current;
    const { state: s, onLoadMore: more, onLoadTop: top, enabled: on } = latest.current;
    if (!el || !on) return;
    const m = { scrollTop: el.scrollTop, clientHeight: el.clientHeight, scrollHeight: el.scrollHeight };
    if (shouldLoadMore(m, window.innerHeight, s)) more();
    // Top loading reacts only to the user's scrolling, never to a list that merely starts at 0.
    if (fromScroll && top && s !== LIST_STATE.LOADING && shouldLoadTop(m)) top();
  }, [scrollRef]);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => check(true);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scrollRef, check]);

  useEffect(() => {
    if (enabled && state === LIST_STATE.HIDDEN) check(false);
  }, [state, enabled, check, contentKey]);

  return check;
}

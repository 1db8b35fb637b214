import { useEffect, useRef, useState, type RefObject } from 'react';
import { headHeight, pullOffset, pullPhase, shouldRefresh, type PullPhase } from './pull-math';

/** While refreshing, the head stays open just enough for the spinner. */
const REFRESHING_HOLD_PX = 56;

export interface PullState {
  phase: PullPhase;
  offset: number;
}

/**
 * Touch-driven pull-to-refresh on a scroll container. Pulling starts only when the container
 * is scrolled to the very top, so a normal upward scroll never turns into a refresh.
 */
export function usePullRefresh(ref: RefObject<HTMLElement | null>, onRefresh: (() => Promise<unknown> | void) | undefined): PullState {
  const [state, setState] = useState<PullState>({ phase: 'idle', offset: 0 });
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  const enabled = Boolean(onRefresh);

  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    let startY: number | null = null;
    let offset = 0;
    let busy = false;
    const width = () => window.innerWidth || el.clientWidth;

    const onStart = (e: TouchEvent) => {
      if (busy || e.touches.length !== 1 || el.scrollTop > 0) return;
      startY = e.touches[0].clientY;
      offset = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0].clientY - startY;
      if (dy <= 0) {
        if (offset !== 0) setState({ phase: 'idle', offset: 0 });
        offset = 0;
        return;
      }
      // Keep the browser from scrolling or bouncing while the head is being pulled.
      if (e.cancelable) e.preventDefault();
      offset = pullOffset(dy, width());
      setState({ phase: pullPhase(offset, width()), offset });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (!shouldRefresh(offset, width())) {
        offset = 0;
        setState({ phase: 'idle', offset: 0 });
        return;
      }
      busy = true;
      setState({ phase: 'refreshing', offset: Math.min(REFRESHING_HOLD_PX, headHeight(width())) });
      Promise.resolve()
        .then(() => refreshRef.current?.())
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          offset = 0;
          setState({ phase: 'idle', offset: 0 });
        });
    };

    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd);
    el.addEventListener('touchcancel', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onEnd);
    };
  }, [ref, enabled]);

  return state;
}

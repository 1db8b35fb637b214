import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { layoutStore, useLayoutState } from '@src/stores/layout';
import { leaveGuardFor, type LeaveGuard } from '@src/lib/leave-guards';

/**
 * Spec 001 §4-5: route navigation is refused while the open-app popup blocks jumps
 * (layout store allowJump = false). The blocked navigation is dropped, not queued.
 * The same blocker asks a page's leave guard (leave-guards.ts) and goes on or stays.
 */
export function useJumpGuard() {
  const allowJump = useLayoutState((s) => s.allowJump);
  const pending = useRef<LeaveGuard | null>(null);
  const asking = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!layoutStore.getState().allowJump) {
      pending.current = null;
      return true;
    }
    if (asking.current) return false;
    pending.current = leaveGuardFor(currentLocation.pathname, nextLocation.pathname);
    return pending.current !== null;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const guard = pending.current;
    pending.current = null;
    if (!guard) {
      blocker.reset();
      return;
    }
    asking.current = true;
    void guard.ask().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, allowJump]);
}

/** Mirrors "this route has the tab bar" into the layout store for the core's listeners. */
export function useTabBarFlag(hasTabBar: boolean) {
  useEffect(() => {
    layoutStore.getState().setHasTabBar(hasTabBar);
  }, [hasTabBar]);
}

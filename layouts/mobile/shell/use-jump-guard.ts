import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { layoutStore, useLayoutState } from '@src/stores/layout';

/**
 * Spec 001 §4-5: route navigation is refused while the open-app popup blocks jumps
 * (layout store allowJump = false). The blocked navigation is dropped, not queued.
 */
export function useJumpGuard() {
  const allowJump = useLayoutState((s) => s.allowJump);
  const blocker = useBlocker(() => !layoutStore.getState().allowJump);
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker, allowJump]);
}

/** Mirrors "this route has the tab bar" into the layout store for the core's listeners. */
export function useTabBarFlag(hasTabBar: boolean) {
  useEffect(() => {
    layoutStore.getState().setHasTabBar(hasTabBar);
  }, [hasTabBar]);
}

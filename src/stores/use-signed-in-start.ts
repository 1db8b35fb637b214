// For app-wide services that only a signed-in user needs (the socket, the shield lists): their
// code loads in its own chunk and starts once a user is signed in (restored at start or logged
// in), so nothing of them lands on a guest's first screen, whose scripts are budgeted.
import { useEffect } from 'react';
import { sessionStore } from './session';

/**
 * Once a user is signed in, loads `load` (a dynamic import resolving to the start function)
 * and starts it, once; the start's returned stop runs on unmount. `what` names it in the log
 * when its chunk fails to load.
 */
export function useSignedInStart(load: () => Promise<() => () => void>, what: string): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let requested = false;
    let cancelled = false;
    const start = () => {
      if (requested || !sessionStore.getState().user) return;
      requested = true;
      void load().then(
        (begin) => {
          if (!cancelled) stop = begin();
        },
        (e: unknown) => console.error(`[${what}] failed to load`, e),
      );
    };
    start();
    const unsubscribe = sessionStore.subscribe(start);
    return () => {
      cancelled = true;
      unsubscribe();
      stop?.();
    };
    // The loader is fixed per caller (a module-level import); starting once per mount is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

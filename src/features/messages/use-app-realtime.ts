// The shells' entry to the app-wide socket, kept light: socket.io-client, the chat contract
// and the tip store load in their own chunk once a user is signed in (restored at start or
// logged in). A guest needs no socket (spec 001 §4: no stored user, no connection; the watch
// page joins its video room itself), so nothing of it lands on a guest's TV home, whose
// initial scripts are budgeted (docs/architecture.md).
import { useEffect } from 'react';
import { sessionStore } from '@src/stores/session';

/** For the app shells (once): starts the socket, session events and message tips with a user. */
export function useAppRealtime(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let requested = false;
    let cancelled = false;
    const start = () => {
      if (requested || !sessionStore.getState().user) return;
      requested = true;
      void import('./app-realtime').then(
        (m) => {
          if (!cancelled) stop = m.startAppRealtime();
        },
        (e: unknown) => console.error('[realtime] failed to load', e),
      );
    };
    start();
    const unsubscribe = sessionStore.subscribe(start);
    return () => {
      cancelled = true;
      unsubscribe();
      stop?.();
    };
  }, []);
}

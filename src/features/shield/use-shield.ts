import { useEffect, useMemo } from 'react';
import type { ShieldLists } from '@src/barrage/shield-filter';
import { useShield } from '@src/stores/shield';
import { sessionStore } from '@src/stores/session';

/**
 * For the app shells (once): shield lists load with the session and empty on logout. The sync
 * (its API calls and contract) loads in its own chunk once a user is signed in: a guest has
 * no lists, and nothing of it lands on a guest's TV home, whose initial scripts are budgeted.
 */
export function useShieldSync(): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let requested = false;
    let cancelled = false;
    const start = () => {
      if (requested || !sessionStore.getState().user) return;
      requested = true;
      void import('./shield-sync').then(
        (m) => {
          if (!cancelled) stop = m.startShieldSync();
        },
        (e: unknown) => console.error('[shield] failed to load', e),
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

/** The store's lists in the shape the barrage filter takes; a new object only when they change. */
export function useShieldLists(): ShieldLists {
  const users = useShield((s) => s.users);
  const keywords = useShield((s) => s.keywords);
  return useMemo(() => ({ users: users.map((u) => u.uid), keywords }), [users, keywords]);
}

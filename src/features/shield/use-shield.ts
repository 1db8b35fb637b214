import { useMemo } from 'react';
import type { ShieldLists } from '@src/barrage/shield-filter';
import { useShield } from '@src/stores/shield';
import { useSignedInStart } from '@src/stores/use-signed-in-start';

/**
 * For the app shells (once): shield lists load with the session and empty on logout; the sync
 * (its API calls and contract) loads once a user is signed in: a guest has no lists.
 */
export function useShieldSync(): void {
  useSignedInStart(() => import('./shield-sync').then((m) => m.startShieldSync), 'shield');
}

/** The store's lists in the shape the barrage filter takes; a new object only when they change. */
export function useShieldLists(): ShieldLists {
  const users = useShield((s) => s.users);
  const keywords = useShield((s) => s.keywords);
  return useMemo(() => ({ users: users.map((u) => u.uid), keywords }), [users, keywords]);
}

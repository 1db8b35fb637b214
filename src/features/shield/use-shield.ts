import { useEffect, useMemo } from 'react';
import type { ShieldLists } from '@src/barrage/shield-filter';
import { useShield } from '@src/stores/shield';
import { startShieldSync } from './shield-sync';

/** For the app shells (once): shield lists load with the session and empty on logout. */
export function useShieldSync(): void {
  useEffect(() => startShieldSync(), []);
}

/** The store's lists in the shape the barrage filter takes; a new object only when they change. */
export function useShieldLists(): ShieldLists {
  const users = useShield((s) => s.users);
  const keywords = useShield((s) => s.keywords);
  return useMemo(() => ({ users: users.map((u) => u.uid), keywords }), [users, keywords]);
}

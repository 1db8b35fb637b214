// The discovery red dot goes out when the viewer opens the discovery feed. The feed's first
// page asked signed in marks it seen on the server (GetDiscovery); a kept-alive discovery page
// does not ask again on return, so with the dot lit the shell asks for that first page itself
// (one item) and clears the flag at once instead of at the next 60 s count. The call loads
// only then: the shells carry just this hook on their first screen.
import { useEffect } from 'react';
import { sessionStore } from '@src/stores/session';

export function useDiscoverySeen(onDiscovery: boolean): void {
  useEffect(() => {
    if (!onDiscovery) return;
    const user = sessionStore.getState().user;
    if (!user?.newWorks) return;
    sessionStore.getState().setUser({ ...user, newWorks: false });
    void import('./discovery-mark').then((m) => m.markDiscoverySeen());
  }, [onDiscovery]);
}

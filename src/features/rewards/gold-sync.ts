// After a reward the server's new balance goes into the session user (the user page shows it)
// and every list that shows gold, tasks or the level is asked again.
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterWrite } from '@src/data/invalidate';
import { sessionStore } from '@src/stores/session';
import { GOLD_TOUCHES } from './rewards-keys';

export async function afterGoldMove(client: QueryClient, gold: number): Promise<void> {
  const s = sessionStore.getState();
  if (s.user && s.user.gold !== gold) s.setUser({ ...s.user, gold });
  await invalidateAfterWrite(GOLD_TOUCHES(), client);
}

// The TV shell's entry to play-on-the-TV, kept light: the listener (tv-handoff.ts) loads in a
// chunk of its own once a user is signed in, after the first screen has rendered (decision 019),
// so the TV home's budgeted initial scripts do not grow.
import { useSignedInStart } from '@src/stores/use-signed-in-start';

/** For the TV shell (once): this TV takes videos handed over by the user's phones. */
export function useTvHandoff(): void {
  useSignedInStart(() => import('./tv-handoff').then((m) => m.startTvHandoff), 'handoff');
}

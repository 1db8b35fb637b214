// The TV's message tip loads with a signed-in user only: the tip store and its view stay off a
// guest's TV home (its initial scripts are budgeted, docs/decisions/019-shell-overlays-after-first-screen.md).
import { lazy, Suspense } from 'react';
import { useSession } from '@src/stores/session';

const TvMessageTip = lazy(() => import('./tv-message-tip'));

export function TipHost() {
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <TvMessageTip />
    </Suspense>
  );
}

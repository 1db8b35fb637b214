// Loads the start advert shortly after the first screen shows a focused control: its chunk and
// its ads call stay off the TV home's initial scripts (budgeted up to the first focused poster,
// docs/decisions/019-shell-overlays-after-first-screen.md) and never hold that screen up. A screen that never shows focus still
// gets the ad, later.
import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '../after-first-screen';

const StartAdOverlay = lazy(() => import('./start-ad-overlay'));

export function StartAdHost() {
  const ready = useAfterFirstScreen();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StartAdOverlay />
    </Suspense>
  );
}

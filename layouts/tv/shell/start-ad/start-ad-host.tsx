// Loads the start advert shortly after the first screen shows a focused control: its chunk and
// its ads call stay off the TV home's initial scripts (budgeted up to the first focused poster,
// docs/decisions/019-shell-overlays-after-first-screen.md) and never hold that screen up. A screen that never shows focus still
// gets the ad, later.
import { lazy, Suspense, useEffect, useState } from 'react';

const StartAdOverlay = lazy(() => import('./start-ad-overlay'));
const CHECK_MS = 250;
const MAX_CHECKS = 40;
/** Checks left once something is focused: the ad comes a little after the first screen. */
const SETTLE_CHECKS = 2;

export function StartAdHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let checks = 0;
    let settle = SETTLE_CHECKS;
    const id = setInterval(() => {
      checks++;
      if (document.querySelector('.focused')) settle--;
      if (settle > 0 && checks < MAX_CHECKS) return;
      clearInterval(id);
      setReady(true);
    }, CHECK_MS);
    return () => clearInterval(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StartAdOverlay />
    </Suspense>
  );
}

// Loads the start advert after the first screen has rendered: its chunk and its ads call stay
// off the TV home's initial scripts (budgeted, docs/architecture.md) and never hold it up.
import { lazy, Suspense, useEffect, useState } from 'react';

const StartAdOverlay = lazy(() => import('./start-ad-overlay'));

export function StartAdHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StartAdOverlay />
    </Suspense>
  );
}

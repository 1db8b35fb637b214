// Loads the start advert after the first screen has rendered: its ads call and its chunk never
// hold up the page the viewer opened.
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

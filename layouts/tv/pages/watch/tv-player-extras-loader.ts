// Loads tv-player-extras.tsx once the page asks (its stream started), and hands the module over
// when it is in. A plain state update rather than React.lazy: lazy suspends on its first render
// even once the chunk is in, and React 19 holds a Suspense boundary's content back for 300 ms
// after its fallback showed, which a panel opened by a key would feel.
import { useEffect, useState } from 'react';

type Extras = typeof import('./tv-player-extras');

let loaded: Extras | null = null;
let pending: Promise<Extras> | null = null;

function loadExtras(): Promise<Extras> {
  pending ??= import('./tv-player-extras').then(
    (m) => (loaded = m),
    (err: unknown) => {
      // A flaky network: the next ask fetches it again.
      pending = null;
      throw err;
    },
  );
  return pending;
}

/** The module once loaded (null before). `attempt` changing asks again after a failed fetch. */
export function usePlayerExtras(wanted: boolean, attempt: unknown): Extras | null {
  const [mod, setMod] = useState<Extras | null>(loaded);
  useEffect(() => {
    if (!wanted || mod) return undefined;
    let live = true;
    loadExtras().then(
      (m) => {
        if (live) setMod(m);
      },
      (err: unknown) => console.warn('[watch] player extras failed to load', err),
    );
    return () => {
      live = false;
    };
  }, [wanted, mod, attempt]);
  return mod;
}

// Routes -> pages with keep-alive: the policy of src/routes/keep-alive.ts says which pages stay
// mounted but hidden (the include list after the first visit, /openVip on the way to its
// follow-up pages), so they keep state, scroll and focus on return.
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keptAfter, stableIdentity } from '@src/routes/keep-alive';
import { matchRoute } from '@src/routes/match';
import type { RouteName } from '@src/routes/table';
import { TV_PAGES } from '../page-map';
import { PageFrame } from './page-frame';
import { RouteParamsContext } from './route-params';

export function PageHost() {
  const location = useLocation();
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const current = match.route.name;
  const alive = useRef<RouteName[]>([]);
  const last = useRef<{ key: string; name: RouteName } | null>(null);
  if (last.current?.key !== location.key) {
    alive.current = keptAfter(alive.current, last.current?.name ?? null, current);
    last.current = { key: location.key, name: current };
  }
  // Pages under a stable identity (by name): the kept ones and a current page that may be kept
  // when it is left, so keeping it later does not remount it.
  const stable = stableIdentity(alive.current, current);
  const named = stable && !alive.current.includes(current) ? [...alive.current, current] : alive.current;

  return (
    <div className="tv-pages">
      {/* Kept routes take no path params (the include list and /openVip have none). */}
      {named.map((name) => (
        <PageFrame key={name} name={name} active={name === current} page={TV_PAGES[name]} />
      ))}
      {stable ? null : (
        <RouteParamsContext.Provider value={match.params}>
          <CurrentPage key={location.key + current} name={current} instance={location.key} />
        </RouteParamsContext.Provider>
      )}
    </div>
  );
}

function CurrentPage({ name, instance }: { name: RouteName; instance: string }) {
  return <PageFrame name={name} active instance={instance} page={TV_PAGES[name]} />;
}

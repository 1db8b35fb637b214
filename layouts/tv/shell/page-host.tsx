// Routes -> pages with keep-alive: pages in the include list (route flag keepAlive) stay
// mounted but hidden after the first visit, so they keep state, scroll and focus on return.
import { useMemo, useRef } from 'react';
import { useLocation } from '@src/routes/router';
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
  if (match.route.keepAlive && !alive.current.includes(current)) alive.current = [...alive.current, current];

  return (
    <div className="tv-pages">
      {alive.current.map((name) => {
        return <PageFrame key={name} name={name} active={name === current} page={TV_PAGES[name]} />;
      })}
      {match.route.keepAlive ? null : (
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

// Every route's TV page (lazy). Routes whose page belongs to later work show the honest
// "not available yet" page; the compiler refuses a map that misses a RouteName.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, type RouteName } from '@src/routes/table';

export type LazyPage = LazyExoticComponent<ComponentType>;

const NotAvailable = lazy(() => import('./pages/not-available'));

const BUILT: Partial<Record<RouteName, LazyPage>> = {
  Home: lazy(() => import('./pages/home')),
  Find: lazy(() => import('./pages/discovery')),
  HotBroadcast: lazy(() => import('./pages/rank')),
  List: lazy(() => import('./pages/list')),
  Search: lazy(() => import('./pages/search')),
  Navigation: lazy(() => import('./pages/navigation')),
  Watching: lazy(() => import('./pages/watching')),
  HistoricalRecords: lazy(() => import('./pages/history')),
  PersonalCenter: lazy(() => import('./pages/user')),
  Login: lazy(() => import('./pages/login')),
  Register: lazy(() => import('./pages/register')),
  Settings: lazy(() => import('./pages/settings')),
  Watch: lazy(() => import('./pages/watch/watch-page')),
  Play: lazy(() => import('./pages/watch/watch-page')),
  ChoseEpisodes: lazy(() => import('./pages/watch/chose-episodes-page')),
  ChannelNavigation: lazy(() => import('./pages/channel-redirect')),
  NotFound: lazy(() => import('./pages/not-found')),
};

function build(): Record<RouteName, LazyPage> {
  const out = {} as Record<RouteName, LazyPage>;
  for (const r of ROUTES) out[r.name] = BUILT[r.name] ?? NotAvailable;
  return out;
}

export const TV_PAGES: Record<RouteName, LazyPage> = build();

/** Routes served by the not-available page (for tests and docs). */
export function isNotAvailable(name: RouteName): boolean {
  return TV_PAGES[name] === NotAvailable;
}

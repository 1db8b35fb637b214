import { useEffect, useMemo } from 'react';
import {
  RouterProvider,
  UNSAFE_createBrowserHistory,
  UNSAFE_createHashHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  type createBrowserRouter,
} from 'react-router-dom';
import { bindRequestNavigator } from '@src/stores/request-port';
import { ROUTER_MODE, routeLocation } from '@src/routes/router-mode';
import { buildRouteObjects } from './router/build-routes';
import { matchRoute } from '@src/routes/match';
import { PAGE_MAP } from './page-map';
import { MobileShell } from './shell/shell';
import { nextTask } from '@src/lib/next-task';
import './theme.css';

// Pinch zoom is also refused at the viewport level; the gesture guard covers browsers that
// ignore user-scalable=no (iOS Safari).
const VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

function useMobileViewport() {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.appendChild(meta);
    }
    meta.content = VIEWPORT;
  }, []);
}

const ROUTE_OBJECTS = buildRouteObjects(PAGE_MAP, <MobileShell />);

// The current URL's page chunk starts on its way as soon as this layout's code runs, before
// React's first render and the router's own start (its requests start earlier still, from the
// boot: first-screen.ts).
// The table's own matcher, not the router's: the router ranks all 104 routes on every match
// (about 5 ms on a phone at 1x), and does it again when it is made.
function preloadCurrentPage() {
  PAGE_MAP[matchRoute(routeLocation().pathname).route.name].preload().catch(() => undefined);
}
// In the next task, still ahead of the boot's next step (prepareLayout): the preload inserts a
// link per file of the page (about 40 for the watch page, 1-3 ms each on a phone at 1x), which
// in this module's evaluation task made one task of both (38 ms measured unthrottled).
setTimeout(preloadCurrentPage, 0);

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What createBrowserRouter (createHashRouter in a hash-mode build, src/routes/router-mode.ts)
 * makes, before its initialize(): the two steps are apart so the boot can run them in two
 * tasks (prepareLayout). Cold, the router's code is compiled as it first runs: making it
 * (the table's branches ranked and compiled) and its first navigation were one task of about
 * 40 ms on a phone at 1x, measured in traces of a cold /watch (issue 14 point 6). The UNSAFE_
 * exports are the very parts react-router 7's createBrowserRouter is made of (it returns
 * createRouter({ history, routes, mapRouteProperties, hydrationRouteProperties }).initialize());
 * tests/unit/mobile/prepare-layout.test.tsx holds the split and the render on that router.
 */
function makeRouter(): AppRouter {
  return UNSAFE_createRouter({
    history: ROUTER_MODE === 'hash' ? UNSAFE_createHashHistory() : UNSAFE_createBrowserHistory(),
    routes: ROUTE_OBJECTS,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });
}

let router: AppRouter | null = null;
let initialized = false;

/** The router, made and started once per page life. */
function appRouter(): AppRouter {
  router ??= makeRouter();
  if (!initialized) {
    initialized = true;
    router.initialize();
  }
  return router;
}

/**
 * The boot calls this before the first render, in tasks of their own: the router is made,
 * then started (its first navigation) in the next task.
 */
export async function prepareLayout(): Promise<void> {
  router ??= makeRouter();
  await nextTask();
  appRouter();
}

/** The touch layout: routes from the one table, each with its lazy mobile page. */
export default function MobileApp() {
  useMobileViewport();
  const router = useMemo(appRouter, []);
  // The request layer sends the user to /login on ret 201 through the router, not a reload.
  useEffect(() => bindRequestNavigator((to, opts) => void router.navigate(to, opts)), [router]);
  return <RouterProvider router={router} />;
}

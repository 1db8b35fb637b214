import { useEffect, useMemo } from 'react';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router-dom';
import { bindRequestNavigator } from '@src/stores/request-port';
import { ROUTER_MODE, routeLocation } from '@src/routes/router-mode';
import { buildRouteObjects } from './router/build-routes';
import { matchRoute } from '@src/routes/match';
import { PAGE_MAP } from './page-map';
import { MobileShell } from './shell/shell';
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

// Browser history, or hash history in a hash-mode build (src/routes/router-mode.ts).
const createRouter = ROUTER_MODE === 'hash' ? createHashRouter : createBrowserRouter;

let router: ReturnType<typeof createRouter> | null = null;

/**
 * The router, made once per page life. The boot makes it in a task of its own before the first
 * render (prepareLayout): ranking the table's 104 routes and the router's first navigation take
 * about 10 ms on a phone at 1x, which inside the render would lengthen its longest task.
 */
function appRouter() {
  router ??= createRouter(ROUTE_OBJECTS);
  return router;
}

export function prepareLayout(): void {
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

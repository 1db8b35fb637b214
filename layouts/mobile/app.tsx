import { useEffect, useMemo } from 'react';
import { createBrowserRouter, createHashRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { bindRequestNavigator } from '@src/stores/request-port';
import { ROUTER_MODE, routeLocation } from '@src/routes/router-mode';
import { buildRouteObjects } from './router/build-routes';
import { handleName } from './router/route-handle';
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
function preloadCurrentPage() {
  const matches = matchRoutes(ROUTE_OBJECTS, routeLocation());
  const name = handleName(matches?.[matches.length - 1]?.route.handle);
  if (name) PAGE_MAP[name].preload().catch(() => undefined);
}
preloadCurrentPage();

// Browser history, or hash history in a hash-mode build (src/routes/router-mode.ts).
const createRouter = ROUTER_MODE === 'hash' ? createHashRouter : createBrowserRouter;

/** The touch layout: routes from the one table, each with its lazy mobile page. */
export default function MobileApp() {
  useMobileViewport();
  const router = useMemo(() => createRouter(ROUTE_OBJECTS), []);
  // The request layer sends the user to /login on ret 201 through the router, not a reload.
  useEffect(() => bindRequestNavigator((to, opts) => void router.navigate(to, opts)), [router]);
  return <RouterProvider router={router} />;
}

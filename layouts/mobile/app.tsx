import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setNavigator } from '@src/api/navigator';
import { buildRouteObjects } from './router/build-routes';
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

/** The touch layout: routes from the one table, each with its lazy mobile page. */
export default function MobileApp() {
  useMobileViewport();
  const router = useMemo(() => createBrowserRouter(buildRouteObjects(PAGE_MAP, <MobileShell />)), []);
  // The request layer sends the user to /login on ret 201 through the router, not a reload.
  useEffect(() => {
    setNavigator((to, opts) => void router.navigate(to, opts));
    return () => setNavigator(null);
  }, [router]);
  return <RouterProvider router={router} />;
}

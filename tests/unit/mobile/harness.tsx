// Builds a memory router from the real route table with a chosen page map, for shell tests.
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router-dom';
import { ROUTES, type RouteName } from '@src/routes';
import { buildRouteObjects, type PageMap } from '@layouts/mobile/router/build-routes';
import { lazyPage, type LazyPage } from '@src/lib/lazy-page';
import { MobileShell } from '@layouts/mobile/shell/shell';

export const probe = { pathname: '', search: '', type: '' };

/** Records the router's location and navigation type into `probe` on each render. */
export function LocationProbe() {
  const loc = useLocation();
  const type = useNavigationType();
  probe.pathname = loc.pathname;
  probe.search = loc.search;
  probe.type = type;
  return null;
}

export function lazyOf(component: ComponentType): LazyPage {
  return lazyPage(async () => ({ default: component }));
}

export function pageMapWith(overrides: Partial<PageMap>, fallback: LazyPage): PageMap {
  return Object.fromEntries(ROUTES.map((r) => [r.name, overrides[r.name] ?? fallback])) as Record<RouteName, LazyPage>;
}

export function makeRouter(pages: PageMap, initial: string[] = ['/'], initialIndex?: number) {
  const router = createMemoryRouter(
    buildRouteObjects(
      pages,
      <>
        <MobileShell />
        <LocationProbe />
      </>,
    ),
    { initialEntries: initial, initialIndex },
  );
  return { router, element: <RouterProvider router={router} /> };
}

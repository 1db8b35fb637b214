import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '@src/routes';
import { LoadingWrapper } from '../components/loading/loading-wrapper';
import type { LazyPage } from '@src/lib/lazy-page';
import { PageHost } from './page-host';
import type { RouteHandle } from './route-handle';
import { href } from '@src/routes/href';

export type { LazyPage } from '@src/lib/lazy-page';
export type PageMap = Record<RouteName, LazyPage>;

/**
 * Waits for the page's chunk before the router commits the navigation, so the page renders
 * directly instead of showing a loading block first. A failed fetch is swallowed here: the page
 * host fetches again and ends in the pane's error boundary (refresh prompt), not in the
 * router's bare error screen.
 */
function preloadRoute(page: LazyPage): () => Promise<Record<string, never>> {
  return async () => {
    await page.preload().catch(() => undefined);
    return {};
  };
}

/**
 * React Router objects from the one route table: one child per path and alias, each carrying
 * its route name. The catch-all stays last. Page elements are wrapped by the shell (keep-alive,
 * page context, error boundary), so here each route renders just its page host.
 */
export function buildRouteObjects(pages: PageMap, shell: ReactNode): RouteObject[] {
  const children: RouteObject[] = [];
  for (const def of ROUTES) {
    const page = pages[def.name];
    const handle: RouteHandle = { name: def.name };
    for (const path of [def.path, ...(def.aliases ?? [])]) {
      const route = { element: <PageHost name={def.name} page={page} />, handle, lazy: preloadRoute(page) };
      if (path === '/') children.push({ index: true, ...route });
      else children.push({ path: path === '*' ? '*' : path.replace(/^\//, ''), ...route });
    }
  }
  // Shown only on a cold start, while the first page's chunk arrives (its route's `lazy`).
  return [{ path: href('Home'), element: shell, hydrateFallbackElement: <LoadingWrapper status="loading" />, children }];
}

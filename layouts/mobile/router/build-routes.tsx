import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '@src/routes';
import type { RouteHandle } from './route-handle';

export type LazyPage = LazyExoticComponent<ComponentType>;
export type PageMap = Record<RouteName, LazyPage>;

/**
 * React Router objects from the one route table: one child per path and alias, each carrying
 * its route name. The catch-all stays last. Page elements are wrapped by the shell (keep-alive,
 * Suspense, page context), so here each route renders just its lazy page.
 */
export function buildRouteObjects(pages: PageMap, shell: ReactNode): RouteObject[] {
  const children: RouteObject[] = [];
  for (const def of ROUTES) {
    const Page = pages[def.name];
    const handle: RouteHandle = { name: def.name };
    for (const path of [def.path, ...(def.aliases ?? [])]) {
      if (path === '/') children.push({ index: true, element: <Page />, handle });
      else children.push({ path: path === '*' ? '*' : path.replace(/^\//, ''), element: <Page />, handle });
    }
  }
  return [{ path: '/', element: shell, children }];
}

// Browser history (the default) or hash history: the one switch of the build, VITE_ROUTER=hash.
// A packaged Tizen/webOS app runs index.html from file://, where there is no server to answer a
// deep path and every pathname is the file's own; there the route lives in the hash
// (index.html#/watch?id=1) and the build uses relative asset paths (vite.config.ts reads the
// same switch through routerModeOf). Code that needs the app's route outside the router (boot,
// the first screen's preload, a full-page fallback navigation) asks routeLocation() here
// instead of reading window.location, so it is right in both modes.

export type RouterMode = 'browser' | 'hash';

/** The mode a VITE_ROUTER value asks for (anything but "hash" is browser history). */
export function routerModeOf(value: string | undefined): RouterMode {
  return value?.trim().toLowerCase() === 'hash' ? 'hash' : 'browser';
}

export const ROUTER_MODE: RouterMode = routerModeOf(import.meta.env?.VITE_ROUTER as string | undefined);

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface WindowLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The app's route in a window location: the URL itself under browser history; under hash history
 * the part after '#' (react-router's HashRouter reads "#/watch?id=1" as pathname /watch, search
 * ?id=1).
 */
export function routeLocation(loc: WindowLocation | undefined = typeof location === 'undefined' ? undefined : location, mode: RouterMode = ROUTER_MODE): RouteLocation {
  if (!loc) return { pathname: '/', search: '', hash: '' };
  if (mode === 'browser') return { pathname: loc.pathname, search: loc.search, hash: loc.hash };
  let path = loc.hash.replace(/^#/, '');
  let hash = '';
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  const search = searchAt >= 0 ? path.slice(searchAt) : '';
  const pathname = (searchAt >= 0 ? path.slice(0, searchAt) : path) || '/';
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search: search === '?' ? '' : search, hash };
}

/**
 * The query the app was launched with (layout override, webview flag, login token): the URL's
 * query, and under hash history also the route's (index.html?layout=tv#/?uid=1...), the route's
 * winning where both name a key.
 */
export function launchSearch(loc: WindowLocation | undefined = typeof location === 'undefined' ? undefined : location, mode: RouterMode = ROUTER_MODE): string {
  if (!loc) return '';
  if (mode === 'browser') return loc.search;
  const merged = new URLSearchParams(loc.search);
  new URLSearchParams(routeLocation(loc, mode).search).forEach((v, k) => merged.set(k, v));
  const qs = merged.toString();
  return qs ? `?${qs}` : '';
}

/** The URL a full-page load of an app path uses (hash mode keeps the document, changes the hash). */
export function documentHref(path: string, mode: RouterMode = ROUTER_MODE): string {
  return mode === 'hash' ? `#${path}` : path;
}

/** The current route as a path with its query: the `redirect` of a login that should come back here. */
export function currentRoutePath(loc: WindowLocation | undefined = typeof location === 'undefined' ? undefined : location, mode: RouterMode = ROUTER_MODE): string {
  const { pathname, search } = routeLocation(loc, mode);
  return pathname + search;
}

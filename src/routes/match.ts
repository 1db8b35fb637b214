// Path -> route lookup without the router, for the shell (titles, tab bar, keep-alive) and
// for tests. Matching is case-insensitive like the server's, and tolerates a trailing slash.
import { ROUTES, type RouteDef } from './table';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

interface Compiled {
  route: RouteDef;
  re: RegExp;
  keys: string[];
}

function compile(route: RouteDef, path: string): Compiled {
  const keys: string[] = [];
  const body = path
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
    })
    .join('/');
  return { route, re: new RegExp(`^${body === '' ? '/' : body}/?$`, 'i'), keys };
}

const COMPILED: Compiled[] = ROUTES.filter((r) => r.path !== '*').flatMap((r) =>
  [r.path, ...(r.aliases ?? [])].map((p) => compile(r, p)),
);
const NOT_FOUND = ROUTES.find((r) => r.path === '*') as RouteDef;

/** The route showing `pathname` (query and hash are ignored); NotFound when nothing else fits. */
export function matchRoute(pathname: string): RouteMatch {
  const path = (pathname.split(/[?#]/)[0] || '/').replace(/\/{2,}/g, '/');
  for (const c of COMPILED) {
    const m = c.re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    c.keys.forEach((k, i) => {
      params[k] = safeDecode(m[i + 1]);
    });
    return { route: c.route, params };
  }
  return { route: NOT_FOUND, params: {} };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function isRootPath(pathname: string): boolean {
  return matchRoute(pathname).route.root === true;
}

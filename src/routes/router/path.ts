// Paths of the small router: parse and build "pathname?search#hash", resolve relative targets.

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A target as the router hooks take it: a string, or parts of a path. */
export type To = string | Partial<Path>;

export function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    out.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    out.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) out.pathname = rest;
  return out;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + s + h;
}

function resolvePathname(relative: string, from: string): string {
  const segments = relative.startsWith('/') ? [] : from.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const seg of relative.split('/')) {
    if (seg === '..') segments.pop();
    else if (seg !== '.' && seg !== '') segments.push(seg);
  }
  return `/${segments.join('/')}`;
}

/**
 * Where `to` leads from `from`. Absolute paths are taken as they are; a relative one is resolved
 * against the current pathname (".." drops one segment); a target without a pathname keeps the
 * current one (e.g. "?page=2").
 */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const hasPath = parts.pathname !== undefined && parts.pathname !== '';
  const pathname = hasPath ? resolvePathname(parts.pathname as string, from.pathname) : from.pathname;
  const search = parts.search ?? (hasPath ? '' : from.search);
  return {
    pathname,
    search: search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '',
    hash: parts.hash && parts.hash !== '#' ? (parts.hash.startsWith('#') ? parts.hash : `#${parts.hash}`) : '',
  };
}

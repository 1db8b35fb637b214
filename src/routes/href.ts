// Typed navigation: the address of a route, derived from the route table:
// `href('Watch', {}, { id })`, `href('Space', { id: 7 })`, `href('Login', {}, { redirect })`.
// A route name the table does not have, or a missing path param, does not compile; no view
// spells a path (tests/unit/routes/href.test.ts fails on a literal one in a layout or feature).
import { routePath, type RouteName, type RoutePathOf } from './table';

export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The `:name` params of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}` ? K | ParamNames<`/${Rest}`> : P extends `${string}:${infer K}` ? K : never;

type HrefArgs<N extends RouteName> = [ParamNames<RoutePathOf<N>>] extends [never]
  ? [params?: Record<string, never>, query?: Query]
  : [params: Record<ParamNames<RoutePathOf<N>>, string | number>, query?: Query];

/** Appends the defined query values (in the given order) to a path. */
function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const qs = sp.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The path of route `name` with its params filled in, plus the query. */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return withQuery(routePath(name, (params ?? {}) as Record<string, string | number>), query);
}

// What @noriginmedia/norigin-spatial-navigation imports from 'lodash-es' (the build and the tests
// alias that bare name to this file; docs/decisions/065-norigin-lodash-subset.md). The timing
// functions are lodash's own. The collection functions are written on native methods for the
// only way norigin calls them, a plain function iteratee: lodash's versions bring its iteratee
// machinery (property paths, deep equality, Stack, MapCache, tag checks) into every TV's first
// screen, 7.2 KB gzip of the 9 KB that norigin's imports cost.
import debounce from 'lodash-es/debounce.js';
import noop from 'lodash-es/noop.js';
import throttle from 'lodash-es/throttle.js';
import uniqueId from 'lodash-es/uniqueId.js';

export { debounce, noop, throttle, uniqueId };

type Collection<T> = readonly T[] | Record<string, T> | null | undefined;

/** Own enumerable keys, as lodash walks an array (indexes) or an object (Object.keys order). */
function entriesOf<T>(c: Collection<T>): [string | number, T][] {
  if (c == null) return [];
  if (Array.isArray(c)) return c.map((v, i) => [i, v]);
  return Object.keys(c).map((k) => [k, (c as Record<string, T>)[k]]);
}

export function filter<T>(c: Collection<T>, keep: (value: T, key: string | number) => unknown): T[] {
  return entriesOf(c)
    .filter(([k, v]) => keep(v, k))
    .map(([, v]) => v);
}

/** Like lodash: an iteratee returning false ends the walk. */
export function forEach<T>(c: Collection<T>, visit: (value: T, key: string | number) => unknown): Collection<T> {
  for (const [k, v] of entriesOf(c)) if (visit(v, k) === false) break;
  return c;
}

export const forOwn = forEach;

export function findKey<T>(o: Record<string, T> | null | undefined, test: (value: T, key: string) => unknown): string | undefined {
  if (o == null) return undefined;
  for (const k of Object.keys(o)) if (test(o[k], k)) return k;
  return undefined;
}

/** lodash's order: ascending, NaN after every number. */
function ascending(a: number, b: number): number {
  if (a === b) return 0;
  const aNaN = Number.isNaN(a);
  const bNaN = Number.isNaN(b);
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
  return a > b ? 1 : -1;
}

/**
 * Stable by the index on equal keys, as lodash's: Chromium before 70 sorts arrays of more than
 * ten items unstably, and those are TVs this build runs on.
 */
export function sortBy<T>(c: Collection<T>, by: (value: T) => number): T[] {
  return entriesOf(c)
    .map(([, v], i) => ({ v, i, key: by(v) }))
    .sort((a, b) => ascending(a.key, b.key) || a.i - b.i)
    .map((e) => e.v);
}

export function first<T>(list: readonly T[] | null | undefined): T | undefined {
  return list && list.length ? list[0] : undefined;
}

/** The items of list not in without (SameValueZero, as lodash). */
export function difference<T>(list: readonly T[] | null | undefined, without: readonly T[] = []): T[] {
  return Array.isArray(list) ? list.filter((v) => !without.includes(v)) : [];
}

export const assign = Object.assign;

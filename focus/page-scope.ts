// The focus scope of one page instance, for the page frame: the key prefix of everything the
// page renders, and how long its section memory lives.
import { useEffect } from 'react';
import { forgetScope } from './section-memory';

/**
 * A kept-alive page has one instance for the app's life, so its name is its scope. Any other
 * page gets one scope per history entry (`instance`: the location key), so two entries of the
 * same page never share keys or memory.
 */
export function pageFocusScope(name: string, instance?: string): string {
  return instance ? `page:${name}#${instance}` : `page:${name}`;
}

/**
 * How many left page instances keep their memory. Back returns to the same history entry (the
 * same location key, so the same scope): its memory is what restores focus on the rebuilt page.
 * A new visit is a new entry and a new scope, so it can never land on a stale key; the bound
 * only keeps the map small over a long session.
 */
export const RETIRED_SCOPES_KEPT = 24;

const retired: string[] = [];

function revive(scope: string): void {
  const at = retired.indexOf(scope);
  if (at >= 0) retired.splice(at, 1);
}

function retire(scope: string): void {
  revive(scope);
  retired.push(scope);
  while (retired.length > RETIRED_SCOPES_KEPT) forgetScope(retired.shift() as string);
}

/**
 * Keeps the section memory of a page that is not kept alive after it unmounts, for the last
 * RETIRED_SCOPES_KEPT such pages, so Back to its history entry restores focus where it was (a
 * kept-alive page keeps its memory for the app's life).
 */
export function usePageFocusMemory(scope: string, keepAlive: boolean): void {
  useEffect(() => {
    if (keepAlive) return undefined;
    revive(scope);
    return () => retire(scope);
  }, [scope, keepAlive]);
}

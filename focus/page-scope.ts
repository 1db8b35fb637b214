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
 * Forgets the page's section memory when it unmounts, unless it is kept alive (its memory is
 * what restores focus when it shows again). A page that is not kept alive comes back as a new
 * instance, which must not land on a stale key.
 */
export function usePageFocusMemory(scope: string, keepAlive: boolean): void {
  useEffect(() => {
    if (keepAlive) return undefined;
    return () => forgetScope(scope);
  }, [scope, keepAlive]);
}

// The TV home's first data, requested when the TV app chunk is evaluated (cold start on the home
// route) instead of after the home chunk arrived and rendered: both requests then travel while the
// page chunks load, and the home usually mounts with its rows already in.
import type { VideoItem } from '@src/api/contract/common';
import { loadHomeRows, loadWatching, type HomeRow } from '@src/features/catalog';
import { prefetched, type Prefetched } from './prefetch';
import type { Page } from './use-load';

export interface HomePrefetch {
  firstPage: Prefetched<Page<HomeRow>>;
  watching: Prefetched<readonly VideoItem[]>;
}

let current: HomePrefetch | null = null;

export function prefetchHome(): HomePrefetch {
  current ??= { firstPage: prefetched(() => loadHomeRows(1)), watching: prefetched(() => loadWatching()) };
  return current;
}

/** The prefetch the home mounts with (null when none was made). */
export function peekHomePrefetch(): HomePrefetch | null {
  return current;
}

/** Called once the home has taken it: a later mount or a reload asks the server again. */
export function dropHomePrefetch(): void {
  current = null;
}

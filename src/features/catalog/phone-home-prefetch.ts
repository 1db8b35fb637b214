// The phone home's first requests before React reaches the page (layouts/mobile/first-screen.ts
// starts them from the boot). A module of its own, not in the catalog's index: only the phone
// home's first-screen chunk carries it, never the TV's first screen (its initial JS budget).
import type { QueryClient } from '@tanstack/react-query';
import type { VideoItem } from '@src/api/contract/common';
import type { HomeSection } from '@src/api/contract/home';
import { queryClient } from '@src/data/query-client';
import { pagedQuery } from '@src/data/use-paged-list';
// Through the index, as the TV's first screen imports the catalog: a second importer of
// catalog-lists.ts would split it from the index into a chunk of its own (one more request).
import { homeSectionsPage, loadNavigation, loadWatching, type HomePage } from '.';
import { catalogKeys } from './catalog-keys';

/**
 * The phone home's three requests (as prefetchHome does for the TV home), under the keys its
 * page reads, so the page finds them in the cache or on their way. Resolves with the
 * banner of page 1 (empty when it failed) so the caller can fetch the first slide's image
 * before the page renders it.
 */
export async function prefetchPhoneHome(sizes: { sections: number; watching: number }, client: QueryClient = queryClient): Promise<readonly VideoItem[]> {
  void client.prefetchQuery({ queryKey: catalogKeys.watching(sizes.watching), queryFn: ({ signal }) => loadWatching(sizes.watching, signal) });
  void client.prefetchQuery({ queryKey: catalogKeys.navigation(true), queryFn: ({ signal }) => loadNavigation(true, signal) });
  const data = await client.fetchInfiniteQuery(pagedQuery<HomeSection, HomePage>(catalogKeys.homeSections(sizes.sections), homeSectionsPage(sizes.sections))).catch(() => undefined);
  return data?.pages[0]?.banner ?? [];
}

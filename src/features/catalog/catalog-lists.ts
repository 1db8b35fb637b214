// The catalog's lists as resources of the data primitive (src/data): one key per list and its
// inputs, one paged hook for both layouts. A layout passes its page size; TV and phone lists
// of the same size share their cache entry. Watching is the user's (meKey), so it is asked
// again after login and logout. History is in src/features/history.
import type { QueryClient } from '@tanstack/react-query';
import type { VideoItem } from '@src/api/contract/common';
import type { HomeSection } from '@src/api/contract/home';
import { queryClient } from '@src/data/query-client';
import { pagedQuery, usePagedList, type Page } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import {
  fetchCategory, fetchDiscovery, fetchHomeRecommend, fetchHotKeywords, fetchRank, fetchSearch,
  loadHomeRows, loadNavigation, loadWatching, type HomeRow,
} from './catalog-data';
import { catalogKeys } from './catalog-keys';

export type Sort = 'hot' | 'new' | 'score';

/** The TV home's watching row: up to 40 videos. */
const TV_WATCHING = 40;

const homeRowsQuery = () => pagedQuery<HomeRow>(catalogKeys.homeRows(), loadHomeRows);

/** The TV home's recommendation rows. */
export const useHomeRows = () => usePagedList<HomeRow>(catalogKeys.homeRows(), loadHomeRows);

/** The watching list (the user's; visitors get what is most played now). */
export const useWatching = (count = TV_WATCHING) => useResource(catalogKeys.watching(count), (signal) => loadWatching(count, signal));

/**
 * The TV home's two requests, started when the TV app chunk is evaluated on the home route
 * (before React reaches the page): the home then mounts with its rows already in the cache
 * and renders them in its first render, or joins the requests still on their way.
 */
export function prefetchHome(client: QueryClient = queryClient): void {
  void client.prefetchInfiniteQuery(homeRowsQuery());
  void client.prefetchQuery({ queryKey: catalogKeys.watching(TV_WATCHING), queryFn: ({ signal }) => loadWatching(TV_WATCHING, signal) });
}

/** The categories. `quiet`: the caller only decorates with them (no toast, no error state). */
export const useNavigation = (quiet = false) =>
  useResource(catalogKeys.navigation(quiet), (signal) => loadNavigation(quiet, signal), { isEmpty: (l) => l.length === 0 });

export const useHotKeywords = () => useResource(catalogKeys.hotKeywords(), (signal) => fetchHotKeywords(signal));

export const useDiscoveryList = (pageSize: number) => usePagedList<VideoItem>(catalogKeys.discovery(pageSize), (page, signal) => fetchDiscovery(page, pageSize, signal));

export const useRankList = (pageSize: number, categoryId?: number) =>
  usePagedList<VideoItem>(catalogKeys.rank(pageSize, categoryId), (page, signal) => fetchRank(page, pageSize, categoryId, signal));

export const useCategoryList = (category: string, pageSize: number, sort?: Sort) =>
  usePagedList<VideoItem>(catalogKeys.category(category, pageSize, sort), (page, signal) => fetchCategory(category, page, pageSize, sort, signal));

/** `live`: the keyword is still being typed (keyboard-search.ts). */
export const useSearchList = (keyword: string, pageSize: number, live = false) =>
  usePagedList<VideoItem>(catalogKeys.search(keyword, pageSize, live), (page, signal) => fetchSearch(keyword, page, pageSize, signal, live));

/** Play history with positions (the phone's list). */
/** The phone home: the banner comes with page 1, sections page by page. */
export interface HomePage extends Page<HomeSection> {
  banner: readonly VideoItem[];
}

/** recomData is merged: a later page repeating a section (same id) replaces it in place. */
export function mergeSections(pages: readonly Page<HomeSection>[]): readonly HomeSection[] {
  const out: HomeSection[] = [];
  for (const p of pages) {
    for (const s of p.list) {
      const i = out.findIndex((x) => x.id === s.id);
      if (i >= 0) out[i] = s;
      else out.push(s);
    }
  }
  return out;
}

export const homeSectionsPage = (pageSize: number) => async (page: number, signal: AbortSignal): Promise<HomePage> => {
  const r = await fetchHomeRecommend(page, pageSize, signal);
  return { list: r.sections, hasMore: r.hasMore, banner: r.banner };
};

export const useHomeSections = (pageSize: number) =>
  usePagedList<HomeSection, HomePage>(catalogKeys.homeSections(pageSize), homeSectionsPage(pageSize), {
    combine: mergeSections,
    isEmpty: (first) => first.list.length === 0 && first.banner.length === 0,
  });

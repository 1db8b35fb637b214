// The catalog calls both layouts make (home, discovery, rank, category lists, search, history,
// watching, the category navigation), over the request layer's contract-checked families. Each
// takes the AbortSignal of the query that asks it (src/data), so a list left before its reply
// came aborts its request. Views use the list hooks of catalog-lists.ts, never the request
// layer (.dependency-cruiser.cjs "views-not-to-request-layer").
import type { VideoItem } from '@src/api/contract/common';
import type { Page } from '@src/data/use-paged-list';
import { call } from '@src/api/call';
import { getDiscovery, getHomeRecommend, getHotSearch, getListByCategory, getNavigationBar, getRankList, getWatchingList, searchVideos } from '@src/api/contract/home';

export interface HomeRow {
  id: string;
  title: string;
  videos: readonly VideoItem[];
}

/** Page size of the TV grids (a 6-column grid, five rows). */
export const PAGE_SIZE = 30;

// The raw calls, with the page size the caller's layout wants.
export const fetchHomeRecommend = (page: number, pageSize: number, signal?: AbortSignal) => call(getHomeRecommend, { page, pageSize }, { signal });
export const fetchWatching = (pageSize: number, signal?: AbortSignal) => call(getWatchingList, { pageSize }, { signal });
/** The categories; `quiet` for callers that only decorate with them (no toast on failure). */
export const fetchNavigation = (quiet = false, signal?: AbortSignal) => call(getNavigationBar, {}, quiet ? { ignoreErrors: true, signal } : { signal });
export const fetchDiscovery = (page: number, pageSize: number, signal?: AbortSignal) => call(getDiscovery, { page, pageSize }, { signal });
export const fetchRank = (page: number, pageSize: number, categoryId?: number, signal?: AbortSignal) => call(getRankList, { categoryId, page, pageSize }, { signal });
export const fetchCategory = (category: string, page: number, pageSize: number, sort?: 'hot' | 'new' | 'score', signal?: AbortSignal) =>
  call(getListByCategory, { category, sort, page, pageSize }, { signal });
/** `live`: asked while the viewer types (the TV keyboard), not counted as a hot search. */
export const fetchSearch = (keyword: string, page: number, pageSize: number, signal?: AbortSignal, live = false) =>
  call(searchVideos, { keyword, page, pageSize, ...(live ? { live: 1 } : {}) }, { signal });
/** The hot search keywords; quiet on failure (the search page works without them). */
export const fetchHotKeywords = async (signal?: AbortSignal) => (await call(getHotSearch, {}, { ignoreErrors: true, signal })).list.map((h) => h.keyword);

/** The TV home's rows: recommendation sections, ten a page. */
export async function loadHomeRows(page: number, signal?: AbortSignal): Promise<Page<HomeRow>> {
  const res = await fetchHomeRecommend(page, 10, signal);
  return { list: res.sections.map((s) => ({ id: `s${s.id}`, title: s.title, videos: s.list })), hasMore: res.hasMore };
}

export async function loadWatching(pageSize = 40, signal?: AbortSignal): Promise<readonly VideoItem[]> {
  return (await fetchWatching(pageSize, signal)).list;
}

export const loadNavigation = async (quiet = false, signal?: AbortSignal) => (await fetchNavigation(quiet, signal)).list;

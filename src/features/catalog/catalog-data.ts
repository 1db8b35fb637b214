// The catalog calls both layouts make (home, discovery, rank, category lists, search, history,
// watching, the category navigation), over the request layer's contract-checked families. Views
// import these, never the request layer (.dependency-cruiser.cjs "views-not-to-request-layer").
import { homeApi } from '@src/api/home';
import { videoApi } from '@src/api/video';
import type { VideoItem } from '@src/api/contract/common';

/** One page of a paged list: its items and whether more follow. */
export interface Page<T> {
  list: readonly T[];
  hasMore: boolean;
}

export interface HomeRow {
  id: string;
  title: string;
  videos: readonly VideoItem[];
}

/** Page size of the TV grids (a 6-column grid, five rows). */
export const PAGE_SIZE = 30;

// The raw calls, with the page size the caller's layout wants.
export const fetchHomeRecommend = (page: number, pageSize: number) => homeApi.getHomeRecommend({ page, pageSize });
export const fetchWatching = (pageSize: number) => homeApi.getWatchingList({ pageSize });
/** The categories; `quiet` for callers that only decorate with them (no toast on failure). */
export const fetchNavigation = (quiet = false) => homeApi.getNavigationBar({}, quiet ? { ignoreErrors: true } : {});
export const fetchDiscovery = (page: number, pageSize: number) => homeApi.getDiscovery({ page, pageSize });
export const fetchRank = (page: number, pageSize: number, categoryId?: number) => homeApi.getRankList({ categoryId, page, pageSize });
export const fetchCategory = (category: string, page: number, pageSize: number, sort?: 'hot' | 'new' | 'score') => homeApi.getListByCategory({ category, sort, page, pageSize });
export const fetchSearch = (keyword: string, page: number, pageSize: number) => homeApi.searchVideos({ keyword, page, pageSize });
/** The hot search keywords; quiet on failure (the search page works without them). */
export const fetchHotKeywords = async () => (await homeApi.getHotSearch({}, { ignoreErrors: true })).list.map((h) => h.keyword);
export const fetchPlayRecords = (page: number, pageSize: number) => videoApi.getPlayRecords({ page, pageSize });

// The TV grids' page loaders.
export async function loadHomeRows(page: number): Promise<Page<HomeRow>> {
  const res = await fetchHomeRecommend(page, 10);
  return { list: res.sections.map((s) => ({ id: `s${s.id}`, title: s.title, videos: s.list })), hasMore: res.hasMore };
}

export async function loadWatching(): Promise<readonly VideoItem[]> {
  return (await fetchWatching(40)).list;
}

export const loadDiscovery = async (page: number) => fetchDiscovery(page, PAGE_SIZE);
export const loadRank = async (page: number) => fetchRank(page, PAGE_SIZE);
export const loadCategory = (category: string) => async (page: number) => fetchCategory(category, page, PAGE_SIZE);
export const loadSearch = (keyword: string) => async (page: number) => fetchSearch(keyword, page, PAGE_SIZE);
export const loadNavigation = async () => (await fetchNavigation()).list;
/** History as videos (the grid shows posters; the position is used by the player later). */
export const loadHistory = async (page: number): Promise<Page<VideoItem>> => {
  const res = await fetchPlayRecords(page, PAGE_SIZE);
  return { list: res.list.map((r) => r.video), hasMore: res.hasMore };
};

// The calls TV pages make, over src/api's contract-checked call(). One place to switch to the
// per-family modules of src/api once they exist.
import { call } from '@src/api/call';
import { getDiscovery, getHomeRecommend, getListByCategory, getNavigationBar, getRankList, getWatchingList, searchVideos } from '@src/api/contract/home';
import { getPlayRecords } from '@src/api/contract/video';
import type { VideoItem } from '@src/api/contract/common';
import type { Page } from './use-load';

export interface HomeRow {
  id: string;
  title: string;
  videos: readonly VideoItem[];
}

export const PAGE_SIZE = 30;

export async function loadHomeRows(page: number): Promise<Page<HomeRow>> {
  const res = await call(getHomeRecommend, { page, pageSize: 10 });
  return { list: res.sections.map((s) => ({ id: `s${s.id}`, title: s.title, videos: s.list })), hasMore: res.hasMore };
}

export async function loadWatching(): Promise<readonly VideoItem[]> {
  return (await call(getWatchingList, { pageSize: 40 })).list;
}

export const loadDiscovery = async (page: number) => call(getDiscovery, { page, pageSize: PAGE_SIZE });
export const loadRank = async (page: number) => call(getRankList, { page, pageSize: PAGE_SIZE });
export const loadCategory = (category: string) => async (page: number) => call(getListByCategory, { category, page, pageSize: PAGE_SIZE });
export const loadSearch = (keyword: string) => async (page: number) => call(searchVideos, { keyword, page, pageSize: PAGE_SIZE });
export const loadNavigation = async () => (await call(getNavigationBar, {})).list;
/** History as videos (the grid shows posters; the position is used by the player later). */
export const loadHistory = async (page: number): Promise<Page<VideoItem>> => {
  const res = await call(getPlayRecords, { page, pageSize: PAGE_SIZE });
  return { list: res.list.map((r) => r.video), hasMore: res.hasMore };
};

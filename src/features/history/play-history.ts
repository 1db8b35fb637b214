// Play history (GetPlayRecords) as lists of the data primitive. A feature of its own, not part
// of the catalog: it is the only browse call in the video family, and the TV home (which
// imports the catalog's index) then carries none of that family's contract (about 2 KB gzip
// of its first screen).
import { call } from '@src/api/call';
import { getPlayRecords, type playRecordSchema } from '@src/api/contract/video';
import type { VideoItem } from '@src/api/contract/common';
import type { Infer } from '@src/api/contract/schema';
import { usePagedList, type Page } from '@src/data/use-paged-list';
import { historyKeys } from './history-keys';

export type PlayRecord = Infer<typeof playRecordSchema>;

const fetchPlayRecords = (page: number, pageSize: number, signal?: AbortSignal) => call(getPlayRecords, { page, pageSize }, { signal });

/** History as videos (the TV grid shows posters; the position is used by the player later). */
async function loadHistoryVideos(page: number, pageSize: number, signal?: AbortSignal): Promise<Page<VideoItem>> {
  const res = await fetchPlayRecords(page, pageSize, signal);
  return { list: res.list.map((r) => r.video), hasMore: res.hasMore };
}

/** Play history with positions (the phone's list); the user's, asked again after login and logout. */
export const usePlayRecordList = (pageSize: number) => usePagedList<PlayRecord>(historyKeys.records(pageSize), (page, signal) => fetchPlayRecords(page, pageSize, signal));

/** Play history as posters (the TV grid). */
export const useHistoryVideos = (pageSize: number) => usePagedList<VideoItem>(historyKeys.videos(pageSize), (page, signal) => loadHistoryVideos(page, pageSize, signal));

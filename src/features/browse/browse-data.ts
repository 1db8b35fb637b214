// The calls behind the last browsing pages (issue 13): the short-video channel and the play
// data of a short video, more from followed uploaders, browse by type (the filter calls) and an
// album (a series' details and episodes, through the watch feature). Each takes the AbortSignal
// of the query asking it (src/data).
import { call } from '@src/api/call';
import { getPlayData } from '@src/api/contract/video';
import type { VideoItem } from '@src/api/contract/common';
import type { Page } from '@src/data/use-paged-list';
import { mediaUrl } from '@src/features/watch';
import { filterVideos, getFilterOptions, getMiniVideoChannel, getMoreFocus } from '@src/api/contract/home';

/** videoType of getPlayData for a short video (contract/video.ts). */
export const VIDEO_TYPE_MINI = 1;

export interface MiniChannel {
  /** One of the eight channel categories (games, news...); absent: every short video. */
  titleId?: string;
  /** A trend label id narrowing the channel. */
  subID?: number;
}

const TITLE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** The channel a /miniVideoChannel address names; what does not fit the contract is dropped. */
export function miniChannelFrom(search: string): MiniChannel {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const titleId = q.get('titleId') ?? '';
  const sub = Number(q.get('subID'));
  return {
    ...(TITLE_ID.test(titleId) ? { titleId } : {}),
    ...(Number.isInteger(sub) && sub > 0 ? { subID: sub } : {}),
  };
}

export const fetchMiniVideos = (channel: MiniChannel, page: number, pageSize: number, signal?: AbortSignal): Promise<Page<VideoItem>> =>
  call(getMiniVideoChannel, { ...channel, page, pageSize }, { signal });

export interface MiniPlay {
  mediaKey: string;
  /** The stream's address as the player loads it. */
  url: string;
  durationSec: number;
}

/** The stream of a short video (it has one episode; it always starts at 0). */
export async function loadMiniPlay(mediaKey: string, signal?: AbortSignal): Promise<MiniPlay> {
  const d = await call(getPlayData, { mediaKey }, { query: { videoType: VIDEO_TYPE_MINI }, signal });
  return { mediaKey, url: mediaUrl(d.url), durationSec: d.durationSec };
}

export const fetchMoreFocus = (page: number, pageSize: number, signal?: AbortSignal): Promise<Page<VideoItem>> => call(getMoreFocus, { page, pageSize }, { signal });

export const fetchTypeOptions = (signal?: AbortSignal) => call(getFilterOptions, {}, { signal });

export interface TypeQuery {
  /** Category id; 0 = every type. */
  typeId: number;
  /** A tag narrowing the type; '' = none. */
  tag: string;
}

export const fetchByType = (q: TypeQuery, page: number, pageSize: number, signal?: AbortSignal): Promise<Page<VideoItem>> =>
  call(filterVideos, { categoryId: q.typeId || undefined, tag: q.tag || undefined, page, pageSize }, { signal });

// Loading what the watch page shows: details (with episodes and what the caller may play),
// related videos and the play data of the chosen episode. getPlayData refusals become states
// (VIP needed, gold needed) instead of dead ends.
import { call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { getVideoDetails, getPlayData, videoChooseGather, type PlayData, type VideoDetails } from '@src/api/contract/video';
import { getDiscovery, getRelatedVideo } from '@src/api/contract/home';
import type { Episode, VideoItem } from '@src/api/contract/common';
import { ws } from './watch-strings';

/** videoType of getPlayData / Replys: 0 long video (the default of this page). */
export const VIDEO_TYPE_LONG = 0;
export const RELATED_PAGE_SIZE = 12;

export type PlayGate =
  | { kind: 'loading' }
  | { kind: 'ready'; data: PlayData }
  | { kind: 'needVip'; message: string }
  | { kind: 'needGold'; gold: number; message: string }
  | { kind: 'needLogin'; message: string }
  | { kind: 'error'; message: string };

const idToKey = new Map<number, string>();
const ID_SCAN_PAGES = 5;
const ID_SCAN_PAGE_SIZE = 100;

/**
 * The posters link /watch?id={numeric id} while VideoDetails takes a mediaKey. Until the
 * server accepts the id there (reported), a numeric id the server does not know is looked
 * up in the catalogue feed (bounded: 5 pages of 100) and remembered.
 */
async function findMediaKeyById(id: number): Promise<string | null> {
  const known = idToKey.get(id);
  if (known) return known;
  for (let page = 1; page <= ID_SCAN_PAGES; page++) {
    const res = await call(getDiscovery, { page, pageSize: ID_SCAN_PAGE_SIZE }, { ignoreErrors: true });
    for (const v of res.list) idToKey.set(v.id, v.mediaKey);
    const hit = idToKey.get(id);
    if (hit) return hit;
    if (!res.hasMore) break;
  }
  return null;
}

export async function loadDetails(key: string): Promise<VideoDetails> {
  const numeric = /^\d+$/.test(key);
  const mapped = numeric ? idToKey.get(Number(key)) : undefined;
  try {
    return await call(getVideoDetails, { mediaKey: mapped ?? key }, { ignoreCodes: [RET.NOT_FOUND] });
  } catch (err) {
    if (!numeric || mapped || !(err instanceof ApiError) || err.ret !== RET.NOT_FOUND) throw err;
    const found = await findMediaKeyById(Number(key));
    if (!found) throw err;
    return call(getVideoDetails, { mediaKey: found }, { ignoreCodes: [RET.NOT_FOUND] });
  }
}

export async function loadRelated(mediaKey: string): Promise<VideoItem[]> {
  return (await call(getRelatedVideo, { mediaKey, pageSize: RELATED_PAGE_SIZE }, { ignoreErrors: true })).list;
}

export async function loadEpisodes(mediaKey: string): Promise<Episode[]> {
  return (await call(videoChooseGather, { mediaKey })).list;
}

/** getPlayData for one episode, its refusals turned into a gate. */
export async function loadPlayGate(mediaKey: string, episodeId: number | undefined, gold: number): Promise<PlayGate> {
  try {
    const data = await call(
      getPlayData,
      { mediaKey, episodeId },
      { query: { videoType: VIDEO_TYPE_LONG }, ignoreCodes: [RET.FORBIDDEN, RET.GOLD_NOT_ENOUGH, RET.SESSION_INVALID] },
    );
    return { kind: 'ready', data };
  } catch (err) {
    return gateFromError(err, gold);
  }
}

export function gateFromError(err: unknown, gold: number): PlayGate {
  if (err instanceof ApiError) {
    if (err.ret === RET.FORBIDDEN) return { kind: 'needVip', message: err.message || ws('needVip') };
    if (err.ret === RET.GOLD_NOT_ENOUGH) return { kind: 'needGold', gold, message: ws('needGold', { gold }) };
    if (err.ret === RET.SESSION_INVALID) return { kind: 'needLogin', message: ws('needLogin') };
    if (err.ret === RET.NOT_FOUND) return { kind: 'error', message: ws('notFound') };
  }
  return { kind: 'error', message: err instanceof Error && err.message ? ws('loadFailed') : ws('loadFailed') };
}

/** The episode to start: the URL's, else the resume record's, else the first. */
export function startEpisode(details: VideoDetails, wanted?: number): Episode | undefined {
  const list = details.episodeList;
  return (
    (wanted ? list.find((e) => e.id === wanted) : undefined) ??
    (details.resumeEpisodeId ? list.find((e) => e.id === details.resumeEpisodeId) : undefined) ??
    list[0]
  );
}

// Loading what the watch page shows: details (with episodes and what the caller may play),
// related videos and the play data of the chosen episode. getPlayData refusals become states
// (VIP needed, gold needed) instead of dead ends.
import { call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { getVideoDetails, getPlayData, videoChooseGather, type PlayData, type PlayEpisode, type VideoDetails } from '@src/api/contract/video';
import { getRelatedVideo } from '@src/api/contract/home';
import type { VideoItem } from '@src/api/contract/common';
import { apiBase } from '@src/api/base-url';
import { effectiveMoreFun, skipIntroTarget } from '@src/player/more-fun';
import { marksOf } from '@src/player/more-fun-driver';
import { resumePosition } from '@src/player/resume';
import { settingsStore } from '@src/stores/settings';
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
  /** The stream is still being made (a first start's demo streams): asked again until ready. */
  | { kind: 'preparing'; message: string }
  /** Youth mode refuses playing (issue 30): night hours, the day's time used, or not for minors. */
  | { kind: 'youth'; message: string }
  | { kind: 'error'; message: string };

/**
 * A load ahead of the page (focus resting on a poster): the user asked for nothing yet, so a
 * failure shows no toast and a refused session sends nobody to the login page; the page asks
 * again itself (a warm-up leaves only good answers in the cache: start/prime.ts).
 */
const AHEAD = { ignoreErrors: true, noLoginRedirect: true } as const;

/** Details by mediaKey, or by the numeric video id the posters link (/watch?id=): the server takes both. */
export function loadDetails(key: string, signal?: AbortSignal, ahead = false): Promise<VideoDetails> {
  return call(getVideoDetails, { mediaKey: key }, { ignoreCodes: [RET.NOT_FOUND], signal, ...(ahead ? AHEAD : {}) });
}

export const streamUrl = (url: string) => (url.startsWith('/') ? apiBase() + url : url);

/** Where playback will start: the resume point, past the opening when moreFun skip says so. */
export function streamStart(details: VideoDetails, data: PlayData): number {
  const from = resumePosition(data.position, data.durationSec);
  const marks = marksOf(details.episodeList.find((e) => e.id === data.episodeId));
  return skipIntroTarget(effectiveMoreFun(settingsStore.getState().moreFun), marks, from) ?? from;
}

export async function loadRelated(mediaKey: string, signal?: AbortSignal): Promise<VideoItem[]> {
  return (await call(getRelatedVideo, { mediaKey, pageSize: RELATED_PAGE_SIZE }, { ignoreErrors: true, signal })).list;
}

export async function loadEpisodes(mediaKey: string, signal?: AbortSignal): Promise<PlayEpisode[]> {
  return (await call(videoChooseGather, { mediaKey }, { signal })).list;
}

/**
 * getPlayData for one episode (undefined: the server picks the resume episode, else the first,
 * as startEpisode does), its refusals turned into a gate. mediaKey may be the numeric id.
 */
export async function loadPlayGate(mediaKey: string, episodeId: number | undefined, gold: number, signal?: AbortSignal, ahead = false): Promise<PlayGate> {
  try {
    const data = await call(
      getPlayData,
      { mediaKey, episodeId },
      { query: { videoType: VIDEO_TYPE_LONG }, ignoreCodes: [RET.FORBIDDEN, RET.GOLD_NOT_ENOUGH, RET.SESSION_INVALID, RET.NOT_FOUND, RET.YOUTH_MODE, RET.MEDIA_PREPARING], signal, ...(ahead ? AHEAD : {}) },
    );
    return { kind: 'ready', data };
  } catch (err) {
    // Left before the answer: nothing to show, and nothing to keep in the cache.
    if (err instanceof ApiError && err.kind === 'aborted') throw err;
    return gateFromError(err, gold);
  }
}

export function gateFromError(err: unknown, gold: number): PlayGate {
  if (err instanceof ApiError) {
    if (err.ret === RET.YOUTH_MODE) return { kind: 'youth', message: err.message };
    if (err.ret === RET.MEDIA_PREPARING) return { kind: 'preparing', message: ws('preparing') };
    if (err.ret === RET.FORBIDDEN) return { kind: 'needVip', message: err.message || ws('needVip') };
    if (err.ret === RET.GOLD_NOT_ENOUGH) return { kind: 'needGold', gold, message: ws('needGold', { gold }) };
    if (err.ret === RET.SESSION_INVALID) return { kind: 'needLogin', message: ws('needLogin') };
    if (err.ret === RET.NOT_FOUND) return { kind: 'error', message: ws('notFound') };
  }
  return { kind: 'error', message: ws('loadFailed') };
}

/** A gate asked before the price was known gets the video's gold price once the details are in. */
export function withGold(gate: PlayGate, gold: number): PlayGate {
  return gate.kind === 'needGold' ? { kind: 'needGold', gold, message: ws('needGold', { gold }) } : gate;
}

/** The episode to start: the URL's, else the resume record's, else the first. */
export function startEpisode(details: VideoDetails, wanted?: number): PlayEpisode | undefined {
  const list = details.episodeList;
  return (
    (wanted ? list.find((e) => e.id === wanted) : undefined) ??
    (details.resumeEpisodeId ? list.find((e) => e.id === details.resumeEpisodeId) : undefined) ??
    list[0]
  );
}

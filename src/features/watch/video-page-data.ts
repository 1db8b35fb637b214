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
import { skipIntroTarget } from '@src/player/more-fun';
import { marksOf } from '@src/player/more-fun-driver';
import { resumePosition } from '@src/player/resume';
import { warmHlsStart } from '@src/player/stream-warmup';
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
  | { kind: 'error'; message: string };

/** Details by mediaKey, or by the numeric video id the posters link (/watch?id=): the server takes both. */
export function loadDetails(key: string): Promise<VideoDetails> {
  return call(getVideoDetails, { mediaKey: key }, { ignoreCodes: [RET.NOT_FOUND] });
}

/** The two requests that start a watch page: details and the play data, in parallel. */
export interface WatchLoad {
  episodeId: number | undefined;
  details: Promise<VideoDetails>;
  gate: Promise<PlayGate>;
}

/** A primed load unused for this long (its page never committed) is not handed out. */
export const PRIME_TTL_MS = 5000;
let primed: { id: string; at: number; load: WatchLoad } | null = null;
const primeId = (key: string, episodeId: number | undefined, uid: number) => `${key}|${episodeId ?? ''}|${uid}`;

/**
 * Sends the details and play-data requests for a watch page from its first render, before the
 * page commits (a layout may hold a freshly loaded page back behind Suspense for a while); the
 * page's effect then takes them over. Idempotent for the same page, so a second render reuses it.
 */
export function primeWatchLoad(key: string, episodeId: number | undefined, uid: number): void {
  const id = primeId(key, episodeId, uid);
  if (primed?.id === id && Date.now() - primed.at < PRIME_TTL_MS) return;
  const details = loadDetails(key);
  // Nobody may be waiting yet: a failure is handled where the promise is taken.
  details.catch(() => undefined);
  const gate = loadPlayGate(key, episodeId, 0);
  primed = { id, at: Date.now(), load: { episodeId, details, gate } };
  void Promise.all([details, gate]).then(
    ([d, g]) => (g.kind === 'ready' ? warmHlsStart(streamUrl(g.data.url), streamStart(d, g.data)) : undefined),
    () => undefined,
  );
}

export const streamUrl = (url: string) => (url.startsWith('/') ? apiBase() + url : url);

/** Where playback will start: the resume point, past the opening when moreFun skip says so. */
export function streamStart(details: VideoDetails, data: PlayData): number {
  const from = resumePosition(data.position, data.durationSec);
  const marks = marksOf(details.episodeList.find((e) => e.id === data.episodeId));
  return skipIntroTarget(settingsStore.getState().moreFun, marks, from) ?? from;
}

/** The primed requests for this page, once (null when none were primed for it). */
export function takeWatchLoad(key: string, episodeId: number | undefined, uid: number): WatchLoad | null {
  const hit = primed?.id === primeId(key, episodeId, uid) && Date.now() - primed.at < PRIME_TTL_MS ? primed.load : null;
  primed = null;
  return hit;
}

export async function loadRelated(mediaKey: string): Promise<VideoItem[]> {
  return (await call(getRelatedVideo, { mediaKey, pageSize: RELATED_PAGE_SIZE }, { ignoreErrors: true })).list;
}

export async function loadEpisodes(mediaKey: string): Promise<PlayEpisode[]> {
  return (await call(videoChooseGather, { mediaKey })).list;
}

/**
 * getPlayData for one episode (undefined: the server picks the resume episode, else the first,
 * as startEpisode does), its refusals turned into a gate. mediaKey may be the numeric id.
 */
export async function loadPlayGate(mediaKey: string, episodeId: number | undefined, gold: number): Promise<PlayGate> {
  try {
    const data = await call(
      getPlayData,
      { mediaKey, episodeId },
      { query: { videoType: VIDEO_TYPE_LONG }, ignoreCodes: [RET.FORBIDDEN, RET.GOLD_NOT_ENOUGH, RET.SESSION_INVALID, RET.NOT_FOUND] },
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

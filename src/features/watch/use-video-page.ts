// The watch page's data: details, related videos, the current episode and its play gate.
// Time to first frame: the play data of the episode to start is asked together with the
// details (the server picks the same default episode), not after them; related videos wait
// until the stream has started so they do not compete with it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VideoItem } from '@src/api/contract/common';
import type { PlayEpisode, VideoDetails } from '@src/api/contract/video';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { useSession } from '@src/stores/session';
import { loadDetails, loadPlayGate, loadRelated, primeWatchLoad, startEpisode, takeWatchLoad, withGold, type PlayGate } from './video-page-data';
import type { WatchTarget } from './watch-target';
import { ws } from './watch-strings';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface VideoPage {
  status: LoadStatus;
  error: string;
  details: VideoDetails | null;
  mediaKey: string;
  episodes: readonly PlayEpisode[];
  episode: PlayEpisode | undefined;
  episodeIndex: number;
  related: readonly VideoItem[];
  gate: PlayGate;
  selectEpisode(index: number): void;
  /** Asks getPlayData again (after paying, logging in, or a failure). */
  reloadGate(): void;
  reload(): void;
  /** Replaces parts of the details after an action (like, collect...). */
  patchDetails(patch: Partial<VideoDetails>): void;
}

export interface VideoPageOptions {
  /** True while the stream is starting: extras (related videos) wait so they do not slow it. */
  holdExtras?: boolean;
}

/** Play data asked in parallel with the details, for the episode the details will pick. */
interface Prefetch {
  /** The episode asked (undefined = the server's default: resume, else the first). */
  episodeId: number | undefined;
  gate: Promise<PlayGate>;
  /** The details it was asked with, once they arrived: only the first gate of those details may use it. */
  details: VideoDetails | null;
}

export function useVideoPage(target: WatchTarget | null, options: VideoPageOptions = {}): VideoPage {
  const [details, setDetails] = useState<VideoDetails | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState('');
  const [related, setRelated] = useState<readonly VideoItem[]>([]);
  const [episodeId, setEpisodeId] = useState<number | undefined>(target?.episodeId);
  const [gate, setGate] = useState<PlayGate>({ kind: 'loading' });
  const [detailsGen, setDetailsGen] = useState(0);
  const [gateGen, setGateGen] = useState(0);
  const uid = useSession((s) => s.user?.token?.uid ?? 0);
  const key = target?.key ?? '';
  const prefetch = useRef<Prefetch | null>(null);
  const episodeIdRef = useRef(episodeId);
  episodeIdRef.current = episodeId;
  const detailsRef = useRef(details);
  detailsRef.current = details;
  // First render: the requests leave now rather than when the page commits.
  useState(() => key && primeWatchLoad(key, target?.episodeId, uid));

  useEffect(() => {
    if (!key) {
      setStatus('error');
      setError(ws('notFound'));
      return;
    }
    let live = true;
    setStatus('loading');
    const asked = episodeIdRef.current;
    const load = takeWatchLoad(key, asked, uid);
    const pre: Prefetch = { episodeId: asked, gate: load?.gate ?? loadPlayGate(key, asked, 0), details: null };
    prefetch.current = pre;
    (load?.details ?? loadDetails(key)).then(
      (d) => {
        if (!live) return;
        pre.details = d;
        setDetails(d);
        setStatus('ready');
        setEpisodeId((cur) => startEpisode(d, cur)?.id);
      },
      (err: unknown) => {
        if (!live) return;
        setStatus('error');
        setError(err instanceof ApiError && err.ret === RET.NOT_FOUND ? ws('notFound') : ws('loadFailed'));
      },
    );
    return () => {
      live = false;
    };
    // uid: a login changes what may be played and the resume point.
  }, [key, detailsGen, uid]);

  const mediaKey = details?.video.mediaKey ?? '';
  const gold = details?.video.gold ?? 0;
  useEffect(() => {
    if (!mediaKey || episodeId === undefined) return;
    let live = true;
    const pre = prefetch.current;
    prefetch.current = null;
    const d = detailsRef.current;
    // The parallel answer stands for the episode the details picked from the same request (an
    // episode id left over from another video is not in this list: ask again).
    const usable =
      pre && d && pre.details === d &&
      (pre.episodeId === undefined || d.episodeList.some((e) => e.id === pre.episodeId)) &&
      startEpisode(d, pre.episodeId)?.id === episodeId;
    const gate = usable
      ? pre.gate.then((g) => (g.kind === 'ready' && g.data.episodeId !== episodeId ? loadPlayGate(mediaKey, episodeId, gold) : withGold(g, gold)))
      : loadPlayGate(mediaKey, episodeId, gold);
    setGate((cur) => (cur.kind === 'loading' ? cur : { kind: 'loading' }));
    void gate.then((g) => live && setGate(g));
    return () => {
      live = false;
    };
  }, [mediaKey, episodeId, gold, gateGen, uid]);

  // Related videos once the stream no longer needs the network and the main thread.
  const holdExtras = options.holdExtras ?? false;
  useEffect(() => {
    if (!mediaKey || holdExtras) return;
    let live = true;
    loadRelated(mediaKey).then((list) => live && setRelated(list.filter((v) => v.mediaKey !== mediaKey)), () => undefined);
    return () => {
      live = false;
    };
  }, [mediaKey, holdExtras]);

  const episodes = useMemo(() => details?.episodeList ?? [], [details]);
  const episodeIndex = Math.max(0, episodes.findIndex((e) => e.id === episodeId));
  const selectEpisode = useCallback(
    (index: number) => {
      const ep = details?.episodeList[index];
      if (ep) setEpisodeId(ep.id);
    },
    [details],
  );
  const reloadGate = useCallback(() => setGateGen((g) => g + 1), []);
  const reload = useCallback(() => setDetailsGen((g) => g + 1), []);
  const patchDetails = useCallback((patch: Partial<VideoDetails>) => setDetails((d) => (d ? { ...d, ...patch } : d)), []);

  return useMemo(
    () => ({
      status,
      error,
      details,
      mediaKey,
      episodes,
      episode: episodes[episodeIndex],
      episodeIndex,
      related,
      gate,
      selectEpisode,
      reloadGate,
      reload,
      patchDetails,
    }),
    [status, error, details, mediaKey, episodes, episodeIndex, related, gate, selectEpisode, reloadGate, reload, patchDetails],
  );
}

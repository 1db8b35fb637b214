// The watch page's data: details, related videos, the current episode and its play gate.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Episode, VideoItem } from '@src/api/contract/common';
import type { VideoDetails } from '@src/api/contract/video';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { useSession } from '@src/stores/session';
import { loadDetails, loadPlayGate, loadRelated, startEpisode, type PlayGate } from './video-page-data';
import type { WatchTarget } from './watch-target';
import { ws } from './watch-strings';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface VideoPage {
  status: LoadStatus;
  error: string;
  details: VideoDetails | null;
  mediaKey: string;
  episodes: readonly Episode[];
  episode: Episode | undefined;
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

export function useVideoPage(target: WatchTarget | null): VideoPage {
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

  useEffect(() => {
    if (!key) {
      setStatus('error');
      setError(ws('notFound'));
      return;
    }
    let live = true;
    setStatus('loading');
    loadDetails(key).then(
      (d) => {
        if (!live) return;
        setDetails(d);
        setStatus('ready');
        setEpisodeId((cur) => startEpisode(d, cur)?.id);
        loadRelated(d.video.mediaKey).then((list) => live && setRelated(list.filter((v) => v.mediaKey !== d.video.mediaKey)), () => undefined);
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
    setGate({ kind: 'loading' });
    void loadPlayGate(mediaKey, episodeId, gold).then((g) => live && setGate(g));
    return () => {
      live = false;
    };
  }, [mediaKey, episodeId, gold, gateGen, uid]);

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

// The watch page's data: details, related videos, the current episode and its play gate.
// Time to first frame: the play data of the episode to start is asked together with the
// details (the server picks the same default episode), not after them; related videos wait
// until the stream has started so they do not compete with it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoItem } from '@src/api/contract/common';
import type { PlayEpisode, VideoDetails } from '@src/api/contract/video';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { useSession } from '@src/stores/session';
import { startEpisode, withGold, type PlayGate } from './video-page-data';
import { detailsQuery, gateQuery, relatedQuery, takeWarmed } from './watch-queries';
import { primeStart } from './start/prime';
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
  /** The related videos have arrived (or failed): what follows them on the page no longer moves. */
  relatedSettled: boolean;
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

const LOADING: PlayGate = { kind: 'loading' };
const NO_RELATED: readonly VideoItem[] = [];

export function useVideoPage(target: WatchTarget | null, options: VideoPageOptions = {}): VideoPage {
  const client = useQueryClient();
  const uid = useSession((s) => s.user?.token?.uid ?? 0);
  const key = target?.key ?? '';
  // The episode asked: the URL's until the user picks one (per video: another video starts
  // from its own URL episode, not from an id left over from the previous one).
  const [pick, setPick] = useState<{ key: string; episodeId: number | undefined; byUser: boolean }>({ key, episodeId: target?.episodeId, byUser: false });
  const current = pick.key === key ? pick : { key, episodeId: target?.episodeId, byUser: false };
  const asked = current.episodeId;
  // First render: the requests leave now rather than when the page commits.
  useState(() => key && primeStart(client, { key, episodeId: asked }, uid));

  // uid: a login changes what may be played and the resume point.
  const detailsQ = useQuery({ ...detailsQuery(key, uid), enabled: !!key });
  const details = detailsQ.data ?? null;
  const status: LoadStatus = !key ? 'error' : details ? 'ready' : detailsQ.isError && !detailsQ.isFetching ? 'error' : 'loading';
  const error = !key || (detailsQ.error instanceof ApiError && detailsQ.error.ret === RET.NOT_FOUND) ? ws('notFound') : status === 'error' ? ws('loadFailed') : '';
  const episodeId = details ? startEpisode(details, asked)?.id : undefined;
  const mediaKey = details?.video.mediaKey ?? '';
  const gold = details?.video.gold ?? 0;

  // The play data asked together with the details (by the page's key, for the URL's episode)
  // stands for the episode the details pick; an episode id that is not in this video's list,
  // a pick by the user, or an answer for another episode asks by mediaKey and episode.
  const parallelFits = !current.byUser && (!details || asked === undefined || details.episodeList.some((e) => e.id === asked));
  const parallel = useQuery({ ...gateQuery(key, asked, uid), enabled: !!key && parallelFits });
  const answeredOther = parallel.data?.kind === 'ready' && episodeId !== undefined && parallel.data.data.episodeId !== episodeId;
  const useParallel = parallelFits && !answeredOther;
  const direct = useQuery({ ...gateQuery(mediaKey, episodeId, uid), enabled: !!mediaKey && episodeId !== undefined && !useParallel });
  const gateQ = useParallel ? parallel : direct;
  // After the queries above subscribed (and took a warm-up's answers as fresh): later visits ask again.
  useEffect(() => takeWarmed(client, [detailsQuery(key, uid).queryKey, gateQuery(key, asked, uid).queryKey]), [client, key, asked, uid]);
  // A stream still being made keeps its message while it is asked again (no flash of loading).
  const asking = gateQ.isFetching && gateQ.data?.kind !== 'preparing';
  const gate = useMemo<PlayGate>(() => (!details || !gateQ.data || asking ? LOADING : withGold(gateQ.data, gold)), [details, gateQ.data, asking, gold]);

  // Related videos once the stream no longer needs the network and the main thread.
  const holdExtras = options.holdExtras ?? false;
  const relatedQ = useQuery({ ...relatedQuery(mediaKey), enabled: !!mediaKey && !holdExtras });
  const related = useMemo(() => relatedQ.data?.filter((v) => v.mediaKey !== mediaKey) ?? NO_RELATED, [relatedQ.data, mediaKey]);

  const relatedSettled = relatedQ.isSuccess || relatedQ.isError;
  const episodes = useMemo(() => details?.episodeList ?? [], [details]);
  const episodeIndex = Math.max(0, episodes.findIndex((e) => e.id === episodeId));
  const selectEpisode = useCallback(
    (index: number) => {
      const ep = details?.episodeList[index];
      if (ep) setPick({ key, episodeId: ep.id, byUser: true });
    },
    [details, key],
  );
  const { refetch: refetchGate } = gateQ;
  const reloadGate = useCallback(() => void refetchGate(), [refetchGate]);
  const { refetch: refetchDetails } = detailsQ;
  const reload = useCallback(() => void refetchDetails(), [refetchDetails]);
  // Writes (like, collect, follow) patch the cached details, so every view of them agrees.
  const patchDetails = useCallback(
    (patch: Partial<VideoDetails>) => {
      client.setQueryData<VideoDetails>(detailsQuery(key, uid).queryKey, (d) => (d ? { ...d, ...patch } : d));
    },
    [client, key, uid],
  );

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
      relatedSettled,
      gate,
      selectEpisode,
      reloadGate,
      reload,
      patchDetails,
    }),
    [status, error, details, mediaKey, episodes, episodeIndex, related, relatedSettled, gate, selectEpisode, reloadGate, reload, patchDetails],
  );
}

// The view model of /miniVideoChannel for both layouts: the channel's short videos page by page,
// the one playing (the visible one on the phone, the focused one on TV) in one Player, and the
// next one preloaded: its play data in the query cache and its stream's first fragment in the
// HTTP cache (src/player/stream-warmup), so moving to it starts at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VideoItem } from '@src/api/contract/common';
import { usePagedList } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import { mayAutoplayNow } from '@src/features/watch';
import { usePlayer } from '@src/player/react';
import { playerStrings } from '@src/player/player-strings';
import { toast } from '@src/stores/ui';
import { TV_BUFFER_CONFIG } from '@src/player/player';
import { warmHlsStart } from '@src/player/stream-warmup';
import { fetchMiniVideos, loadMiniPlay, type MiniChannel } from './browse-data';
import { clampIndex, feedWindow, needsMore, stepIndex } from './mini-feed';
import { browseKeys } from './browse-keys';

export const MINI_PAGE_SIZE = 10;

export function useMiniVideoFeed(channel: MiniChannel, options: { tv?: boolean } = {}) {
  const list = usePagedList<VideoItem>(browseKeys.mini(channel.titleId ?? '', channel.subID ?? 0, MINI_PAGE_SIZE), (page, signal) =>
    fetchMiniVideos(channel, page, MINI_PAGE_SIZE, signal),
  );
  const { items, footer, loadMore } = list;
  const [wanted, setWanted] = useState(0);
  const index = clampIndex(wanted, items.length);
  const { current, preload } = feedWindow(items, index);
  const { player, state, error } = usePlayer(options.tv ? { hlsConfig: { ...TV_BUFFER_CONFIG } } : undefined);
  const play = useResource(browseKeys.miniPlay(current?.mediaKey ?? ''), (signal) => loadMiniPlay(current!.mediaKey, signal), { enabled: !!current });
  const url = play.data?.url;

  // The playing video: loaded when its stream is known, looped (a short video replays). On a
  // cellular connection with 移动网络自动播放 off it loads paused (told once per feed); a tap plays.
  const toldCellular = useRef(false);
  useEffect(() => {
    if (!url || player.isDestroyed) return;
    const autoplay = mayAutoplayNow();
    if (!autoplay && !toldCellular.current) {
      toldCellular.current = true;
      toast(playerStrings.cellularPaused);
    }
    void player.load({ url, startAt: 0, autoplay }).catch((err: unknown) => console.error('[mini] load failed', err));
  }, [url, player]);
  useEffect(
    () =>
      player.on('state', (s) => {
        if (s === 'ended') {
          player.seek(0);
          void player.play().catch(() => undefined);
        }
      }),
    [player],
  );

  // The next one: play data fetched into the cache, then the start of its stream warmed. A
  // resource keyed by the video, so a reply for a video no longer next is never shown.
  const client = useQueryClient();
  const nextKey = preload[0]?.mediaKey ?? '';
  const warm = useResource(
    browseKeys.miniWarm(nextKey),
    async () => {
      const d = await client.fetchQuery({ queryKey: browseKeys.miniPlay(nextKey), queryFn: ({ signal }) => loadMiniPlay(nextKey, signal) });
      await warmHlsStart(d.url, 0);
      return nextKey;
    },
    { enabled: nextKey !== '', staleTime: Infinity },
  );

  // Near the end of what is loaded, the next page.
  const hasMore = footer !== 2 && footer !== 3;
  useEffect(() => {
    if (needsMore(index, items.length, hasMore)) loadMore();
  }, [index, items.length, hasMore, loadMore]);

  const goTo = useCallback((i: number) => setWanted(Math.max(0, i)), []);
  const step = useCallback((delta: number) => setWanted((w) => stepIndex(clampIndex(w, items.length), delta, items.length)), [items.length]);

  return {
    list,
    items,
    index,
    current,
    /** mediaKey of the next video once its stream's start is in the cache (a test hook too). */
    preloaded: warm.data ?? null,
    player,
    /** The stream loaded into the player (the playing video's). */
    stream: url ?? '',
    playerState: state,
    playerError: error,
    playStatus: play.status,
    reloadPlay: play.reload,
    goTo,
    step,
  };
}

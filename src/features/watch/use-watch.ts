// Everything a watch view needs, composed from the feature hooks: the two layouts render this
// model and send user intents back through it.
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { usePlayer } from '@src/player/react';
import type { PlayerState } from '@src/player/player';
import { preloadHls } from '@src/player/hls-loader';
import { sessionStore, useSession } from '@src/stores/session';
import { claimStart } from './start';
import { watchPlayerOptions } from './start/prestart';
import { useVideoPage } from './use-video-page';
import { usePlayback } from './use-playback';
import { usePlayerAds } from './use-player-ads';
import { useLiveBarrage } from './use-live-barrage';
import { useBarrageAdverts } from './barrage-adverts';
import { useBarrageSettings } from './use-barrage-settings';
import { usePlaybackRate } from './use-playback-rate';
import { useMediaTracks } from './use-media-tracks';
import { usePlaybackGuards } from './use-playback-guards';
import { useGoldPay } from '../payment';
import { qualityOptions } from './quality';
import type { WatchTarget } from './watch-target';

export interface UseWatchOptions {
  /**
   * TV boxes: smaller buffers (src/player TV_BUFFER_CONFIG), and the guards against playing on
   * unwatched (还在观看吗？ after autoplayed episodes, the sleep timer: use-playback-guards.ts).
   */
  tv?: boolean;
}

/** Longest the extras (related videos) wait for the stream to start. */
export const EXTRAS_MAX_WAIT_MS = 4000;
const SETTLED: ReadonlySet<PlayerState> = new Set(['playing', 'paused', 'ended', 'error']);

export function useWatch(target: WatchTarget | null, options: UseWatchOptions = {}) {
  // A stream prestarted for this page (focus rested on its poster, or the cold start) is taken over.
  const { player, state, error, levels, level } = usePlayer(watchPlayerOptions(!!options.tv), () =>
    target ? claimStart({ key: target.key, episodeId: target.episodeId, uid: sessionStore.getState().user?.token?.uid ?? 0, tv: !!options.tv }) : null,
  );
  const [started, setStarted] = useState(false);
  const page = useVideoPage(target, { holdExtras: !started });
  // The hls.js chunk downloads and compiles while the details and play data are on their way:
  // asked after useVideoPage has sent those requests, so they leave before its evaluation
  // keeps the main thread busy.
  useState(() => void preloadHls().catch(() => undefined));
  const blocked = page.status === 'error' || (page.gate.kind !== 'loading' && page.gate.kind !== 'ready');
  useEffect(() => {
    if (started) return;
    // A transition: what joins at the start (the barrage renderer, the controls, the room's
    // socket, the extras) renders in slices and its effects run in a task of their own, instead
    // of one long task while the first fragments are appended (a phone's cold /watch measured
    // 24-39 ms unthrottled in one task, Lighthouse's blocking time counting it four times over).
    const start = () => startTransition(() => setStarted(true));
    if (SETTLED.has(state) || blocked) {
      start();
      return;
    }
    const timer = setTimeout(start, EXTRAS_MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [started, state, blocked]);
  const isVip = useSession((s) => (s.user?.vipLevel ?? 0) > 0);
  const ads = usePlayerAds(page.mediaKey, state, page.gate.kind === 'ready' && !isVip);
  const guards = usePlaybackGuards(player, !!options.tv);
  usePlayback({ player, page, startAt: target?.startAt, hold: ads.insert !== null || guards.asking, autoplayNext: guards.autoplayNext });
  const rate = usePlaybackRate(player);
  const tracks = useMediaTracks(player);
  // The barrage (its windows, the room's socket) joins once the stream has started: before
  // that its requests and the socket's handshake would share the main thread with the start.
  const barrage = useLiveBarrage(player, started ? page.mediaKey : '', page.episode?.id);
  const barrageSettings = useBarrageSettings();
  useBarrageAdverts(ads, barrage, started && state === 'playing' && ads.insert === null);
  const gold = useGoldPay(page.mediaKey, page.details?.video.gold ?? 0, page.reloadGate);
  const quality = useMemo(() => qualityOptions(levels, level), [levels, level]);
  const setQuality = useCallback(
    (value: number | 'auto') => {
      try {
        player.setLevel(value);
      } catch (err) {
        console.warn('[watch] quality', err);
      }
    },
    [player],
  );
  const retry = useCallback(() => {
    if (page.gate.kind !== 'ready') page.reloadGate();
    else void player.retry().catch(() => page.reloadGate());
  }, [page, player]);

  return { page, player, state, error, started, quality, setQuality, rate, tracks, guards, retry, ads, barrage, barrageSettings, gold };
}

export type WatchModel = ReturnType<typeof useWatch>;

// Drives the Player for the page: loads the episode's stream at the resume point (past the
// opening with moreFun skip), holds it while an insert ad runs, reports the play record
// (AddPlayRecord, throttled), marks the daily watch task, and at the credits or the end moves to
// the next episode (moreFun next) or ends. On a cellular connection nothing starts by itself
// unless 移动网络自动播放 allows it (network-autoplay.ts).
import { useEffect, useRef } from 'react';
import { call } from '@src/api/call';
import { addPlayRecord, updTask } from '@src/api/contract/video';
import type { Player } from '@src/player/player';
import { effectiveMoreFun } from '@src/player/more-fun';
import { MoreFunDriver, marksOf } from '@src/player/more-fun-driver';
import { playerStrings } from '@src/player/player-strings';
import { PlayRecordReporter, resumePosition } from '@src/player/resume';
import { settingsStore } from '@src/stores/settings';
import { sessionStore } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { mayAutoplayNow } from './network-autoplay';
import { renewExpiredAddress } from './address-renewal';
import type { VideoPage } from './use-video-page';
import { streamUrl } from './video-page-data';

/** Daily task "watch a video" (UpdTask type 1). */
export const TASK_WATCH = 1;

export const mediaUrl = streamUrl;

export interface PlaybackOptions {
  player: Player;
  page: VideoPage;
  /** Start position from the URL (t=), overriding the saved one. */
  startAt?: number;
  /**
   * True while something (an insert ad, 还在观看吗？) must keep the video from starting; its
   * release starts playback.
   */
  hold: boolean;
  /**
   * Asked when an episode ends and the next one would autoplay: false loads it paused, and
   * only the viewer starts it (the sleep timer went off). Default: it plays.
   */
  autoplayNext?: () => boolean;
}

export function usePlayback({ player, page, startAt, hold, autoplayNext }: PlaybackOptions): void {
  const { gate, mediaKey, episode, episodes, selectEpisode } = page;
  const holdRef = useRef(hold);
  holdRef.current = hold;
  const taskDone = useRef(false);
  const urlStart = useRef(startAt);
  /** The episode autoplay moved to that must wait for the viewer (its id), else null. */
  const pausedStart = useRef<number | null>(null);
  /** Loaded paused on a cellular connection (移动网络自动播放 off): only the viewer starts it. */
  const networkHeld = useRef(false);

  // Read through a ref: a details patch (like, collect) must not reload the stream.
  const list = useRef({ episodes, selectEpisode, autoplayNext });
  list.current = { episodes, selectEpisode, autoplayNext };

  // Load the stream when the gate opens for this episode, with the moreFun driver following it.
  const data = gate.kind === 'ready' ? gate.data : null;
  useEffect(() => {
    if (!data || player.isDestroyed) return;
    const { episodes: eps } = list.current;
    const index = eps.findIndex((e) => e.id === data.episodeId);
    const driver = new MoreFunDriver(player, {
      settings: () => effectiveMoreFun(settingsStore.getState().moreFun),
      marks: marksOf(eps[index]),
      index,
      count: eps.length,
      onIntroSkipped: () => toast(playerStrings.skipIntro),
      onNext: (next) => {
        const held = list.current.autoplayNext?.() === false;
        pausedStart.current = held ? (list.current.episodes[next]?.id ?? null) : null;
        list.current.selectEpisode(next);
      },
    });
    const detach = driver.attach();
    const from = urlStart.current ?? data.position;
    urlStart.current = undefined;
    const startAt = driver.startAt(resumePosition(from, data.durationSec));
    networkHeld.current = !mayAutoplayNow();
    if (networkHeld.current) toast(playerStrings.cellularPaused);
    const autoplay = !holdRef.current && pausedStart.current !== data.episodeId && !networkHeld.current;
    pausedStart.current = null;
    void player.load({ url: mediaUrl(data.url), startAt, autoplay }).catch((err: unknown) => console.error('[watch] load failed', err));
    return detach;
  }, [data, player]);

  // A signed address that expired under the page asks GetPlayAddress for the current one.
  useEffect(() => {
    if (!data || player.isDestroyed) return;
    return renewExpiredAddress(player, { mediaKey, episodeId: data.episodeId, url: data.url, toPlayable: mediaUrl });
  }, [data, player, mediaKey]);

  // An insert ad holds playback (it may arrive after the video started); its end starts it.
  const prevHold = useRef(hold);
  useEffect(() => {
    if (player.isDestroyed) return;
    if (hold && !prevHold.current && (player.state === 'playing' || player.state === 'buffering')) player.pause();
    if (prevHold.current && !hold && data && player.state !== 'playing' && !networkHeld.current) void player.play().catch(() => undefined);
    prevHold.current = hold;
  }, [hold, data, player]);

  // Play record + daily task.
  useEffect(() => {
    if (!data || !episode) return;
    const reporter = new PlayRecordReporter({
      report: (r) => call(addPlayRecord, { mediaKey, episodeId: episode.id, position: r.position, duration: r.duration }, { ignoreErrors: true }).then(() => undefined),
    });
    const offTime = player.on('time', (t) => {
      if (player.state === 'playing') reporter.onTime(t.currentTime, t.duration);
    });
    const offState = player.on('state', (s) => {
      if (s === 'paused') reporter.onPause();
      if (s === 'playing' && !taskDone.current && sessionStore.getState().user) {
        taskDone.current = true;
        void call(updTask, { type: TASK_WATCH }, { ignoreErrors: true }).catch(() => undefined);
      }
    });
    return () => {
      offTime();
      offState();
      reporter.onLeave();
    };
  }, [data, episode, mediaKey, player]);
}

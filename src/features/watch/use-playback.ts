// Drives the Player for the page: loads the episode's stream at the resume point, holds it
// while an insert ad runs, reports the play record (AddPlayRecord, throttled), marks the daily
// watch task, and moves to the next episode when one ends (moreFun.next).
import { useEffect, useRef } from 'react';
import { call } from '@src/api/call';
import { apiBase } from '@src/api/base-url';
import { addPlayRecord, updTask } from '@src/api/contract/video';
import type { Player } from '@src/player/player';
import { onEpisodeEnd } from '@src/player/more-fun';
import { PlayRecordReporter, resumePosition } from '@src/player/resume';
import { settingsStore } from '@src/stores/settings';
import { sessionStore } from '@src/stores/session';
import type { VideoPage } from './use-video-page';

/** Daily task "watch a video" (UpdTask type 1). */
export const TASK_WATCH = 1;

export function mediaUrl(url: string): string {
  return url.startsWith('/') ? apiBase() + url : url;
}

export interface PlaybackOptions {
  player: Player;
  page: VideoPage;
  /** Start position from the URL (t=), overriding the saved one. */
  startAt?: number;
  /** True while something (an insert ad) must keep the video from starting. */
  hold: boolean;
}

export function usePlayback({ player, page, startAt, hold }: PlaybackOptions): void {
  const { gate, mediaKey, episode, episodeIndex, episodes, selectEpisode } = page;
  const holdRef = useRef(hold);
  holdRef.current = hold;
  const taskDone = useRef(false);
  const urlStart = useRef(startAt);

  // Load the stream when the gate opens for this episode.
  const data = gate.kind === 'ready' ? gate.data : null;
  useEffect(() => {
    if (!data || player.isDestroyed) return;
    const from = urlStart.current ?? data.position;
    urlStart.current = undefined;
    void player.load({ url: mediaUrl(data.url), startAt: resumePosition(from, data.durationSec), autoplay: !holdRef.current }).catch((err: unknown) => console.error('[watch] load failed', err));
  }, [data, player]);

  // An insert ad holds playback (it may arrive after the video started); its end starts it.
  const prevHold = useRef(hold);
  useEffect(() => {
    if (player.isDestroyed) return;
    if (hold && !prevHold.current && (player.state === 'playing' || player.state === 'buffering')) player.pause();
    if (prevHold.current && !hold && data && player.state !== 'playing') void player.play().catch(() => undefined);
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

  // Next episode per moreFun.
  useEffect(() => {
    return player.on('state', (s) => {
      if (s !== 'ended') return;
      const action = onEpisodeEnd(settingsStore.getState().moreFun, episodeIndex, episodes.length);
      if (action.kind === 'next') selectEpisode(action.index);
    });
  }, [player, episodeIndex, episodes.length, selectEpisode]);
}

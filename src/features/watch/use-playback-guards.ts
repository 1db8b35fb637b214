// The watch page's binding of PlaybackGuards (playback-guards.ts): keys and touches count as
// the viewer being there, and the page renders the question and the dimmed screen from it.
// The sleep timer is one for the app, not one per page: it keeps running when the viewer
// opens a related video, and goes off into nothing (back to off) if no player is open then.
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Player } from '@src/player/player';
import { PlaybackGuards, type GuardsState } from './playback-guards';
import { SleepTimer, type SleepChoice } from './sleep-timer';
import { stillWatchingLimit } from './still-watching';
import { ws } from './watch-strings';

let shared: SleepTimer | null = null;

export function sleepTimer(): SleepTimer {
  shared ??= new SleepTimer();
  return shared;
}

/** 关闭, 30分钟, 播完本集. */
export function sleepChoiceLabel(choice: SleepChoice): string {
  if (choice === 'off') return ws('sleepOff');
  return choice === 'episode' ? ws('sleepEpisode') : ws('sleepMinutes', { n: choice });
}

/** 剩余29分钟 (whole minutes, rounded up: 0:30 left reads 1 minute), or null. */
export function sleepLeftLabel(remainingMs: number | null): string | null {
  return remainingMs === null ? null : ws('sleepLeft', { n: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}

export interface PlaybackGuardsModel extends GuardsState {
  sleep: SleepChoice;
  /** Milliseconds left of a minutes choice, read when asked (null otherwise). */
  sleepRemainingMs(): number | null;
  setSleep(choice: SleepChoice): void;
  continueWatching(): void;
  wake(): void;
  /** For usePlayback: may the next episode start by itself (PlaybackGuards.autoplayNext). */
  autoplayNext(): boolean;
}

const ACTIVITY_EVENTS = ['keydown', 'mousedown', 'touchstart'] as const;
const ALWAYS = () => true;

/** `enabled` false (the phone): nothing is counted or held, and the timer is not followed. */
export function usePlaybackGuards(player: Player, enabled: boolean): PlaybackGuardsModel {
  const timer = sleepTimer();
  const guards = useMemo(() => new PlaybackGuards(player, timer, stillWatchingLimit()), [player, timer]);
  const state = useSyncExternalStore(
    useCallback((fn: () => void) => guards.subscribe(fn), [guards]),
    () => guards.state,
  );
  const sleep = useSyncExternalStore(
    useCallback((fn: () => void) => timer.on('change', fn), [timer]),
    () => timer.choice,
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const detach = guards.attach();
    const onActivity = () => guards.activity();
    // Capture and passive: seen before any handler can stop the event, and never in the way of scrolling.
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      detach();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [guards, enabled]);

  const setSleep = useCallback((choice: SleepChoice) => timer.set(choice), [timer]);
  const sleepRemainingMs = useCallback(() => timer.remainingMs(), [timer]);
  const continueWatching = useCallback(() => guards.continueWatching(), [guards]);
  const wake = useCallback(() => guards.wake(), [guards]);
  const autoplayNext = useCallback(() => guards.autoplayNext(), [guards]);

  return useMemo(
    () => ({
      ...(enabled ? state : { asking: false, asleep: false }),
      sleep,
      sleepRemainingMs,
      setSleep,
      continueWatching,
      wake,
      autoplayNext: enabled ? autoplayNext : ALWAYS,
    }),
    [enabled, state, sleep, sleepRemainingMs, setSleep, continueWatching, wake, autoplayNext],
  );
}

// Issue 29 point 3: what stops a TV playing on to an empty room, over a fake player and a fake
// clock. 还在观看吗？ comes after N autoplayed episodes with no key or touch (a key starts the
// count over); the sleep timer pauses and dims, 播完本集 holds the next episode at its start, and
// nothing plays by itself while dimmed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaybackGuards, type GuardedPlayer } from '@src/features/watch/playback-guards';
import { SleepTimer } from '@src/features/watch/sleep-timer';
import { AutoplayStreak, STILL_WATCHING_AFTER, STILL_WATCHING_DEBUG_PARAM, stillWatchingLimit } from '@src/features/watch/still-watching';
import type { PlayerState } from '@src/player/player';

const MIN = 60_000;

class FakePlayer implements GuardedPlayer {
  private listeners = new Set<(s: PlayerState) => void>();
  pause = vi.fn();
  on(_event: 'state', fn: (s: PlayerState) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  emit(s: PlayerState) {
    for (const fn of [...this.listeners]) fn(s);
  }
}

function setup(limit = STILL_WATCHING_AFTER) {
  const player = new FakePlayer();
  const timer = new SleepTimer();
  const guards = new PlaybackGuards(player, timer, limit);
  const detach = guards.attach();
  return { player, timer, guards, detach };
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('还在观看吗？ after autoplayed episodes', () => {
  it('three episodes autoplay with no key; the next is asked about (and held: playback waits for the answer)', () => {
    const { guards } = setup(3);
    for (let i = 0; i < 3; i++) {
      expect(guards.autoplayNext()).toBe(true);
      expect(guards.state.asking).toBe(false);
    }
    // The fourth start: the question is up. autoplayNext still says true: the question holds
    // playback (usePlayback's hold), so 继续观看 starts it even if it loads after the answer.
    expect(guards.autoplayNext()).toBe(true);
    expect(guards.state.asking).toBe(true);
  });

  it('a key or a touch between episodes starts the count over', () => {
    const { guards } = setup(3);
    guards.autoplayNext();
    guards.autoplayNext();
    guards.activity();
    guards.autoplayNext();
    guards.autoplayNext();
    guards.autoplayNext();
    expect(guards.state.asking).toBe(false);
    guards.autoplayNext();
    expect(guards.state.asking).toBe(true);
  });

  it('继续观看 closes the question and the next streak is counted from zero', () => {
    const { guards } = setup(1);
    guards.autoplayNext();
    guards.autoplayNext();
    expect(guards.state.asking).toBe(true);
    guards.continueWatching();
    expect(guards.state.asking).toBe(false);
    guards.autoplayNext();
    expect(guards.state.asking).toBe(false);
    guards.autoplayNext();
    expect(guards.state.asking).toBe(true);
  });

  it('a count of 0 asks at the first autoplay', () => {
    const { guards } = setup(0);
    guards.autoplayNext();
    expect(guards.state.asking).toBe(true);
  });

  it('the count is 3 unless debugStillWatching=N is in the URL, kept for the tab session', () => {
    expect(stillWatchingLimit('')).toBe(STILL_WATCHING_AFTER);
    expect(STILL_WATCHING_AFTER).toBe(3);
    expect(stillWatchingLimit(`?id=v2001&${STILL_WATCHING_DEBUG_PARAM}=1`)).toBe(1);
    // The episode list and other pages drop the parameter: the session keeps it.
    expect(stillWatchingLimit('?id=v2001')).toBe(1);
    expect(stillWatchingLimit(`?${STILL_WATCHING_DEBUG_PARAM}=0`)).toBe(0);
    // Anything but a small whole number is ignored.
    sessionStorage.clear();
    for (const bad of ['-1', 'x', '1.5', '100', '']) expect(stillWatchingLimit(`?${STILL_WATCHING_DEBUG_PARAM}=${bad}`)).toBe(STILL_WATCHING_AFTER);
  });

  it('AutoplayStreak counts the autoplayed episodes since the last key', () => {
    const s = new AutoplayStreak(2);
    expect([s.next(), s.next(), s.next()]).toEqual([true, true, false]);
    expect(s.autoplayed).toBe(2);
    s.activity();
    expect(s.autoplayed).toBe(0);
  });
});

describe('the sleep timer on the watch page', () => {
  it('30 minutes: pauses the player and dims at the deadline; waking shows it paused', () => {
    const { guards, timer, player } = setup();
    const seen: boolean[] = [];
    guards.subscribe((s) => seen.push(s.asleep));
    timer.set(30);
    vi.advanceTimersByTime(30 * MIN - 1);
    expect(player.pause).not.toHaveBeenCalled();
    expect(guards.state.asleep).toBe(false);
    vi.advanceTimersByTime(1);
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(guards.state.asleep).toBe(true);
    guards.wake();
    expect(guards.state.asleep).toBe(false);
    expect(seen).toEqual([true, false]);
    // Waking never plays: only pause was ever asked of the player.
    expect(player.pause).toHaveBeenCalledTimes(1);
  });

  it('播完本集 with a next episode: the next one loads paused and the screen dims', () => {
    const { guards, timer, player } = setup();
    timer.set('episode');
    expect(guards.autoplayNext()).toBe(false);
    expect(guards.state.asleep).toBe(true);
    expect(player.pause).toHaveBeenCalled();
    expect(timer.choice).toBe('off');
  });

  it('播完本集 on the last episode: its end dims', () => {
    const { guards, timer, player } = setup();
    timer.set('episode');
    player.emit('playing');
    expect(guards.state.asleep).toBe(false);
    player.emit('ended');
    expect(guards.state.asleep).toBe(true);
  });

  it('while dimmed nothing autoplays, and the still-watching count is not spent on it', () => {
    const { guards, timer } = setup(1);
    timer.set(30);
    vi.advanceTimersByTime(30 * MIN);
    expect(guards.autoplayNext()).toBe(false);
    expect(guards.state.asking).toBe(false);
    guards.wake();
    expect(guards.autoplayNext()).toBe(true);
    expect(guards.state.asking).toBe(false);
  });

  it('a detached page no longer hears the timer', () => {
    const { guards, timer, player, detach } = setup();
    detach();
    timer.set(30);
    vi.advanceTimersByTime(30 * MIN);
    expect(player.pause).not.toHaveBeenCalled();
    expect(guards.state.asleep).toBe(false);
    player.emit('ended');
    expect(guards.state.asleep).toBe(false);
  });
});

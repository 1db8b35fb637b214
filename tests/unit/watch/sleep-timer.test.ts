// Issue 29 point 3: the TV sleep timer (定时关闭) on a fake clock: 30 / 60 / 90 minutes go off at
// their deadline and not before, a new choice starts over, 播完本集 goes off at the episode's
// end, and a timer that has gone off is off again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SleepTimer, type TimerClock } from '@src/features/watch/sleep-timer';

const MIN = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function timer(clock?: TimerClock) {
  const t = new SleepTimer(clock);
  const slept = vi.fn();
  const changes: unknown[] = [];
  t.on('sleep', slept);
  t.on('change', (c) => changes.push(c));
  return { t, slept, changes };
}

describe('sleep timer: minutes', () => {
  it.each([30, 60, 90] as const)('%i minutes go off at the deadline, not a second before', (n) => {
    const { t, slept } = timer();
    t.set(n);
    expect(t.choice).toBe(n);
    expect(t.remainingMs()).toBe(n * MIN);
    vi.advanceTimersByTime(n * MIN - 1000);
    expect(slept).not.toHaveBeenCalled();
    expect(t.remainingMs()).toBe(1000);
    vi.advanceTimersByTime(1000);
    expect(slept).toHaveBeenCalledTimes(1);
  });

  it('is one-shot: off again once it went off, and never goes off twice', () => {
    const { t, slept, changes } = timer();
    t.set(30);
    vi.advanceTimersByTime(30 * MIN);
    expect(t.choice).toBe('off');
    expect(t.remainingMs()).toBeNull();
    expect(changes).toEqual([30, 'off']);
    vi.advanceTimersByTime(120 * MIN);
    expect(slept).toHaveBeenCalledTimes(1);
  });

  it('a new choice replaces the running one: 30 chosen again after 20 minutes starts over', () => {
    const { t, slept } = timer();
    t.set(30);
    vi.advanceTimersByTime(20 * MIN);
    t.set(30);
    vi.advanceTimersByTime(29 * MIN);
    expect(slept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MIN);
    expect(slept).toHaveBeenCalledTimes(1);
  });

  it('off cancels a running timer', () => {
    const { t, slept } = timer();
    t.set(60);
    vi.advanceTimersByTime(10 * MIN);
    t.set('off');
    vi.advanceTimersByTime(100 * MIN);
    expect(slept).not.toHaveBeenCalled();
    expect(t.remainingMs()).toBeNull();
  });

  it('the deadline decides, not the timeout: an engine that runs the timeout early waits for the rest', () => {
    // A clock whose timeouts fire at half their delay (a TV box waking from standby runs them off).
    let now = 0;
    const queue: { at: number; fn: () => void }[] = [];
    const clock: TimerClock = {
      now: () => now,
      setTimeout: (fn, ms) => {
        const item = { at: now + ms / 2, fn };
        queue.push(item);
        return item;
      },
      clearTimeout: (h) => {
        const i = queue.indexOf(h as (typeof queue)[number]);
        if (i >= 0) queue.splice(i, 1);
      },
    };
    const runUntil = (t: number) => {
      for (;;) {
        queue.sort((a, b) => a.at - b.at);
        const next = queue[0];
        if (!next || next.at > t) break;
        queue.shift();
        now = next.at;
        next.fn();
      }
      now = t;
    };
    const { t, slept } = timer(clock);
    t.set(30);
    runUntil(29.9 * MIN);
    expect(slept).not.toHaveBeenCalled();
    runUntil(30 * MIN);
    expect(slept).toHaveBeenCalledTimes(1);
  });
});

describe('sleep timer: 播完本集', () => {
  it('goes off when the episode ends, whatever the time, and only then', () => {
    const { t, slept } = timer();
    expect(t.episodeEnded()).toBe(false);
    t.set('episode');
    expect(t.remainingMs()).toBeNull();
    vi.advanceTimersByTime(500 * MIN);
    expect(slept).not.toHaveBeenCalled();
    expect(t.episodeEnded()).toBe(true);
    expect(slept).toHaveBeenCalledTimes(1);
    expect(t.choice).toBe('off');
    expect(t.episodeEnded()).toBe(false);
    expect(slept).toHaveBeenCalledTimes(1);
  });

  it('a minutes choice ignores episode ends', () => {
    const { t, slept } = timer();
    t.set(30);
    expect(t.episodeEnded()).toBe(false);
    expect(slept).not.toHaveBeenCalled();
    expect(t.choice).toBe(30);
  });
});

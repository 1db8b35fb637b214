import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StallWatchdog } from '@src/player/stall-watchdog';

describe('StallWatchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function make(waiting = true) {
    const state = { time: 0, buffered: 0, waiting };
    const onStall = vi.fn();
    const dog = new StallWatchdog({
      timeoutMs: 5000,
      intervalMs: 1000,
      sample: () => ({ time: state.time, buffered: state.buffered }),
      isWaiting: () => state.waiting,
      onStall,
    });
    return { dog, state, onStall };
  }

  it('reports a stall once after the timeout without progress, then stops', () => {
    const { dog, onStall } = make();
    dog.start();
    vi.advanceTimersByTime(4000);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('new buffered data or a moving playhead restarts the wait', () => {
    const { dog, state, onStall } = make();
    dog.start();
    for (let i = 0; i < 20; i++) {
      if (i % 2 === 0) state.buffered += 2;
      else state.time += 0.5;
      vi.advanceTimersByTime(1000);
    }
    expect(onStall).not.toHaveBeenCalled();
  });

  it('never fires while the player is not waiting (paused, playing)', () => {
    const { dog, onStall } = make(false);
    dog.start();
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
  });

  it('stop() cancels it', () => {
    const { dog, onStall } = make();
    dog.start();
    dog.stop();
    vi.advanceTimersByTime(60_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});

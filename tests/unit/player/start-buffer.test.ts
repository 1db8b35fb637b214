// The short forward buffer a stream starts with, and its release once playback has run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_BUFFER_HOLD_MS, START_BUFFER_SEC, StartBufferHold, startingBuffer } from '@src/player/start-buffer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('start buffer', () => {
  it('caps both forward limits at the starting size, and never raises a smaller one', () => {
    expect(startingBuffer({ maxBufferLength: 30, maxMaxBufferLength: 120 })).toEqual({ maxBufferLength: START_BUFFER_SEC, maxMaxBufferLength: START_BUFFER_SEC });
    expect(startingBuffer({ maxBufferLength: 4, maxMaxBufferLength: 6 })).toEqual({ maxBufferLength: 4, maxMaxBufferLength: 6 });
  });

  it('gives the full buffer back once playback has run the hold, counted from the first start', () => {
    const hls = { config: { enableWorker: true, maxBufferLength: 10, maxMaxBufferLength: 10 } };
    const hold = new StartBufferHold(hls, { maxBufferLength: 30, maxMaxBufferLength: 120 });
    vi.advanceTimersByTime(START_BUFFER_HOLD_MS * 2);
    expect(hls.config.maxMaxBufferLength).toBe(10);
    hold.played();
    vi.advanceTimersByTime(START_BUFFER_HOLD_MS / 2);
    // A second start (after a stall) does not push the release back.
    hold.played();
    vi.advanceTimersByTime(START_BUFFER_HOLD_MS / 2);
    expect(hls.config).toMatchObject({ maxBufferLength: 30, maxMaxBufferLength: 120 });
  });

  it('changes nothing once disposed (the stream was torn down)', () => {
    const hls = { config: { enableWorker: true, maxBufferLength: 10, maxMaxBufferLength: 10 } };
    const hold = new StartBufferHold(hls, { maxBufferLength: 30, maxMaxBufferLength: 120 });
    hold.played();
    hold.dispose();
    vi.advanceTimersByTime(START_BUFFER_HOLD_MS * 2);
    expect(hls.config.maxMaxBufferLength).toBe(10);
  });
});

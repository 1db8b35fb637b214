// Issue 29 point 1: 倍速 0.5x to 2x, remembered per device (localStorage through the player store);
// a stored value that is not an offered rate plays at 1x.
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLAYBACK_RATE, normalizePlaybackRate, playbackRateLabel, PLAYBACK_RATES } from '@src/player/playback-rate';
import { createPlayerStore, PLAYBACK_RATE_KEY } from '@src/stores/player';

beforeEach(() => localStorage.clear());

describe('playback rates', () => {
  it('offers 0.5, 0.75, 1, 1.25, 1.5 and 2x, labelled as players do', () => {
    expect([...PLAYBACK_RATES]).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(PLAYBACK_RATES.map(playbackRateLabel)).toEqual(['0.5x', '0.75x', '1.0x', '1.25x', '1.5x', '2.0x']);
    expect(DEFAULT_PLAYBACK_RATE).toBe(1);
  });

  it('reads a stored rate defensively', () => {
    expect(normalizePlaybackRate('1.5')).toBe(1.5);
    expect(normalizePlaybackRate(0.75)).toBe(0.75);
    for (const bad of [null, undefined, '', 'fast', '3', 0, -1, 1.1, Number.NaN, {}]) expect(normalizePlaybackRate(bad)).toBe(1);
  });
});

describe('the rate is remembered per device', () => {
  it('a chosen rate is stored and a new store (the next visit) starts with it', () => {
    const a = createPlayerStore();
    expect(a.getState().playbackRate).toBe(1);
    a.getState().setPlaybackRate(2);
    expect(a.getState().playbackRate).toBe(2);
    expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('2');
    expect(createPlayerStore().getState().playbackRate).toBe(2);
  });

  it('a rate that is not offered becomes 1x, stored or set', () => {
    localStorage.setItem(PLAYBACK_RATE_KEY, '16');
    expect(createPlayerStore().getState().playbackRate).toBe(1);
    const s = createPlayerStore();
    s.getState().setPlaybackRate(3);
    expect(s.getState().playbackRate).toBe(1);
  });
});

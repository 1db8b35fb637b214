// When a watch page is warmed ahead of OK (issue 14): only once focus rested on a poster, not
// for posters the remote passes over; cancelled when focus moves on; handed to the page on OK.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRestWarmup, POSTER_REST_MS } from '@src/features/watch/start/rest-warmup';

let log: string[];
const warm = (id: string) => {
  log.push(`warm ${id}`);
  return { cancel: () => log.push(`cancel ${id}`) };
};

beforeEach(() => {
  log = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('warming a watch page when focus rests on its poster', () => {
  it('warms the poster focus rested on, not the ones it passed over', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('1');
    vi.advanceTimersByTime(POSTER_REST_MS - 100);
    rest.focus('2');
    vi.advanceTimersByTime(POSTER_REST_MS - 100);
    rest.focus('3');
    expect(log).toEqual([]);
    vi.advanceTimersByTime(POSTER_REST_MS);
    expect(log).toEqual(['warm 3']);
  });

  it('cancels the warm-up when focus moves to another poster or off the posters', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('1');
    vi.advanceTimersByTime(POSTER_REST_MS);
    rest.focus('2');
    expect(log).toEqual(['warm 1', 'cancel 1']);
    vi.advanceTimersByTime(POSTER_REST_MS);
    rest.focus(null);
    expect(log).toEqual(['warm 1', 'cancel 1', 'warm 2', 'cancel 2']);
    vi.advanceTimersByTime(POSTER_REST_MS * 3);
    expect(log).toHaveLength(4);
  });

  it('focus landing again on the warmed poster keeps its warm-up', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('1');
    vi.advanceTimersByTime(POSTER_REST_MS);
    rest.focus('1');
    vi.advanceTimersByTime(POSTER_REST_MS);
    expect(log).toEqual(['warm 1']);
  });

  it('OK warms at once and leaves the warm-up to the page: moving on later does not cancel it', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('7');
    vi.advanceTimersByTime(50);
    rest.choose();
    expect(log).toEqual(['warm 7']);
    rest.focus(null);
    rest.focus('8');
    expect(log).toEqual(['warm 7']);
    vi.advanceTimersByTime(POSTER_REST_MS);
    expect(log).toEqual(['warm 7', 'warm 8']);
  });

  it('OK on a poster already warmed starts nothing twice; OK off the posters does nothing', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('4');
    vi.advanceTimersByTime(POSTER_REST_MS);
    rest.choose();
    rest.choose();
    expect(log).toEqual(['warm 4']);
    const other = createRestWarmup({ warm });
    other.focus(null);
    other.choose();
    vi.advanceTimersByTime(POSTER_REST_MS);
    expect(log).toEqual(['warm 4']);
  });

  it('dispose cancels what is warming and what waits', () => {
    const rest = createRestWarmup({ warm });
    rest.focus('1');
    vi.advanceTimersByTime(POSTER_REST_MS);
    rest.dispose();
    rest.focus('2');
    expect(log).toEqual(['warm 1', 'cancel 1']);
  });
});

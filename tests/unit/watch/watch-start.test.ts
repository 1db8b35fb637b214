// A cold start on a watch address asks for the page's data and hls.js as soon as the small
// watch-start chunk is in (with the page's chunk, not after it); anywhere else it does nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const log = vi.hoisted(() => [] as string[]);
vi.mock('@src/features/watch/watch-queries', () => ({
  primeWatchLoad: (_c: unknown, key: string, episodeId: number | undefined, uid: number) => log.push(`prime ${key} ${episodeId ?? '-'} ${uid}`),
}));
vi.mock('@src/player/hls-loader', () => ({ preloadHls: async () => void log.push('hls.js') }));

const { startWatchRoute } = await import('@src/features/watch/watch-start');

beforeEach(() => {
  log.length = 0;
});

describe('the cold start of a watch address', () => {
  it('primes /watch?id= and /play/{mediaKey} and loads hls.js', () => {
    history.replaceState(null, '', '/watch?id=12&episode=31');
    startWatchRoute();
    history.replaceState(null, '', '/play/v1001');
    startWatchRoute();
    expect(log).toEqual(['prime 12 31 0', 'hls.js', 'prime v1001 - 0', 'hls.js']);
  });

  it('does nothing on another route (the home preloading the watch chunk) or without a video', () => {
    history.replaceState(null, '', '/');
    startWatchRoute();
    history.replaceState(null, '', '/watch');
    startWatchRoute();
    expect(log).toEqual([]);
  });
});

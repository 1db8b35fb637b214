// The entry's cheap watch-address check agrees with the route table, the starter runs once per
// page life whether the entry (a cold start) or the page map asks for it first, and the cold
// start asks for the stream after the splash's picture and lets the layout go once settled.
import { describe, expect, it, vi } from 'vitest';
import { matchRoute } from '@src/routes/match';

const runs = vi.hoisted(() => ({ n: 0, hls: 0, log: [] as string[], painted: () => undefined as void, settled: () => undefined as void }));
vi.mock('@src/features/watch/start/watch-start', () => ({ startWatchRoute: () => void runs.n++ }));
vi.mock('@src/player/hls-loader', () => ({ preloadHls: async () => void runs.hls++ }));
vi.mock('@src/features/watch/start/splash-picture-gate', () => ({
  splashPicturePainted: () => new Promise<void>((resolve) => (runs.painted = () => (runs.log.push('painted'), resolve()))),
}));
vi.mock('@src/features/watch/start/cold-start-gate', () => ({
  settleColdStart: () => undefined,
  coldStartSettled: () => new Promise<void>((resolve) => (runs.settled = () => (runs.log.push('settled'), resolve()))),
}));

const { coldStart, isWatchPath, startWatch, withWatchStart } = await import('@src/features/watch/start/cold-start');

describe('isWatchPath', () => {
  it('matches exactly the paths the route table gives Watch and Play', () => {
    const paths = ['/watch', '/WATCH/', '/play/v1001', '/play/v1001/', '/', '/watching', '/watch/x', '/play', '/play/', '/play/a/b', '/search', '/playlist/3'];
    for (const p of paths) {
      const name = matchRoute(p).route.name;
      expect([p, isWatchPath(p)]).toEqual([p, name === 'Watch' || name === 'Play']);
    }
  });
});

describe('withWatchStart', () => {
  it('runs the starter once (the entry asked first) and resolves with the page', async () => {
    const page = vi.fn(async () => ({ default: 'page' }));
    const early = startWatch();
    const m = await withWatchStart(page);
    await early;
    expect(m).toEqual({ default: 'page' });
    expect(page).toHaveBeenCalledTimes(1);
    expect(runs.n).toBe(1);
    await withWatchStart(page);
    expect(runs.n).toBe(1);
  });

  it('asks for hls.js beside the starter, not after it', () => {
    const before = runs.hls;
    void startWatch();
    expect(runs.hls).toBe(before + 1);
  });
});

describe('coldStart', () => {
  it('asks for the stream once the splash picture painted, and resolves once the start settled', async () => {
    const hlsBefore = runs.hls;
    let done = false;
    void coldStart().then(() => (done = true));
    await Promise.resolve();
    expect(runs.hls).toBe(hlsBefore);
    runs.painted();
    await vi.waitFor(() => expect(runs.hls).toBe(hlsBefore + 1));
    expect(done).toBe(false);
    runs.settled();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(runs.log).toEqual(['painted', 'settled']);
  });
});

// A cold start on a watch address asks for the page's data, hls.js and its worker script as soon
// as the small watch-start chunk is in (with the page's chunk, not after it), and once the play
// data is in prestarts the page's Player with its element attached; anywhere else it does nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const log = vi.hoisted(() => [] as string[]);
const starts = vi.hoisted(() => [] as (((url: string, at: number) => unknown) | undefined)[]);
// What primeStart's priming resolves to: whether it called the stream start.
const primed = vi.hoisted(() => ({ started: true }));
vi.mock('@src/features/watch/start/prime', () => ({
  primeStart: (_c: unknown, target: { key: string; episodeId?: number }, uid: number, opts: { startStream?: (url: string, at: number) => unknown }) => {
    starts.push(opts.startStream);
    log.push(`prime ${target.key} ${target.episodeId ?? '-'} ${uid}`);
    return { started: Promise.resolve(primed.started), cancel: () => undefined };
  },
}));
vi.mock('@src/features/watch/start/cold-start-gate', () => ({ settleColdStart: () => void log.push('settled') }));
vi.mock('@src/player/hls-loader', () => ({ preloadHls: async () => void log.push('hls.js') }));
vi.mock('@src/player/hls-worker-url', () => ({ HLS_WORKER_URL: '/assets/hls.worker-x.js' }));
vi.mock('@src/features/watch/start/prestart', () => ({
  prestartWatchPlayer: (s: { key: string; episodeId?: number; uid: number; tv: boolean }, url: string, at: number, opts: { attach?: boolean }) =>
    log.push(`prestart ${s.tv ? 'tv' : 'phone'}|${s.key}|${s.episodeId ?? ''}|${s.uid} ${url} ${at} attach=${opts.attach}`),
}));

const { startWatchRoute } = await import('@src/features/watch/start/watch-start');

beforeEach(() => {
  log.length = 0;
  starts.length = 0;
  primed.started = true;
  vi.stubGlobal('fetch', vi.fn(async (url: string) => void log.push(`fetch ${url}`)));
});
afterEach(() => vi.unstubAllGlobals());

describe('the cold start of a watch address', () => {
  it('primes /watch?id= and /play/{mediaKey}, loads hls.js and fetches its worker script', () => {
    history.replaceState(null, '', '/watch?id=12&episode=31');
    startWatchRoute();
    history.replaceState(null, '', '/play/v1001');
    startWatchRoute();
    expect(log).toEqual(['prime 12 31 0', 'hls.js', 'fetch /assets/hls.worker-x.js', 'prime v1001 - 0', 'hls.js', 'fetch /assets/hls.worker-x.js']);
  });

  it('once the play data is in, prestarts the Player the page will take, element attached', () => {
    history.replaceState(null, '', '/watch?id=12&episode=31');
    startWatchRoute();
    log.length = 0;
    starts[0]!('/media/hls/demo-1/master.m3u8', 4);
    expect(log).toEqual(['prestart phone|12|31|0 /media/hls/demo-1/master.m3u8 4 attach=true']);
  });

  it('an address with its own start (t=) leaves the stream start to the page, and the layout need not wait', async () => {
    history.replaceState(null, '', '/watch?id=12&t=30');
    startWatchRoute();
    expect(starts).toEqual([undefined]);
    expect(log[0]).toBe('settled');
  });

  it('the layout waits for the prestarted stream, or not at all when nothing could be prestarted', async () => {
    history.replaceState(null, '', '/watch?id=12');
    startWatchRoute();
    await Promise.resolve();
    expect(log).not.toContain('settled');
    primed.started = false; // a VIP gate, a failed request
    startWatchRoute();
    await vi.waitFor(() => expect(log).toContain('settled'));
  });

  it('does nothing on another route (the home preloading the watch chunk) or without a video, and holds nothing back', () => {
    history.replaceState(null, '', '/');
    startWatchRoute();
    history.replaceState(null, '', '/watch');
    startWatchRoute();
    expect(log).toEqual(['settled', 'settled']);
  });
});

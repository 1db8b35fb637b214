// The TV's watch warm-up (issue 14): the watch chunk, hls.js and its worker load one by one in
// quiet spells of the remote and idle time; the video whose poster focus rests on (its offer,
// issue 31: the id comes in the call) is warmed and cancelled when focus moves on; OK on a poster
// warms it at once. The hand-off loads it a second after the first offer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, runInQuietSpells } from '@src/features/watch/start/quiet-steps';
import { POSTER_REST_MS } from '@src/features/watch/start/rest-warmup';

const calls = vi.hoisted(() => ({ log: [] as string[] }));
vi.mock('@src/features/watch/start/prime', () => ({
  // The play data "arrives" at once: the stream start is handed its abort signal.
  primeStart: (_client: unknown, { key: id }: { key: string }, _uid: number, { startStream }: { startStream?: (url: string, at: number, signal: AbortSignal) => unknown }) => {
    calls.log.push(`warm ${id}`);
    const abort = new AbortController();
    startStream?.(`/media/${id}/master.m3u8`, 0, abort.signal);
    return {
      started: Promise.resolve(true),
      cancel: () => {
        calls.log.push(`cancel ${id}`);
        abort.abort();
      },
    };
  },
}));
vi.mock('@src/features/watch/start/prestart', () => ({
  prestartWatchPlayer: ({ key, tv }: { key: string; tv: boolean }, url: string) => {
    const id = `${tv ? 'tv' : 'phone'}|${key}`;
    calls.log.push(`prestart ${id} ${url}`);
    return () => calls.log.push(`drop ${id}`);
  },
}));
vi.mock('@src/player/hls-loader', () => ({ preloadHls: async () => void calls.log.push('hls.js') }));

const { startWarmup } = await import('@src/features/watch/start/warm-up');
const preloadPage = async () => void calls.log.push('watch chunk');
const startWatchWarmup = () => {
  const w = startWarmup(preloadPage);
  warmup = w;
  return w.stop;
};
let warmup: ReturnType<typeof startWarmup>;
const focusOn = (key: string) => warmup.offer({ key });
const focusOff = () => warmup.offer(null);
const key = (k: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
const loads = () => calls.log.filter((l) => !/^(warm|cancel|prestart|drop) /.test(l));
// Promise steps settle on microtasks between the fake timers.
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

let stop: () => void = () => undefined;
beforeEach(() => {
  calls.log = [];
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
  vi.useFakeTimers();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('work in quiet spells', () => {
  it('runs each step only after the remote was quiet and the main thread idle, in order', async () => {
    const listeners = new Set<() => void>();
    const ran: string[] = [];
    const idle = vi.fn((fn: () => void) => setTimeout(fn, 10));
    stop = runInQuietSpells(
      [() => ran.push('a'), () => Promise.reject(new Error('chunk failed')), () => ran.push('c')],
      { onKey: (fn) => (listeners.add(fn), () => listeners.delete(fn)), idle },
    );
    await advance(QUIET_MS - 100);
    listeners.forEach((fn) => fn());
    await advance(QUIET_MS - 100);
    expect(ran).toEqual([]);
    await advance(200);
    expect(ran).toEqual(['a']);
    // The failed step does not stop the next one.
    await advance(2 * (QUIET_MS + 10));
    expect(ran).toEqual(['a', 'c']);
    expect(idle).toHaveBeenCalledTimes(3);
    expect(listeners.size).toBe(0);
  });

  it('a key pressed while idle time is awaited starts the quiet spell again', async () => {
    const listeners = new Set<() => void>();
    const ran: string[] = [];
    let idleFn: (() => void) | null = null;
    stop = runInQuietSpells([() => ran.push('a')], { onKey: (fn) => (listeners.add(fn), () => listeners.delete(fn)), idle: (fn) => (idleFn = fn) });
    await advance(QUIET_MS);
    listeners.forEach((fn) => fn());
    idleFn!();
    await advance(0);
    expect(ran).toEqual([]);
    await advance(QUIET_MS);
    idleFn!();
    await advance(0);
    expect(ran).toEqual(['a']);
  });
});

describe('the TV watch warm-up', () => {
  it('loads the watch chunk, then hls.js, then the worker script, each after a quiet spell', async () => {
    stop = startWatchWarmup();
    for (let i = 0; i < 10; i++) {
      await advance(QUIET_MS / 2);
      key('ArrowRight');
    }
    expect(loads()).toEqual([]);
    await advance(QUIET_MS + 100);
    expect(loads()).toEqual(['watch chunk']);
    key('ArrowDown');
    await advance(QUIET_MS / 2);
    expect(loads()).toEqual(['watch chunk']);
    await advance(QUIET_MS + 100);
    expect(loads()).toEqual(['watch chunk', 'hls.js']);
    await advance(QUIET_MS + 100);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.href).toMatch(/hls\.worker/);
  });

  it('warms the poster focus rests on and cancels it when focus moves off', async () => {
    stop = startWatchWarmup();
    focusOn('12');
    await advance(POSTER_REST_MS / 2);
    focusOn('13');
    await advance(POSTER_REST_MS);
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
    focusOff();
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13', 'cancel 13']);
  });

  it('OK warms the chosen poster at once and leaves it to the page', async () => {
    stop = startWatchWarmup();
    focusOn('12');
    warmup.choose({ key: '13' });
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
    // Handed to the page: focus moving to the player does not cancel it.
    focusOff();
    await advance(POSTER_REST_MS);
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
  });

  it('prestarts the Player of the rested poster for the TV and drops it when focus moves on', async () => {
    stop = startWatchWarmup();
    focusOn('12');
    await advance(POSTER_REST_MS);
    focusOn('13');
    await advance(POSTER_REST_MS);
    warmup.choose({ key: '13' });
    expect(calls.log.filter((l) => /^(prestart|drop|cancel) /.test(l))).toEqual([
      'prestart tv|12 /media/12/master.m3u8',
      'cancel 12',
      'drop tv|12',
      'prestart tv|13 /media/13/master.m3u8',
    ]);
  });
});

// The TV's watch warm-up (issue 14): the watch chunk, hls.js and its worker load one by one in
// quiet spells of the remote and idle time; a poster focus rests on is warmed and cancelled when
// focus moves on; OK on a poster warms it at once, also when DOM focus is a paint behind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, runInQuietSpells } from '@layouts/tv/warmup/quiet-steps';
import { POSTER_REST_MS } from '@src/features/watch/start/rest-warmup';

const calls = vi.hoisted(() => ({ log: [] as string[], focusKey: '' }));
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
  prestartId: (key: string, _ep: unknown, _uid: number, tv: boolean) => `${tv ? 'tv' : 'phone'}|${key}`,
  prestartWatchPlayer: (id: string, url: string) => {
    calls.log.push(`prestart ${id} ${url}`);
    return () => calls.log.push(`drop ${id}`);
  },
  attachPrestarted: (id: string) => calls.log.push(`attach ${id}`),
}));
vi.mock('@src/player/hls-loader', () => ({ preloadHls: async () => void calls.log.push('hls.js') }));
vi.mock('@layouts/tv/page-map', () => ({ TV_PAGES: { Watch: { preload: async () => void calls.log.push('watch chunk') } } }));
vi.mock('@focus/focus-actions', () => ({ currentFocusKey: () => calls.focusKey }));

const { startWatchWarmup } = await import('@layouts/tv/warmup/watch-warmup');

function poster(id: string, key: string): HTMLElement {
  const el = document.createElement('div');
  el.tabIndex = -1;
  el.setAttribute('data-video-id', id);
  el.setAttribute('data-focus-key', key);
  el.innerHTML = '<img alt="">';
  document.body.appendChild(el);
  return el;
}
const key = (k: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
const loads = () => calls.log.filter((l) => !/^(warm|cancel|prestart|drop|attach) /.test(l));
// Promise steps settle on microtasks between the fake timers.
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

let stop: () => void = () => undefined;
beforeEach(() => {
  calls.log = [];
  calls.focusKey = '';
  document.body.innerHTML = '';
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
    const a = poster('12', 'page:Home/rows/r1/12');
    const b = poster('13', 'page:Home/rows/r1/13');
    a.focus();
    await advance(POSTER_REST_MS / 2);
    b.focus();
    await advance(POSTER_REST_MS);
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
    const menu = document.createElement('button');
    document.body.appendChild(menu);
    menu.focus();
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13', 'cancel 13']);
  });

  it('OK warms the poster the remote is on at once, even before DOM focus followed it', async () => {
    stop = startWatchWarmup();
    const a = poster('12', 'page:Home/rows/r1/12');
    poster('13', 'page:Home/rows/r1/13');
    a.focus();
    calls.focusKey = 'page:Home/rows/r1/13';
    key('Enter');
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
    // Handed to the page: focus moving to the player does not cancel it.
    document.body.appendChild(document.createElement('button')).focus();
    await advance(POSTER_REST_MS);
    expect(calls.log.filter((l) => /warm|cancel/.test(l))).toEqual(['warm 13']);
  });

  it('prestarts the Player of the rested poster, drops it when focus moves on, and attaches it on OK', async () => {
    stop = startWatchWarmup();
    const a = poster('12', 'page:Home/rows/r1/12');
    const b = poster('13', 'page:Home/rows/r1/13');
    a.focus();
    await advance(POSTER_REST_MS);
    b.focus();
    await advance(POSTER_REST_MS);
    calls.focusKey = 'page:Home/rows/r1/13';
    key('Enter');
    expect(calls.log.filter((l) => /^(prestart|drop|attach|cancel) /.test(l))).toEqual([
      'prestart tv|12 /media/12/master.m3u8',
      'cancel 12',
      'drop tv|12',
      'prestart tv|13 /media/13/master.m3u8',
      'attach tv|13',
    ]);
  });
});

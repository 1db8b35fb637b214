// The TV's watch warm-up (issue 14): OK on a poster should show the first frame at once. The
// hand-off loads it a second after the first poster offered its video (hand-off.ts), so nothing
// of it is in the first screen's scripts. It
//  - loads, each in a quiet spell of the remote and in idle time, the watch page's chunk,
//    hls.js (downloaded and evaluated) and the hls.js worker script (quiet-steps.ts);
//  - when focus rests on a poster (its offer, rest-warmup.ts), warms its watch page: details
//    and play data, then its Player prestarted (hls.js loads and transmuxes the stream's start:
//    prime.ts, prestart.ts), cancelled when focus moves on and left to the page on OK.
import { queryClient } from '@src/data/query-client';
import { sessionStore } from '@src/stores/session';
import { preloadHls } from '@src/player/hls-loader';
import { HLS_WORKER_URL } from '@src/player/hls-worker-url';
import type { WatchTarget } from '../watch-target';
import { primeStart, type StartStream } from './prime';
import { prestartWatchPlayer } from './prestart';
import { runInQuietSpells } from './quiet-steps';
import { createRestWarmup } from './rest-warmup';

/** Puts a script in the HTTP cache without running it (the worker starts with the first player). */
function prefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Any key press of the remote; `true`: seen before the page's own handlers. */
function onKey(listener: () => void): () => void {
  window.addEventListener('keydown', listener, true);
  return () => window.removeEventListener('keydown', listener, true);
}

/** The warm-up of the layout whose posters offer their videos (the hand-off drives it). */
export interface Warmup {
  offer(target: WatchTarget | null): void;
  choose(target: WatchTarget): void;
}

/** Starts the warm-up; `preloadPage` loads the layout's watch page ahead. */
export function startWarmup(preloadPage: () => Promise<unknown>): Warmup & { stop(): void } {
  // Posters offer the server's pick of episode, as their link asks: a video is its key.
  const rest = createRestWarmup<string>({
    warm: (key) => {
      const uid = sessionStore.getState().user?.token?.uid ?? 0;
      // The page's Player, prestarted; aborted (focus moved on) it is dropped.
      const startStream: StartStream = (url, startAt, signal) => signal.addEventListener('abort', prestartWatchPlayer({ key, uid, tv: true }, url, startAt));
      return primeStart(queryClient, { key }, uid, { ahead: true, startStream });
    },
  });
  const stopSteps = runInQuietSpells([preloadPage, preloadHls, () => prefetch(HLS_WORKER_URL)], { onKey });
  return {
    offer: (target) => rest.focus(target?.key ?? null),
    // OK: the page is chosen, warmed now if it was not yet, and what was warmed is left to it.
    choose(target) {
      rest.focus(target.key);
      rest.choose();
    },
    stop() {
      stopSteps();
      rest.dispose();
    },
  };
}

// The TV's watch warm-up (issue 14): OK on a poster should show the first frame at once. Loaded
// in idle time once the first screen has focus (app.tsx), so nothing of it is in that screen's
// scripts. It
//  - loads, each in a quiet spell of the remote and in idle time, the watch page's chunk,
//    hls.js (downloaded and evaluated) and the hls.js worker script;
//  - when focus rests on a poster, warms its watch page (details, play data, then its Player
//    prestarted: hls.js loads and transmuxes the stream's start: src/features/watch/start/prime.ts,
//    prestart.ts), cancelled when focus moves on and handed to the page on OK
//    (src/features/watch/rest-warmup.ts); OK attaches the video element at once.
// Posters are the focusable elements carrying data-video-id (layouts/tv/components/poster-card.tsx);
// DOM focus follows the remote's focus after each paint, so `focusin` tells where focus went.
import { queryClient } from '@src/data/query-client';
import { sessionStore } from '@src/stores/session';
import { createRestWarmup } from '@src/features/watch/start/rest-warmup';
import { primeStart, type StartStream } from '@src/features/watch/start/prime';
import { attachPrestarted, prestartId, prestartWatchPlayer } from '@src/features/watch/start/prestart';
import { preloadHls } from '@src/player/hls-loader';
import { HLS_WORKER_URL } from '@src/player/hls-worker-url';
import { currentFocusKey } from '@focus/focus-actions';
import { currentKeyMap } from '@focus/init';
import { actionForKey, keyMapFor } from '@focus/key-map';
import { TV_PAGES } from '../page-map';
import { runInQuietSpells } from './quiet-steps';

/** The video id of the poster `el` is (or is in), else null. */
export function posterIdOf(el: EventTarget | null): string | null {
  const poster = el instanceof Element ? el.closest('[data-video-id]') : null;
  return poster?.getAttribute('data-video-id') || null;
}

/** The poster the remote's focus is on now (DOM focus may still be a paint behind). */
function focusedPosterId(): string | null {
  const key = currentFocusKey();
  return key ? posterIdOf(document.querySelector(`[data-focus-key="${key.replace(/["\\]/g, '\\$&')}"]`)) : null;
}

/** Puts a script in the HTTP cache without running it (the worker starts with the first player). */
function prefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

const uidNow = () => sessionStore.getState().user?.token?.uid ?? 0;

/** The watch page's Player for poster `id`, prestarted; aborted (focus moved on) it is dropped. */
const prestartFor =
  (id: string, uid: number): StartStream =>
  (url, startAt, signal) => {
    const cancel = prestartWatchPlayer(prestartId(id, undefined, uid, true), url, startAt, true);
    signal.addEventListener('abort', cancel);
  };

/** Starts the warm-up; returns its stop (tests, and a TV app that unmounts). */
export function startWatchWarmup(): () => void {
  const keyListeners = new Set<() => void>();
  const rest = createRestWarmup<string>({
    warm: (id) => {
      const uid = uidNow();
      return primeStart(queryClient, { key: id }, uid, { ahead: true, startStream: prestartFor(id, uid) });
    },
  });
  // OK on a poster: its page is chosen, and a stream prestarted for it gets its element now.
  const choose = (id: string | null) => {
    rest.focus(id);
    rest.choose();
    if (id) attachPrestarted(prestartId(id, undefined, uidNow(), true));
  };
  const onFocusIn = (e: FocusEvent) => rest.focus(posterIdOf(e.target));
  const onKey = (e: KeyboardEvent) => {
    keyListeners.forEach((fn) => fn());
    if (actionForKey(currentKeyMap() ?? keyMapFor('browser'), e) !== 'enter') return;
    choose(focusedPosterId());
  };
  const onClick = (e: MouseEvent) => {
    const id = posterIdOf(e.target);
    if (id) choose(id);
  };
  // Capture: seen before the page's own handlers navigate away on OK.
  document.addEventListener('focusin', onFocusIn, true);
  window.addEventListener('keydown', onKey, true);
  document.addEventListener('click', onClick, true);
  rest.focus(posterIdOf(document.activeElement));
  const stopSteps = runInQuietSpells([() => TV_PAGES.Watch.preload(), preloadHls, () => prefetch(HLS_WORKER_URL)], {
    onKey: (fn) => {
      keyListeners.add(fn);
      return () => keyListeners.delete(fn);
    },
  });
  return () => {
    stopSteps();
    rest.dispose();
    document.removeEventListener('focusin', onFocusIn, true);
    window.removeEventListener('keydown', onKey, true);
    document.removeEventListener('click', onClick, true);
  };
}

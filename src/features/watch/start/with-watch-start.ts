// Both page maps load the watch page through this: the small watch-start chunk asks for the
// page's data and hls.js as soon as it is in (watch-start.ts). The page resolves once both are
// in (the starter is the smaller), so no load is left running unowned; a starter that fails to
// load only loses the head start.

/**
 * The watch routes' paths (src/routes/table.ts: Watch and Play), for the entry, which cannot
 * carry the route table (the TV's initial JS budget). A false match costs one small import:
 * the starter checks the route itself.
 */
const WATCH_PATH = /^\/(?:watch|play\/[^/?#]+)\/?$/i;

export function isWatchPath(pathname: string): boolean {
  return WATCH_PATH.test(pathname);
}

import { preloadHls } from '@src/player/hls-loader';
import { settleColdStart } from './cold-start-gate';

let started: Promise<void> | null = null;

/** Imports and runs the starter, once per page life (the entry on a cold start, or the page map). */
export function startWatch(): Promise<void> {
  // hls.js beside the starter, not after it: its chunk is the largest the start waits for, and
  // its evaluation and the player's set-up (about 80 ms on a phone at 1x) then run while the
  // starter's files and the play data are still on their way.
  void preloadHls().catch(() => undefined);
  started ??= import('./watch-start').then(
    (m) => m.startWatchRoute(),
    () => {
      started = null;
      // Nothing was prestarted: a cold start's layout need not wait for a frame.
      settleColdStart();
    },
  );
  return started;
}

/**
 * The starter is asked for before the page: the page's chunk brings about 40 files with it, and
 * over HTTP/1.1 (six at a time) a starter asked for after them waited for all of them (measured
 * on TV at 1x: asked at 404 ms, in at 710 ms).
 */
export function withWatchStart<M>(page: () => Promise<M>): Promise<M> {
  const start = startWatch();
  return Promise.all([page(), start]).then(([m]) => m);
}

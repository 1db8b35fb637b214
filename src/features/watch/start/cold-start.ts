// An app opened on a watch address (a cold start), and the page maps' watch page: the small
// watch-start chunk asks for the page's data and hls.js and prestarts the stream as soon as it
// is in (watch-start.ts), before the layout, its router and the page's chunk (issue 14 point 2).
// Tiny: the entry carries it, within the TV's initial JS budget.
import { preloadHls } from '@src/player/hls-loader';
import { coldStartSettled, settleColdStart } from './cold-start-gate';
import { splashPicturePainted } from './splash-picture-gate';

/**
 * The watch routes' paths (src/routes/table.ts: Watch and Play), for the entry, which cannot
 * carry the route table (the TV's initial JS budget). A false match costs one small import:
 * the starter checks the route itself.
 */
const WATCH_PATH = /^\/(?:watch|play\/[^/?#]+)\/?$/i;

export function isWatchPath(pathname: string): boolean {
  return WATCH_PATH.test(pathname);
}

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
 * The boot on a watch address (the stored user put back first, so the requests are the user's):
 * starts the stream and resolves when the layout may load, i.e. once the prestarted video has a
 * frame on its stage, as soon as there will be none, or after COLD_START_HOLD_MS
 * (cold-start-gate.ts): the layout's evaluation and first render would hold the main thread
 * while the first fragment is appended.
 */
export async function coldStart(): Promise<void> {
  // On a phone the stream's requests wait for the splash's picture (the video's poster, the
  // screen's largest paint) to be painted; the TV's splash has none (splash-picture-gate.ts).
  await splashPicturePainted();
  void startWatch();
  await coldStartSettled();
}

/**
 * Both page maps load the watch page through this. The starter is asked for before the page:
 * the page's chunk brings about 40 files with it, and over HTTP/1.1 (six at a time) a starter
 * asked for after them waited for all of them (measured on TV at 1x: asked at 404 ms, in at
 * 710 ms). The page resolves once both are in (the starter is the smaller), so no load is left
 * running unowned; a starter that fails to load only loses the head start.
 */
export function withWatchStart<M>(page: () => Promise<M>): Promise<M> {
  const start = startWatch();
  return Promise.all([page(), start]).then(([m]) => m);
}

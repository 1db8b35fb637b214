// The one place hls.js is imported (dynamically, so it never lands in a first screen's scripts).
// A module of its own, without the Player, so that a warm-up (the TV home's idle time) can load
// the chunk without pulling the player core along. The light build: 97 instead of 148 KB brotli
// and about a third less to compile on a TV, without what the spec's streams never use
// (alternate audio renditions, subtitles, DRM, CMCD, content steering, interstitials).
// Its transmuxing worker (hls-worker-url.ts) is the same for both builds.
import type { HlsConstructorLike } from './hls-types';

let hlsModule: Promise<HlsConstructorLike> | null = null;

/**
 * Starts downloading the hls.js chunk (once per page). The watch route calls it as it starts,
 * so the chunk arrives while the details and play data are still on their way instead of
 * after them; the TV home calls it in idle time. A failed download is forgotten so a retry can
 * fetch it again.
 */
export function preloadHls(): Promise<HlsConstructorLike> {
  hlsModule ??= import('hls.js/light').then(
    (mod) => mod.default as unknown as HlsConstructorLike,
    (err: unknown) => {
      hlsModule = null;
      throw err;
    },
  );
  return hlsModule;
}

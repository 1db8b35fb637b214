// The one place hls.js is imported (dynamically, so it never lands in a first screen's scripts).
// A module of its own, without the Player, so that a warm-up (the TV home's idle time) can load
// the chunk without pulling the player core along.
// Two builds, each its own chunk. Streams start on the light build: 97 instead of 148 KB brotli
// and about a third less to compile on a TV, without alternate audio renditions, subtitles,
// DRM, CMCD, content steering and interstitials. A master playlist with AUDIO or SUBTITLES
// groups (issue 29) is played by the full build, loaded only then (Player: the light build
// parses the groups, so it tells); once it is in, every later stream of the page uses it, as it
// costs nothing more by then. The transmuxing worker (hls-worker-url.ts) is the same for both.
import type { HlsConstructorLike } from './hls-types';

let lightModule: Promise<HlsConstructorLike> | null = null;
let fullModule: Promise<HlsConstructorLike> | null = null;
let fullLoaded: HlsConstructorLike | null = null;

const defaultExport = (mod: { default: unknown }) => mod.default as HlsConstructorLike;

/**
 * Starts downloading the hls.js chunk a stream starts on (once per page). The watch route calls
 * it as it starts, so the chunk arrives while the details and play data are still on their way
 * instead of after them; the TV home calls it in idle time. A failed download is forgotten so a
 * retry can fetch it again. The full build once a stream with tracks loaded it.
 */
export function preloadHls(): Promise<HlsConstructorLike> {
  if (fullLoaded) return Promise.resolve(fullLoaded);
  lightModule ??= import('hls.js/light').then(defaultExport, (err: unknown) => {
    lightModule = null;
    throw err;
  });
  return lightModule;
}

/** The full build (audio and subtitle tracks), for a stream whose master playlist has them. */
export function loadHlsWithTracks(): Promise<HlsConstructorLike> {
  fullModule ??= import('hls.js').then(
    (mod) => (fullLoaded = defaultExport(mod)),
    (err: unknown) => {
      fullModule = null;
      throw err;
    },
  );
  return fullModule;
}

// hls.js keeps every loaded fragment's load statistics (Fragment.stats: bytes and three timing
// objects, with the fragment's cached URL about 0.47 KB) for the playlist's life, long after the
// bytes left the back buffer. The 2-hour soak (tests/bench/barrage/soak-player.ts) measured the
// TV player's heap growing 21 % from this alone: one stats object per fragment played, 3,400 at
// 2 s segments. Fragments well behind the back buffer get one shared, empty stats object
// instead, and lose the cached URL, stream records and PTS timing of their last load. hls.js reads stats only of fragments still buffered (eviction sizes, which fall back
// to the playlist's byte ranges or bitrate) or being loaded (ABR), and a fragment loaded again
// gets a fresh stats object from its loader before anything is written to it.

interface FragmentLike {
  end: number;
  readonly hasStats?: boolean;
  stats: unknown;
  /** hls.js' cache behind the `url` getter (not public API: only cleared, never read). */
  _url?: string | null;
  /** hls.js' store behind `elementaryStreams` (not public API: only cleared, never read). */
  _streams?: unknown;
  startPTS?: number;
  endPTS?: number;
  startDTS?: number;
  endDTS?: number;
  maxStartPTS?: number;
  minEndPTS?: number;
  deltaPTS?: number;
}

/**
 * Timing a fragment gets when it is parsed: each a boxed number (V8 HeapNumber) per fragment
 * played. After the stats went, these were what still grew (the soak's heap snapshots: about
 * 2,000 numbers and 300 stream-info objects every 10 min of media). A fragment never loaded has
 * them undefined, and hls.js sets them again from the parse if the fragment is loaded again.
 */
const PARSED_TIMING = ['startPTS', 'endPTS', 'startDTS', 'endDTS', 'maxStartPTS', 'minEndPTS', 'deltaPTS'] as const;

interface PlaylistHost {
  details?: { fragments?: readonly FragmentLike[] } | null;
}

/** The parts of an hls.js instance this reads: playlists of the video levels and audio tracks. */
export interface FragmentStatsHost {
  readonly levels: readonly unknown[];
  readonly audioTracks?: readonly unknown[];
}

/** Seconds past the back buffer before a fragment's stats go: its bytes are surely flushed. */
export const RELEASE_MARGIN_SEC = 30;

/** The shape hls.js' LoadStats has, empty, shared by every released fragment. */
export function emptyLoadStats() {
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
}

/**
 * Gives `released` to every fragment that has its own stats and ends before `before` (media
 * seconds). Returns how many were released. Cheap enough per buffered fragment: a 2 h
 * playlist at 2 s segments is 3,600 property reads per rendition.
 */
export function releaseFragmentStats(hls: FragmentStatsHost, before: number, released: unknown): number {
  if (!Number.isFinite(before) || before <= 0) return 0;
  let n = 0;
  const sweep = (hosts: readonly unknown[] | undefined) => {
    for (const host of hosts ?? []) {
      const fragments = (host as PlaylistHost | null)?.details?.fragments;
      if (!fragments) continue;
      for (const f of fragments) {
        if (f.end >= before) break;
        if (f.hasStats && f.stats !== released) {
          f.stats = released;
          // The absolute URL hls.js caches on first use (about 0.1 KB): its getter builds it
          // again from the playlist's relative URL if the fragment is ever loaded again.
          if (typeof f._url === 'string') f._url = null;
          // The per-stream PTS records (audio, video) of the last parse: hls.js' getter makes
          // an empty one when a load needs it.
          if (f._streams) f._streams = null;
          for (const k of PARSED_TIMING) if (f[k] !== undefined) f[k] = undefined;
          n++;
        }
      }
    }
  };
  sweep(hls.levels);
  sweep(hls.audioTracks);
  return n;
}

/**
 * In-page side of the player soak: the TV player as the watch page builds it (Player with the
 * TV device class and TV_BUFFER_CONFIG, hls.js from its dynamic import, its worker) on a long
 * HLS stream. Every SourceBuffer hls.js adds is kept, so the buffered ranges can be read per
 * SourceBuffer at the end. Node drives the session (soak-player.ts).
 */
import { TV_BUFFER_CONFIG } from '../../../src/player/buffer-config';
import { Player } from '../../../src/player/player';

interface TrackedBuffer {
  sb: SourceBuffer;
  type: string;
}

const tracked: TrackedBuffer[] = [];
const origAdd = MediaSource.prototype.addSourceBuffer;
MediaSource.prototype.addSourceBuffer = function (this: MediaSource, type: string) {
  const sb = origAdd.call(this, type);
  tracked.push({ sb, type });
  return sb;
};

let player: Player | null = null;
let video: HTMLVideoElement | null = null;
let rate = 1;
let played = 0;
let lastTime = 0;
let waits = 0;
let seeks = 0;
const states: Record<string, number> = {};

function ranges(r: TimeRanges): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < r.length; i++) out.push([Math.round(r.start(i) * 10) / 10, Math.round(r.end(i) * 10) / 10]);
  return out;
}

const total = (rs: [number, number][]) => Math.round(rs.reduce((s, [a, b]) => s + (b - a), 0) * 10) / 10;

function start(cfg: { src: string; rate: number }): Promise<void> {
  document.body.style.cssText = 'margin:0;background:#000;overflow:hidden';
  const v = document.createElement('video');
  v.muted = true;
  v.style.cssText = 'position:absolute;left:0;top:0;width:1920px;height:1080px';
  document.body.appendChild(v);
  video = v;
  rate = cfg.rate;
  // As usePlayer on TV (use-watch.ts): the TV device class plus TV_BUFFER_CONFIG.
  const p = new Player({ video: v, device: 'tv', hlsConfig: { ...TV_BUFFER_CONFIG } });
  player = p;
  p.on('state', (s) => {
    states[s] = (states[s] ?? 0) + 1;
    if (s === 'buffering') waits++;
  });
  // Media seconds played, not counting seek jumps.
  setInterval(() => {
    const t = v.currentTime;
    const d = t - lastTime;
    if (d > 0 && d < 30 && !v.seeking) played += d;
    lastTime = t;
  }, 100);
  void p.load({ url: cfg.src, autoplay: true });
  return new Promise((resolve, reject) => {
    const off = p.on('state', (s) => {
      if (s === 'playing') {
        off();
        p.setRate(rate);
        resolve();
      } else if (s === 'error') {
        off();
        reject(new Error(p.error?.detail ?? 'player error'));
      }
    });
  });
}

/** Plays until `target` media seconds have been played (or `wallLimitMs` passed), then pauses. */
function playUntil(target: number, wallLimitMs: number): Promise<{ at: number; played: number; timedOut: boolean }> {
  const p = player!;
  const t0 = performance.now();
  if (video!.paused) void p.play();
  if (video!.playbackRate !== rate) p.setRate(rate);
  return new Promise((resolve) => {
    const check = () => {
      const timedOut = performance.now() - t0 > wallLimitMs;
      if (played >= target || timedOut) {
        p.pause();
        resolve({ at: video!.currentTime, played, timedOut });
      } else setTimeout(check, 50);
    };
    check();
  });
}

function seek(t: number): void {
  seeks++;
  player!.seek(t);
  lastTime = t;
}

/** Distinct LoadStats objects the playlists hold: the player gives fragments long behind the
 * back buffer one shared empty object (src/player/fragment-stats-release.ts), so this stays near
 * the fragments in and around the buffer instead of growing with every fragment played. */
function loadStatsObjects(): number {
  const levels = (player!.hls as unknown as { levels?: { details?: { fragments: { _stats?: unknown }[] } }[] } | null)?.levels ?? [];
  const seen = new Set<unknown>();
  for (const l of levels) for (const f of l.details?.fragments ?? []) if (f._stats) seen.add(f._stats);
  return seen.size;
}

function sample() {
  const v = video!;
  const buffers = tracked.map(({ sb, type }) => {
    let r: [number, number][] | null = null;
    try {
      r = ranges(sb.buffered);
    } catch {
      // Removed from its MediaSource (hls.js made a new one): it holds nothing any more.
    }
    return { type, attached: r !== null, ranges: r ?? [], bufferedSeconds: r ? total(r) : 0 };
  });
  const vb = ranges(v.buffered);
  const q = v.getVideoPlaybackQuality?.();
  const t = v.currentTime;
  // Behind and ahead of the playhead, over every range (what hls.js keeps and what it evicts).
  let behind = 0;
  let ahead = 0;
  for (const [a, b] of vb) {
    behind += Math.max(0, Math.min(b, t) - a);
    ahead += Math.max(0, b - Math.max(a, t));
  }
  return {
    currentTime: Math.round(t * 10) / 10,
    played: Math.round(played),
    state: player!.state,
    level: player!.level.index,
    levelHeight: player!.levels[player!.level.index]?.height ?? null,
    // What the buffered seconds weigh at the level playing (the playlist's peak bitrate).
    estimatedBufferedMB: Math.round((total(vb) * (player!.levels[player!.level.index]?.bitrate ?? 0)) / 8 / 1e5) / 10,
    sourceBuffers: buffers,
    videoBuffered: vb,
    videoBufferedSeconds: total(vb),
    bufferedBehindSeconds: Math.round(behind * 10) / 10,
    bufferedAheadSeconds: Math.round(ahead * 10) / 10,
    // hls.js keeps a LoadStats on every fragment it ever loaded (about 0.3 KB with its numbers);
    // the player releases those far behind the back buffer.
    loadStatsObjects: loadStatsObjects(),
    droppedFrames: q?.droppedVideoFrames ?? null,
    decodedFrames: q?.totalVideoFrames ?? null,
    waits,
    seeks,
    states: { ...states },
  };
}

function stop(): void {
  player?.destroy();
}

(window as unknown as { __soak: unknown }).__soak = { start, playUntil, seek, sample, stop };

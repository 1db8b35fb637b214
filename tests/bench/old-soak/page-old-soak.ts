/**
 * In-page side of the old-engine soak (issue 41 point 4, old-soak.ts): the TV player as the
 * watch page builds it (Player with the TV device class and TV_BUFFER_CONFIG, hls.js and its
 * worker) playing a long HLS stream, with the barrage on over it as the watch page binds it
 * (BarrageRenderer on the video's clock, synced on seeking/seeked; BarrageFeed asking 60 s
 * windows on the player's time events, 50 comments a second of media). page-counters.ts runs
 * before this and counts timers and listeners. Node drives the session.
 */
// First: the census hooks canvas creation before anything else runs.
import { canvasCensus } from '../barrage/canvas-census';
import { TV_BUFFER_CONFIG } from '../../../src/player/buffer-config';
import { Player } from '../../../src/player/player';
import { BarrageRenderer } from '../../../src/barrage/renderer';
import { BarrageFeed } from '../../../src/features/watch/barrage-feed';
import { toComment } from '../../../src/features/watch/barrage-convert';
import { windowList } from '../barrage/stream';

export interface OldSoakPageConfig {
  src: string;
  rate: number;
  perSecond: number;
  width: number;
  height: number;
}

let player: Player | null = null;
let video: HTMLVideoElement | null = null;
let renderer: BarrageRenderer | null = null;
let feed: BarrageFeed | null = null;
let rate = 1;
let played = 0;
let lastTime = 0;
let playedTimer = 0;
let windowsFetched = 0;
let windowsForgotten = 0;
let barragesReceived = 0;
const offs: (() => void)[] = [];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function start(cfg: OldSoakPageConfig): Promise<void> {
  document.body.style.cssText = 'margin:0;background:#000;overflow:hidden';
  const v = document.createElement('video');
  v.muted = true;
  v.style.cssText = `position:absolute;left:0;top:0;width:${cfg.width}px;height:${cfg.height}px`;
  document.body.appendChild(v);
  const stage = document.createElement('canvas');
  stage.style.cssText = `position:absolute;left:0;top:0;width:${cfg.width}px;height:${cfg.height}px;pointer-events:none`;
  document.body.appendChild(stage);
  video = v;
  rate = cfg.rate;
  const p = new Player({ video: v, device: 'tv', hlsConfig: { ...TV_BUFFER_CONFIG } });
  player = p;
  // As useBarrage (src/barrage/react.tsx): the video is the clock; seeks resync the screen. At
  // 16x the comments follow the rate, so the screen holds what it holds at 1x.
  const r = new BarrageRenderer({ canvas: stage, clock: v, devicePixelRatio: 1, settings: { followPlaybackRate: true } });
  r.resize(cfg.width, cfg.height, 1);
  renderer = r;
  const onSeek = () => r.sync();
  v.addEventListener('seeking', onSeek);
  v.addEventListener('seeked', onSeek);
  offs.push(() => {
    v.removeEventListener('seeking', onSeek);
    v.removeEventListener('seeked', onSeek);
  });
  // As use-live-barrage: windows asked as the playhead moves, each barrage to renderer.add once.
  const f = new BarrageFeed({
    fetchWindow: (s, e) =>
      new Promise((resolve) =>
        setTimeout(() => {
          windowsFetched++;
          resolve(windowList(s, e, cfg.perSecond));
        }, 10),
      ),
    onBarrages: (list) => {
      barragesReceived += list.length;
      for (const b of list) r.add(toComment(b));
    },
    onForget: (from, to) => {
      windowsForgotten++;
      r.forget(from, to);
    },
  });
  feed = f;
  offs.push(
    p.on('time', (t) => {
      f.setDuration(t.duration);
      f.update(t.currentTime);
    }),
  );
  r.start();
  // Media seconds played, not counting seek jumps.
  playedTimer = window.setInterval(() => {
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

/** Seeks and resolves once the element has the picture there (or after 10 s). */
function seekAndWait(t: number): Promise<void> {
  const v = video!;
  return new Promise((resolve) => {
    const done = () => {
      v.removeEventListener('seeked', done);
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, 10_000);
    v.addEventListener('seeked', done);
    player!.seek(t);
    lastTime = t;
  });
}

function seek(t: number): void {
  player!.seek(t);
  lastTime = t;
}

/**
 * The paused session brought to media time `t` as a seek there brings it: away first (so the
 * feed holds only `t`'s windows at every sample), then `t`, the windows fetched, frames drawn.
 * Every sample sees the same comments on screen and the same picture: its heap, node, canvas
 * and listener counts differ only by what the session left behind.
 */
async function probe(t: number): Promise<void> {
  player!.pause();
  await seekAndWait(t + 20 * 60);
  await sleep(100);
  await seekAndWait(t);
  feed!.update(t);
  await sleep(300);
  renderer!.sync();
  for (let i = 0; i < 3; i++) await nextFrame();
}

function ranges(r: TimeRanges): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < r.length; i++) out.push([Math.round(r.start(i) * 10) / 10, Math.round(r.end(i) * 10) / 10]);
  return out;
}

/** Distinct LoadStats objects the playlists hold (src/player/fragment-stats-release.ts). */
function loadStatsObjects(): number {
  const levels = (player!.hls as unknown as { levels?: { details?: { fragments: { _stats?: unknown }[] } }[] } | null)?.levels ?? [];
  const seen = new Set<unknown>();
  for (const l of levels) for (const f of l.details?.fragments ?? []) if (f._stats) seen.add(f._stats);
  return seen.size;
}

/** Called after a forced GC. */
function sample() {
  const v = video!;
  const r = renderer!;
  const vb = ranges(v.buffered);
  const s = r.stats;
  const atlas = (r.painter as unknown as { atlas: { pageCount: number; bytes: number } | null }).atlas;
  const counters = (window as unknown as { __soakCounters: () => Record<string, unknown> }).__soakCounters();
  return {
    currentTime: Math.round(v.currentTime * 10) / 10,
    played: Math.round(played),
    state: player!.state,
    videoBufferedSeconds: Math.round(vb.reduce((n, [a, b]) => n + (b - a), 0) * 10) / 10,
    videoBuffered: vb,
    loadStatsObjects: loadStatsObjects(),
    decodedFrames: (v as unknown as { webkitDecodedFrameCount?: number }).webkitDecodedFrameCount ?? null,
    droppedFrames: (v as unknown as { webkitDroppedFrameCount?: number }).webkitDroppedFrameCount ?? null,
    barrageActive: s.active,
    barrageAdmitted: s.admitted,
    barrageDropped: s.dropped,
    barrageFrames: s.frames,
    timelineLength: r.engine.timeline.length,
    atlasPages: atlas?.pageCount ?? 0,
    atlasBytes: atlas?.bytes ?? 0,
    canvasesInDocument: document.querySelectorAll('canvas').length,
    canvasesCreated: canvasCensus().created,
    windowsFetched,
    windowsForgotten,
    barragesReceived,
    ...counters,
  };
}

function stop(): void {
  clearInterval(playedTimer);
  for (const off of offs.splice(0)) off();
  feed?.dispose();
  renderer?.destroy();
  player?.destroy();
}

(window as unknown as { __soak: unknown }).__soak = { start, playUntil, seek, probe, sample, stop };

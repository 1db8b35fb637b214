/**
 * In-page side of the barrage soak (issue 14, point 5): the real BarrageRenderer over a fake
 * media clock, fed the way the watch page feeds it (BarrageFeed asks 60 s windows as the
 * playhead moves, each barrage converted by toComment and handed to renderer.add), seeks
 * told to the renderer as the binding does on 'seeking'/'seeked'. Node drives the session
 * (soak-bench.ts): play until a mark of played media time, pause, sample after a forced GC,
 * seek, play on.
 */
// First: the census hooks canvas creation before anything else runs.
import { canvasCensus } from './canvas-census';
import { BarrageRenderer } from '../../../src/barrage/renderer';
import { BarrageFeed } from '../../../src/features/watch/barrage-feed';
import { toComment } from '../../../src/features/watch/barrage-convert';
import { windowList } from './stream';

export interface SoakPageConfig {
  width: number;
  height: number;
  rate: number;
  perSecond: number;
  /** Media seconds of the simulated video (windows past it are not asked). */
  duration: number;
  /** Where the session starts (a resume position). */
  startAt: number;
}

/** A media clock whose time runs at `playbackRate` while playing; seek and pause as a video. */
class SoakClock {
  paused = true;
  playbackRate = 1;
  private base = 0;
  private wallStart = 0;
  /** Media seconds played (not counting seek jumps). */
  private playedBase = 0;
  get currentTime(): number {
    return this.paused ? this.base : this.base + ((performance.now() - this.wallStart) / 1000) * this.playbackRate;
  }
  get played(): number {
    return this.paused ? this.playedBase : this.playedBase + (this.currentTime - this.base);
  }
  play(): void {
    if (!this.paused) return;
    this.wallStart = performance.now();
    this.paused = false;
  }
  pause(): void {
    if (this.paused) return;
    this.playedBase = this.played;
    this.base = this.currentTime;
    this.paused = true;
  }
  seek(t: number): void {
    const playing = !this.paused;
    this.pause();
    this.base = t;
    if (playing) this.play();
  }
}


let renderer: BarrageRenderer | null = null;
let feed: BarrageFeed | null = null;
const clock = new SoakClock();
let timeTimer = 0;
let windowsFetched = 0;
let barragesReceived = 0;
let windowsForgotten = 0;

function start(cfg: SoakPageConfig): void {
  document.body.style.cssText = 'margin:0;background:#000;overflow:hidden';
  const stage = document.createElement('canvas');
  stage.style.cssText = `position:absolute;left:0;top:0;width:${cfg.width}px;height:${cfg.height}px`;
  document.body.appendChild(stage);
  // The soak plays at 16x to pass 2 h of media in minutes: comments follow the rate, so the
  // screen holds what it holds at 1x (off, they would stay 16 times as long in media time).
  const r = new BarrageRenderer({ canvas: stage, clock, devicePixelRatio: 1, settings: { followPlaybackRate: true } });
  r.resize(cfg.width, cfg.height, 1);
  renderer = r;
  // As use-live-barrage: every window's barrage goes to renderer.add once; a window the feed
  // lets go of is forgotten by the renderer.
  feed = new BarrageFeed({
    fetchWindow: (s, e) =>
      new Promise((resolve) =>
        setTimeout(() => {
          windowsFetched++;
          resolve(windowList(s, Math.min(e, cfg.duration), cfg.perSecond));
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
  feed.setDuration(cfg.duration);
  clock.playbackRate = cfg.rate;
  // The player's 'time' event comes about four times a second.
  timeTimer = window.setInterval(() => feed!.update(clock.currentTime), 250);
  clock.seek(cfg.startAt);
  feed.update(cfg.startAt);
  r.start();
  clock.play();
}

/** Plays until `played` media seconds have been played, then pauses. */
function playUntil(played: number): Promise<number> {
  clock.play();
  return new Promise((resolve) => {
    const check = () => {
      if (clock.played >= played) {
        clock.pause();
        resolve(clock.currentTime);
      } else setTimeout(check, 20);
    };
    check();
  });
}

function seek(t: number): void {
  clock.seek(t);
  // The binding calls sync() on 'seeking' and 'seeked'; the feed asks the windows there.
  renderer!.sync();
  feed!.update(t);
  renderer!.sync();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Brings the paused session to media time `t` with the screen built as a seek there builds it:
 * the windows fetched, then one resync with them in hand, then frames drawn. Samples taken
 * after a probe at the same `t` see the same comments on screen, so their canvas, node and heap
 * counts differ only by what the session left behind (a leak), not by what happens to be on
 * screen at an arbitrary moment (40 or 55 comments on their own canvases, say).
 */
async function probe(t: number): Promise<void> {
  clock.pause();
  // Away first, so the feed holds only `t`'s windows at every sample (the first one included,
  // whose older windows would otherwise still be held).
  seek(t + 20 * 60);
  await sleep(100);
  seek(t);
  // The fake server answers after 10 ms; the feed hands the barrage to the renderer then.
  await sleep(250);
  renderer!.sync();
  for (let i = 0; i < 3; i++) await nextFrame();
}

/** Called after a forced GC. */
function sample() {
  const r = renderer!;
  const canvases = canvasCensus();
  const s = r.stats;
  const atlas = (r.painter as unknown as { atlas: { pageCount: number; bytes: number; entryCount: number; idleCount: number } | null }).atlas;
  return {
    mediaTime: Math.round(clock.currentTime),
    played: Math.round(clock.played),
    active: s.active,
    pending: s.pending,
    admitted: s.admitted,
    dropped: s.dropped,
    densityCap: s.cap,
    // The text atlas of either painter (the belt painter's is private: read here for the bench).
    atlasPages: atlas?.pageCount ?? 0,
    atlasBytes: atlas?.bytes ?? 0,
    atlasEntries: atlas?.entryCount ?? 0,
    atlasIdle: atlas?.idleCount ?? 0,
    bitmapBytes: s.bitmapBytes,
    surfaces: s.surfaces,
    rasterized: s.rasterized,
    directOnScreen: s.directOnScreen,
    measureCacheSize: (r.painter as unknown as { measureCache: { size: number } }).measureCache.size,
    timelineLength: r.engine.timeline.length,
    windowsFetched,
    windowsForgotten,
    barragesReceived,
    canvasesInDocument: document.querySelectorAll('canvas').length,
    liveCanvases: canvases.live,
    liveCanvasBytes: canvases.bytes,
    canvasesCreated: canvases.created,
    framesDrawn: s.frames,
  };
}

function stop(): void {
  clearInterval(timeTimer);
  clock.pause();
  feed?.dispose();
  renderer?.destroy();
}

(window as unknown as { __soak: unknown }).__soak = { start, playUntil, seek, probe, sample, stop };

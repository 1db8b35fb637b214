/**
 * In-page side of the render bench, bundled with each renderer. It installs
 * the instrumentation before the renderer exists: every canvas created is
 * tracked by a WeakRef (text bitmaps are the canvases other than the stage),
 * and drawImage calls on the stage are counted.
 */
import { canvasCensus, uncountedCanvas } from './canvas-census';
import type { StreamComment } from './stream';

export interface PageRunConfig {
  comments: StreamComment[];
  startAt: number;
  warmupMs: number;
  measureMs: number;
  width: number;
  height: number;
  fontPx: number;
  fontFamily: string;
  timeOnScreen: number;
  /** Ours only: lanes stack (overlap) like danmaku, so both carry the same load. */
  lanePolicy?: 'no-overlap' | 'stack';
  /** Device pixel ratio the page runs at (the viewport's deviceScaleFactor). */
  dpr?: number;
  /** Ours only: 'layers' (default: belt of tiles) or 'stage' (atlas, redrawn each frame). */
  oursPainter?: 'layers' | 'stage';
  /** Ours only: false runs without the density control (what the full load costs). */
  density?: boolean;
}

export interface RendererUnderTest {
  stage: HTMLCanvasElement;
  onScreen(): number;
  stop(): void;
  extra?(): Record<string, unknown>;
  /** Running totals read at the start and end of the measured window (admitted, dropped...). */
  counters?(): Record<string, number>;
}

export class FakeMedia extends EventTarget {
  paused = false;
  playbackRate = 1;
  private base = 0;
  private wallStart = performance.now();
  constructor(start: number) {
    super();
    this.base = start;
  }
  get currentTime(): number {
    return this.paused ? this.base : this.base + ((performance.now() - this.wallStart) / 1000) * this.playbackRate;
  }
  pause(): void {
    this.base = this.currentTime;
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
  }
}


let stageCanvas: HTMLCanvasElement | null = null;
let stageDraws = 0;
const origDrawImage = CanvasRenderingContext2D.prototype.drawImage;
CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
  if (this.canvas === stageCanvas) stageDraws++;
  return (origDrawImage as (...a: unknown[]) => void).apply(this, args);
} as typeof CanvasRenderingContext2D.prototype.drawImage;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

let current: RendererUnderTest | null = null;

export async function measureRun(
  cfg: PageRunConfig,
  mount: (container: HTMLElement, media: FakeMedia) => RendererUnderTest,
) {
  document.body.style.cssText = 'margin:0;background:#000;overflow:hidden';
  const container = document.createElement('div');
  container.style.cssText = `position:relative;width:${cfg.width}px;height:${cfg.height}px;font-size:16px`;
  document.body.appendChild(container);
  const media = new FakeMedia(cfg.startAt);
  const r = mount(container, media);
  current = r;
  stageCanvas = r.stage;
  await new Promise((res) => setTimeout(res, cfg.warmupMs));

  const stamps: number[] = [];
  let onScreenSum = 0;
  let measuring = true;
  const drawsBefore = stageDraws;
  const countersBefore = r.counters?.() ?? {};
  await new Promise<void>((resolve) => {
    const t0 = performance.now();
    const tick = (ts: number) => {
      stamps.push(ts);
      onScreenSum += r.onScreen();
      if (performance.now() - t0 >= cfg.measureMs) {
        measuring = false;
        resolve();
        return;
      }
      if (measuring) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const draws = stageDraws - drawsBefore;
  const countersAfter = r.counters?.() ?? {};
  const window: Record<string, number> = {};
  for (const k of Object.keys(countersAfter)) window[`${k}InWindow`] = countersAfter[k] - (countersBefore[k] ?? 0);
  const intervals: number[] = [];
  for (let i = 1; i < stamps.length; i++) intervals.push(stamps[i] - stamps[i - 1]);
  const elapsed = stamps.length > 1 ? stamps[stamps.length - 1] - stamps[0] : 1;
  const sorted = intervals.slice().sort((a, b) => a - b);
  const frames = intervals.length;
  media.pause();
  r.stop();
  return {
    fps: (frames * 1000) / elapsed,
    p95FrameMs: percentile(sorted, 0.95),
    maxFrameMs: sorted[sorted.length - 1] ?? 0,
    frames,
    drawnPerFrame: frames ? draws / frames : 0,
    onScreenAvg: stamps.length ? onScreenSum / stamps.length : 0,
    onScreenAtEnd: r.onScreen(),
    mediaTimeAtEnd: media.currentTime,
    ...window,
  };
}

/**
 * Called after a forced GC. canvasBytes: every live canvas, the stage
 * included. textBitmapBytes: that minus one screen (the stage every renderer
 * needs at this size and ratio): danmaku's stage + one canvas per comment, our
 * stage + atlas, or our empty stage + belt tiles (a screen and a bit) + fixed
 * comments all count the same way.
 */
export function sampleAfterGc(screenBytes: number) {
  const r = current!;
  const { live, bytes, created } = canvasCensus();
  return {
    canvasBytes: bytes,
    screenBytes,
    textBitmapBytes: Math.max(0, bytes - screenBytes),
    liveCanvases: live,
    canvasesCreated: created,
    ...(r.extra ? r.extra() : {}),
  };
}

/** Share of sampled pixels not black in a screenshot (PNG data URL) of the page: was anything shown? */
export async function paintedShare(pngDataUrl: string): Promise<number> {
  const img = await createImageBitmap(await (await fetch(pngDataUrl)).blob());
  const c = uncountedCanvas();
  c.width = img.width;
  c.height = img.height;
  const ctx = c.getContext('2d')!;
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, c.width, c.height).data;
  let painted = 0;
  for (let i = 0; i < data.length; i += 16) if (data[i] + data[i + 1] + data[i + 2] > 0) painted++;
  return painted / (data.length / 16);
}

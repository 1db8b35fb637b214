import { BarrageEngine, type EngineStats, type LanePolicy } from './barrage-engine';
import { BeltPainter, type LayerCanvasFactory } from './belt-painter';
import { CanvasPainter } from './canvas-painter';
import { normalizeComment } from './comment-input';
import { DrawnLog } from './drawn-log';
import type { Painter, SceneInfo } from './painter';
import type { BarrageSettings } from './settings';
import type { ShieldLists } from './shield-filter';
import { createCanvasSurface, type PaintContext, type SurfaceFactory } from './surface';
import type { BarrageComment, DrawnLogEntry, MediaClock } from './types';

export interface BarrageRendererOptions {
  /** The stage: an absolutely positioned canvas over the video. */
  canvas: HTMLCanvasElement;
  clock: MediaClock;
  settings?: Partial<BarrageSettings>;
  shield?: ShieldLists;
  /** Exposes the drawn log as window.__barrageLog (for e2e checks). */
  debug?: boolean;
  /** Defaults to window.devicePixelRatio, capped at maxDpr. */
  devicePixelRatio?: number;
  /** TV memory: bitmaps and stage never go above this ratio. */
  maxDpr?: number;
  baseFontPx?: number;
  fontFamily?: string;
  strokePx?: number;
  scrollDuration?: number;
  fixedDuration?: number;
  /** Script work per frame over which the density control cuts (default: 20 ms, LAYERS_DENSITY's for the layers painter). */
  frameBudgetMs?: number;
  maxNewPerFrame?: number;
  /**
   * Text bitmap memory budget at ratio 1 (scaled by the ratio squared).
   * Past it, comments are drawn straight onto the stage with text calls.
   */
  atlasMaxBytes?: number;
  /** 'no-overlap' (default) or 'stack' (overlap like `danmaku`; bench only). */
  lanePolicy?: LanePolicy;
  /**
   * true (the default when the canvas has a parent and no test context is
   * given): scroll comments on a belt of canvas tiles moved by a transform,
   * top/bottom comments on canvases of their own, all beside the stage
   * canvas, which stays empty. false: every comment drawn onto the stage
   * each frame from the text atlas.
   */
  layers?: boolean;
  /** Test seam for the layer canvases (jsdom has no canvas). */
  createLayerCanvas?: LayerCanvasFactory;
  /** false turns the density control off (bench capability runs). */
  density?: boolean;
  /** Belt tiles per stage width (memory past the edges against layer count). */
  tilesPerWidth?: number;
  logCapacity?: number;
  /** Test seams: a fake 2D context, surfaces and frame scheduler. */
  context?: PaintContext;
  createSurface?: SurfaceFactory;
  requestFrame?: (cb: (ts: number) => void) => number;
  cancelFrame?: (id: number) => void;
  now?: () => number;
}

export interface BarrageRendererStats extends EngineStats {
  drawnLastFrame: number;
  /** 'layers' (belt painter) or 'stage' (atlas painter). */
  painter: 'layers' | 'stage';
  /** RGBA bytes of all surfaces holding text (atlas pages, or belt tiles and fixed canvases). */
  bitmapBytes: number;
  /** The layers painter's bytes by kind (tiles, fixed comments, atlas); null for the stage painter. */
  bitmapParts: { tiles: number; fixed: number; atlas: number } | null;
  surfaces: number;
  atlasBytes: number;
  atlasPages: number;
  atlasEntries: number;
  rasterized: number;
  /** Comments on screen drawn with text calls (atlas over budget). */
  directOnScreen: number;
  /** Comments ever given the direct path. */
  directAdmitted: number;
  frames: number;
  displayPeriodMs: number;
}

/**
 * The layers painter's density control: a frame costs it little more with more on screen
 * (measured at 4x: 55 fps with 867, 29-41 fps with 1,740), so it cuts only under 24 fps, just
 * above the 20 fps the heaviest streams (200/s stacked) are held to; there, dropping comments
 * is what a viewer would rather have. Its script work may take such a frame's worth too.
 * Measured: with the stage painter's 20 ms work budget, 200/s at 4x was cut at 38-40 fps to
 * 1,480 of the 1,600 that fit, and a 30 fps floor cut its passes that ran at 29 fps.
 */
const LAYERS_DENSITY = { overRatio: 2.5, workBudgetMs: 40 };

export const DEFAULT_FONT_FAMILY =
  '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC",sans-serif';

declare global {
  interface Window {
    __barrageLog?: DrawnLogEntry[];
    /** The ids on screen now (debug only, for e2e checks of a removal). */
    __barrageOnScreen?: string[];
  }
}

/**
 * Canvas barrage over a video: reads time from a MediaClock each frame,
 * so it follows pause, seek, playbackRate and buffering without events.
 */
export class BarrageRenderer {
  readonly engine: BarrageEngine;
  readonly painter: Painter;
  private readonly log: DrawnLog;
  private readonly canvas: HTMLCanvasElement;
  private readonly clock: MediaClock;
  private readonly raf: (cb: (ts: number) => void) => number;
  private readonly caf: (id: number) => void;
  private readonly now: () => number;
  private readonly maxDpr: number;
  private rafId = 0;
  private running = false;
  private lastStamp = NaN;
  private lastWork = 0;
  private lastPaintedTime = NaN;
  private needsPaint = true;
  private frames = 0;
  private readonly debug: boolean;

  constructor(opts: BarrageRendererOptions) {
    this.canvas = opts.canvas;
    this.clock = opts.clock;
    this.debug = !!opts.debug;
    this.maxDpr = opts.maxDpr ?? 2;
    const w = typeof window !== 'undefined' ? window : undefined;
    this.raf = opts.requestFrame ?? ((cb) => w!.requestAnimationFrame(cb));
    this.caf = opts.cancelFrame ?? ((id) => w!.cancelAnimationFrame(id));
    this.now = opts.now ?? (() => performance.now());
    const strokePx = opts.strokePx ?? 1;
    const host = this.canvas.parentElement;
    const fontFamily = opts.fontFamily ?? DEFAULT_FONT_FAMILY;
    const createSurface = opts.createSurface ?? createCanvasSurface;
    if ((opts.layers ?? !opts.context) && host) {
      // The stage keeps no pixels: the layers beside it hold the text.
      this.canvas.width = 0;
      this.canvas.height = 0;
      this.painter = new BeltPainter({
        host,
        after: this.canvas,
        measurer: createSurface(1, 1).ctx,
        fontFamily,
        strokePx,
        dpr: this.capDpr(opts.devicePixelRatio),
        createCanvas: opts.createLayerCanvas,
        tilesPerWidth: opts.tilesPerWidth,
        createSurface,
        atlasBytes: opts.atlasMaxBytes,
      });
    } else {
      const ctx = opts.context ?? (this.canvas.getContext('2d') as unknown as PaintContext | null);
      if (!ctx) throw new Error('barrage: 2D canvas context is not available');
      this.painter = new CanvasPainter({
        ctx,
        createSurface,
        fontFamily,
        strokePx,
        dpr: this.capDpr(opts.devicePixelRatio),
        atlasMaxBytes: opts.atlasMaxBytes ?? 8 * 1024 * 1024,
      });
    }
    const layersDensity = this.painter.usesStage ? null : LAYERS_DENSITY;
    this.engine = new BarrageEngine({
      measure: this.painter.measure,
      bitmaps: this.painter,
      settings: opts.settings,
      shield: opts.shield,
      baseFontPx: opts.baseFontPx,
      strokePx,
      scrollDuration: opts.scrollDuration,
      fixedDuration: opts.fixedDuration,
      frameBudgetMs: opts.frameBudgetMs ?? layersDensity?.workBudgetMs,
      maxNewPerFrame: opts.maxNewPerFrame,
      lanePolicy: opts.lanePolicy,
      densityOverRatio: layersDensity?.overRatio,
      density: opts.density,
    });
    this.log = new DrawnLog(opts.logCapacity ?? 1000);
    if (this.debug && w) {
      Object.defineProperty(w, '__barrageLog', { configurable: true, get: () => this.drawnLog });
      Object.defineProperty(w, '__barrageOnScreen', { configurable: true, get: () => this.engine.active.slice(0, this.engine.activeCount).map((a) => a.item.id) });
    }
    const cssW = this.canvas.clientWidth || this.canvas.width;
    const cssH = this.canvas.clientHeight || this.canvas.height;
    this.resize(cssW, cssH, opts.devicePixelRatio);
  }

  private capDpr(dpr?: number): number {
    const raw = dpr ?? (typeof window !== 'undefined' ? window.devicePixelRatio : 1) ?? 1;
    return Math.min(this.maxDpr, Math.max(1, raw || 1));
  }

  get settings(): BarrageSettings {
    return this.engine.settings;
  }

  /** Comments that reached the screen, oldest first (bounded ring). */
  get drawnLog(): DrawnLogEntry[] {
    return this.log.entries();
  }

  get stats(): BarrageRendererStats {
    const p = this.painter;
    const a = p instanceof CanvasPainter ? p.atlas : null;
    const m = p.memory();
    return {
      ...this.engine.stats,
      active: this.engine.activeCount,
      drawnLastFrame: p.drawnLastFrame,
      painter: p.usesStage ? 'stage' : 'layers',
      bitmapBytes: m.bitmapBytes,
      bitmapParts: m.parts ?? null,
      surfaces: m.surfaces,
      atlasBytes: a?.bytes ?? 0,
      atlasPages: a?.pageCount ?? 0,
      atlasEntries: a?.entryCount ?? 0,
      rasterized: m.rasterized,
      directOnScreen: p instanceof CanvasPainter ? p.directLive : 0,
      directAdmitted: p instanceof CanvasPainter ? p.directAdmitted : 0,
      frames: this.frames,
      displayPeriodMs: this.engine.density.displayPeriod,
    };
  }

  /** Replaces all comments; raw input is validated and sanitized. */
  load(comments: readonly unknown[]): void {
    const clean: BarrageComment[] = [];
    for (const raw of comments) {
      const c = normalizeComment(raw);
      if (c) clean.push(c);
    }
    this.engine.load(clean);
    this.kick();
  }

  /** Adds one live comment (time defaults to now); false when shielded or invalid. */
  add(comment: unknown): boolean {
    const c = normalizeComment(comment, this.clock.currentTime);
    return c ? this.engine.add(c) : false;
  }

  /** Drops the comments stamped in [from, to) from memory (see BarrageEngine.forget). */
  forget(from: number, to: number): void {
    this.engine.forget(from, to);
  }

  /** Drops comments staff removed, wherever they are (see BarrageEngine.remove). */
  remove(ids: readonly string[]): number {
    const held = this.engine.remove(ids);
    if (held) this.kick();
    return held;
  }

  setShieldLists(lists: ShieldLists): void {
    this.engine.setShieldLists(lists);
    this.kick();
  }

  setSettings(patch: Partial<BarrageSettings>): void {
    this.engine.setSettings(patch);
    this.kick();
  }

  /** Call on the media 'seeking'/'seeked' events; jumps are also detected. */
  sync(): void {
    this.engine.requestResync();
    this.kick();
  }

  /** Sizes in CSS pixels; the backing store is css * capped dpr. */
  resize(cssWidth: number, cssHeight: number, devicePixelRatio?: number): void {
    const dpr = this.capDpr(devicePixelRatio);
    if (dpr !== this.painter.dpr) {
      this.engine.clearScreen();
      this.painter.setDpr(dpr);
      this.engine.requestResync();
    }
    const bw = Math.max(0, Math.round(cssWidth * dpr));
    const bh = Math.max(0, Math.round(cssHeight * dpr));
    if (this.painter.usesStage) {
      if (this.canvas.width !== bw) this.canvas.width = bw;
      if (this.canvas.height !== bh) this.canvas.height = bh;
    } else this.painter.place(cssWidth, cssHeight, this.canvas.offsetLeft || 0, this.canvas.offsetTop || 0);
    this.painter.stageWidth = bw;
    this.painter.stageHeight = bh;
    this.engine.resize(cssWidth, cssHeight);
    this.kick();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastStamp = NaN;
    this.rafId = this.raf(this.loop);
  }

  stop(): void {
    this.running = false;
    if (this.rafId) this.caf(this.rafId);
    this.rafId = 0;
  }

  destroy(): void {
    this.stop();
    this.engine.clearScreen();
    this.painter.invalidate();
    this.painter.destroy();
    const w = typeof window !== 'undefined' ? window : undefined;
    if (this.debug && w) {
      delete w.__barrageLog;
      delete w.__barrageOnScreen;
    }
  }

  private readonly loop = (ts: number): void => {
    if (!this.running) return;
    this.frame(ts);
    this.rafId = this.raf(this.loop);
  };

  /** One frame at rAF timestamp ts (public so tests can step frames). */
  frame(ts: number): void {
    const t0 = this.now();
    const interval = Number.isFinite(this.lastStamp) ? ts - this.lastStamp : 0;
    this.lastStamp = ts;
    const clock = this.clock;
    const t = clock.currentTime;
    const engine = this.engine;
    if (!engine.settings.enabled) {
      this.painter.paint(engine.active, 0, 1, this.scene());
      return;
    }
    // Raster cost shows up in the next interval; script time is measured here.
    engine.tick(t, clock.playbackRate, clock.paused, interval, this.lastWork);
    // Paused with nothing changed: the stage already shows this frame.
    if (clock.paused && t === this.lastPaintedTime && !this.needsPaint) {
      this.lastWork = this.now() - t0;
      return;
    }
    this.painter.paint(engine.active, engine.activeCount, engine.settings.opacity, this.scene());
    this.lastPaintedTime = t;
    this.needsPaint = false;
    this.frames++;
    for (let i = 0; i < engine.activeCount; i++) {
      const a = engine.active[i];
      if (a.logged || !a.bitmap) continue;
      a.logged = true;
      const c = a.item;
      this.log.push({ id: c.id, text: c.text, userId: c.userId, mode: c.mode, at: t });
    }
    this.lastWork = this.now() - t0;
  }

  /** Reused each frame: the loop does not allocate. */
  private readonly sceneInfo: SceneInfo = { offset: 0, epoch: 0, areaHeight: 0 };

  private scene(): SceneInfo {
    const e = this.engine;
    const s = this.sceneInfo;
    s.offset = e.scrollOffset;
    s.epoch = e.epoch;
    s.areaHeight = e.areaHeight;
    return s;
  }

  /** Settings or lists changed while paused: draw once so the change shows. */
  private kick(): void {
    this.painter.invalidate();
    this.needsPaint = true;
  }
}

import type { ActiveComment } from './barrage-engine';
import { fitInkStyle } from './ink-style';
import { MeasureCache } from './measure-cache';
import type { Painter, PainterMemory, SceneInfo } from './painter';
import type { PaintContext, SurfaceFactory } from './surface';
import { drawText, TextAtlas, type AtlasEntry, type TextStyle } from './text-atlas';

/** A canvas element the belt painter places in the DOM (a test seam: jsdom has no canvas). */
export interface LayerCanvas {
  readonly el: HTMLElement;
  readonly ctx: PaintContext;
  /** Backing size in device px. */
  width: number;
  height: number;
  /** Font last set on ctx ('' after a resize, which resets the context). */
  font: string;
  /** Sets the backing size (which clears it) and the CSS size. */
  resize(width: number, height: number, dpr: number): void;
}

export type LayerCanvasFactory = (doc: Document) => LayerCanvas;

/** A plain <canvas> (Chromium 68 has no OffscreenCanvas), its own composited layer. */
export const createLayerCanvas: LayerCanvasFactory = (doc) => {
  const c = doc.createElement('canvas');
  c.width = 0;
  c.height = 0;
  c.style.cssText = 'position:absolute;left:0;top:0;will-change:transform';
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('barrage: 2D canvas context is not available');
  return {
    el: c,
    ctx: ctx as unknown as PaintContext,
    width: 0,
    height: 0,
    font: '',
    resize(width, height, dpr) {
      c.width = width;
      c.height = height;
      this.width = width;
      this.height = height;
      this.font = '';
      c.style.width = `${width / dpr}px`;
      c.style.height = `${height / dpr}px`;
    },
  };
};

export interface BeltPainterOptions {
  /** The element the layers go into (the stage canvas's parent), after `after`. */
  host: HTMLElement;
  after: Element | null;
  measurer: PaintContext;
  fontFamily: string;
  strokePx: number;
  dpr: number;
  createCanvas?: LayerCanvasFactory;
  /** Tiles per stage width: more tiles, less memory past the screen edges, more layers. */
  tilesPerWidth?: number;
  /**
   * A small text atlas so a comment crossing several tiles is rasterized once
   * and copied into the others (a CJK fillText costs about 20 drawImage
   * copies). Bytes at ratio 1, scaled by the ratio; 0 turns it off.
   */
  createSurface?: SurfaceFactory;
  atlasBytes?: number;
}

/** The painter's handle on a comment (ActiveComment.bitmap). */
interface Mark {
  /** Scroll: drawn into the tiles that existed when it arrived. Fixed: positioned. */
  placed: boolean;
  /** Fixed comments only: their own small canvas. */
  layer: LayerCanvas | null;
  /** Scroll: its atlas bitmap, held until its tail is on the belt. */
  entry: AtlasEntry | null;
}

interface Tile {
  /** Allocated on the first text drawn into it: empty stretches of belt cost nothing. */
  canvas: LayerCanvas | null;
}

/**
 * Spare canvases kept (at 0x0, so without pixels) for reuse: enough for the tiles and fixed
 * comments that come and go within a frame or two. More would keep the busiest moment's
 * canvases for the session's life (a 2-hour soak ended with more canvases than its first 10
 * minutes had, all of them idle).
 */
const SPARE_MAX = 16;

/**
 * Paints scroll comments onto a belt of canvas tiles that moves by one CSS
 * transform per frame: a comment is rasterized once per tile it crosses, when
 * it arrives or when its tile enters, and never redrawn while it crosses, so
 * the per-frame main-thread cost does not grow with the comments on screen
 * (the compositor moves the layers). Tiles exist only where the belt is on
 * screen; top and bottom comments get a canvas of their own
 * the size of their text. Positions are integer device pixels, so nothing is
 * resampled.
 */
export class BeltPainter implements Painter {
  readonly usesStage = false;
  dpr: number;
  stageWidth = 0;
  stageHeight = 0;
  drawnLastFrame = 0;
  private readonly measureCache: MeasureCache;
  private readonly root: HTMLElement;
  private readonly belt: HTMLElement;
  private readonly fixedRoot: HTMLElement;
  private readonly doc: Document;
  private readonly create: LayerCanvasFactory;
  private readonly tiles = new Map<number, Tile>();
  private readonly spare: LayerCanvas[] = [];
  private tileW = 0;
  private tileH = 0;
  private epoch = NaN;
  /** Device px of belt position 0 of the belt element (rebased when far). */
  private base = 0;
  private lastShift = NaN;
  private opacity = 1;
  private readonly style: TextStyle = { font: '', color: '#fff', stroke: 0, ascent: 0 };
  private inkHeight = 0;
  private styleFontPx = -1;
  private fixedLive: LayerCanvas[] = [];
  /** Comments acquired since the last paint: drawn into the tiles that exist. */
  private incoming: ActiveComment[] = [];
  private rasterized = 0;
  private readonly atlas: TextAtlas | null;
  /** Scroll comments holding an atlas bitmap until their last tile exists. */
  private holding: ActiveComment[] = [];

  constructor(private readonly o: BeltPainterOptions) {
    this.dpr = o.dpr;
    this.doc = o.host.ownerDocument;
    this.create = o.createCanvas ?? createLayerCanvas;
    this.measureCache = new MeasureCache((text, font) => {
      o.measurer.font = font;
      return o.measurer.measureText(text).width;
    });
    // Pages as wide as at ratio 1 in CSS px, 256 device px high; the budget grows with the ratio, not its square.
    const k = Math.ceil(o.dpr);
    const atlasBytes = (o.atlasBytes ?? 1024 * 1024) * k;
    this.atlas = o.createSurface && atlasBytes > 0 ? new TextAtlas(o.createSurface, 1024 * k, 256, atlasBytes) : null;
    this.root = this.doc.createElement('div');
    this.root.setAttribute('aria-hidden', 'true');
    this.root.dataset.testid = 'barrage-layers';
    this.root.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;overflow:hidden;pointer-events:none';
    this.belt = this.doc.createElement('div');
    this.belt.style.cssText = 'position:absolute;left:0;top:0;will-change:transform';
    this.fixedRoot = this.doc.createElement('div');
    this.fixedRoot.style.cssText = 'position:absolute;left:0;top:0';
    this.root.appendChild(this.belt);
    this.root.appendChild(this.fixedRoot);
    o.host.insertBefore(this.root, o.after ? o.after.nextSibling : o.host.firstChild);
  }

  measure = (text: string, fontPx: number): number =>
    this.measureCache.width(text, `${fontPx}px ${this.o.fontFamily}`);

  place(cssWidth: number, cssHeight: number, left: number, top: number): void {
    const s = this.root.style;
    s.left = `${left}px`;
    s.top = `${top}px`;
    s.width = `${cssWidth}px`;
    s.height = `${cssHeight}px`;
  }

  setDpr(dpr: number): void {
    if (dpr === this.dpr) return;
    this.dpr = dpr;
    this.styleFontPx = -1;
    this.invalidate();
  }

  invalidate(): void {
    this.epoch = NaN;
  }

  memory(): PainterMemory {
    let tiles = 0;
    let fixed = 0;
    let surfaces = 0;
    for (const t of this.tiles.values()) {
      if (!t.canvas) continue;
      tiles += t.canvas.width * t.canvas.height * 4;
      surfaces++;
    }
    for (const c of this.fixedLive) {
      fixed += c.width * c.height * 4;
      surfaces++;
    }
    const atlas = this.atlas?.bytes ?? 0;
    surfaces += this.atlas?.pageCount ?? 0;
    return {
      bitmapBytes: tiles + fixed + atlas,
      surfaces,
      rasterized: this.rasterized + (this.atlas?.rasterized ?? 0),
      parts: { tiles, fixed, atlas },
    };
  }

  private ensureStyle(fontPx: number, laneHeight: number): void {
    if (fontPx === this.styleFontPx) return;
    this.inkHeight = fitInkStyle(this.o.measurer, this.style, this.o.fontFamily, fontPx, this.o.strokePx, this.dpr, laneHeight);
    this.styleFontPx = fontPx;
  }

  private take(): LayerCanvas {
    return this.spare.pop() ?? this.create(this.doc);
  }

  private giveBack(c: LayerCanvas): void {
    c.resize(0, 0, this.dpr);
    c.el.style.display = 'none';
    if (this.spare.length < SPARE_MAX) this.spare.push(c);
    else c.el.parentNode?.removeChild(c.el);
  }

  /** Top and bottom comments: drawn once into a canvas of their own. */
  acquire(a: ActiveComment, fontPx: number): boolean {
    this.ensureStyle(fontPx, a.height);
    if (a.mode === 'scroll') {
      const style = this.style;
      style.color = a.item.color ?? '#fff';
      const entry = this.atlas?.acquire(a.item.text, style, Math.ceil(a.width * this.dpr), this.inkHeight) ?? null;
      a.bitmap = { placed: false, layer: null, entry } satisfies Mark;
      this.incoming.push(a);
      if (entry) this.holding.push(a);
      return true;
    }
    const style = this.style;
    style.color = a.item.color ?? '#fff';
    const c = this.take();
    // Whole CSS pixels: a canvas of half a CSS pixel is resampled when composited (blurred at ratio 2).
    c.resize(Math.round(Math.ceil(a.width) * this.dpr), Math.round(Math.ceil(this.inkHeight / this.dpr) * this.dpr), this.dpr);
    c.ctx.font = c.font = style.font;
    c.ctx.textAlign = 'left';
    drawText(c.ctx, a.item.text, style, 0, 0, this.inkHeight);
    this.rasterized++;
    if (c.el.parentNode !== this.fixedRoot) this.fixedRoot.appendChild(c.el);
    c.el.style.display = 'none';
    this.fixedLive.push(c);
    a.bitmap = { placed: false, layer: c, entry: null } satisfies Mark;
    return true;
  }

  release(a: ActiveComment): void {
    const m = a.bitmap as Mark | null;
    if (m?.entry) this.dropEntry(m);
    if (!m?.layer) return;
    const i = this.fixedLive.indexOf(m.layer);
    if (i >= 0) this.fixedLive.splice(i, 1);
    this.giveBack(m.layer);
    m.layer = null;
  }

  private dropEntry(m: Mark): void {
    this.atlas!.release(m.entry!);
    m.entry = null;
  }

  private dropTiles(): void {
    for (const t of this.tiles.values()) if (t.canvas) this.giveBack(t.canvas);
    this.tiles.clear();
  }

  /** Device-px top of the text box of a comment in its lane. */
  private textTop(a: ActiveComment): number {
    return Math.round(a.y * this.dpr) + Math.max(0, (Math.ceil(a.height * this.dpr) - this.inkHeight) >> 1);
  }

  private drawInto(index: number, tile: Tile, a: ActiveComment, bx: number): void {
    const x = bx - index * this.tileW;
    const w = Math.ceil(a.width * this.dpr);
    if (x >= this.tileW || x + w <= 0) return;
    let c = tile.canvas;
    if (!c) {
      c = tile.canvas = this.take();
      c.resize(this.tileW, this.tileH, this.dpr);
      c.el.style.transform = `translate(${(index * this.tileW - this.base) / this.dpr}px,0)`;
      c.el.style.display = '';
      if (c.el.parentNode !== this.belt) this.belt.appendChild(c.el);
    }
    const style = this.style;
    if (c.font !== style.font) {
      c.ctx.font = c.font = style.font;
      c.ctx.textAlign = 'left';
    }
    const m = a.bitmap as Mark;
    const e = m.entry;
    if (e) {
      const { x: sx, y: sy, w: sw, h: sh } = e.slot;
      c.ctx.drawImage(this.atlas!.pageImage(e.page), sx, sy, sw, sh, x, this.textTop(a), sw, sh);
      return;
    }
    style.color = a.item.color ?? '#fff';
    drawText(c.ctx, a.item.text, style, x, this.textTop(a), this.inkHeight);
    this.rasterized++;
  }

  paint(active: readonly ActiveComment[], count: number, opacity: number, scene: SceneInfo): number {
    const dpr = this.dpr;
    if (opacity !== this.opacity) {
      this.opacity = opacity;
      this.root.style.opacity = String(opacity);
    }
    const W = this.stageWidth;
    // Tiles a whole number of CSS pixels wide (see acquire). At ratio 2 a tile
    // holds four times the bytes, so tiles are narrower there: less belt past the edges.
    const perWidth = this.o.tilesPerWidth ?? (dpr >= 2 ? 40 : 16);
    const tileW = Math.round(Math.max(16, Math.ceil(W / dpr / perWidth)) * dpr);
    const tileH = Math.min(this.stageHeight, Math.ceil(scene.areaHeight * dpr));
    let scrolls = 0;
    for (let i = 0; i < count; i++) if (active[i].mode === 'scroll') scrolls++;
    if (scene.epoch !== this.epoch || tileW !== this.tileW || tileH !== this.tileH || scrolls === 0) {
      this.dropTiles();
      this.epoch = scene.epoch;
      this.tileW = tileW;
      this.tileH = tileH;
    }
    const shift = Math.round(scene.offset * dpr);
    if (this.tiles.size === 0 || shift - this.base > 1 << 22) {
      // Rebase so CSS pixel values stay small.
      this.dropTiles();
      this.base = shift;
    }
    let drawn = 0;
    // A comment that arrived and left (or was removed) before a paint is no
    // longer in `active`; its mark says so (bitmap cleared).
    if (scrolls > 0 && tileH > 0) {
      const first = Math.floor(shift / tileW);
      // Only tiles on screen: a tile is made and drawn in the frame its left edge enters, and
      // shows in that same frame (canvas draws and the transform commit together). A tile kept
      // ahead cost a tile of bytes (1 MB at ratio 2) and spread no work, since a fresh tile
      // gets every comment crossing it at once either way.
      const last = Math.floor((shift + W - 1) / tileW);
      for (const [i, t] of this.tiles) {
        if (i >= first && i <= last) continue;
        if (t.canvas) this.giveBack(t.canvas);
        this.tiles.delete(i);
      }
      const fresh: number[] = [];
      for (let i = first; i <= last; i++) {
        if (this.tiles.has(i)) continue;
        this.tiles.set(i, { canvas: null });
        fresh.push(i);
      }
      // A tile made this frame gets every comment crossing it (a few times
      // a second); other tiles only newcomers, so a frame does not walk the
      // whole screen.
      const list = fresh.length ? active : this.incoming;
      const n = fresh.length ? count : this.incoming.length;
      for (let k = 0; k < n; k++) {
        const a = list[k];
        const m = a.bitmap as Mark | null;
        if (a.mode !== 'scroll' || !m) continue;
        const bx = Math.round(a.beltX * dpr);
        const from = Math.max(first, Math.floor(bx / tileW));
        const to = Math.min(last, Math.floor((bx + Math.ceil(a.width * dpr) - 1) / tileW));
        for (let i = from; i <= to; i++) {
          if (m.placed && !fresh.includes(i)) continue;
          this.drawInto(i, this.tiles.get(i)!, a, bx);
        }
        m.placed = true;
      }
      drawn = scrolls;
      // A comment whose last tile exists is on the belt for good: its bitmap may go.
      let w = 0;
      for (let k = 0; k < this.holding.length; k++) {
        const a = this.holding[k];
        const m = a.bitmap as Mark | null;
        if (!m?.entry) continue;
        if (Math.floor((Math.round(a.beltX * dpr) + Math.ceil(a.width * dpr) - 1) / tileW) <= last && m.placed) this.dropEntry(m);
        else this.holding[w++] = a;
      }
      this.holding.length = w;
      if (shift !== this.lastShift) {
        this.lastShift = shift;
        this.belt.style.transform = `translate(${(this.base - shift) / dpr}px,0)`;
      }
    }
    this.incoming.length = 0;
    for (let k = 0; k < count; k++) {
      const a = active[k];
      if (a.mode === 'scroll') continue;
      const m = a.bitmap as Mark | null;
      if (!m?.layer) continue;
      drawn++;
      if (m.placed) continue;
      m.placed = true;
      const el = m.layer.el;
      el.style.transform = `translate(${Math.round(a.x * dpr) / dpr}px,${this.textTop(a) / dpr}px)`;
      el.style.display = '';
    }
    this.drawnLastFrame = drawn;
    return drawn;
  }

  destroy(): void {
    this.dropTiles();
    for (const c of this.fixedLive) this.giveBack(c);
    this.fixedLive = [];
    this.holding = [];
    this.atlas?.clear();
    this.root.parentNode?.removeChild(this.root);
  }
}

import type { ActiveComment, BitmapStore } from './barrage-engine';
import { MeasureCache } from './measure-cache';
import type { PaintContext, SurfaceFactory } from './surface';
import { TextAtlas, type AtlasEntry, type TextStyle } from './text-atlas';

export interface PainterOptions {
  ctx: PaintContext;
  createSurface: SurfaceFactory;
  fontFamily: string;
  strokePx: number;
  /** Capped device pixel ratio the stage and bitmaps are drawn at. */
  dpr: number;
  atlasMaxBytes: number;
}

const PAGE_W = 1024;
const PAGE_H = 256;

/**
 * Draws the engine's comments: text bitmaps come from the shared atlas, a
 * frame is one clear plus one drawImage per comment at integer device pixels.
 */
export class CanvasPainter implements BitmapStore {
  atlas: TextAtlas;
  private readonly measurer: PaintContext;
  readonly measureCache: MeasureCache;
  private readonly style: TextStyle = { font: '', color: '#fff', stroke: 0 };
  private styleFontPx = -1;
  dpr: number;
  stageWidth = 0;
  stageHeight = 0;
  /** The stage holds pixels from the last frame. */
  private dirty = true;
  drawnLastFrame = 0;

  constructor(private readonly o: PainterOptions) {
    this.dpr = o.dpr;
    this.atlas = this.makeAtlas();
    this.measurer = o.createSurface(1, 1).ctx;
    this.measureCache = new MeasureCache((text, font) => {
      this.measurer.font = font;
      return this.measurer.measureText(text).width;
    });
  }

  private makeAtlas(): TextAtlas {
    // Pages scale with the ratio so a page holds as many lines at any ratio.
    const k = Math.ceil(this.dpr);
    return new TextAtlas(this.o.createSurface, PAGE_W * k, PAGE_H * k, this.o.atlasMaxBytes * k * k);
  }

  cssFont(fontPx: number): string {
    return `${fontPx}px ${this.o.fontFamily}`;
  }

  /** Width in CSS px (cached per font and text). */
  measure = (text: string, fontPx: number): number => this.measureCache.width(text, this.cssFont(fontPx));

  /** A new ratio invalidates every bitmap; the caller clears the screen first. */
  setDpr(dpr: number): void {
    if (dpr === this.dpr) return;
    this.dpr = dpr;
    this.atlas.clear();
    this.atlas = this.makeAtlas();
    this.styleFontPx = -1;
  }

  acquire(a: ActiveComment, fontPx: number): boolean {
    const dpr = this.dpr;
    if (fontPx !== this.styleFontPx) {
      this.style.font = `${Math.round(fontPx * dpr)}px ${this.o.fontFamily}`;
      this.style.stroke = Math.max(0, Math.round(this.o.strokePx * dpr));
      this.styleFontPx = fontPx;
    }
    this.style.color = a.item.color ?? '#fff';
    const w = Math.ceil(a.width * dpr);
    const h = Math.ceil(a.height * dpr);
    const entry = this.atlas.acquire(a.item.text, this.style, w, h);
    a.bitmap = entry;
    return entry !== null;
  }

  release(a: ActiveComment): void {
    if (a.bitmap) this.atlas.release(a.bitmap as AtlasEntry);
  }

  /** Draws one frame; returns how many comments were drawn. */
  paint(active: readonly ActiveComment[], count: number, opacity: number): number {
    const ctx = this.o.ctx;
    const W = this.stageWidth;
    const H = this.stageHeight;
    if (count === 0 && !this.dirty) return (this.drawnLastFrame = 0);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, W, H);
    ctx.globalAlpha = opacity;
    const dpr = this.dpr;
    let drawn = 0;
    for (let i = 0; i < count; i++) {
      const a = active[i];
      const e = a.bitmap as AtlasEntry | null;
      if (!e) continue;
      const dx = Math.round(a.x * dpr);
      const dy = Math.round(a.y * dpr);
      const { x, y, w, h } = e.slot;
      if (dx >= W || dx + w <= 0 || dy >= H || dy + h <= 0) continue;
      ctx.drawImage(this.atlas.pageImage(e.page), x, y, w, h, dx, dy, w, h);
      drawn++;
    }
    this.dirty = drawn > 0;
    this.drawnLastFrame = drawn;
    return drawn;
  }

  /** Forces the next paint to clear even when nothing is on screen. */
  invalidate(): void {
    this.dirty = true;
  }
}

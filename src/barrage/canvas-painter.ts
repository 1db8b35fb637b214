import type { ActiveComment } from './barrage-engine';
import { fitInkStyle } from './ink-style';
import { MeasureCache } from './measure-cache';
import type { Painter, PainterMemory } from './painter';
import type { PaintContext, SurfaceFactory } from './surface';
import { drawText, TextAtlas, type AtlasEntry, type TextStyle } from './text-atlas';

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
 * The handle of a comment drawn straight onto the stage because the atlas is
 * at its budget. One per comment: the text and colour live on the comment.
 */
export interface DirectText {
  readonly direct: true;
  /** Box in device px, as an atlas slot would be. */
  w: number;
  h: number;
  font: string;
  stroke: number;
  ascent: number;
}

function isDirect(b: unknown): b is DirectText {
  return (b as DirectText | null)?.direct === true;
}

/**
 * Draws the engine's comments: text bitmaps come from the shared atlas, a
 * frame is one clear plus one drawImage per comment at integer device pixels.
 */
export class CanvasPainter implements Painter {
  readonly usesStage = true;
  atlas: TextAtlas;
  private readonly measurer: PaintContext;
  readonly measureCache: MeasureCache;
  private readonly style: TextStyle = { font: '', color: '#fff', stroke: 0, ascent: 0 };
  /** Bitmap height (device px) for the current style: the ink box or the lane. */
  private inkHeight = 0;
  /** Comments on screen drawn without a bitmap, and how many ever were. */
  directLive = 0;
  directAdmitted = 0;
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
    this.directLive = 0;
  }

  /**
   * Bitmaps are cut to the font's ink box plus the outline rather than the
   * lane (line height 1.25): about a fifth less memory per text.
   */
  private setStyle(fontPx: number, laneHeight: number): void {
    this.inkHeight = fitInkStyle(this.measurer, this.style, this.o.fontFamily, fontPx, this.o.strokePx, this.dpr, laneHeight);
    this.styleFontPx = fontPx;
  }

  /**
   * Never refuses: when the atlas is at its budget with every bitmap in use,
   * the comment is drawn with text calls each frame instead (slower per
   * comment, but memory stays bounded by the budget).
   */
  acquire(a: ActiveComment, fontPx: number): boolean {
    if (fontPx !== this.styleFontPx) this.setStyle(fontPx, a.height);
    const style = this.style;
    style.color = a.item.color ?? '#fff';
    const w = Math.ceil(a.width * this.dpr);
    const h = this.inkHeight;
    const entry = this.atlas.acquire(a.item.text, style, w, h);
    if (entry) {
      a.bitmap = entry;
      return true;
    }
    const direct: DirectText = { direct: true, w, h, font: style.font, stroke: style.stroke, ascent: style.ascent };
    a.bitmap = direct;
    this.directLive++;
    this.directAdmitted++;
    return true;
  }

  release(a: ActiveComment): void {
    if (isDirect(a.bitmap)) this.directLive--;
    else if (a.bitmap) this.atlas.release(a.bitmap as AtlasEntry);
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
    let font = '';
    const textStyle = this.directStyle;
    for (let i = 0; i < count; i++) {
      const a = active[i];
      const b = a.bitmap;
      if (!b) continue;
      const dx = Math.round(a.x * dpr);
      // The bitmap (ink box) sits centred in the lane.
      const laneTop = Math.round(a.y * dpr);
      if (isDirect(b)) {
        const dy = laneTop + Math.max(0, (Math.ceil(a.height * dpr) - b.h) >> 1);
        if (dx >= W || dx + b.w <= 0 || dy >= H || dy + b.h <= 0) continue;
        if (b.font !== font) {
          font = b.font;
          ctx.font = font;
          ctx.textAlign = 'left';
        }
        textStyle.font = b.font;
        textStyle.stroke = b.stroke;
        textStyle.ascent = b.ascent;
        textStyle.color = a.item.color ?? '#fff';
        drawText(ctx, a.item.text, textStyle, dx, dy, b.h);
        drawn++;
        continue;
      }
      const e = b as AtlasEntry;
      const { x, y, w, h } = e.slot;
      const dy = laneTop + Math.max(0, (Math.ceil(a.height * dpr) - h) >> 1);
      if (dx >= W || dx + w <= 0 || dy >= H || dy + h <= 0) continue;
      ctx.drawImage(this.atlas.pageImage(e.page), x, y, w, h, dx, dy, w, h);
      drawn++;
    }
    this.dirty = drawn > 0;
    this.drawnLastFrame = drawn;
    return drawn;
  }

  private readonly directStyle: TextStyle = { font: '', color: '#fff', stroke: 0, ascent: 0 };

  /** Forces the next paint to clear even when nothing is on screen. */
  invalidate(): void {
    this.dirty = true;
  }

  memory(): PainterMemory {
    return { bitmapBytes: this.atlas.bytes, surfaces: this.atlas.pageCount, rasterized: this.atlas.rasterized };
  }

  /** The stage canvas is sized by the renderer. */
  place(): void {}

  destroy(): void {
    this.paint([], 0, 1);
  }
}

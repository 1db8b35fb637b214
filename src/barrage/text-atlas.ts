import { ShelfPacker, type PackedSlot } from './shelf-packer';
import type { PaintContext, Surface, SurfaceFactory } from './surface';

export interface TextStyle {
  /** CSS font shorthand at device scale, e.g. "50px sans-serif". */
  font: string;
  color: string;
  /** Outline width in device pixels. */
  stroke: number;
  /**
   * Ink ascent above the alphabetic baseline (device px) when the bitmap is
   * cut to the ink box; 0 centres the text on a middle baseline instead.
   */
  ascent: number;
}

/** Draws outline then fill with the text's box at (x, y) of height h (device px). */
export function drawText(ctx: PaintContext, text: string, style: TextStyle, x: number, y: number, h: number): void {
  const tx = x + style.stroke;
  let ty: number;
  if (style.ascent > 0) {
    ctx.textBaseline = 'alphabetic';
    ty = y + style.stroke + style.ascent;
  } else {
    ctx.textBaseline = 'middle';
    ty = y + h / 2;
  }
  if (style.stroke > 0) {
    ctx.lineJoin = 'round';
    ctx.lineWidth = style.stroke * 2;
    ctx.strokeStyle = OUTLINE;
    ctx.strokeText(text, tx, ty);
  }
  ctx.fillStyle = style.color;
  ctx.fillText(text, tx, ty);
}

const OUTLINE = 'rgba(0,0,0,0.85)';

export interface AtlasEntry {
  readonly key: string;
  page: number;
  slot: PackedSlot;
  /** Comments currently drawing this bitmap. */
  refs: number;
}

interface Page {
  surface: Surface;
  packer: ShelfPacker;
  /** Holds one bitmap wider than a page; dropped when that bitmap is evicted. */
  solo: boolean;
  bytes: number;
}

/** Room between bitmaps so an outline never touches a neighbour. */
const PAD = 1;

/**
 * Shared text bitmaps: each distinct text+style is drawn once (outline then
 * fill) into a slot of a page canvas and drawn from there every frame. Entries
 * nobody draws stay cached in LRU order and are evicted when space is needed;
 * a new page is made only when eviction cannot make room.
 *
 * Pages are small on purpose: browsers snapshot a canvas that is drawn from,
 * and writing a new text into it afterwards copies the whole page.
 */
export class TextAtlas {
  private readonly pages: (Page | null)[] = [];
  private totalBytes = 0;
  private readonly entries = new Map<string, AtlasEntry>();
  /** Unreferenced entries, oldest first (Map keeps insertion order). */
  private readonly idle = new Map<string, AtlasEntry>();
  rasterized = 0;
  evicted = 0;

  constructor(
    private readonly createSurface: SurfaceFactory,
    readonly pageWidth = 1024,
    readonly pageHeight = 256,
    /** Limit on the RGBA bytes of all pages, solo pages included. */
    readonly maxBytes = 12 * 1024 * 1024,
  ) {}

  get pageCount(): number {
    let n = 0;
    for (const p of this.pages) if (p) n++;
    return n;
  }

  /** Bytes of the page canvases (RGBA). */
  get bytes(): number {
    return this.totalBytes;
  }

  get entryCount(): number {
    return this.entries.size;
  }

  get idleCount(): number {
    return this.idle.size;
  }

  pageImage(page: number): CanvasImageSource {
    return this.pages[page]!.surface.image;
  }

  /**
   * A bitmap for the text, drawn now if not cached; null when the atlas is at
   * its memory limit with every slot in use (the caller defers the comment).
   * width/height: the bitmap size in device pixels.
   */
  acquire(text: string, style: TextStyle, width: number, height: number): AtlasEntry | null {
    const key = style.font + '|' + style.color + '|' + style.stroke + '|' + text;
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.refs++ === 0) this.idle.delete(key);
      return hit;
    }
    const place = this.place(width + PAD, height + PAD);
    if (!place) return null;
    const entry: AtlasEntry = { key, page: place.page, slot: place.slot, refs: 1 };
    this.entries.set(key, entry);
    this.draw(entry, text, style);
    return entry;
  }

  release(entry: AtlasEntry): void {
    if (--entry.refs > 0) return;
    entry.refs = 0;
    this.idle.set(entry.key, entry);
  }

  private place(w: number, h: number): { page: number; slot: PackedSlot } | null {
    const solo = w > this.pageWidth || h > this.pageHeight;
    if (!solo) {
      for (let p = 0; p < this.pages.length; p++) {
        const page = this.pages[p];
        if (!page || page.solo) continue;
        const slot = page.packer.alloc(w, h);
        if (slot) return { page: p, slot };
      }
    }
    const pw = solo ? w : this.pageWidth;
    const ph = solo ? h : this.pageHeight;
    const need = pw * ph * 4;
    // Evict idle bitmaps, oldest first, until the request fits where one
    // left or the new page fits the memory limit.
    for (const [key, e] of this.idle) {
      this.evict(key, e);
      if (!solo) {
        const page = this.pages[e.page];
        const slot = page && !page.solo ? page.packer.alloc(w, h) : null;
        if (slot) return { page: e.page, slot };
      }
      if (this.totalBytes + need <= this.maxBytes) break;
    }
    if (this.totalBytes + need > this.maxBytes) return null;
    const surface = this.createSurface(pw, ph);
    const packer = new ShelfPacker(pw, ph, 1);
    let index = this.pages.indexOf(null);
    if (index < 0) index = this.pages.length;
    this.pages[index] = { surface, packer, solo, bytes: need };
    this.totalBytes += need;
    const slot = packer.alloc(w, h);
    return slot ? { page: index, slot } : null;
  }

  private evict(key: string, e: AtlasEntry): void {
    this.idle.delete(key);
    this.entries.delete(key);
    this.evicted++;
    const page = this.pages[e.page];
    if (!page) return;
    if (page.solo) {
      this.totalBytes -= page.bytes;
      this.pages[e.page] = null;
      // A 0x0 canvas lets the browser free the pixels before GC runs.
      const img = page.surface.image as { width?: number; height?: number };
      if (typeof img.width === 'number') img.width = 0;
      if (typeof img.height === 'number') img.height = 0;
    } else page.packer.free(e.slot);
  }

  private draw(entry: AtlasEntry, text: string, style: TextStyle): void {
    const ctx = this.pages[entry.page]!.surface.ctx;
    const { x, y, w, h } = entry.slot;
    ctx.clearRect(x, y, w, h);
    ctx.font = style.font;
    ctx.textAlign = 'left';
    drawText(ctx, text, style, x, y, h - PAD);
    this.rasterized++;
  }

  /** Forgets every bitmap; callers release what they draw first. */
  clear(): void {
    for (const [key, e] of this.entries) this.evict(key, e);
    this.entries.clear();
    this.idle.clear();
    for (let p = 0; p < this.pages.length; p++) {
      const page = this.pages[p];
      if (page && !page.solo) page.packer = new ShelfPacker(page.packer.width, page.packer.height);
    }
  }
}

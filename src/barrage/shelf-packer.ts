/** A rectangle in a packer, in device pixels. */
export interface PackedSlot {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Index of the shelf the slot lives in. */
  shelf: number;
}

interface Shelf {
  y: number;
  h: number;
  /** End of the used part; space to the right is free. */
  cursor: number;
  /** Freed runs left of the cursor, sorted by x, never adjacent. */
  free: { x: number; w: number }[];
  used: number;
}

/**
 * Shelf packing for text bitmaps (all roughly one line high): rows of equal
 * height filled left to right. Freed slots are reused first-fit and merged
 * with free neighbours; an emptied shelf returns to the pool of rows. Pure
 * arithmetic, so it is tested without a canvas.
 */
export class ShelfPacker {
  private shelves: Shelf[] = [];
  private top = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Heights are rounded up to this step so similar lines share shelves. */
    readonly step = 4,
  ) {}

  get shelfCount(): number {
    return this.shelves.length;
  }

  alloc(w: number, h: number): PackedSlot | null {
    if (w <= 0 || h <= 0 || w > this.width || h > this.height) return null;
    const sh = Math.ceil(h / this.step) * this.step;
    for (let i = 0; i < this.shelves.length; i++) {
      const s = this.shelves[i];
      // A shelf much taller than the bitmap would waste its rows.
      if (s.h < sh || s.h > sh * 1.5 + this.step) continue;
      for (let f = 0; f < s.free.length; f++) {
        const run = s.free[f];
        if (run.w < w) continue;
        const x = run.x;
        if (run.w === w) s.free.splice(f, 1);
        else {
          run.x += w;
          run.w -= w;
        }
        s.used++;
        return { x, y: s.y, w, h, shelf: i };
      }
      if (s.cursor + w <= this.width) {
        const x = s.cursor;
        s.cursor += w;
        s.used++;
        return { x, y: s.y, w, h, shelf: i };
      }
    }
    // Reuse an emptied shelf before taking new rows.
    for (let i = 0; i < this.shelves.length; i++) {
      const s = this.shelves[i];
      if (s.used === 0 && s.h >= sh) {
        // Its height stays: the shelf below starts where it ends.
        s.cursor = w;
        s.free.length = 0;
        s.used = 1;
        return { x: 0, y: s.y, w, h, shelf: i };
      }
    }
    if (this.top + sh > this.height) return null;
    const shelf: Shelf = { y: this.top, h: sh, cursor: w, free: [], used: 1 };
    this.top += sh;
    this.shelves.push(shelf);
    return { x: 0, y: shelf.y, w, h, shelf: this.shelves.length - 1 };
  }

  free(slot: PackedSlot): void {
    const s = this.shelves[slot.shelf];
    if (!s) return;
    s.used--;
    if (s.used <= 0) {
      s.used = 0;
      s.cursor = 0;
      s.free.length = 0;
      return;
    }
    let x = slot.x;
    let w = slot.w;
    // Insert sorted, merging with neighbours.
    let i = 0;
    while (i < s.free.length && s.free[i].x < x) i++;
    const prev = s.free[i - 1];
    const next = s.free[i];
    if (prev && prev.x + prev.w === x) {
      x = prev.x;
      w += prev.w;
      s.free.splice(--i, 1);
    }
    if (next && x + w === next.x) {
      w += next.w;
      s.free.splice(i, 1);
    }
    if (x + w === s.cursor) s.cursor = x;
    else s.free.splice(i, 0, { x, w });
  }

  /** Free runs left of a shelf's cursor (inspection for tests and stats). */
  freeRuns(shelf: number): readonly { x: number; w: number }[] {
    return this.shelves[shelf]?.free ?? [];
  }

  cursorOf(shelf: number): number {
    return this.shelves[shelf]?.cursor ?? 0;
  }
}

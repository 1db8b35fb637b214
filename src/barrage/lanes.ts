/**
 * Scroll lanes as two arrays of times (media seconds): when the last comment's
 * tail (plus the gap) has fully entered from the right, and when it has left
 * on the left. Comments take the same time to cross whatever their width, so a
 * longer one is faster; a newcomer must not catch the one ahead before it
 * leaves.
 */
export class ScrollLanes {
  entryFreeAt: Float64Array;
  exitAt: Float64Array;

  constructor(count: number) {
    this.entryFreeAt = new Float64Array(count).fill(-Infinity);
    this.exitAt = new Float64Array(count).fill(-Infinity);
  }

  get count(): number {
    return this.exitAt.length;
  }

  reset(count: number = this.count): void {
    if (count !== this.count) {
      this.entryFreeAt = new Float64Array(count);
      this.exitAt = new Float64Array(count);
    }
    this.entryFreeAt.fill(-Infinity);
    this.exitAt.fill(-Infinity);
  }

  /**
   * First lane (from the top) where a comment starting at `start` with head
   * speed `speed` (px per media second) never overlaps the one ahead; -1 if none.
   */
  find(start: number, speed: number, stageWidth: number, gap: number): number {
    const reach = start + Math.max(0, stageWidth - gap) / speed;
    const entry = this.entryFreeAt;
    const exit = this.exitAt;
    for (let i = 0; i < exit.length; i++) {
      if (start >= entry[i] && reach >= exit[i]) return i;
    }
    return -1;
  }

  occupy(lane: number, start: number, width: number, speed: number, duration: number, gap: number): void {
    const entry = start + (width + gap) / speed;
    const exit = start + duration;
    if (entry > this.entryFreeAt[lane]) this.entryFreeAt[lane] = entry;
    if (exit > this.exitAt[lane]) this.exitAt[lane] = exit;
  }
}

/** Top or bottom lanes: a lane is free once the fixed comment in it expires. */
export class FixedLanes {
  freeAt: Float64Array;

  constructor(count: number) {
    this.freeAt = new Float64Array(count).fill(-Infinity);
  }

  get count(): number {
    return this.freeAt.length;
  }

  reset(count: number = this.count): void {
    if (count !== this.count) this.freeAt = new Float64Array(count);
    this.freeAt.fill(-Infinity);
  }

  find(start: number): number {
    const free = this.freeAt;
    for (let i = 0; i < free.length; i++) if (start >= free[i]) return i;
    return -1;
  }

  occupy(lane: number, until: number): void {
    if (until > this.freeAt[lane]) this.freeAt[lane] = until;
  }
}

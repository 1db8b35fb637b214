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

  /**
   * Dense stacking: the lane whose queue clears the right edge soonest (top
   * first on ties). Comments in it may overlap, as in players that never drop.
   */
  soonest(): number {
    const entry = this.entryFreeAt;
    let best = entry.length ? 0 : -1;
    for (let i = 1; i < entry.length; i++) if (entry[i] < entry[best]) best = i;
    return best;
  }

  /**
   * Occupies a lane that was not free: the newcomer counts as queued behind
   * the comments already entering, so the next stacked one picks another lane
   * instead of piling onto the same one.
   */
  stack(lane: number, start: number, width: number, speed: number, duration: number, gap: number): void {
    this.entryFreeAt[lane] = Math.max(start, this.entryFreeAt[lane]) + (width + gap) / speed;
    if (start + duration > this.exitAt[lane]) this.exitAt[lane] = start + duration;
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

  /** Dense stacking: the lane that frees soonest (top first on ties). */
  soonest(): number {
    const free = this.freeAt;
    let best = free.length ? 0 : -1;
    for (let i = 1; i < free.length; i++) if (free[i] < free[best]) best = i;
    return best;
  }

  occupy(lane: number, until: number): void {
    if (until > this.freeAt[lane]) this.freeAt[lane] = until;
  }

  /** Occupies a busy lane as if queued behind its comment (spreads a stack). */
  stack(lane: number, start: number, duration: number): void {
    this.freeAt[lane] = Math.max(start, this.freeAt[lane]) + duration;
  }
}

import type { BarrageComment } from './types';

/** Comments sorted by time, with a cursor at the next one not yet handed out. */
export class Timeline {
  private items: BarrageComment[] = [];
  private cursor = 0;

  get length(): number {
    return this.items.length;
  }

  get position(): number {
    return this.cursor;
  }

  load(comments: BarrageComment[]): void {
    // Stable sort keeps arrival order for equal times.
    this.items = comments.slice().sort((a, b) => a.time - b.time);
    this.cursor = 0;
  }

  /** Index of the first comment with time > t. */
  private upperBound(t: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.items[mid].time <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Index of the first comment with time >= t. */
  private lowerBound(t: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.items[mid].time < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Adds a comment in time order. One at or after the cursor's time is handed
   * out by the next take; one in the past is kept for a later seek back.
   */
  insert(c: BarrageComment): void {
    const at = this.upperBound(c.time);
    this.items.splice(at, 0, c);
    if (at < this.cursor) this.cursor++;
  }

  /** Moves the cursor to the first comment with time >= t. */
  seek(t: number): void {
    this.cursor = this.lowerBound(t);
  }

  /** Calls fn for every comment with time <= t past the cursor, advancing it. */
  takeUntil(t: number, fn: (c: BarrageComment) => void): void {
    const items = this.items;
    while (this.cursor < items.length && items[this.cursor].time <= t) fn(items[this.cursor++]);
  }

  /** Removes the comments the predicate selects; returns them. */
  removeWhere(pred: (c: BarrageComment) => boolean): BarrageComment[] {
    const removed: BarrageComment[] = [];
    let w = 0;
    let newCursor = this.cursor;
    for (let r = 0; r < this.items.length; r++) {
      const c = this.items[r];
      if (pred(c)) {
        removed.push(c);
        if (r < this.cursor) newCursor--;
      } else this.items[w++] = c;
    }
    this.items.length = w;
    this.cursor = newCursor;
    return removed;
  }

  all(): readonly BarrageComment[] {
    return this.items;
  }
}

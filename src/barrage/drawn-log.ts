import type { DrawnLogEntry } from './types';

/** Bounded ring of comments that reached the screen, oldest first when read. */
export class DrawnLog {
  private readonly ring: (DrawnLogEntry | undefined)[];
  private next = 0;
  private filled = 0;
  total = 0;

  constructor(readonly capacity = 1000) {
    this.ring = new Array(Math.max(1, capacity));
  }

  push(entry: DrawnLogEntry): void {
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.ring.length;
    if (this.filled < this.ring.length) this.filled++;
    this.total++;
  }

  entries(): DrawnLogEntry[] {
    const out: DrawnLogEntry[] = [];
    const start = (this.next - this.filled + this.ring.length) % this.ring.length;
    for (let i = 0; i < this.filled; i++) out.push(this.ring[(start + i) % this.ring.length]!);
    return out;
  }

  clear(): void {
    this.ring.fill(undefined);
    this.next = 0;
    this.filled = 0;
  }
}

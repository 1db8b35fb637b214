/** Bounded cache of text widths: measureText is slow on TV chips. */
export class MeasureCache {
  private readonly map = new Map<string, number>();

  constructor(
    private readonly measure: (text: string, font: string) => number,
    private readonly capacity = 4096,
  ) {}

  width(text: string, font: string): number {
    const key = font + '\u0000' + text;
    const hit = this.map.get(key);
    if (hit !== undefined) return hit;
    const w = this.measure(text, font);
    if (this.map.size >= this.capacity) {
      // Map iterates in insertion order: the first key is the oldest.
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, w);
    return w;
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * Bounded cache of text widths: measureText is slow on TV chips. Widths are kept for one font
 * at a time (the engine measures at the current font size only; a new size makes the old
 * widths useless), keyed by the text itself: a key of font + text was a new string of about
 * 200 bytes per entry, 0.8 MB at capacity, and the soak's heap grew by it for 20 minutes.
 */
export class MeasureCache {
  private readonly map = new Map<string, number>();
  private font = '';

  constructor(
    private readonly measure: (text: string, font: string) => number,
    private readonly capacity = 4096,
  ) {}

  width(text: string, font: string): number {
    if (font !== this.font) {
      this.map.clear();
      this.font = font;
    }
    const hit = this.map.get(text);
    if (hit !== undefined) return hit;
    const w = this.measure(text, font);
    if (this.map.size >= this.capacity) {
      // Map iterates in insertion order: the first key is the oldest.
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(text, w);
    return w;
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * Keeps frames under budget by capping how many comments may be on screen
 * (DanmakuFlameMaster drops comments once drawing passes 20 ms). Two signals:
 * the script work of a frame against the budget, and the rAF interval against
 * the display's own period (the shortest interval seen), since canvas raster
 * happens after the callback and only shows as a missed vsync. EMAs smooth
 * single slow frames; the cap falls quickly and climbs back slowly.
 */
export class DensityController {
  private intervalEma = 0;
  private workEma = 0;
  private period = Infinity;
  private frames = 0;
  cap: number;

  constructor(
    readonly budgetMs = 20,
    readonly maxCap = 2000,
    readonly minCap = 8,
    /** Frames between adjustments, so one change shows its effect first. */
    readonly every = 12,
  ) {
    this.cap = maxCap;
  }

  /** The larger smoothed cost, for stats. */
  get frameCostEma(): number {
    return Math.max(this.intervalEma, this.workEma);
  }

  /** Display period estimate (ms), Infinity until frames were seen. */
  get displayPeriod(): number {
    return this.period;
  }

  /**
   * Intervals past 250 ms (tab hidden, debugger, long GC) say nothing about
   * drawing cost and are ignored.
   */
  record(intervalMs: number, workMs: number, activeCount: number): void {
    if (!(intervalMs > 0) || intervalMs > 250) return;
    // rAF runs at the display rate at best; 8..34 ms covers 30-120 Hz screens.
    const p = Math.min(34, Math.max(8, intervalMs));
    if (p < this.period) this.period = p;
    if (this.intervalEma === 0) this.intervalEma = this.period;
    this.intervalEma += (intervalMs - this.intervalEma) * 0.1;
    this.workEma += (workMs - this.workEma) * 0.1;
    if (++this.frames < this.every) return;
    this.frames = 0;
    const over = this.workEma > this.budgetMs || this.intervalEma > this.period * 1.05;
    const under = this.workEma < this.budgetMs * 0.7 && this.intervalEma < this.period * 1.02;
    if (over) {
      this.cap = Math.max(this.minCap, Math.floor(Math.min(this.cap, activeCount) * 0.9));
    } else if (under && this.cap < this.maxCap) {
      this.cap = Math.min(this.maxCap, this.cap + Math.max(4, Math.ceil(this.cap * 0.05)));
    }
  }

  reset(): void {
    this.intervalEma = 0;
    this.workEma = 0;
    this.frames = 0;
  }
}

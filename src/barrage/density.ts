/**
 * Keeps frames under budget by capping how many comments may be on screen
 * (DanmakuFlameMaster drops comments once drawing passes 20 ms). Two signals:
 * the script work of a frame against the budget, and the rAF interval against
 * the display's own period (the shortest interval seen), since canvas raster
 * happens after the callback and only shows as a missed vsync. EMAs smooth
 * single slow frames; the cap falls quickly and climbs back slowly.
 *
 * Every cut is a trial: if frames are no shorter a second later, the slowness
 * was not ours (another tab, a busy CPU, a compositor that is the bottleneck)
 * and the cut is undone (after 2 s: comments on screen leave only as they finish), with a
 * growing pause before the next attempt. Without
 * this a loaded machine drove the cap to its floor while dropping comments
 * bought nothing (measured: cap 8-25 at 1x under load average 15).
 */
export class DensityController {
  private intervalEma = 0;
  private workEma = 0;
  private period = Infinity;
  private frames = 0;
  /** How much the mean interval of a check window moves from one window to the next (EMA, ms). */
  private noise = 0;
  private lastMean = 0;
  /** Raw sums over the frames since the last check (the EMAs lag a cut). */
  private sumInterval = 0;
  /** The intervals of the current check window, for its median (sorted in `sorted`, reused). */
  private readonly window: Float64Array;
  private readonly sorted: Float64Array;
  private sumWork = 0;
  private trial: {
    capBefore: number;
    interval: number;
    work: number;
    frames: number;
    ms: number;
    sumInterval: number;
    sumWork: number;
    n: number;
  } | null = null;
  /** Milliseconds before the next cut may be tried (after an undone one). */
  private hold = 0;
  private backoff = 1;
  /** Cuts kept in a row: only a confirmed overload earns a deeper cut. */
  private streak = 0;
  /** Cuts kept and cuts undone, for stats. */
  cutsKept = 0;
  cutsUndone = 0;
  cap: number;

  constructor(
    readonly budgetMs = 20,
    readonly maxCap = 4000,
    readonly minCap = 8,
    /** Frames between adjustments, so one change shows its effect first. */
    readonly every = 12,
    /** Time a cut is given to show an effect (and at least `every` frames). */
    readonly trialMs = 2000,
    /**
     * Interval over the display period that counts as over budget: 1.08
     * (about 55 fps) when every comment is drawn each frame; the layers
     * painter passes 2.5 (24 fps), since its frames grow little with the
     * comments on screen and milder slowness is someone else's.
     */
    readonly overRatio = 1.08,
  ) {
    this.cap = maxCap;
    this.window = new Float64Array(every);
    this.sorted = new Float64Array(every);
    // Climb back below most of the way to the threshold: a painter allowed 24 fps must not
    // stay cut at 30 fps after one spurious cut (the old 1.03 kept it there).
    this.underRatio = overRatio <= 1.08 ? 1.03 : 1 + (overRatio - 1) * 0.75;
  }

  private readonly underRatio: number;

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
    if (this.intervalEma === 0) this.intervalEma = intervalMs;
    this.intervalEma += (intervalMs - this.intervalEma) * 0.1;
    this.workEma += (workMs - this.workEma) * 0.1;
    const t = this.trial;
    if (t) {
      t.ms += intervalMs;
      // The first frames after a cut are not judged: fewer comments arrive at once, but leave only as they finish.
      if (++t.frames > this.every) {
        t.sumInterval += intervalMs;
        t.sumWork += workMs;
        t.n++;
      }
      if (t.n < this.every || t.ms < this.trialMs) return;
      this.trial = null;
      // A cut counts as helping only if frames got shorter by more than
      // they wander anyway (a busy machine moves a mean by far more than 5 %).
      const gain = t.interval - t.sumInterval / t.n;
      const helped = gain > Math.max(0.05 * t.interval, 3 * this.noise) || t.sumWork / t.n < t.work * 0.85;
      if (helped) {
        this.cutsKept++;
        this.streak++;
        this.backoff = 1;
      } else {
        this.cutsUndone++;
        this.streak = 0;
        this.cap = Math.max(this.cap, t.capBefore);
        this.hold = this.trialMs * this.backoff;
        this.backoff = Math.min(16, this.backoff * 2);
      }
      return;
    }
    this.sumInterval += intervalMs;
    this.sumWork += workMs;
    this.window[this.frames % this.every] = intervalMs;
    if (++this.frames < this.every) return;
    const meanInterval = this.sumInterval / this.frames;
    const meanWork = this.sumWork / this.frames;
    // Clipped, so one step in load (a cut taking effect) is not read as jitter.
    if (this.lastMean > 0) this.noise += (Math.min(Math.abs(meanInterval - this.lastMean), 0.2 * meanInterval) - this.noise) * 0.1;
    this.lastMean = meanInterval;
    this.frames = 0;
    this.sumInterval = 0;
    this.sumWork = 0;
    // The window's median must agree with the EMA: one long frame (a GC, a first raster, a
    // decoder hiccup) lifts both the EMA and the mean, but says nothing about what the
    // comments on screen cost (measured: such cuts held 4x at 490 of 870 at 57 fps).
    // In place on a kept array: this runs several times a second on the TV's frame path.
    this.sorted.set(this.window);
    const median = this.sorted.sort()[this.every >> 1];
    // The display period is the shortest window median, not the shortest interval: a throttled
    // or busy page runs rAF callbacks back to back after a late one (8 ms after 25 ms), and
    // a period read from those called 60 fps over budget (measured: cap cut to 9 at 4x, 50/s).
    // rAF runs at the display rate at best; 8..34 ms covers 30-120 Hz screens.
    const p = Math.min(34, Math.max(8, median));
    if (p < this.period) this.period = p;
    const over = this.workEma > this.budgetMs || (this.intervalEma > this.period * this.overRatio && median > this.period * this.overRatio);
    // Under: above about 58 fps at 60 Hz for a painter that draws every comment each frame.
    const under = this.workEma < this.budgetMs * 0.7 && this.intervalEma < this.period * this.underRatio;
    if (this.hold > 0) this.hold = Math.max(0, this.hold - this.every * intervalMs);
    if (over && this.hold === 0) {
      const capBefore = this.cap;
      // Far over budget cuts deeper (to half at most), so a slow device settles in a few trials.
      const deep = Math.max(0.5, Math.min(0.9, (this.period * Math.min(1.05, this.overRatio)) / meanInterval));
      const factor = this.streak > 0 ? deep : 0.9;
      this.cap = Math.max(this.minCap, Math.floor(Math.min(this.cap, activeCount) * factor));
      if (this.cap < capBefore) {
        this.trial = { capBefore, interval: meanInterval, work: meanWork, frames: 0, ms: 0, sumInterval: 0, sumWork: 0, n: 0 };
      }
    } else if (under && this.cap < this.maxCap) {
      this.cap = Math.min(this.maxCap, this.cap + Math.max(4, Math.ceil(this.cap * 0.05)));
    }
  }

  reset(): void {
    this.intervalEma = 0;
    this.workEma = 0;
    this.frames = 0;
    this.sumInterval = 0;
    this.sumWork = 0;
    this.trial = null;
  }
}

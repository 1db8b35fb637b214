// A watchdog rather than trusting events: a dead stream can go silent without any fatal
// error (hls.js reports a missing segment as non-fatal and keeps waiting), and a spinner
// that never ends is the worst outcome on a TV.

export interface ProgressSample {
  time: number;
  buffered: number;
}

export interface StallWatchdogOptions {
  timeoutMs: number;
  intervalMs: number;
  /** Playhead and buffered end now. */
  sample: () => ProgressSample;
  /** True while the player waits for data (loading, buffering). */
  isWaiting: () => boolean;
  onStall: (waitedMs: number) => void;
  now?: () => number;
}

export class StallWatchdog {
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastProgressAt = 0;
  private mark: ProgressSample = { time: -1, buffered: -1 };
  private readonly now: () => number;

  constructor(private readonly options: StallWatchdogOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stop();
    this.progress();
    this.timer = setInterval(() => this.check(), this.options.intervalMs);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Something arrived (a fragment, a frame): restart the wait. */
  progress(): void {
    this.lastProgressAt = this.now();
    this.mark = this.options.sample();
  }

  private check(): void {
    if (!this.options.isWaiting()) {
      this.progress();
      return;
    }
    const s = this.options.sample();
    if (s.time !== this.mark.time || s.buffered !== this.mark.buffered) {
      this.progress();
      return;
    }
    const waited = this.now() - this.lastProgressAt;
    if (waited >= this.options.timeoutMs) {
      this.stop();
      this.options.onStall(waited);
    }
  }
}

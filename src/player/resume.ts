// Resume position and AddPlayRecord throttling. The record is sent when playback starts, every
// `intervalMs` of playback and at once on pause or leave, so the server knows where to resume without a
// request on every timeupdate (4 per second).

/** Resume only past the first 5 s and before the last 10 s (else start over). */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 10;
export const PLAY_RECORD_INTERVAL_MS = 30_000;

export function resumePosition(saved: number | null | undefined, duration: number): number {
  if (saved === null || saved === undefined || !Number.isFinite(saved)) return 0;
  if (saved <= RESUME_MIN_SECONDS) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - RESUME_END_MARGIN_SECONDS) return 0;
  return saved;
}

export interface PlayRecord {
  /** Whole seconds, as the record stores them. */
  position: number;
  duration: number;
}

export interface PlayRecordReporterOptions {
  report: (record: PlayRecord) => void | Promise<void>;
  intervalMs?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
}

export class PlayRecordReporter {
  private readonly report: PlayRecordReporterOptions['report'];
  private readonly intervalMs: number;
  private readonly now: () => number;
  private lastSentAt: number | null = null;
  private lastSentPosition = -1;
  private latest: PlayRecord | null = null;

  constructor(options: PlayRecordReporterOptions) {
    this.report = options.report;
    this.intervalMs = options.intervalMs ?? PLAY_RECORD_INTERVAL_MS;
    this.now = options.now ?? Date.now;
  }

  /** Every time update while playing. */
  onTime(position: number, duration: number): void {
    if (!Number.isFinite(position) || position < 0) return;
    this.latest = { position: Math.floor(position), duration: Number.isFinite(duration) ? Math.floor(duration) : 0 };
    const now = this.now();
    // The first update is sent at once: the server measures watch time between a user's reports
    // (issue 27: the watch tasks pay on it), so the start must reach it, not only the 30 s mark.
    if (this.lastSentAt === null || now - this.lastSentAt >= this.intervalMs) this.send(now);
  }

  onPause(): void {
    this.send(this.now());
  }

  /** Leaving the page or switching episode. */
  onLeave(): void {
    this.send(this.now());
  }

  private send(now: number): void {
    const record = this.latest;
    if (!record || record.position === this.lastSentPosition) return;
    this.lastSentAt = now;
    this.lastSentPosition = record.position;
    try {
      const result = this.report(record);
      if (result && typeof (result as Promise<void>).catch === 'function') {
        (result as Promise<void>).catch((err) => console.warn('[player] AddPlayRecord failed', err));
      }
    } catch (err) {
      console.warn('[player] AddPlayRecord failed', err);
    }
  }
}

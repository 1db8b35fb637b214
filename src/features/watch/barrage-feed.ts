// Barrage arrives by time window (GetBarrageList start..end): the window under the playhead
// and the next one are fetched as playback moves, each once; a seek just asks for the windows
// at the new position. Windows far from the playhead are forgotten (onForget: the renderer drops
// their comments) and asked again on return, so memory follows the playhead, not the length of
// the session (2 h at 50/s is 360,000 comments). Framework-free so the window logic is tested alone.
import type { Barrage } from '@src/api/contract/barrage';

export const BARRAGE_WINDOW_SECONDS = 60;
/** Fetch the next window this long before the playhead reaches it. */
export const BARRAGE_PREFETCH_SECONDS = 15;
/** A failed window is asked again after this many seconds of media time pass. */
const RETRY_AFTER_FAILURE_MS = 10_000;
/**
 * Windows kept behind the playhead's: a short seek back (the remote's 10 s steps, "watch that
 * again") finds its barrage at once; past that a window costs one request again.
 */
export const BARRAGE_RETAIN_BEHIND_SECONDS = 180;

/** Asks one window; `signal` aborts when the feed resets or is disposed (hand it to the request layer). */
export type FetchWindow = (start: number, end: number, signal: AbortSignal) => Promise<readonly Barrage[]>;

export interface BarrageFeedOptions {
  fetchWindow: FetchWindow;
  /** Receives every barrage once (across windows and live pushes). */
  onBarrages: (list: readonly Barrage[]) => void;
  windowSeconds?: number;
  prefetchSeconds?: number;
  /** A window the feed let go of (far from the playhead): drop its barrage from memory. */
  onForget?: (start: number, end: number) => void;
  retainBehindSeconds?: number;
  now?: () => number;
}

export class BarrageFeed {
  private readonly win: number;
  private readonly prefetch: number;
  private readonly now: () => number;
  private readonly done = new Set<number>();
  private readonly pending = new Set<number>();
  private readonly failedAt = new Map<number, number>();
  private readonly seen = new Set<number>();
  /** Ids handed out per window (by barrage time), so forgetting a window forgets them too. */
  private readonly idsByWindow = new Map<number, number[]>();
  private readonly retainBehind: number;
  /** The requests of the current episode: aborted together on reset, so late replies land nowhere. */
  private round = new AbortController();
  private duration = 0;

  constructor(private readonly opts: BarrageFeedOptions) {
    this.win = opts.windowSeconds ?? BARRAGE_WINDOW_SECONDS;
    this.prefetch = opts.prefetchSeconds ?? BARRAGE_PREFETCH_SECONDS;
    this.now = opts.now ?? Date.now;
    this.retainBehind = Math.ceil((opts.retainBehindSeconds ?? BARRAGE_RETAIN_BEHIND_SECONDS) / this.win);
  }

  /** Index of the window holding `t`. */
  windowOf(t: number): number {
    return Math.max(0, Math.floor(t / this.win));
  }

  /** Window indexes fetched (tests, diagnostics). */
  get fetchedWindows(): number[] {
    return [...this.done].sort((a, b) => a - b);
  }

  setDuration(duration: number): void {
    this.duration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  }

  /** Playhead moved (time update or seek): fetch what is missing around it. */
  update(time: number): void {
    if (!Number.isFinite(time) || time < 0) return;
    const current = this.windowOf(time);
    this.request(current);
    if (time + this.prefetch >= (current + 1) * this.win) this.request(current + 1);
    this.trim(current);
  }

  /** Lets go of windows more than `retainBehind` behind the playhead's or past the next one. */
  private trim(current: number): void {
    for (const index of [...this.done, ...this.idsByWindow.keys()]) {
      if (index >= current - this.retainBehind && index <= current + 1) continue;
      if (!this.done.delete(index) && !this.idsByWindow.has(index)) continue;
      for (const id of this.idsByWindow.get(index) ?? []) this.seen.delete(id);
      this.idsByWindow.delete(index);
      this.opts.onForget?.(index * this.win, (index + 1) * this.win);
    }
  }

  private remember(b: Barrage): void {
    this.seen.add(b.id);
    const index = this.windowOf(b.time);
    const ids = this.idsByWindow.get(index);
    if (ids) ids.push(b.id);
    else this.idsByWindow.set(index, [b.id]);
  }

  /**
   * A barrage that did not come from a window (sent here, or pushed live): true when new, so
   * the caller draws it live; a window holding it later will not hand it out again.
   */
  push(b: Barrage): boolean {
    if (this.seen.has(b.id)) return false;
    this.remember(b);
    return true;
  }

  /** New episode or video: forget every window (late replies of the old one are dropped). */
  reset(): void {
    this.round.abort();
    this.round = new AbortController();
    this.done.clear();
    this.pending.clear();
    this.failedAt.clear();
    this.seen.clear();
    this.idsByWindow.clear();
  }

  /** The page left: stops the requests on their way. */
  dispose(): void {
    this.round.abort();
  }

  private request(index: number): void {
    if (this.done.has(index) || this.pending.has(index)) return;
    const start = index * this.win;
    if (this.duration > 0 && start >= this.duration) return;
    const failed = this.failedAt.get(index);
    if (failed !== undefined && this.now() - failed < RETRY_AFTER_FAILURE_MS) return;
    this.pending.add(index);
    const { signal } = this.round;
    this.opts.fetchWindow(start, start + this.win, signal).then(
      (list) => {
        if (signal.aborted) return;
        this.pending.delete(index);
        this.done.add(index);
        this.failedAt.delete(index);
        const fresh = list.filter((b) => !this.seen.has(b.id));
        for (const b of fresh) this.remember(b);
        if (fresh.length) this.opts.onBarrages(fresh);
      },
      (err: unknown) => {
        if (signal.aborted) return;
        this.pending.delete(index);
        this.failedAt.set(index, this.now());
        console.warn('[barrage] window fetch failed', start, err);
      },
    );
  }
}

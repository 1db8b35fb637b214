// Applies the moreFun decisions (more-fun.ts) to one episode's playback: start past the opening
// (with the 已为您跳过片头 toast once the picture moves), and at the closing credits (or the
// real end) go to the next episode, or end there. One driver per loaded episode; without marks
// it only handles the real end.
import { nextEpisodeIndex, reachedEpisodeEnd, skipIntroTarget, type EpisodeMarks, type MoreFunSettings } from './more-fun';
import type { PlayerState, PlayerTime } from './player';

/** The part of Player the driver uses (a fake in tests). */
export interface MoreFunPlayer {
  readonly state: PlayerState;
  on(event: 'time', listener: (t: PlayerTime) => void): () => void;
  on(event: 'state', listener: (s: PlayerState) => void): () => void;
  seek(seconds: number): void;
  /** Ends the episode where it is (state 'ended'), used when the credits count as the end. */
  finish(): void;
}

export interface MoreFunDriverOptions {
  /** Read at every decision, so switching a setting applies to the episode playing now. */
  settings: () => MoreFunSettings;
  marks: EpisodeMarks | undefined;
  /** Position of this episode in the list, and the list's length. */
  index: number;
  count: number;
  onIntroSkipped: () => void;
  onNext: (index: number) => void;
}

/** Marks as the catalogue sends them (null = none) -> EpisodeMarks. */
export function marksOf(ep: { introEnd?: number | null; outroStart?: number | null } | undefined): EpisodeMarks | undefined {
  if (!ep) return undefined;
  const introEnd = ep.introEnd ?? undefined;
  const outroStart = ep.outroStart ?? undefined;
  return introEnd === undefined && outroStart === undefined ? undefined : { introEnd, outroStart };
}

export class MoreFunDriver {
  /** The opening was handled (skipped, or found already past): never again this episode. */
  private introHandled = false;
  /** Skipped by the start position: the toast waits until playback really starts. */
  private announcePending = false;
  private endHandled = false;

  constructor(
    private readonly player: MoreFunPlayer,
    private readonly opts: MoreFunDriverOptions,
  ) {}

  /**
   * The position to load the stream at: past the opening when skip is on and `from` falls in
   * it. Loading there directly costs no second seek and no fragments of the opening.
   */
  startAt(from: number): number {
    const target = skipIntroTarget(this.opts.settings(), this.opts.marks, from);
    if (target === null) return from;
    this.introHandled = true;
    this.announcePending = true;
    return target;
  }

  /** Follows the player; returns the detach function. */
  attach(): () => void {
    const offState = this.player.on('state', (s) => {
      if (s === 'playing' && this.announcePending) {
        this.announcePending = false;
        this.opts.onIntroSkipped();
      }
      if (s === 'ended') this.episodeDone(true);
    });
    const offTime = this.player.on('time', (t) => {
      // Time events also come while loading (duration known, position not yet applied).
      if (this.player.state !== 'playing') return;
      this.onPlayingTime(t);
    });
    return () => {
      offState();
      offTime();
    };
  }

  private onPlayingTime(t: PlayerTime): void {
    const settings = this.opts.settings();
    if (!this.introHandled) {
      // The start position did not skip (native engine ignoring it, skip turned on later...):
      // the first moving frame decides, once.
      this.introHandled = true;
      const target = skipIntroTarget(settings, this.opts.marks, t.currentTime);
      if (target !== null) {
        this.player.seek(target);
        this.opts.onIntroSkipped();
        return;
      }
    }
    if (reachedEpisodeEnd(settings, this.opts.marks, t.currentTime, t.duration, false)) this.episodeDone(false);
  }

  private episodeDone(ended: boolean): void {
    if (this.endHandled) return;
    this.endHandled = true;
    const next = nextEpisodeIndex(this.opts.settings(), this.opts.index, this.opts.count);
    if (next !== null) this.opts.onNext(next);
    else if (!ended) this.player.finish();
  }
}

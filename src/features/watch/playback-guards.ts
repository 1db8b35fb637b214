// What stops playback going on unwatched, for one watch page: the "还在观看吗？" question after
// a streak of autoplayed episodes (still-watching.ts) and the sleep timer (sleep-timer.ts),
// which pauses and dims. Framework-free over a small player interface; the page's hook
// (use-playback-guards.ts) feeds it keys and touches and renders its state.
import { Emitter } from '@src/lib/events';
import type { PlayerState } from '@src/player/player';
import type { SleepTimer } from './sleep-timer';
import { AutoplayStreak } from './still-watching';

/** The part of Player the guards use (a fake in tests). */
export interface GuardedPlayer {
  on(event: 'state', listener: (s: PlayerState) => void): () => void;
  pause(): void;
}

export interface GuardsState {
  /** 还在观看吗？ is up: the next episode waits at its start. */
  asking: boolean;
  /** The sleep timer went off: paused and dimmed until a key. */
  asleep: boolean;
}

const AWAKE: GuardsState = { asking: false, asleep: false };

export class PlaybackGuards {
  private value: GuardsState = AWAKE;
  private readonly streak: AutoplayStreak;
  private readonly events = new Emitter<{ change: GuardsState }>('playback-guards');

  constructor(
    private readonly player: GuardedPlayer,
    private readonly timer: SleepTimer,
    stillWatchingAfter: number,
  ) {
    this.streak = new AutoplayStreak(stillWatchingAfter);
  }

  get state(): GuardsState {
    return this.value;
  }

  subscribe(fn: (s: GuardsState) => void): () => void {
    return this.events.on('change', fn);
  }

  /** Follows the timer and the player (an episode that ends with 播完本集 set); returns the detach. */
  attach(): () => void {
    const offSleep = this.timer.on('sleep', () => this.sleep());
    const offState = this.player.on('state', (s) => {
      // The last episode (or one without a next) ends here; others end in autoplayNext.
      if (s === 'ended') this.timer.episodeEnded();
    });
    return () => {
      offSleep();
      offState();
    };
  }

  /** A key press or a touch. */
  activity(): void {
    this.streak.activity();
  }

  /**
   * The episode playing ended and the next one is about to load. False: it loads paused and
   * stays so (the sleep timer went off). While asking, it returns true: the question holds
   * playback as an insert advert does, and 继续观看 releases it whether or not the episode
   * has loaded yet.
   */
  autoplayNext(): boolean {
    this.timer.episodeEnded();
    if (this.value.asleep) return false;
    if (!this.streak.next()) this.update({ asking: true });
    return true;
  }

  /** 继续观看: the streak starts over (the OK that chose it counts as a key anyway). */
  continueWatching(): void {
    this.streak.activity();
    this.update({ asking: false });
  }

  /** A key on the dimmed screen: the paused player shows again. Nothing resumes by itself. */
  wake(): void {
    this.update({ asleep: false });
  }

  private sleep(): void {
    this.player.pause();
    this.update({ asleep: true });
  }

  private update(patch: Partial<GuardsState>): void {
    const next = { ...this.value, ...patch };
    if (next.asking === this.value.asking && next.asleep === this.value.asleep) return;
    this.value = next;
    this.events.emit('change', next);
  }
}

// The TV player's sleep timer (定时关闭): off, 30 / 60 / 90 minutes, or the end of the episode
// playing (播完本集). When it goes off, the watch page pauses and dims (playback-guards.ts).
// It runs on wall time, not media time: it is about the viewer falling asleep, whatever the
// speed or pauses. The clock is injected so tests drive it with fake timers.
import { Emitter } from '@src/lib/events';

export type SleepChoice = 'off' | 30 | 60 | 90 | 'episode';
export const SLEEP_CHOICES: readonly SleepChoice[] = ['off', 30, 60, 90, 'episode'];

export interface TimerClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface SleepTimerEvents {
  change: SleepChoice;
  sleep: undefined;
}

const MINUTE_MS = 60_000;

export class SleepTimer {
  private value: SleepChoice = 'off';
  private deadline: number | null = null;
  private handle: unknown = null;
  private readonly events = new Emitter<SleepTimerEvents>('sleep-timer');

  constructor(private readonly clock: TimerClock = systemClock) {}

  get choice(): SleepChoice {
    return this.value;
  }

  /** Milliseconds until a minutes choice goes off; null for off and 播完本集. */
  remainingMs(): number | null {
    return this.deadline === null ? null : Math.max(0, this.deadline - this.clock.now());
  }

  /** A new choice replaces the running one (30 minutes chosen twice starts over). */
  set(choice: SleepChoice): void {
    this.clear();
    this.value = choice;
    if (typeof choice === 'number') {
      this.deadline = this.clock.now() + choice * MINUTE_MS;
      this.schedule();
    }
    this.events.emit('change', choice);
  }

  /** The episode playing came to its end: 播完本集 goes off now. Returns whether it did. */
  episodeEnded(): boolean {
    if (this.value !== 'episode') return false;
    this.goOff();
    return true;
  }

  on<K extends keyof SleepTimerEvents>(event: K, fn: (payload: SleepTimerEvents[K]) => void): () => void {
    return this.events.on(event, fn);
  }

  private schedule(): void {
    this.handle = this.clock.setTimeout(() => {
      this.handle = null;
      // A timeout is only a wake-up call: an engine that slept (a TV box in standby) may run it
      // early or late, so the deadline decides and an early call waits for the rest.
      if ((this.remainingMs() ?? 0) > 0) this.schedule();
      else this.goOff();
    }, this.remainingMs() ?? 0);
  }

  /** One-shot, as a TV's sleep timer: it is off again once it went off. */
  private goOff(): void {
    this.clear();
    this.value = 'off';
    this.events.emit('change', 'off');
    this.events.emit('sleep', undefined);
  }

  private clear(): void {
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
    this.deadline = null;
  }
}

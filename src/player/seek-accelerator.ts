// Held-key seeking for remotes: the first presses move 10 s, and the step grows while the
// key stays down, so a long film can be crossed without hundreds of presses. The target is
// previewed while held and applied once on release, because every real seek on a TV
// flushes buffers and refetches segments.

export interface SeekAcceleratorOptions {
  /** Step of the first presses, seconds (default 10). */
  baseStep?: number;
  /** Multipliers of baseStep; the next one applies every `repeatsPerStage` repeats. */
  stages?: readonly number[];
  /** Key repeats spent at each stage (default 4). */
  repeatsPerStage?: number;
}

export type SeekDirection = 1 | -1;

const DEFAULT_STAGES = [1, 2, 3, 6, 12] as const;

/** Seconds moved by the n-th event (0-based) of one hold. */
export function seekStepForRepeat(repeat: number, options: SeekAcceleratorOptions = {}): number {
  const base = options.baseStep ?? 10;
  const stages = options.stages ?? DEFAULT_STAGES;
  const per = Math.max(1, options.repeatsPerStage ?? 4);
  const stage = Math.min(stages.length - 1, Math.floor(Math.max(0, repeat) / per));
  return base * stages[stage];
}

export class SeekAccelerator {
  private readonly options: SeekAcceleratorOptions;
  private direction: SeekDirection | 0 = 0;
  private repeat = 0;
  private target = 0;

  constructor(options: SeekAcceleratorOptions = {}) {
    const base = options.baseStep ?? 10;
    if (!(base > 0)) throw new RangeError(`SeekAccelerator: baseStep must be positive, got ${base}`);
    this.options = options;
  }

  /** True while a hold is in progress (a preview target exists). */
  get active(): boolean {
    return this.direction !== 0;
  }

  /** The previewed position of the current hold. */
  get preview(): number {
    return this.target;
  }

  /**
   * A key-down (first press or auto-repeat). `position` is the playhead when the hold
   * starts; `duration` bounds the target (0 = unknown). Returns the previewed target.
   */
  press(direction: SeekDirection, position: number, duration: number): number {
    if (this.direction !== direction) {
      // New hold, or the user reversed: restart slow from where the preview is.
      this.target = this.direction === 0 ? position : this.target;
      this.direction = direction;
      this.repeat = 0;
    }
    const step = seekStepForRepeat(this.repeat, this.options);
    this.repeat++;
    let next = this.target + direction * step;
    if (duration > 0) next = Math.min(next, Math.max(0, duration - 1));
    this.target = Math.max(0, next);
    return this.target;
  }

  /** Key-up: ends the hold and returns the position to seek to (null if nothing was held). */
  release(): number | null {
    if (this.direction === 0) return null;
    const target = this.target;
    this.cancel();
    return target;
  }

  cancel(): void {
    this.direction = 0;
    this.repeat = 0;
  }
}

// OK long press: held past the delay fires onLongPress once; released before it fires onPress.
// Remotes repeat keydown while held, so only the first press of a hold starts the timer.

export const LONG_PRESS_MS = 600;

export interface LongPressHandlers {
  onPress?: () => void;
  onLongPress?: () => void;
}

export class LongPressDetector {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private held = false;
  private fired = false;

  constructor(
    private handlers: () => LongPressHandlers,
    private delay = LONG_PRESS_MS,
  ) {}

  /** Key down (including auto-repeats). */
  press(): void {
    if (this.held) return;
    this.held = true;
    this.fired = false;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.fired = true;
      this.handlers().onLongPress?.();
    }, this.delay);
  }

  /** Key up. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.fired) this.handlers().onPress?.();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.held = false;
  }
}


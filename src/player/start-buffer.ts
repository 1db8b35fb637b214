// The forward buffer while a stream starts. hls.js fills ahead up to maxMaxBufferLength, not
// maxBufferLength, whenever maxBufferSize / bitrate is longer (it is at our bitrates): 120 s on a
// phone, 60 s on a TV. Opened cold, a short video was then fetched and transmuxed whole in its
// first second, on the same network link and CPU cores as the page's own scripts, its first
// render and its requests (issue 14 point 6: the cold /watch's long tasks, where the main thread
// waited for a core). Until playback has run a few seconds, the ahead is held to
// START_BUFFER_SEC (five 2 s fragments, enough to play through a slow start); then the device's
// buffer applies.
import type { HlsInstanceLike } from './hls-types';

export const START_BUFFER_SEC = 10;
/** How long after playback starts the device's forward buffer applies. */
export const START_BUFFER_HOLD_MS = 5000;

export interface ForwardBuffer {
  maxBufferLength: number;
  maxMaxBufferLength: number;
}

/** The forward buffer a stream starts with: the given one, capped at START_BUFFER_SEC. */
export function startingBuffer(full: ForwardBuffer): ForwardBuffer {
  return {
    maxBufferLength: Math.min(full.maxBufferLength, START_BUFFER_SEC),
    maxMaxBufferLength: Math.min(full.maxMaxBufferLength, START_BUFFER_SEC),
  };
}

/**
 * Holds an hls.js instance at the starting buffer until playback has run `holdMs`; hls.js reads
 * its config on every load decision, so the change applies from the next fragment.
 */
export class StartBufferHold {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private done = false;

  constructor(
    private readonly hls: Pick<HlsInstanceLike, 'config'>,
    private readonly full: ForwardBuffer,
    private readonly holdMs = START_BUFFER_HOLD_MS,
  ) {}

  /** Playback has started: the full buffer applies `holdMs` later (the first call counts). */
  played(): void {
    if (this.done || this.timer !== null) return;
    this.timer = setTimeout(() => this.release(), this.holdMs);
  }

  release(): void {
    this.dispose();
    if (this.done) return;
    this.done = true;
    this.hls.config.maxBufferLength = this.full.maxBufferLength;
    this.hls.config.maxMaxBufferLength = this.full.maxMaxBufferLength;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

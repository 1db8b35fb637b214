/** How a comment moves: scroll = right to left; top/bottom = fixed, centred. */
export type BarrageMode = 'scroll' | 'top' | 'bottom';

/** One barrage comment as it enters the core (already parsed from the API). */
export interface BarrageComment {
  /** Unique per comment; used by the drawn log and de-duplication. */
  id: string;
  text: string;
  /** Media time in seconds at which the comment appears. */
  time: number;
  mode: BarrageMode;
  userId?: string;
  /** CSS colour; white when absent. */
  color?: string;
  /**
   * The server's quality score 0..10 (likes and reports); the shield level hides low ones.
   * Absent (the viewer's own barrage, adverts): never hidden by the level.
   */
  score?: number;
}

/**
 * Where the renderer reads video time from. An HTMLVideoElement satisfies it;
 * tests and benches pass a fake clock.
 */
export interface MediaClock {
  readonly currentTime: number;
  readonly paused: boolean;
  readonly playbackRate: number;
}

/** One entry of the bounded log of comments that reached the screen. */
export interface DrawnLogEntry {
  id: string;
  text: string;
  userId: string | undefined;
  mode: BarrageMode;
  /** Media time of the first frame the comment was drawn in. */
  at: number;
}

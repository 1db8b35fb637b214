// Spec 002 §9: the pull-to-refresh head is 400/750 of the screen width; pulling it fully out
// and releasing starts a refresh. Finger travel is damped so the head follows at half speed,
// as native lists do.

export const HEAD_RATIO = 400 / 750;
export const PULL_DAMPING = 0.5;

export type PullPhase = 'idle' | 'pulling' | 'release' | 'refreshing';

export function headHeight(screenWidth: number): number {
  return Math.round(screenWidth * HEAD_RATIO);
}

/** Head offset for a finger travel of `dy` px; never negative, never beyond 1.5 heads. */
export function pullOffset(dy: number, screenWidth: number): number {
  if (dy <= 0) return 0;
  return Math.min(dy * PULL_DAMPING, headHeight(screenWidth) * 1.5);
}

/** Phase while the finger is down: 'release' once the full head is out. */
export function pullPhase(offset: number, screenWidth: number): PullPhase {
  if (offset <= 0) return 'idle';
  return offset >= headHeight(screenWidth) ? 'release' : 'pulling';
}

export function shouldRefresh(offset: number, screenWidth: number): boolean {
  return pullPhase(offset, screenWidth) === 'release';
}

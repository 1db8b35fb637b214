// Playback speed (倍速): the rates both layouts offer, and reading a stored one defensively.
// A stored value comes from localStorage, so it may be anything: only a listed rate is used.

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** The listed rate `value` stands for, else 1x (unknown, out of range, or not a number). */
export function normalizePlaybackRate(value: unknown): PlaybackRate {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return PLAYBACK_RATES.find((r) => Math.abs(r - n) < 1e-6) ?? DEFAULT_PLAYBACK_RATE;
}

/** "0.75x", "1.0x", "2.0x": whole and half rates keep one decimal, as players show them. */
export function playbackRateLabel(rate: number): string {
  const text = String(rate);
  return `${text.includes('.') ? text : rate.toFixed(1)}x`;
}

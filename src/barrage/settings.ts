import type { BarrageMode } from './types';
import { normalizeShieldLevel, SHIELD_LEVEL_DEFAULT } from './shield-level';

/** Fraction of the video height barrage may use. */
export type DisplayArea = 0.25 | 0.5 | 0.75 | 1;
export const DISPLAY_AREAS: readonly DisplayArea[] = [0.25, 0.5, 0.75, 1];

/**
 * User-facing barrage settings. Plain data so the player helper can persist
 * it (danmuOpen, PutBarrageCofig) without knowing the renderer.
 */
export interface BarrageSettings {
  /** danmuOpen in the spec. */
  enabled: boolean;
  /** 0..1 */
  opacity: number;
  /** 0.4..1.6, multiplies the base font size. */
  fontScale: number;
  /** 0.4..1.6, multiplies the scroll speed (shortens time on screen). */
  speed: number;
  /**
   * When true, comments move faster at 2x playback (they live on media time). Off by default:
   * a comment keeps its on-screen speed (pixels per second of wall time) at any rate, as on
   * Bilibili, and still appears at its media time.
   */
  followPlaybackRate: boolean;
  displayArea: DisplayArea;
  hiddenModes: readonly BarrageMode[];
  /** 弹幕屏蔽等级 1..10 (shield-level.ts): comments scored below it are shielded. */
  shieldLevel: number;
}

export const DEFAULT_BARRAGE_SETTINGS: Readonly<BarrageSettings> = Object.freeze({
  enabled: true,
  opacity: 1,
  fontScale: 1,
  speed: 1,
  followPlaybackRate: false,
  displayArea: 1,
  hiddenModes: [],
  shieldLevel: SHIELD_LEVEL_DEFAULT,
});

export const SCALE_MIN = 0.4;
export const SCALE_MAX = 1.6;

function clamp(v: unknown, lo: number, hi: number, fallback: number): number {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(hi, Math.max(lo, n));
}

function nearestArea(v: unknown): DisplayArea {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return 1;
  let best: DisplayArea = 1;
  for (const a of DISPLAY_AREAS) if (Math.abs(a - n) < Math.abs(best - n)) best = a;
  return best;
}

/**
 * Merges a partial (possibly from storage or the server, so untrusted) into
 * valid settings: out-of-range numbers are clamped, unknown modes ignored.
 */
export function normalizeSettings(
  patch: Partial<BarrageSettings> | undefined,
  base: Readonly<BarrageSettings> = DEFAULT_BARRAGE_SETTINGS,
): BarrageSettings {
  const p = patch ?? {};
  const hidden = Array.isArray(p.hiddenModes) ? p.hiddenModes : base.hiddenModes;
  return {
    enabled: typeof p.enabled === 'boolean' ? p.enabled : base.enabled,
    opacity: p.opacity === undefined ? base.opacity : clamp(p.opacity, 0, 1, base.opacity),
    fontScale: p.fontScale === undefined ? base.fontScale : clamp(p.fontScale, SCALE_MIN, SCALE_MAX, base.fontScale),
    speed: p.speed === undefined ? base.speed : clamp(p.speed, SCALE_MIN, SCALE_MAX, base.speed),
    followPlaybackRate:
      typeof p.followPlaybackRate === 'boolean' ? p.followPlaybackRate : base.followPlaybackRate,
    displayArea: p.displayArea === undefined ? base.displayArea : nearestArea(p.displayArea),
    hiddenModes: hidden.filter((m): m is BarrageMode => m === 'scroll' || m === 'top' || m === 'bottom'),
    shieldLevel: p.shieldLevel === undefined ? base.shieldLevel : normalizeShieldLevel(p.shieldLevel, base.shieldLevel),
  };
}

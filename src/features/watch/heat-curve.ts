// 高能进度条 (issue 42): the barrage density curve over the progress bar, as an SVG area path
// in a 1000 x 100 box the view stretches over the bar (preserveAspectRatio none), so the path
// does not depend on the bar's pixels. Pure math; unit-tested.

/** The path's box: x 0..HEAT_BOX_W across the bar, y 0..HEAT_BOX_H top to bottom. */
export const HEAT_BOX_W = 1000;
export const HEAT_BOX_H = 100;

export interface BarrageDensity {
  bucketSeconds: number;
  counts: readonly number[];
}

/**
 * Heights 0..1 per bucket: smoothed by a [1, 2, 1] kernel (one busy bucket reads as a hill, not
 * a needle) and scaled so the busiest stretch reaches the top. All zero when there is no barrage.
 */
export function heatLevels(counts: readonly number[]): number[] {
  const n = counts.length;
  const smooth = new Array<number>(n);
  let max = 0;
  for (let i = 0; i < n; i++) {
    const at = (j: number) => (j >= 0 && j < n ? Math.max(0, counts[j] || 0) : 0);
    const v = (at(i - 1) + 2 * at(i) + at(i + 1)) / 4;
    smooth[i] = v;
    if (v > max) max = v;
  }
  return max > 0 ? smooth.map((v) => v / max) : smooth.fill(0);
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * The closed area under the curve. A bucket's point sits at its middle in video time over the
 * duration (the counts may end before or after the player's duration); nothing past the end.
 * Empty string when there is nothing to draw.
 */
export function heatCurvePath(density: BarrageDensity | null, duration: number): string {
  if (!density || !(duration > 0) || density.counts.length === 0 || !(density.bucketSeconds > 0)) return '';
  const levels = heatLevels(density.counts);
  if (!levels.some((v) => v > 0)) return '';
  const x = (t: number) => r1((Math.min(duration, Math.max(0, t)) / duration) * HEAT_BOX_W);
  const y = (v: number) => r1(HEAT_BOX_H - v * HEAT_BOX_H);
  let d = `M0,${HEAT_BOX_H}L0,${y(levels[0])}`;
  for (let i = 0; i < levels.length; i++) {
    const mid = (i + 0.5) * density.bucketSeconds;
    if (mid > duration) break;
    d += `L${x(mid)},${y(levels[i])}`;
  }
  const lastShown = Math.min(levels.length, Math.ceil(duration / density.bucketSeconds)) - 1;
  d += `L${HEAT_BOX_W},${y(levels[Math.max(0, lastShown)])}L${HEAT_BOX_W},${HEAT_BOX_H}Z`;
  return d;
}

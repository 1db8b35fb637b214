// The density curve's SVG, loaded once playback started (use-barrage-heat.ts), so no byte of it
// is on the watch page's first screen. Both layouts place it over their progress bar.
import { useMemo } from 'react';
import { HEAT_BOX_H, HEAT_BOX_W, heatCurvePath, type BarrageDensity } from './heat-curve';

export function HeatCurve({ density, duration, className }: { density: BarrageDensity; duration: number; className?: string }) {
  const d = useMemo(() => heatCurvePath(density, duration), [density, duration]);
  if (!d) return null;
  return (
    <svg className={className} data-testid="heat-curve" viewBox={`0 0 ${HEAT_BOX_W} ${HEAT_BOX_H}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

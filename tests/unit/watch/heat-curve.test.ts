import { describe, expect, it } from 'vitest';
import { HEAT_BOX_H, HEAT_BOX_W, heatCurvePath, heatLevels } from '@src/features/watch/heat-curve';

/** The path's points as [x, y] pairs. */
const points = (d: string) => [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('高能进度条 density math', () => {
  it('smooths with a [1,2,1] kernel and scales the busiest bucket to 1', () => {
    expect(heatLevels([0, 4, 0])).toEqual([0.5, 1, 0.5]);
    expect(heatLevels([0, 0, 8, 8, 0])).toEqual([0, 1 / 3, 1, 1, 1 / 3]);
    expect(heatLevels([0, 0, 0])).toEqual([0, 0, 0]);
    expect(heatLevels([])).toEqual([]);
    // Bad counts (negative) count as none.
    expect(heatLevels([-5, 2])).toEqual([0.5, 1]);
  });

  it('places each bucket at its middle over the duration, closed along the bottom', () => {
    const d = heatCurvePath({ bucketSeconds: 10, counts: [0, 4, 0, 0] }, 40);
    const p = points(d);
    expect(d.startsWith(`M0,${HEAT_BOX_H}`)).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    // Bucket 1 (10-20 s) peaks at 15 s of 40: x = 375, y = 0 (the top).
    expect(p).toContainEqual([375, 0]);
    expect(p).toContainEqual([125, 50]);
    expect(p[p.length - 1]).toEqual([HEAT_BOX_W, HEAT_BOX_H]);
    expect(p.every(([x, y]) => x >= 0 && x <= HEAT_BOX_W && y >= 0 && y <= HEAT_BOX_H)).toBe(true);
  });

  it('draws nothing past the duration and nothing without barrage or duration', () => {
    const p = points(heatCurvePath({ bucketSeconds: 10, counts: [1, 1, 1, 1, 9, 9] }, 20));
    expect(p.every(([x]) => x <= HEAT_BOX_W)).toBe(true);
    expect(p.filter(([, y]) => y < HEAT_BOX_H).length).toBeGreaterThan(0);
    expect(heatCurvePath({ bucketSeconds: 10, counts: [0, 0] }, 20)).toBe('');
    expect(heatCurvePath({ bucketSeconds: 10, counts: [3] }, 0)).toBe('');
    expect(heatCurvePath(null, 20)).toBe('');
  });
});

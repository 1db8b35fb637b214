import { describe, expect, it } from 'vitest';
import { FixedLanes, ScrollLanes } from '@src/barrage/lanes';
import { activeList, comment, makeEngine, run } from './engine-fixture';

describe('lane policy', () => {
  it('soonest() picks the lane that frees first, topmost on ties; stack() queues behind', () => {
    const s = new ScrollLanes(3);
    // Entry frees at start + (width + gap) / speed: 1.16, 0.58, 2.16.
    s.occupy(0, 0, 100, 100, 8, 16);
    s.occupy(1, 0, 100, 200, 8, 16);
    s.occupy(2, 1, 100, 100, 8, 16);
    expect(s.soonest()).toBe(1);
    s.stack(1, 0.5, 100, 100, 8, 16);
    expect(s.entryFreeAt[1]).toBeCloseTo(0.58 + 1.16);
    expect(s.soonest()).toBe(0);
    const f = new FixedLanes(3);
    f.occupy(0, 4);
    f.occupy(1, 4);
    f.occupy(2, 3);
    expect(f.soonest()).toBe(2);
    expect(new FixedLanes(2).soonest()).toBe(0);
  });

  it('no-overlap (default) admits one scroll comment per free lane and makes the rest wait', () => {
    // 100 px high stage at 20 px font: 27 px lanes, 3 of them.
    const { engine } = makeEngine({ maxNewPerFrame: 100 }, 1000, 100);
    expect(engine.laneCount).toBe(3);
    engine.load(Array.from({ length: 10 }, (_, i) => comment(i, 0.1)));
    run(engine, 0, 0.2);
    expect(engine.activeCount).toBe(3);
    expect(engine.stats.pending).toBe(7);
  });

  it('stack puts every comment on screen, spread over the lanes that free soonest, inside the area', () => {
    const { engine } = makeEngine({ maxNewPerFrame: 100, lanePolicy: 'stack' }, 1000, 100);
    engine.load([
      ...Array.from({ length: 9 }, (_, i) => comment(i, 0.1)),
      comment('t1', 0.1, 'top', 'top'),
      comment('t2', 0.1, 'top', 'top'),
      comment('t3', 0.1, 'top', 'top'),
      comment('t4', 0.1, 'top', 'top'),
    ]);
    run(engine, 0, 0.2);
    const list = activeList(engine);
    expect(list).toHaveLength(13);
    expect(engine.stats.pending).toBe(0);
    expect(engine.stats.dropped).toBe(0);
    const perLane = [0, 0, 0];
    for (const a of list) {
      expect(a.lane).toBeGreaterThanOrEqual(0);
      expect(a.lane).toBeLessThan(3);
      expect(a.y + a.height).toBeLessThanOrEqual(100);
      if (a.mode === 'scroll') perLane[a.lane]++;
    }
    // Each newcomer takes the lane that frees soonest, so the load is even.
    expect(perLane).toEqual([3, 3, 3]);
  });
});

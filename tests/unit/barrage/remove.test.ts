// Issue 38: barrage staff removed leaves a watching client at once, wherever it is in the core:
// on screen, waiting for a lane, ahead in the timeline or shielded; and it never comes back
// (a window fetched again, a late live push).
import { describe, expect, it } from 'vitest';
import { activeList, comment, makeEngine, run } from './engine-fixture';

const ids = (engine: ReturnType<typeof makeEngine>['engine']) => activeList(engine).map((a) => a.item.id);

describe('BarrageEngine.remove', () => {
  it('drops a comment on screen now, frees its bitmap and leaves the others', () => {
    const { engine, bitmaps } = makeEngine();
    engine.load([comment(1, 0), comment(2, 0.1), comment(3, 0.2)]);
    run(engine, 0, 1);
    expect(ids(engine).sort()).toEqual(['1', '2', '3']);
    const epoch = engine.epoch;
    expect(engine.remove(['2'])).toBe(1);
    expect(ids(engine).sort()).toEqual(['1', '3']);
    expect(bitmaps.live).toBe(2);
    // The painter redraws the belt without it.
    expect(engine.epoch).toBeGreaterThan(epoch);
    run(engine, 1, 3);
    expect(ids(engine)).not.toContain('2');
  });

  it('drops one still ahead in the timeline, so it is never drawn, and the others still are', () => {
    const { engine } = makeEngine();
    engine.load([comment(1, 0), comment(2, 5), comment(3, 6)]);
    run(engine, 0, 1);
    expect(engine.remove(['2'])).toBe(1);
    const seen = new Set<string>();
    run(engine, 1, 8, () => ids(engine).forEach((id) => seen.add(id)));
    expect(seen.has('2')).toBe(false);
    expect(seen.has('3')).toBe(true);
  });

  it('refuses the same id again afterwards (a window fetched again, a late push)', () => {
    const { engine } = makeEngine();
    engine.load([comment(1, 0)]);
    engine.remove(['1', '99']);
    expect(engine.add(comment(1, 0.5))).toBe(false);
    expect(engine.add(comment(99, 0.5))).toBe(false);
    expect(engine.add(comment(100, 0.5))).toBe(true);
    run(engine, 0, 2);
    expect(ids(engine)).toEqual(['100']);
  });

  it('drops a shielded one too, so lifting the shield does not bring it back', () => {
    const { engine } = makeEngine();
    engine.load([comment(1, 0, 'bad word'), comment(2, 0, 'fine')]);
    engine.setShieldLists({ keywords: ['bad'] });
    expect(engine.stats.shielded).toBe(1);
    expect(engine.remove(['1'])).toBe(1);
    expect(engine.stats.shielded).toBe(0);
    engine.setShieldLists({ keywords: [] });
    run(engine, 0, 1);
    expect(ids(engine)).toEqual(['2']);
  });

  it('counts nothing for ids it never held', () => {
    const { engine } = makeEngine();
    engine.load([comment(1, 0)]);
    run(engine, 0, 0.5);
    expect(engine.remove(['7', '8'])).toBe(0);
    expect(ids(engine)).toEqual(['1']);
  });
});

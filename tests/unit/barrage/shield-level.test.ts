import { describe, expect, it } from 'vitest';
import { barrageScore } from '@src/api/contract/barrage';
import { ShieldFilter } from '@src/barrage/shield-filter';
import { minScoreOf, normalizeShieldLevel } from '@src/barrage/shield-level';
import { DEFAULT_BARRAGE_SETTINGS, normalizeSettings } from '@src/barrage/settings';
import { normalizeComment } from '@src/barrage/comment-input';
import { activeList, comment, makeEngine, run } from './engine-fixture';

const scored = (id: number, time: number, score: number | undefined) => ({ ...comment(id, time), score });

describe('barrage score (server rule, shared by the contract)', () => {
  it('is 5 unrated, rises on a log scale with likes up to 10, falls 2 per report, stays in 0..10', () => {
    expect(barrageScore(0, 0)).toBe(5);
    expect([1, 3, 7, 15, 31, 1000].map((l) => barrageScore(l, 0))).toEqual([6, 7, 8, 9, 10, 10]);
    expect([2, 6].map((l) => barrageScore(l, 0))).toEqual([6, 7]);
    expect([1, 2, 3, 10].map((r) => barrageScore(0, r))).toEqual([3, 1, 0, 0]);
    expect(barrageScore(3, 1)).toBe(5);
    expect(barrageScore(-4, -2)).toBe(5);
  });
});

describe('shield level (弹幕屏蔽等级) in the filter core', () => {
  it('maps level L to hiding a score below L, levels clamped to whole 1..10', () => {
    expect([1, 5, 6, 10].map(minScoreOf)).toEqual([1, 5, 6, 10]);
    expect([0, -3, 11, 99, 4.4, 4.6, NaN].map((v) => normalizeShieldLevel(v))).toEqual([1, 1, 10, 10, 4, 5, 1]);
    expect(normalizeShieldLevel('7')).toBe(7);
  });

  it('level 1 hides almost nothing (score 0), level 10 all but the best; no score is never hidden', () => {
    const f = new ShieldFilter({ level: 1 });
    expect(f.reason('x', '1', 0)).toBe('level');
    expect(f.blocks('x', '1', 1)).toBe(false);
    expect(f.blocks('x', '1', 5)).toBe(false);
    f.setLists({ level: 6 });
    expect(f.blocks('x', '1', 5)).toBe(true);
    expect(f.blocks('x', '1', 6)).toBe(false);
    f.setLists({ level: 10 });
    expect([0, 5, 9, 10].map((s) => f.blocks('x', '1', s))).toEqual([true, true, true, false]);
    expect(f.blocks('x', '1', undefined)).toBe(false);
    // Setting other lists keeps the level; the level keeps the lists.
    f.setLists({ keywords: ['剧透'] });
    expect(f.blocks('x', '1', 9)).toBe(true);
    f.setLists({ level: 1 });
    expect(f.reason('有剧透', '1', 9)).toBe('keyword');
    expect(f.isEmpty).toBe(false);
  });

  it('the engine applies the settings level like a shield list: at load, live, and on change both ways', () => {
    const { engine } = makeEngine({ settings: { shieldLevel: 6 } });
    engine.load([scored(1, 0, 5), scored(2, 0, 8), scored(3, 0, undefined)]);
    run(engine, 0, 0.1);
    expect(activeList(engine).map((a) => a.item.id).sort()).toEqual(['2', '3']);
    expect(engine.stats.shielded).toBe(1);
    expect(engine.add(scored(4, 0.1, 4))).toBe(false);
    expect(engine.add(scored(5, 0.1, 7))).toBe(true);
    // Lower the level: the hidden ones come back (for the screen from the timeline).
    engine.setSettings({ shieldLevel: 1 });
    expect(engine.stats.shielded).toBe(0);
    engine.tick(0, 1, false, 16);
    run(engine, 0, 0.3);
    expect(activeList(engine).map((a) => a.item.id)).toEqual(expect.arrayContaining(['1', '4']));
    // Raise it to 10: only the unscored (own) one stays on screen.
    engine.setSettings({ shieldLevel: 10 });
    expect(activeList(engine).map((a) => a.item.id)).toEqual(['3']);
  });

  it('keeps the score through the renderer\'s input check (clamped; anything but a number is no score)', () => {
    const at = (score: unknown) => normalizeComment({ id: 1, text: 'x', time: 1, score })?.score;
    expect([0, 7, 12, -1, undefined, '5', NaN].map(at)).toEqual([0, 7, 10, 0, undefined, undefined, undefined]);
  });

  it('is a remembered setting: default 1, normalized from storage', () => {
    expect(DEFAULT_BARRAGE_SETTINGS.shieldLevel).toBe(1);
    expect(normalizeSettings({ shieldLevel: 12 }).shieldLevel).toBe(10);
    expect(normalizeSettings({ shieldLevel: 'x' as unknown as number }, { ...DEFAULT_BARRAGE_SETTINGS, shieldLevel: 4 }).shieldLevel).toBe(4);
    expect(normalizeSettings({}).shieldLevel).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { SeekAccelerator, seekStepForRepeat } from '@src/player/seek-accelerator';

describe('seekStepForRepeat', () => {
  it('starts at 10 s and grows with the repeat count, then stays at the top stage', () => {
    const steps = Array.from({ length: 24 }, (_, i) => seekStepForRepeat(i));
    expect(steps.slice(0, 4)).toEqual([10, 10, 10, 10]);
    expect(steps[4]).toBe(20);
    expect(steps[8]).toBe(30);
    expect(steps[12]).toBe(60);
    expect(steps[16]).toBe(120);
    expect(steps[23]).toBe(120);
    for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeGreaterThanOrEqual(steps[i - 1]);
  });

  it('honours a custom base step and stages', () => {
    expect(seekStepForRepeat(0, { baseStep: 5, stages: [1, 4], repeatsPerStage: 2 })).toBe(5);
    expect(seekStepForRepeat(2, { baseStep: 5, stages: [1, 4], repeatsPerStage: 2 })).toBe(20);
  });
});

describe('SeekAccelerator', () => {
  it('a single press moves 10 s and release returns the target', () => {
    const acc = new SeekAccelerator();
    expect(acc.press(1, 100, 3600)).toBe(110);
    expect(acc.active).toBe(true);
    expect(acc.release()).toBe(110);
    expect(acc.active).toBe(false);
    expect(acc.release()).toBeNull();
  });

  it('a held key accelerates: later repeats cover more ground', () => {
    const acc = new SeekAccelerator();
    const targets: number[] = [];
    for (let i = 0; i < 10; i++) targets.push(acc.press(1, 0, 7200));
    const deltas = targets.map((t, i) => t - (i === 0 ? 0 : targets[i - 1]));
    expect(deltas[0]).toBe(10);
    expect(deltas[9]).toBeGreaterThan(deltas[0]);
    expect(acc.release()).toBe(targets[9]);
  });

  it('clamps to the start and to just before the end', () => {
    const acc = new SeekAccelerator();
    expect(acc.press(-1, 4, 100)).toBe(0);
    acc.release();
    expect(acc.press(1, 95, 100)).toBe(99);
  });

  it('reversing direction restarts slow from the previewed position', () => {
    const acc = new SeekAccelerator();
    for (let i = 0; i < 8; i++) acc.press(1, 0, 7200);
    const at = acc.preview;
    expect(acc.press(-1, 0, 7200)).toBe(at - 10);
  });

  it('a new hold starts from the playhead, not the old preview', () => {
    const acc = new SeekAccelerator();
    acc.press(1, 0, 600);
    acc.cancel();
    expect(acc.press(1, 300, 600)).toBe(310);
  });

  it('refuses a non-positive base step', () => {
    expect(() => new SeekAccelerator({ baseStep: 0 })).toThrow(RangeError);
  });
});

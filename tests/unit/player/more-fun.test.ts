import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MORE_FUN,
  effectiveMoreFun,
  nextEpisodeIndex,
  normaliseMoreFun,
  onEpisodeEnd,
  reachedEpisodeEnd,
  shouldPromptNext,
  skipIntroTarget,
} from '@src/player/more-fun';

const on = { skip: true, next: true };
const off = { skip: false, next: false };
const marks = { introStart: 0, introEnd: 90, outroStart: 1300 };

describe('moreFun defaults', () => {
  it('skip and next default to true, and bad stored values fall back to true', () => {
    expect(DEFAULT_MORE_FUN).toEqual({ skip: true, next: true });
    expect(normaliseMoreFun(null)).toEqual({ skip: true, next: true });
    expect(normaliseMoreFun({ skip: false, next: 'yes' })).toEqual({ skip: false, next: true });
  });
});

describe('连续播放 (both): the master switch of skip and next', () => {
  it('on, skip and next apply as set; off, neither does, whatever they say', () => {
    expect(effectiveMoreFun({ skip: true, next: true, both: true })).toEqual({ skip: true, next: true });
    expect(effectiveMoreFun({ skip: false, next: true, both: true })).toEqual({ skip: false, next: true });
    expect(effectiveMoreFun({ skip: true, next: false, both: true })).toEqual({ skip: true, next: false });
    expect(effectiveMoreFun({ skip: true, next: true, both: false })).toEqual({ skip: false, next: false });
  });
  it('off, an episode ends at its real end with no next one, and the opening plays', () => {
    const applied = effectiveMoreFun({ skip: true, next: true, both: false });
    expect(onEpisodeEnd(applied, 0, 6)).toEqual({ kind: 'stop' });
    expect(skipIntroTarget(applied, marks, 0)).toBeNull();
    expect(reachedEpisodeEnd(applied, marks, 1300, 1400, false)).toBe(false);
    expect(onEpisodeEnd(effectiveMoreFun({ skip: true, next: true, both: true }), 0, 6)).toEqual({ kind: 'next', index: 1 });
  });
});

describe('skip intro', () => {
  it('jumps to the end of the opening when skip is on and the playhead is inside it', () => {
    expect(skipIntroTarget(on, marks, 0)).toBe(90);
    expect(skipIntroTarget(on, marks, 45)).toBe(90);
  });
  it('does nothing when skip is off, past the opening, or without marks', () => {
    expect(skipIntroTarget(off, marks, 0)).toBeNull();
    expect(skipIntroTarget(on, marks, 90)).toBeNull();
    expect(skipIntroTarget(on, undefined, 0)).toBeNull();
    expect(skipIntroTarget(on, { introEnd: 0 }, 0)).toBeNull();
  });
});

describe('episode end and next episode', () => {
  it('with skip on, the closing credits count as the end', () => {
    expect(reachedEpisodeEnd(on, marks, 1300, 1400, false)).toBe(true);
    expect(reachedEpisodeEnd(on, marks, 1299, 1400, false)).toBe(false);
    expect(reachedEpisodeEnd(off, marks, 1350, 1400, false)).toBe(false);
    expect(reachedEpisodeEnd(off, marks, 1400, 1400, true)).toBe(true);
  });

  it('plays the next episode when next is on and one exists', () => {
    expect(nextEpisodeIndex(on, 0, 3)).toBe(1);
    expect(nextEpisodeIndex(on, 2, 3)).toBeNull();
    expect(nextEpisodeIndex(off, 0, 3)).toBeNull();
    expect(onEpisodeEnd(on, 1, 3)).toEqual({ kind: 'next', index: 2 });
    expect(onEpisodeEnd({ skip: true, next: false }, 1, 3)).toEqual({ kind: 'stop' });
    expect(onEpisodeEnd(on, 2, 3)).toEqual({ kind: 'stop' });
  });

  it('prompts for the next episode in the last 10 s before the end (or the credits)', () => {
    expect(shouldPromptNext(on, marks, 1289, 1400, 0, 2)).toBe(false);
    expect(shouldPromptNext(on, marks, 1291, 1400, 0, 2)).toBe(true);
    expect(shouldPromptNext(off, marks, 1395, 1400, 0, 2)).toBe(false);
    expect(shouldPromptNext({ skip: false, next: true }, marks, 1395, 1400, 0, 2)).toBe(true);
    expect(shouldPromptNext(on, marks, 1295, 1400, 1, 2)).toBe(false);
  });
});

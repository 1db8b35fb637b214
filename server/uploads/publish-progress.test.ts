import { describe, expect, it } from 'vitest';
import { ladderProgress } from './publish-queue';

describe('ladderProgress', () => {
  const names = ['360p', '720p'];
  it('spreads the renditions over the whole and never reports 100 before publishing', () => {
    expect(ladderProgress('[media] up-1-abc 360p 0%', names)).toBe(0);
    expect(ladderProgress('[media] up-1-abc 360p 50%', names)).toBe(25);
    expect(ladderProgress('[media] up-1-abc 360p 100%', names)).toBe(50);
    expect(ladderProgress('[media] up-1-abc 720p 40%', names)).toBe(70);
    expect(ladderProgress('[media] up-1-abc 720p 100%', names)).toBe(99);
  });
  it('ignores other lines and unknown renditions', () => {
    expect(ladderProgress('[media] up-1-abc poster', names)).toBeNull();
    expect(ladderProgress('[media] up-1-abc 1080p 10%', names)).toBeNull();
  });
});

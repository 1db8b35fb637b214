import { describe, expect, it } from 'vitest';
import { historyIndex, slideDirection } from '@layouts/mobile/shell/transition';

describe('page transitions by route index (spec 001 §2)', () => {
  it('slides left going forward and right going back', () => {
    expect(slideDirection({ index: 1, root: true }, { index: 2, root: false })).toBe('left');
    expect(slideDirection({ index: 2, root: false }, { index: 1, root: true })).toBe('right');
  });

  it('no transition between root pages, on the first page or a same-index replace', () => {
    expect(slideDirection({ index: 1, root: true }, { index: 2, root: true })).toBe('none');
    expect(slideDirection(null, { index: 0, root: false })).toBe('none');
    expect(slideDirection({ index: 3, root: false }, { index: 3, root: false })).toBe('none');
  });

  it('reads the index react-router keeps in history.state', () => {
    expect(historyIndex({ idx: 4, key: 'x' })).toBe(4);
    expect(historyIndex(null)).toBe(0);
  });
});

// The lighthouse bench judges accessibility without the spec's viewport rule, recomputed from
// the audits' weights; with nothing left out it must agree with Lighthouse's own score.
import { describe, expect, it } from 'vitest';
import { categoryScoreWithout } from '../../bench/lighthouse-score';

const report = {
  categories: {
    accessibility: {
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'meta-viewport', weight: 10 },
        { id: 'button-name', weight: 10 },
        { id: 'not-applicable', weight: 0 },
        { id: 'manual', weight: 3 },
      ],
    },
  },
  audits: {
    'color-contrast': { score: 1 },
    'meta-viewport': { score: 0 },
    'button-name': { score: 1 },
    'not-applicable': { score: 0 },
    manual: { score: null },
  },
};

describe('categoryScoreWithout', () => {
  it('is the weighted mean of the scored audits, as Lighthouse gives it when nothing is left out', () => {
    expect(categoryScoreWithout(report, 'accessibility', [])).toBe(Math.round((17 / 27) * 100));
  });

  it('leaves the named audits out of both the sum and the weights', () => {
    expect(categoryScoreWithout(report, 'accessibility', ['meta-viewport'])).toBe(100);
  });

  it('has no score for a category it does not know', () => {
    expect(categoryScoreWithout(report, 'seo', [])).toBeNaN();
  });
});

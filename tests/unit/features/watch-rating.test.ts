// The watch page's rating rules (spec 002 §7 VoteLike / VideoRatingDetails): five stars on the
// server's 1..10 scale, the viewer's score shown as stars, the bands as percents.
import { describe, expect, it } from 'vitest';
import { bandPercents, scoreToStars, starsToScore } from '../../../src/features/watch/use-rating';

describe('watch rating', () => {
  it('sends two points a star, kept within 1..5 stars', () => {
    expect([1, 2, 3, 4, 5].map(starsToScore)).toEqual([2, 4, 6, 8, 10]);
    expect(starsToScore(0)).toBe(2);
    expect(starsToScore(9)).toBe(10);
  });

  it('shows a 1..10 score as the star band it falls in, none when not rated', () => {
    expect([1, 2, 3, 4, 7, 9, 10].map(scoreToStars)).toEqual([1, 1, 2, 2, 4, 5, 5]);
    expect(scoreToStars(null)).toBe(0);
  });

  it('turns the band shares into percents, 5 stars first', () => {
    expect(bandPercents({ score: 6.5, count: 2, distribution: [0.5, 0, 0, 0.5, 0], myScore: 4 })).toEqual([50, 0, 0, 50, 0]);
  });
});

// The watch page's rating (spec 002 §7: VoteLike and VideoRatingDetails): the summary (average,
// number of votes, the share of each star band, the viewer's own score) and rating by stars.
// The server keeps one vote per user on a 1..10 scale (a new vote replaces the old one); the
// page shows five stars, each worth two points, as video apps do. A guest is sent to log in.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { videoRatingDetails, voteLike, type RatingDetails } from '@src/api/contract/video';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import { WRITE_TOUCHES } from '@src/data/invalidate';
import type { ResourceStatus } from '@src/data/status';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { watchKeys } from './watch-keys';

export const RATING_STARS = 5;
/** VoteLike's score for a number of stars (1..5 -> 2..10). */
export const starsToScore = (stars: number): number => Math.min(RATING_STARS, Math.max(1, Math.round(stars))) * 2;
/** Stars shown for a 1..10 score (a 7 shows 4 stars: rounded up, as the band it falls in). */
export const scoreToStars = (score: number | null | undefined): number => (score ? Math.min(RATING_STARS, Math.ceil(score / 2)) : 0);
/** Percent of the votes in each band, 5 stars first. */
export const bandPercents = (r: RatingDetails): number[] => r.distribution.map((share) => Math.round(share * 100));

export interface RatingModel {
  status: ResourceStatus;
  summary: RatingDetails | undefined;
  /** The viewer's own stars (0: not rated). */
  myStars: number;
  busy: boolean;
  /** Rates with 1..5 stars; resolves with a Next for a guest (log in first), else null. */
  rate(stars: number): Promise<Next | null>;
}

export function useRating(mediaKey: string): RatingModel {
  const client = useQueryClient();
  const uid = useSession((s) => s.user?.token?.uid ?? 0);
  const key = watchKeys.rating(mediaKey, uid);
  const res = useResource(key, (signal) => call(videoRatingDetails, { mediaKey }, { signal }), { enabled: !!mediaKey });
  const vote = useAction(
    (score: number) => call(voteLike, { mediaKey, score }, { showMsg: true }),
    // The /voteManage list shows this vote; the summary is asked again for the new bands.
    { touches: () => [...WRITE_TOUCHES.vote(), key] },
  );
  const { run } = vote;
  const rate = useCallback(
    async (stars: number): Promise<Next | null> => {
      if (!uid) return { next: href('Login', {}, { redirect: currentRoutePath() }) };
      const score = starsToScore(stars);
      const out = await run(score);
      // The new average and count at once; the bands follow with the refetch.
      if (out.ok) client.setQueryData<RatingDetails>(key, (d) => (d ? { ...d, score: out.result.score, count: out.result.count, myScore: score } : d));
      return null;
    },
    [uid, run, client, key],
  );
  return { status: res.status, summary: res.data, myStars: scoreToStars(res.data?.myScore), busy: vote.busy, rate };
}

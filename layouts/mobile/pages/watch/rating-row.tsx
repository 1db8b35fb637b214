// The rating under the title (spec 002 §7 VoteLike, VideoRatingDetails): the average and the
// number of votes, the share of each star band, and five stars to rate with (a guest is sent to
// log in). The stars show the viewer's own score.
import { bandPercents, RATING_STARS, useRating, ws } from '@src/features/watch';
import { StarIcon } from '@src/icons/icons';
import { useCarryOut } from '../../shell/use-carry-out';

export function RatingRow({ mediaKey }: { mediaKey: string }) {
  const r = useRating(mediaKey);
  const carryOut = useCarryOut();
  const s = r.summary;
  const stars = Array.from({ length: RATING_STARS }, (_, i) => i + 1);
  return (
    <div className="m-watch-rating" data-testid="rating">
      <div className="m-watch-rating-head">
        <span className="m-watch-rating-label">{ws('rating')}</span>
        <span data-testid="rating-summary">{s && s.count ? ws('ratingSummary', { score: s.score, count: s.count }) : ws('ratingNone')}</span>
      </div>
      <div className="m-watch-rating-stars" role="radiogroup" aria-label={r.myStars ? ws('ratingMine') : ws('ratingRate')}>
        {stars.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={n === r.myStars}
            aria-label={ws('ratingStars', { n })}
            data-testid={`rate-${n}`}
            className={`m-watch-star${n <= r.myStars ? ' on' : ''}`}
            disabled={r.busy}
            onClick={() => void r.rate(n).then((next) => next && carryOut(next))}
          >
            <StarIcon filled={n <= r.myStars} />
          </button>
        ))}
      </div>
      {s && s.count ? (
        <div className="m-watch-rating-bands" data-testid="rating-bands">
          {bandPercents(s).map((p, i) => (
            <div key={i} className="m-watch-rating-band">
              <span>{ws('ratingStars', { n: RATING_STARS - i })}</span>
              <span className="m-watch-rating-bar"><span style={{ width: `${p}%` }} /></span>
              <span>{p}%</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

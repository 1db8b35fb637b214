// The rating panel of the TV player (spec 002 §7 VoteLike, VideoRatingDetails): the average,
// the number of votes and the share of each star band, then one button per star count (focus
// lands on the viewer's own score). A guest is sent to log in. Back closes it.
import { bandPercents, RATING_STARS, useRating, ws } from '@src/features/watch';
import { CheckIcon } from '@src/icons/icons';
import { FocusButton } from '../../components/focus-button';
import { useCarryOut } from '../../router/use-carry-out';
import { Panel } from './tv-watch-panels';

const STARS = Array.from({ length: RATING_STARS }, (_, i) => RATING_STARS - i);

export function RatingPanel({ mediaKey, onClose }: { mediaKey: string; onClose: () => void }) {
  const r = useRating(mediaKey);
  const carryOut = useCarryOut();
  const s = r.summary;
  return (
    <Panel id="watch/rating" title={ws('rating')} onClose={onClose} preferred={`star-${r.myStars || RATING_STARS}`}>
      <div className="tv-watch-info" data-testid="rating-summary">
        {s && s.count ? ws('ratingSummary', { score: s.score, count: s.count }) : ws('ratingNone')}
      </div>
      {s && s.count ? (
        <div className="tv-watch-info" data-testid="rating-bands">
          {bandPercents(s).map((p, i) => (
            <div key={i}>{ws('ratingBand', { n: RATING_STARS - i, p })}</div>
          ))}
        </div>
      ) : null}
      <div className="tv-watch-info">{r.myStars ? `${ws('ratingMine')}：${ws('ratingStars', { n: r.myStars })}` : ws('ratingRate')}</div>
      {STARS.map((n) => (
        <FocusButton
          key={n}
          id={`star-${n}`}
          label={ws('ratingStars', { n })}
          icon={n === r.myStars ? <CheckIcon /> : undefined}
          iconAfter
          onPress={() => {
            if (r.busy) return;
            void r.rate(n).then((next) => next && carryOut(next));
          }}
          testId={`rate-${n}`}
        />
      ))}
    </Panel>
  );
}

import { Link } from 'react-router-dom';
import { href } from '@src/routes/href';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useMt } from '../../text';

/** A later recovery step opened without the earlier ones (a reload, a shared link). */
export function StartOver() {
  const t = useMt();
  return (
    <EmptyState text={t('account.startOver')} subText="">
      <Link className="m-btn" to={href('RetrievePassword')} replace data-testid="recovery-start-over">
        {t('routes.retrievePassword')}
      </Link>
    </EmptyState>
  );
}

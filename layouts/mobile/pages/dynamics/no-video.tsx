// A cover step reached without a picked video (a reload loses the file): the way back to pick one.
import { Link } from 'react-router-dom';
import { href } from '@src/routes/href';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useMt } from '../../text';

export function NoVideo() {
  const t = useMt();
  return (
    <div className="m-scroll">
      <EmptyState text={t('dynamics.needVideo')} subText="">
        <Link className="m-btn" to={href('PublishDynamic')} replace>
          {t('dynamics.toPublish')}
        </Link>
      </EmptyState>
    </div>
  );
}

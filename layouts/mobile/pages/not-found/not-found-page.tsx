import { useNavigate } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useMt } from '../../text';
import { href } from '@src/routes/href';

export default function NotFoundPage() {
  const t = useMt();
  const navigate = useNavigate();
  return (
    <Page nav={{ title: t('routes.notFound') }}>
      <div className="m-scroll" data-testid="not-found">
        <EmptyState text={t('errors.notFound')} subText={t('errors.notFoundSub')}>
          <button type="button" className="m-btn" onClick={() => navigate(href('Home'), { replace: true })}>
            {t('common.backHome')}
          </button>
        </EmptyState>
      </div>
    </Page>
  );
}

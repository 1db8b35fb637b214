import { useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { FocusButton } from '../components/focus-button';
import { usePageReady } from '../shell/page-context';
import { href } from '@src/routes/href';

export default function NotFoundPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const goHome = useCallback(() => navigate(href('Home'), { replace: true }), [navigate]);
  usePageReady(true);
  return (
    <FocusSection focusKey="not-found">
      <div style={{ textAlign: 'center', paddingTop: '2rem' }} data-testid="not-found">
        <div style={{ fontSize: '0.44rem', color: '#fff', marginBottom: '0.2rem' }}>{t('errors.notFound')}</div>
        <div style={{ fontSize: '0.28rem', color: '#9aa0ab', marginBottom: '0.6rem' }}>{t('errors.notFoundSub')}</div>
        <FocusButton id="back-home" label={t('common.backHome')} onPress={goHome} />
      </div>
    </FocusSection>
  );
}

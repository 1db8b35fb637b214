import { useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';

/** A later recovery step opened without the earlier ones: one way on (or Back). */
export function StartOver() {
  const t = useT();
  const navigate = useTvNavigate();
  const go = useCallback(() => navigate(href('RetrievePassword'), { replace: true }), [navigate]);
  usePageReady(true);
  return (
    <FocusSection focusKey="recovery/start-over" className="tv-form" attrs={{ 'data-nothing-to-move': 'single-action' }}>
      <div className="tv-page-title">{t('routes.retrievePassword')}</div>
      <div className="tv-form-hint">{t('account.startOver')}</div>
      <FocusButton id="retrieve-password" label={t('routes.retrievePassword')} onPress={go} testId="recovery-start-over" />
    </FocusSection>
  );
}

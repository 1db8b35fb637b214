// The honest page for routes whose pages come in later work: says so, offers the way home,
// and Back works as everywhere (shell fallback).
import { useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { ROUTE_BY_NAME } from '@src/routes/table';
import { tKey } from '@src/i18n';
import { FocusButton } from '../components/focus-button';
import { usePage, usePageReady } from '../shell/page-context';
import { tvText } from '../tv-strings';
import { href } from '@src/routes/href';

export default function NotAvailablePage() {
  const t = useT();
  const navigate = useTvNavigate();
  const { name } = usePage();
  const goHome = useCallback(() => navigate(href('Home'), { replace: true }), [navigate]);
  const goBack = useCallback(() => navigate(-1), [navigate]);
  usePageReady(true);
  return (
    <FocusSection focusKey={`na:${name}`} className="tv-center-page">
      <div style={{ textAlign: 'center', paddingTop: '2rem' }} data-testid="not-available">
        <div className="tv-page-title">{tKey(ROUTE_BY_NAME[name].titleKey)}</div>
        <div style={{ fontSize: '0.4rem', color: '#fff', marginBottom: '0.2rem' }}>{tvText('notAvailableTitle')}</div>
        <div style={{ fontSize: '0.28rem', color: '#9aa0ab', marginBottom: '0.6rem' }}>{tvText('notAvailableSub')}</div>
        <FocusButton id="back" label={t('common.back')} onPress={goBack} testId="na-back" />
        <FocusButton id="back-home" label={t('common.backHome')} onPress={goHome} testId="na-home" />
      </div>
    </FocusSection>
  );
}

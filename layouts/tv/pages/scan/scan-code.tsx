// /scanCode in the TV layout: a TV has no camera to scan with; the page says so and leads to
// the login page, whose code a phone scans.
import { useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './scan.css';

export default function ScanCodePage() {
  const t = useT();
  const navigate = useTvNavigate();
  usePageReady(true);
  const back = useCallback(() => navigate(-1), [navigate]);
  const login = useCallback(() => navigate(href('Login')), [navigate]);
  return (
    <FocusSection focusKey="scan-code" className="tv-scan-page">
      <div className="tv-page-title">{t('routes.scanCode')}</div>
      <div className="tv-scan-sub" data-testid="scan-tv-unsupported">{t('scan.tvScanUnsupported')}</div>
      <FocusButton id="back" label={t('common.back')} onPress={back} />
      <FocusButton id="scan-login" label={t('scan.tvTitle')} onPress={login} />
    </FocusSection>
  );
}

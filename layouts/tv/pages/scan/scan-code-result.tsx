// /scanCodeResult?text= in the TV layout: what a scanned code holds, as text (never markup).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { classifyScan } from '@src/features/scan';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './scan.css';

export default function ScanCodeResultPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const [params] = useSearchParams();
  const code = classifyScan(params.get('text') ?? '');
  const shown = code.kind === 'link' ? code.url : code.kind === 'text' ? code.text : '';
  usePageReady(true);
  const copy = useCallback(() => {
    navigator.clipboard?.writeText(shown).then(
      () => toast(t('dialogs.copySuccessTitle')),
      () => toast(t('errors.copyFailed')),
    );
  }, [shown, t]);
  const back = useCallback(() => navigate(-1), [navigate]);
  return (
    <FocusSection focusKey="scan-result" className="tv-scan-page">
      <div className="tv-page-title">{t('routes.scanCodeResult')}</div>
      <div className="tv-scan-sub">{t(code.kind === 'link' ? 'scan.resultLink' : 'scan.resultText')}</div>
      <div className="tv-scan-text" data-testid="scan-result-text">{shown}</div>
      <FocusButton id="copy" label={t('common.copy')} onPress={copy} testId="scan-copy" />
      <FocusButton id="back" label={t('common.back')} onPress={back} />
    </FocusSection>
  );
}

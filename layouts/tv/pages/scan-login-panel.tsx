// The scan-to-login code on the TV login page: the QR image of the current ticket, or why
// there is none (refused, expired, failed) with a focusable button for a fresh code.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useTvScanLogin } from '@src/features/scan';
import { FocusButton } from '../components/focus-button';

export function ScanLoginPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const { state, refresh } = useTvScanLogin(onSignedIn);
  const problem = state.phase === 'refused' || state.phase === 'expired' || state.phase === 'failed';
  // Only the fresh-code button takes focus; while a code is shown the remote stays on the form.
  return (
    <FocusSection focusKey="login/scan" className="tv-scan-login" focusable={problem} attrs={{ 'data-testid': 'scan-login' }}>
      <div className="tv-page-title">{t('scan.tvTitle')}</div>
      <div className="tv-scan-code" data-testid="scan-login-state" data-phase={state.phase}>
        {state.phase === 'ready' ? <img src={state.image} alt={t('scan.tvTitle')} data-testid="scan-login-qr" data-qr-text={state.qrText} /> : null}
        {state.phase === 'loading' ? <span>{t('loading.text')}</span> : null}
        {problem ? (
          <span className="tv-scan-problem" data-testid="scan-login-problem">{state.message || t('errors.loadFailed')}</span>
        ) : null}
      </div>
      <div className="tv-scan-hint">{t('scan.tvHint')}</div>
      {problem ? (
        <FocusButton id="refresh-code" label={t('scan.refreshCode')} onPress={refresh} testId="scan-login-refresh" />
      ) : null}
    </FocusSection>
  );
}

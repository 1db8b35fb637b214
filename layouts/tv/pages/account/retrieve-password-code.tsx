// /retrievePasswordCode on TV: the 6-digit code that was sent.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useRecovery, useRecoveryCodeEntry, VERIFY_CODE_DIGITS } from '@src/features/account';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { StartOver } from './start-over';
import { useTvStep } from '../../components/use-tv-step';
import '../user.css';
import './account.css';

export default function RetrievePasswordCodePage() {
  const account = useRecovery((s) => s.account);
  return account ? <CodeStep /> : <StartOver />;
}

function CodeStep() {
  const t = useT();
  const navigate = useTvNavigate();
  const account = useRecovery((s) => s.account);
  const areaCode = useRecovery((s) => s.areaCode);
  const { code, setCode, step } = useRecoveryCodeEntry();
  usePageReady(true);
  const { error, submit } = useTvStep(step);
  return (
    <FocusSection focusKey="retrieve/code" className="tv-form">
      <div className="tv-page-title">{t('routes.retrievePasswordCode')}</div>
      <div className="tv-form-hint">{t('account.codeSentTo', { target: areaCode ? `${areaCode} ${account}` : account })}</div>
      <TextField name="code" label={t('routes.retrievePasswordCode')} value={code} onChange={setCode} placeholder={t('account.codePlaceholder')} maxLength={VERIFY_CODE_DIGITS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="next" label={t('account.next')} onPress={() => void submit()} testId="code-next" />
      <FocusButton id="resend" label={t('account.resend')} onPress={() => navigate(href('RetrievePasswordImg'), { replace: true })} />
    </FocusSection>
  );
}

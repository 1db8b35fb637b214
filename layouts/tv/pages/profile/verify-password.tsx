// /verifyPassword?type=phone|email on TV: the password before a bound phone or e-mail is
// replaced; then /setEmailMobile for the same type.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { contactTypeFrom, PASSWORD_MAX_CHARS, useVerifyPassword } from '@src/features/account';
import { useT } from '@src/i18n';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import { SignedIn } from './signed-in';
import '../user.css';
import '../account/account.css';

function Verify() {
  const t = useT();
  const { password, setPassword, step } = useVerifyPassword(contactTypeFrom(useLocation().search));
  usePageReady(true);
  const { error, submit } = useTvStep(step);
  return (
    <FocusSection focusKey="verify/form" className="tv-form">
      <div className="tv-page-title">{t('routes.verifyPassword')}</div>
      <div className="tv-form-hint">{t('profile.verifyHint')}</div>
      <TextField name="password" type="password" label={t('profile.loginPassword')} value={password} onChange={setPassword} placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="next" label={t('account.next')} onPress={() => void submit()} testId="verify-next" />
    </FocusSection>
  );
}

export default function VerifyPasswordPage() {
  const t = useT();
  return <SignedIn title={t('routes.verifyPassword')}>{(uid) => <Verify key={uid} />}</SignedIn>;
}

// /retrievePasswordImg on TV: the image captcha, then the code is sent.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { useRecovery, useRecoveryCaptcha, CAPTCHA_MAX_CHARS } from '@src/features/account';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { StartOver } from './start-over';
import { useTvStep } from '../../components/use-tv-step';
import '../user.css';
import './account.css';

export default function RetrievePasswordImgPage() {
  const account = useRecovery((s) => s.account);
  return account ? <CaptchaStep /> : <StartOver />;
}

function CaptchaStep() {
  const t = useT();
  const { captcha, answer, setAnswer, refresh, step } = useRecoveryCaptcha();
  usePageReady(true);
  const { error, submit } = useTvStep(step);
  return (
    <FocusSection focusKey="retrieve/captcha" className="tv-form">
      <div className="tv-page-title">{t('routes.retrievePasswordImg')}</div>
      <div className="tv-form-hint">{t('account.captchaHint')}</div>
      {captcha.data ? <img className="tv-captcha" src={captcha.data.image} alt={t('routes.retrievePasswordImg')} data-testid="captcha-image" /> : null}
      <FocusButton id="captcha-refresh" label={t('account.captchaRefresh')} onPress={refresh} />
      <TextField name="captcha" label={t('routes.retrievePasswordImg')} value={answer} onChange={setAnswer} placeholder={t('account.captchaPlaceholder')} maxLength={CAPTCHA_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="next" label={t('account.next')} onPress={() => void submit()} testId="captcha-submit" />
    </FocusSection>
  );
}

// /retrievePasswordImg on TV: the image captcha, then the code is sent.
import { useCallback, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { sendRecoveryCode, useCaptcha, useRecovery, CAPTCHA_MAX_CHARS } from '@src/features/account';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
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
  const navigate = useTvNavigate();
  const [nonce, setNonce] = useState(0);
  const captcha = useCaptcha(nonce);
  const [answer, setAnswer] = useState('');
  usePageReady(true);
  const run = useCallback(async () => {
    if (!captcha.data) return null;
    if (!answer.trim()) return 'account.captchaRequired' as const;
    if (await sendRecoveryCode(captcha.data.captchaId, answer)) {
      navigate(href('RetrievePasswordCode'), { replace: true });
      return true as const;
    }
    setAnswer('');
    setNonce((n) => n + 1);
    return null;
  }, [captcha.data, answer, navigate]);
  const { error, submit } = useTvStep(run);
  return (
    <FocusSection focusKey="retrieve/captcha" className="tv-form">
      <div className="tv-page-title">{t('routes.retrievePasswordImg')}</div>
      <div className="tv-form-hint">{t('account.captchaHint')}</div>
      {captcha.data ? <img className="tv-captcha" src={captcha.data.image} alt={t('routes.retrievePasswordImg')} data-testid="captcha-image" /> : null}
      <FocusButton id="captcha-refresh" label={t('account.captchaRefresh')} onPress={() => setNonce((n) => n + 1)} />
      <TextField name="captcha" label={t('routes.retrievePasswordImg')} value={answer} onChange={setAnswer} placeholder={t('account.captchaPlaceholder')} maxLength={CAPTCHA_MAX_CHARS} />
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="next" label={t('account.next')} onPress={() => void submit()} testId="captcha-submit" />
    </FocusSection>
  );
}

// /retrievePasswordImg: the image captcha that must be passed before a code is sent. A captcha
// works once, so a refused one is replaced by a fresh image.
import type { FormEvent } from 'react';
import { useRecovery, useRecoveryCaptcha, CAPTCHA_MAX_CHARS } from '@src/features/account';
import { useRunStep } from '../../shell/use-run-step';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { StartOver } from './start-over';
import '../login/auth-form.css';
import './account.css';

export default function RetrievePasswordImgPage() {
  const t = useMt();
  const account = useRecovery((s) => s.account);
  const { captcha, answer, setAnswer, refresh, step } = useRecoveryCaptcha();
  const busy = step.busy;
  const send = useRunStep(step);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <Page nav={{ title: t('routes.retrievePasswordImg') }}>
      <ScrollArea>
        {account ? (
          <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="captcha-form">
            <p className="m-auth-hint">{t('account.captchaHint')}</p>
            <div className="m-captcha">
              {captcha.data ? <img src={captcha.data.image} alt={t('routes.retrievePasswordImg')} data-testid="captcha-image" data-captcha-id={captcha.data.captchaId} /> : null}
              <button type="button" className="m-btn m-btn--plain" onClick={refresh}>
                {t('account.captchaRefresh')}
              </button>
            </div>
            <div className="m-auth-field">
              <input name="captcha" autoComplete="off" maxLength={CAPTCHA_MAX_CHARS} placeholder={t('account.captchaPlaceholder')} value={answer} onChange={(e) => setAnswer(e.target.value)} />
            </div>
            <button type="submit" className="m-btn m-btn--block" disabled={busy || !captcha.data} data-testid="captcha-submit">
              {t('account.next')}
            </button>
          </form>
        ) : (
          <StartOver />
        )}
      </ScrollArea>
    </Page>
  );
}

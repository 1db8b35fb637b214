// /retrievePasswordImg: the image captcha that must be passed before a code is sent. A captcha
// works once, so a refused one is replaced by a fresh image.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sendRecoveryCode, useCaptcha, useRecovery, CAPTCHA_MAX_CHARS } from '@src/features/account';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { StartOver } from './start-over';
import '../login/auth-form.css';
import './account.css';
import { useAction } from '@src/data/use-action';

export default function RetrievePasswordImgPage() {
  const t = useMt();
  const navigate = useNavigate();
  const account = useRecovery((s) => s.account);
  const [nonce, setNonce] = useState(0);
  const captcha = useCaptcha(nonce);
  const [answer, setAnswer] = useState('');
  const send = useAction(async (captchaId: string) => {
    if (await sendRecoveryCode(captchaId, answer)) navigate(href('RetrievePasswordCode'), { replace: true });
    else {
      setAnswer('');
      setNonce((n) => n + 1);
    }
  });
  const busy = send.busy;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !captcha.data) return;
    if (!answer.trim()) {
      toast(t('account.captchaRequired'), TOAST_MEDIUM_MS);
      return;
    }
    await send.run(captcha.data.captchaId);
  };
  return (
    <Page nav={{ title: t('routes.retrievePasswordImg') }}>
      <ScrollArea>
        {account ? (
          <form className="m-auth" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="captcha-form">
            <p className="m-auth-hint">{t('account.captchaHint')}</p>
            <div className="m-captcha">
              {captcha.data ? <img src={captcha.data.image} alt={t('routes.retrievePasswordImg')} data-testid="captcha-image" data-captcha-id={captcha.data.captchaId} /> : null}
              <button type="button" className="m-btn m-btn--plain" onClick={() => setNonce((n) => n + 1)}>
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

import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { AREA_CODES, ACCOUNT_MAX_CHARS, CAPTCHA_MAX_CHARS, PASSWORD_MAX_CHARS, useLoginCaptcha } from '@src/features/auth';
import { useAuthForm } from './use-auth-done';
import './auth-form.css';
import '../account/account.css';
import { href } from '@src/routes/href';

/**
 * Login with a phone number (plus area code), an e-mail or a user name, and a password; after a
 * few failures of the account the server asks for the image captcha, shown above the button.
 */
export default function LoginPage() {
  const t = useMt();
  const { search } = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const captcha = useLoginCaptcha();
  const { busy, onSubmit } = useAuthForm('login', () => ({ account, password, confirm: password }), () => areaCode, captcha);

  return (
    <Page nav={{ title: t('user.login') }}>
      <ScrollArea>
        <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="login-form">
          <div className="m-auth-brand">{t('meta.siteTitle')}</div>
          <div className="m-auth-field">
            <select className="m-auth-area" aria-label={t('mobile.areaCode')} value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
              {AREA_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <input
              name="account"
              autoComplete="username"
              placeholder={t('user.accountPlaceholder')}
              maxLength={ACCOUNT_MAX_CHARS}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
            />
          </div>
          <div className="m-auth-field">
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={t('user.passwordPlaceholder')}
              maxLength={PASSWORD_MAX_CHARS}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          {captcha.needed ? (
            <>
              <p className="m-auth-hint">{t('user.captchaHint')}</p>
              <div className="m-captcha">
                {captcha.image ? <img src={captcha.image} alt={t('user.captcha')} data-testid="captcha-image" data-captcha-id={captcha.captchaId ?? ''} /> : null}
                <button type="button" className="m-btn m-btn--plain" onClick={captcha.refresh} data-testid="captcha-refresh">
                  {t('account.captchaRefresh')}
                </button>
              </div>
              <div className="m-auth-field">
                <input
                  name="captcha"
                  autoComplete="off"
                  maxLength={CAPTCHA_MAX_CHARS}
                  placeholder={t('account.captchaPlaceholder')}
                  value={captcha.answer}
                  onChange={(e) => captcha.setAnswer(e.target.value)}
                />
              </div>
            </>
          ) : null}
          <button type="submit" className="m-btn m-btn--block" data-testid="login-submit" disabled={busy}>
            {t('user.login')}
          </button>
          <Link className="m-auth-link" to={`${href('Register')}${search}`} replace data-testid="to-register">
            {t('user.noAccount')}
          </Link>
          <Link className="m-auth-link" to={href('RetrievePassword')} data-testid="to-retrieve">
            {t('user.forgotPassword')}
          </Link>
        </form>
      </ScrollArea>
    </Page>
  );
}

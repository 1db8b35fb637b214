import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { AREA_CODES, ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS, VERIFY_CODE_DIGITS, useRegisterCode } from '@src/features/auth';
import { useRunStep } from '../../shell/use-run-step';
import { useAuthForm } from '../login/use-auth-done';
import '../login/auth-form.css';
import { href } from '@src/routes/href';

/**
 * Register: account (user name, phone or e-mail), password twice; logs in on success. A phone or
 * e-mail account also takes the code sent to it (获取验证码, then a countdown before another).
 */
export default function RegisterPage() {
  const t = useMt();
  const { search } = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const [code, setCode] = useState('');
  const registerCode = useRegisterCode(account, areaCode);
  const { busy, onSubmit } = useAuthForm('register', () => ({ account, password, confirm, code }), () => areaCode);
  const sendCode = useRunStep(registerCode.send);

  return (
    <Page nav={{ title: t('user.register') }}>
      <ScrollArea>
        <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="register-form">
          <div className="m-auth-field">
            <select className="m-auth-area" aria-label={t('mobile.areaCode')} value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
              {AREA_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            <input name="account" autoComplete="username" placeholder={t('user.accountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} value={account} onChange={(e) => setAccount(e.target.value)} />
          </div>
          {registerCode.needed ? (
            <div className="m-auth-code">
              <div className="m-auth-field">
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={VERIFY_CODE_DIGITS} placeholder={t('account.codePlaceholder')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              </div>
              <button type="button" className="m-btn m-btn--plain" disabled={registerCode.sending || registerCode.left > 0} data-testid="send-code" onClick={() => void sendCode()}>
                {registerCode.left > 0 ? t('profile.resendIn', { n: registerCode.left }) : t('profile.sendCode')}
              </button>
            </div>
          ) : null}
          <div className="m-auth-field">
            <input name="password" type="password" autoComplete="new-password" placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <div className="m-auth-field">
            <input name="confirm" type="password" autoComplete="new-password" placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </div>
          <button type="submit" className="m-btn m-btn--block" data-testid="register-submit" disabled={busy}>
            {t('user.register')}
          </button>
          <Link className="m-auth-link" to={`${href('Login')}${search}`} replace>
            {t('user.hasAccount')}
          </Link>
        </form>
      </ScrollArea>
    </Page>
  );
}

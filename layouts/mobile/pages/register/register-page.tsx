import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { AREA_CODES, ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS } from '@src/features/auth';
import { useAuthSubmit } from '../login/use-auth-done';
import '../login/auth-form.css';
import { href } from '@src/routes/href';

/** Register: account (user name, phone or e-mail), password twice; logs in on success. */
export default function RegisterPage() {
  const t = useMt();
  const { search } = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const { busy, onSubmit } = useAuthSubmit('register', () => ({ account, password, confirm }), () => areaCode);

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

import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { userApi } from '@src/api/user';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { AREA_CODES, authBody, loginProblem } from './auth-rules';
import { useAuthDone } from './use-auth-done';
import './auth-form.css';

/** Login with a phone number (plus area code), an e-mail or a user name, and a password. */
export default function LoginPage() {
  const t = useMt();
  const { search } = useLocation();
  const done = useAuthDone();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = loginProblem({ account, password });
    if (problem) {
      toast(t(problem), TOAST_MEDIUM_MS);
      return;
    }
    setBusy(true);
    try {
      const user = await userApi.login(authBody(account, password, areaCode), { loading: true });
      done(user, t('user.loginSuccess'));
    } catch {
      // The request layer already showed the server's message; the form keeps its input.
    } finally {
      setBusy(false);
    }
  };

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
              maxLength={64}
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
              maxLength={64}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="m-btn m-btn--block" data-testid="login-submit" disabled={busy}>
            {t('user.login')}
          </button>
          <Link className="m-auth-link" to={`/register${search}`} replace data-testid="to-register">
            {t('user.noAccount')}
          </Link>
        </form>
      </ScrollArea>
    </Page>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { userApi } from '@src/api/user';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { AREA_CODES, authBody, registerProblem } from '../login/auth-rules';
import { useAuthDone } from '../login/use-auth-done';
import '../login/auth-form.css';

/** Register: account (user name, phone or e-mail), password twice; logs in on success. */
export default function RegisterPage() {
  const t = useMt();
  const { search } = useLocation();
  const done = useAuthDone();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = registerProblem({ account, password, confirm });
    if (problem) {
      toast(t(problem), TOAST_MEDIUM_MS);
      return;
    }
    setBusy(true);
    try {
      const user = await userApi.register(authBody(account, password, areaCode), { loading: true });
      done(user, t('user.registerSuccess'));
    } catch {
      // The request layer showed the server's message (e.g. account taken); input is kept.
    } finally {
      setBusy(false);
    }
  };

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
            <input name="account" autoComplete="username" placeholder={t('user.accountPlaceholder')} maxLength={64} value={account} onChange={(e) => setAccount(e.target.value)} />
          </div>
          <div className="m-auth-field">
            <input name="password" type="password" autoComplete="new-password" placeholder={t('user.passwordPlaceholder')} maxLength={64} value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <div className="m-auth-field">
            <input name="confirm" type="password" autoComplete="new-password" placeholder={t('user.confirmPasswordPlaceholder')} maxLength={64} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </div>
          <button type="submit" className="m-btn m-btn--block" data-testid="register-submit" disabled={busy}>
            {t('user.register')}
          </button>
          <Link className="m-auth-link" to={`/login${search}`} replace>
            {t('user.hasAccount')}
          </Link>
        </form>
      </ScrollArea>
    </Page>
  );
}

// Login and register on TV: a form navigable by remote (fields take typing on OK).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from '@src/routes/router';
import { FocusSection } from '@focus/focus-section';
import { call } from '@src/api/call';
import { ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@src/api/contract/limits';
import { login, register } from '@src/api/contract/user';
import { t } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../components/focus-button';
import { TextField } from '../components/text-field';
import { usePageReady } from '../shell/page-context';
import './user.css';

export interface AccountInput {
  account: string;
  password: string;
  confirm?: string;
}

/** First problem with the form, or null (messages from src/i18n). */
export function validateAccount(mode: 'login' | 'register', v: AccountInput): string | null {
  if (!v.account.trim()) return t('user.accountRequired');
  if (!v.password) return t('user.passwordRequired');
  // New passwords only: login takes whatever the account was given.
  if (mode === 'register' && [...v.password].length < PASSWORD_MIN_CHARS) return t('user.passwordTooShort');
  if (mode === 'register' && v.password !== v.confirm) return t('user.passwordMismatch');
  return null;
}

export function AccountForm({ mode }: { mode: 'login' | 'register' }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageReady(true);

  const submit = useCallback(async () => {
    if (busy) return;
    const problem = validateAccount(mode, { account, password, confirm });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const user = mode === 'login' ? await call(login, { account: account.trim(), password }) : await call(register, { account: account.trim(), password });
      sessionStore.getState().setUser(user);
      sessionStore.getState().setLoginValid(true);
      toast(t(mode === 'login' ? 'user.loginSuccess' : 'user.registerSuccess'));
      const redirect = new URLSearchParams(location.search).get('redirect');
      if (redirect && redirect.startsWith('/')) navigate(redirect, { replace: true });
      else navigate('/user', { replace: true });
    } catch {
      // The request layer already toasted the server's message; the form keeps its input.
    } finally {
      setBusy(false);
    }
  }, [busy, mode, account, password, confirm, location.search, navigate]);

  const switchMode = useCallback(() => navigate(mode === 'login' ? '/register' : '/login', { replace: true }), [navigate, mode]);

  return (
    <FocusSection focusKey={`${mode}/form`} className="tv-form">
      <div className="tv-page-title">{t(mode === 'login' ? 'user.login' : 'user.register')}</div>
      <TextField index={0} name="account" label={t('user.account')} value={account} onChange={setAccount} placeholder={t('user.accountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} />
      <TextField index={1} name="password" type="password" label={t('user.password')} value={password} onChange={setPassword} placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      {mode === 'register' ? (
        <TextField index={2} name="confirm" type="password" label={t('user.confirmPassword')} value={confirm} onChange={setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      ) : null}
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton index={3} label={t(mode === 'login' ? 'user.login' : 'user.register')} onPress={submit} testId="form-submit" />
      <FocusButton index={4} label={t(mode === 'login' ? 'user.noAccount' : 'user.hasAccount')} onPress={switchMode} />
    </FocusSection>
  );
}

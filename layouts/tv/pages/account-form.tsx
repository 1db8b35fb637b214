// Login and register on TV: a form navigable by remote (fields take typing on OK), a view over
// src/features/auth (the same rules, AreaCode and redirect as the phone).
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { t } from '@src/i18n';
import { afterAuth, AREA_CODES, loginProblem, registerProblem, submitAuth, type AuthMode, ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS } from '@src/features/auth';
import { historyIndex } from '@src/routes/history-index';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../components/focus-button';
import { TextField } from '../components/text-field';
import { usePageReady } from '../shell/page-context';
import './user.css';
import { href } from '@src/routes/href';

export interface AccountInput {
  account: string;
  password: string;
  confirm?: string;
}

/** First problem with the form, or null: the shared rules of src/features/auth, as text. */
export function validateAccount(mode: AuthMode, v: AccountInput): string | null {
  const key = mode === 'login' ? loginProblem(v) : registerProblem({ ...v, confirm: v.confirm ?? '' });
  return key ? t(key) : null;
}

/** Leaves the login page after a sign-in (to ?redirect=, else back, else to mine). */
export function useLeaveAfterAuth(): () => void {
  const navigate = useTvNavigate();
  const location = useLocation();
  return useCallback(() => {
    const next = afterAuth(location.search, historyIndex());
    if ('back' in next) navigate(-1);
    else navigate(next.to, { replace: next.replace });
  }, [navigate, location.search]);
}

export function AccountForm({ mode }: { mode: AuthMode }) {
  const navigate = useTvNavigate();
  const location = useLocation();
  const leave = useLeaveAfterAuth();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageReady(true);

  // Quick choice on the remote: OK steps through the area codes (sent with a phone number).
  const nextArea = useCallback(() => setAreaCode((a) => AREA_CODES[(AREA_CODES.indexOf(a as (typeof AREA_CODES)[number]) + 1) % AREA_CODES.length]), []);

  const submit = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      const out = await submitAuth(mode, { account, password, confirm: mode === 'login' ? password : confirm }, areaCode);
      if (!out.ok) {
        setError(out.problem ? t(out.problem) : null);
        return;
      }
      setError(null);
      toast(t(out.message));
      leave();
    } finally {
      setBusy(false);
    }
  }, [busy, mode, account, password, confirm, areaCode, leave]);

  const forgot = useCallback(() => navigate(href('RetrievePassword')), [navigate]);
  const switchMode = useCallback(() => navigate(`${href(mode === 'login' ? 'Register' : 'Login')}${location.search}`, { replace: true }), [navigate, mode, location.search]);

  return (
    <FocusSection focusKey={`${mode}/form`} className="tv-form">
      <div className="tv-page-title">{t(mode === 'login' ? 'user.login' : 'user.register')}</div>
      <FocusButton index={0} label={`${t('mobile.areaCode')} ${areaCode}`} onPress={nextArea} testId="area-code" />
      <TextField index={1} name="account" label={t('user.account')} value={account} onChange={setAccount} placeholder={t('user.accountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} />
      <TextField index={2} name="password" type="password" label={t('user.password')} value={password} onChange={setPassword} placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      {mode === 'register' ? (
        <TextField index={3} name="confirm" type="password" label={t('user.confirmPassword')} value={confirm} onChange={setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      ) : null}
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton index={4} label={t(mode === 'login' ? 'user.login' : 'user.register')} onPress={submit} testId="form-submit" />
      <FocusButton index={5} label={t(mode === 'login' ? 'user.noAccount' : 'user.hasAccount')} onPress={switchMode} />
      {mode === 'login' ? <FocusButton index={6} label={t('user.forgotPassword')} onPress={forgot} testId="forgot-password" /> : null}
    </FocusSection>
  );
}

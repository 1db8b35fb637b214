// Login and register on TV: a form navigable by remote (fields take typing on OK), a view over
// src/features/auth (the same rules, AreaCode and redirect as the phone). A login the server asks
// a captcha for shows the image, a refresh and an answer field; a phone or e-mail registration
// shows 获取验证码 (with its countdown) and the code field.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { t } from '@src/i18n';
import {
  afterAuth, AREA_CODES, loginProblem, registerProblem, useAuthSubmit, useLoginCaptcha, useRegisterCode, type AuthMode, type LoginCaptcha, type RegisterCode,
  ACCOUNT_MAX_CHARS, CAPTCHA_MAX_CHARS, PASSWORD_MAX_CHARS, VERIFY_CODE_DIGITS,
} from '@src/features/auth';
import { historyIndex } from '@src/routes/history-index';
import { FocusButton } from './focus-button';
import { TextField } from './text-field';
import { usePageReady } from '../shell/page-context';
import { useCarryOut } from '../router/use-carry-out';
import { useTvStep } from './use-tv-step';
import '../pages/user.css';
import '../pages/account/account.css';
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
  const carryOut = useCarryOut();
  const location = useLocation();
  return useCallback(() => carryOut(afterAuth(location.search, historyIndex())), [carryOut, location.search]);
}

export function AccountForm({ mode }: { mode: AuthMode }) {
  const navigate = useTvNavigate();
  const location = useLocation();
  const carryOut = useCarryOut();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [areaCode, setAreaCode] = useState<string>(AREA_CODES[0]);
  const captcha = useLoginCaptcha();
  const registerCode = useRegisterCode(account, areaCode);
  usePageReady(true);

  // Quick choice on the remote: OK steps through the area codes (sent with a phone number).
  const nextArea = useCallback(() => setAreaCode((a) => AREA_CODES[(AREA_CODES.indexOf(a as (typeof AREA_CODES)[number]) + 1) % AREA_CODES.length]), []);

  const auth = useAuthSubmit(mode, location.search, captcha);
  const { submit } = auth;
  const submitForm = useCallback(async () => {
    const out = await submit({ account, password, confirm: mode === 'login' ? password : confirm, code }, areaCode);
    if (!('stay' in out)) carryOut(out);
  }, [submit, mode, account, password, confirm, code, areaCode, carryOut]);
  const sendStep = useTvStep(registerCode.send);

  const forgot = useCallback(() => navigate(href('RetrievePassword')), [navigate]);
  const switchMode = useCallback(() => navigate(`${href(mode === 'login' ? 'Register' : 'Login')}${location.search}`, { replace: true }), [navigate, mode, location.search]);
  const error = sendStep.error ?? (auth.error ? t(auth.error) : null);

  return (
    <FocusSection focusKey={`${mode}/form`} className="tv-form">
      <div className="tv-page-title">{t(mode === 'login' ? 'user.login' : 'user.register')}</div>
      <FocusButton id="area-code" label={`${t('mobile.areaCode')} ${areaCode}`} onPress={nextArea} testId="area-code" />
      <TextField name="account" label={t('user.account')} value={account} onChange={setAccount} placeholder={t('user.accountPlaceholder')} maxLength={ACCOUNT_MAX_CHARS} />
      {mode === 'register' && registerCode.needed ? <RegisterCodeFields code={code} setCode={setCode} registerCode={registerCode} onSend={sendStep.submit} /> : null}
      <TextField name="password" type="password" label={t('user.password')} value={password} onChange={setPassword} placeholder={t('user.passwordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      {mode === 'register' ? (
        <TextField name="confirm" type="password" label={t('user.confirmPassword')} value={confirm} onChange={setConfirm} placeholder={t('user.confirmPasswordPlaceholder')} maxLength={PASSWORD_MAX_CHARS} />
      ) : null}
      {mode === 'login' && captcha.needed ? <CaptchaFields captcha={captcha} /> : null}
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="submit" label={t(mode === 'login' ? 'user.login' : 'user.register')} onPress={() => void submitForm()} testId="form-submit" />
      <FocusButton id="switch-mode" label={t(mode === 'login' ? 'user.noAccount' : 'user.hasAccount')} onPress={switchMode} />
      {mode === 'login' ? <FocusButton id="forgot-password" label={t('user.forgotPassword')} onPress={forgot} testId="forgot-password" /> : null}
    </FocusSection>
  );
}

/** The login captcha the server asked for: the image, 换一张 (a focusable control) and the answer. */
function CaptchaFields({ captcha }: { captcha: LoginCaptcha }) {
  return (
    <>
      <div className="tv-form-hint">{t('user.captchaHint')}</div>
      {/* The picture is inside its 换一张 button: as wide as the picture, the button lies under the
          field's column enough for the remote's up from the answer to reach it, where a small
          button beside the picture was passed over for the password field above. */}
      <FocusButton
        id="captcha-refresh"
        className="tv-captcha-button"
        icon={captcha.image ? <img className="tv-captcha" src={captcha.image} alt={t('user.captcha')} data-testid="captcha-image" data-captcha-id={captcha.captchaId ?? ''} /> : null}
        label={t('account.captchaRefresh')}
        onPress={captcha.refresh}
        testId="captcha-refresh"
      />
      <TextField name="captcha" label={t('user.captcha')} value={captcha.answer} onChange={captcha.setAnswer} placeholder={t('account.captchaPlaceholder')} maxLength={CAPTCHA_MAX_CHARS} />
    </>
  );
}

/** 获取验证码 (or the seconds until another) and the code of a phone or e-mail registration. */
function RegisterCodeFields({ code, setCode, registerCode, onSend }: { code: string; setCode: (v: string) => void; registerCode: RegisterCode; onSend: () => Promise<void> }) {
  const { left } = registerCode;
  return (
    <>
      <FocusButton id="send-code" label={left > 0 ? t('profile.resendIn', { n: left }) : t('profile.sendCode')} onPress={() => (left > 0 ? undefined : void onSend())} testId="send-code" />
      <TextField name="code" label={t('user.verifyCode')} value={code} onChange={(v) => setCode(v.replace(/\D/g, ''))} placeholder={t('account.codePlaceholder')} maxLength={VERIFY_CODE_DIGITS} />
    </>
  );
}

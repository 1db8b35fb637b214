// Password recovery over four pages (issue 12): the account (/retrievePassword), the image
// captcha before a code is sent (/retrievePasswordImg), the code (/retrievePasswordCode) and the
// new password (/resetPassword). What the steps share lives in memory only: a code or an account
// half-entered is not kept after the tab closes.
import { createStore, useStore } from 'zustand';
import { PASSWORD_MIN_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
import type { User } from '@src/api/contract/common';
import { useResource } from '@src/data/use-resource';
import type { MessageKey } from '@src/i18n';
import { charCount } from '@src/api/contract/text';
import { sessionStore } from '@src/stores/session';
import { isPhoneLike } from '@src/features/auth';
import { call } from '@src/api/call';
import { getCaptcha, setPassword } from '@src/api/contract/account';
import { resetPassword, sendResetCode } from '@src/api/contract/user';
import { accountKeys } from './account-keys';

export interface RecoveryState {
  account: string;
  areaCode: string;
  code: string;
}

const EMPTY: RecoveryState = { account: '', areaCode: '', code: '' };
export const recoveryStore = createStore<RecoveryState>(() => EMPTY);
export const useRecovery = <T>(select: (s: RecoveryState) => T): T => useStore(recoveryStore, select);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Recovery goes to a bound phone or e-mail, so the account must be one of them. */
export function recoveryAccountProblem(account: string): MessageKey | null {
  const a = account.trim();
  if (!a) return 'user.accountRequired';
  return isPhoneLike(a) || EMAIL.test(a) ? null : 'account.retrieveAccountInvalid';
}

/** Step 1: remembers the account (AreaCode only with a phone number). */
export function startRecovery(account: string, areaCode: string): MessageKey | null {
  const problem = recoveryAccountProblem(account);
  if (problem) return problem;
  const a = account.trim();
  recoveryStore.setState({ account: a, areaCode: isPhoneLike(a) ? areaCode : '', code: '' });
  return null;
}

export interface Captcha { captchaId: string; image: string; expireSeconds: number }

/** The captcha image; `nonce` changes for a fresh one (each is spent by one try). */
export function useCaptcha(nonce: number) {
  return useResource<Captcha>(accountKeys.captcha(nonce), (signal) => call(getCaptcha, {}, { signal }), { staleTime: Infinity });
}

/** Step 2: sends the code after the captcha. False when refused (the server's message is shown). */
export async function sendRecoveryCode(captchaId: string, captchaCode: string): Promise<boolean> {
  const { account, areaCode } = recoveryStore.getState();
  try {
    await call(sendResetCode, { account, ...(areaCode ? { AreaCode: areaCode } : {}), captchaId, captchaCode: captchaCode.trim() }, { loading: true });
    return true;
  } catch {
    return false;
  }
}

/** Step 3: keeps the code for the last step (the server checks it there). */
export function enterRecoveryCode(code: string): MessageKey | null {
  const c = code.trim();
  if (!new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`).test(c)) return 'account.codeInvalid';
  recoveryStore.setState({ code: c });
  return null;
}

export function newPasswordProblem(password: string, confirm: string): MessageKey | null {
  if (!password) return 'user.passwordRequired';
  if (charCount(password) < PASSWORD_MIN_CHARS) return 'user.passwordTooShort';
  if (password !== confirm) return 'user.passwordMismatch';
  return null;
}

export type PasswordOutcome = { ok: true; user: User } | { ok: false; problem: MessageKey | null };

function signIn(user: User): void {
  const s = sessionStore.getState();
  s.setUser(user);
  s.setLoginValid(true);
}

/** Step 4: sets the new password with the code; the server signs the user in. */
export async function finishRecovery(password: string, confirm: string): Promise<PasswordOutcome> {
  const problem = newPasswordProblem(password, confirm);
  if (problem) return { ok: false, problem };
  const { account, areaCode, code } = recoveryStore.getState();
  try {
    const user = await call(resetPassword, { account, ...(areaCode ? { AreaCode: areaCode } : {}), code, password }, { loading: true });
    signIn(user);
    recoveryStore.setState(EMPTY);
    return { ok: true, user };
  } catch {
    return { ok: false, problem: null };
  }
}

/** /setPassword: a first password for an account made without one. */
export async function submitFirstPassword(password: string, confirm: string): Promise<PasswordOutcome> {
  const problem = newPasswordProblem(password, confirm);
  if (problem) return { ok: false, problem };
  try {
    const user = await call(setPassword, { password }, { loading: true });
    signIn(user);
    return { ok: true, user };
  } catch {
    return { ok: false, problem: null };
  }
}

// Client-side checks of the login and register forms, with the contract's limits
// (src/api/contract/limits.ts), so bad input gets a clear message before a round trip and the
// form keeps what was typed.
import { ACCOUNT_MAX_CHARS, ACCOUNT_MIN_CHARS, PASSWORD_MIN_CHARS } from '@src/api/contract/limits';
import type { TextKey } from '../../text';

export const AREA_CODES = ['+86', '+852', '+853', '+886', '+60', '+65', '+1'] as const;

/** A phone number: digits only (the area code is sent separately as AreaCode). */
export const isPhoneLike = (account: string) => /^\d{5,20}$/.test(account.trim());

export interface LoginInput {
  account: string;
  password: string;
}

export function loginProblem({ account, password }: LoginInput): TextKey | null {
  if (!account.trim()) return 'user.accountRequired';
  if (!password) return 'user.passwordRequired';
  return null;
}

export function registerProblem(input: LoginInput & { confirm: string }): TextKey | null {
  const base = loginProblem(input);
  if (base) return base;
  const account = input.account.trim();
  if (account.length < ACCOUNT_MIN_CHARS || account.length > ACCOUNT_MAX_CHARS) return 'mobile.accountInvalid';
  // New passwords only: login takes whatever the account was given.
  if ([...input.password].length < PASSWORD_MIN_CHARS) return 'user.passwordTooShort';
  if (input.password !== input.confirm) return 'user.passwordMismatch';
  return null;
}

/** The login/register body: AreaCode only for phone numbers. */
export function authBody(account: string, password: string, areaCode: string) {
  const a = account.trim();
  return isPhoneLike(a) ? { account: a, password, AreaCode: areaCode } : { account: a, password };
}

/** After login: the `redirect` query when it is a local path, else null (go back). */
export function redirectTarget(search: string): string | null {
  const r = new URLSearchParams(search).get('redirect');
  return r && r.startsWith('/') && !r.startsWith('//') && !/^\/(login|register)\b/i.test(r) ? r : null;
}

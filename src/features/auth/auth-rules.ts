// The rules of the login and register forms, one set for both layouts, with the contract's
// limits (src/api/contract/limits.ts), so bad input gets a clear message before a round trip
// and the form keeps what was typed. Messages are src/i18n keys.
import { ACCOUNT_MAX_CHARS, ACCOUNT_MIN_CHARS, PASSWORD_MIN_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
import { charCount } from '@src/api/contract/text';
import type { MessageKey } from '@src/i18n';
import { href } from '@src/routes/href';
import type { Next } from '@src/lib/next';

/** The area codes offered with a phone number (the first is the default). */
export const AREA_CODES = ['+86', '+852', '+853', '+886', '+60', '+65', '+1'] as const;

/** A phone number: digits only (the area code is sent separately as AreaCode). */
export const isPhoneLike = (account: string) => /^\d{5,20}$/.test(account.trim());

export interface LoginInput {
  account: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  confirm: string;
  /** The code SendRegisterCode sent to a phone or e-mail account (a user name needs none). */
  code?: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** A phone or e-mail account is registered with the code sent to it (issue 27, point 7a). */
export const needsRegisterCode = (account: string) => isPhoneLike(account) || EMAIL.test(account.trim());

/** Why no registration code can be sent to `account` (null: it can). */
export function registerCodeTargetProblem(account: string): MessageKey | null {
  if (!account.trim()) return 'user.accountRequired';
  return needsRegisterCode(account) ? null : 'user.registerCodeTarget';
}

export function loginProblem({ account, password }: LoginInput): MessageKey | null {
  const a = account.trim();
  if (!a) return 'user.accountRequired';
  if (charCount(a) < ACCOUNT_MIN_CHARS || charCount(a) > ACCOUNT_MAX_CHARS) return 'mobile.accountInvalid';
  if (!password) return 'user.passwordRequired';
  return null;
}

export function registerProblem(input: RegisterInput): MessageKey | null {
  const base = loginProblem(input);
  if (base) return base;
  // New passwords only: login takes whatever the account was given.
  if (charCount(input.password) < PASSWORD_MIN_CHARS) return 'user.passwordTooShort';
  if (input.password !== input.confirm) return 'user.passwordMismatch';
  if (needsRegisterCode(input.account) && !new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`).test((input.code ?? '').trim())) return 'account.codeInvalid';
  return null;
}

/** The login/register body: AreaCode only for phone numbers. */
export function authBody(account: string, password: string, areaCode: string) {
  const a = account.trim();
  return isPhoneLike(a) ? { account: a, password, AreaCode: areaCode } : { account: a, password };
}

/** The register body: authBody and, for a phone or e-mail account, its code. */
export function registerBody(input: RegisterInput, areaCode: string) {
  const body = authBody(input.account, input.password, areaCode);
  return needsRegisterCode(input.account) ? { ...body, code: (input.code ?? '').trim() } : body;
}

/** The login captcha as the form holds it: the image's id and what the user typed. */
export interface CaptchaAnswer {
  captchaId: string;
  answer: string;
}

/** A captcha the server asked for must be answered before the login is sent again. */
export function captchaProblem(captcha: CaptchaAnswer | null): MessageKey | null {
  if (!captcha) return null;
  return captcha.captchaId && captcha.answer.trim() ? null : 'account.captchaRequired';
}

/** After login: the `redirect` query when it is a local path, else null (go back). */
export function redirectTarget(search: string): string | null {
  const r = new URLSearchParams(search).get('redirect');
  return r && r.startsWith('/') && !r.startsWith('//') && !/^\/(login|register)\b/i.test(r) ? r : null;
}

/**
 * Where a successful login or register leaves to, in both layouts: the `redirect` query, else
 * back to the page that sent the user here, else the personal centre.
 */
export function afterAuth(search: string, historyIndex: number): Next {
  const target = redirectTarget(search);
  if (target) return { next: target, replace: true };
  if (historyIndex > 0) return { back: true };
  return { next: href('PersonalCenter'), replace: true };
}

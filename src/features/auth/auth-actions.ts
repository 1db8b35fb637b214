// The login and register calls and what a success does to the session, for both layouts.
import type { User } from '@src/api/contract/common';
import { RET } from '@src/api/contract/envelope';
import { ApiError } from '@src/api/errors';
import { currentLayout } from '@src/platform/layout-choice';
import { sessionStore } from '@src/stores/session';
import { authBody, captchaProblem, loginProblem, registerBody, registerCodeTargetProblem, registerProblem, type CaptchaAnswer, type RegisterInput } from './auth-rules';
import type { MessageKey } from '@src/i18n';
import { call } from '@src/api/call';
import { login, logout, register, sendRegisterCode as sendRegisterCodeEndpoint } from '@src/api/contract/user';

export type AuthMode = 'login' | 'register';

/**
 * The device kind a login names (docs/api.md "One session per device kind"): the layout boot
 * chose, so a second TV login ends the older TV session and the older screen shows the
 * kicked-out dialog, while a phone and a TV stay signed in.
 */
export function deviceKind(): 'tv' | 'mobile' {
  return currentLayout();
}

export type AuthOutcome =
  | { ok: true; user: User; message: MessageKey }
  | {
      ok: false;
      /** A refused check (shown by the form); null when the server refused (the request layer showed why). */
      problem: MessageKey | null;
      /** The server wants the image captcha with the next login (ret 1004, or the failure that reached the count). */
      captcha: boolean;
      /** The call was sent: a captcha sent with it is spent. */
      sent: boolean;
    };

/** Whether a refused login asks for the captcha next time (docs/api.md, Login). */
export function asksForCaptcha(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.ret === RET.CAPTCHA_REQUIRED) return true;
  return err.ret === RET.LOGIN_FAILED && (err.data as { captchaRequired?: unknown } | null | undefined)?.captchaRequired === true;
}

/**
 * Checks the input, sends it (AreaCode for a phone number; the captcha when the server asked for
 * one; a registration's code), stores the session. A refused check gives its message key; a
 * failed call gives problem null (the request layer has shown the server's message) and the
 * form keeps its input.
 */
export async function submitAuth(mode: AuthMode, input: RegisterInput, areaCode: string, captcha: CaptchaAnswer | null = null): Promise<AuthOutcome> {
  const problem = mode === 'login' ? (loginProblem(input) ?? captchaProblem(captcha)) : registerProblem(input);
  if (problem) return { ok: false, problem, captcha: false, sent: false };
  let user: User;
  try {
    if (mode === 'login') {
      const solved = captcha ? { captchaId: captcha.captchaId, captchaCode: captcha.answer.trim() } : {};
      user = await call(login, { ...authBody(input.account, input.password, areaCode), device: deviceKind(), ...solved }, { loading: true });
    } else {
      user = await call(register, registerBody(input, areaCode), { loading: true });
    }
  } catch (err) {
    return { ok: false, problem: null, captcha: mode === 'login' && asksForCaptcha(err), sent: true };
  }
  const s = sessionStore.getState();
  s.setUser(user);
  s.setLoginValid(true);
  return { ok: true, user, message: mode === 'login' ? 'user.loginSuccess' : 'user.registerSuccess' };
}

/**
 * Sends a registration code to the phone (with its area code) or e-mail being registered.
 * Resolves with the unix ms when another may be asked for, a message key for a refused check,
 * or null when the server refused (its message is shown).
 */
export async function sendRegisterCode(account: string, areaCode: string): Promise<{ resendAt: number } | MessageKey | null> {
  const problem = registerCodeTargetProblem(account);
  if (problem) return problem;
  const { AreaCode } = authBody(account, '', areaCode) as { AreaCode?: string };
  try {
    const r = await call(sendRegisterCodeEndpoint, { account: account.trim(), ...(AreaCode ? { AreaCode } : {}) }, { loading: true });
    return { resendAt: Date.now() + r.resendSeconds * 1000 };
  } catch {
    return null;
  }
}

/**
 * Logs out: tells the server (its failure still logs out locally: the token may already be
 * dead, or the device offline) and clears the session.
 */
export async function logoutEverywhere(): Promise<void> {
  await call(logout, {}, { ignoreErrors: true }).catch(() => undefined);
  sessionStore.getState().clearUser();
}

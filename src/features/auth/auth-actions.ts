// The login and register calls and what a success does to the session, for both layouts.
import type { User } from '@src/api/contract/common';
import { userApi } from '@src/api/user';
import { sessionStore } from '@src/stores/session';
import { authBody, loginProblem, registerProblem, type RegisterInput } from './auth-rules';
import type { MessageKey } from '@src/i18n';

export type AuthMode = 'login' | 'register';

/**
 * The device kind a login names (docs/api.md "One session per device kind"): the layout boot
 * chose (layouts/boot.tsx writes it on <html>), so a second TV login ends the older TV session
 * and the older screen shows the kicked-out dialog, while a phone and a TV stay signed in.
 */
export function deviceKind(): 'tv' | 'mobile' {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'tv' ? 'tv' : 'mobile';
}

export type AuthOutcome = { ok: true; user: User; message: MessageKey } | { ok: false; problem: MessageKey | null };

/**
 * Checks the input, sends it (AreaCode for a phone number), stores the session. A refused
 * check gives its message key; a failed call gives problem null (the request layer has shown
 * the server's message) and the form keeps its input.
 */
export async function submitAuth(mode: AuthMode, input: RegisterInput, areaCode: string): Promise<AuthOutcome> {
  const problem = mode === 'login' ? loginProblem(input) : registerProblem(input);
  if (problem) return { ok: false, problem };
  const body = authBody(input.account, input.password, areaCode);
  let user: User;
  try {
    user = mode === 'login' ? await userApi.login({ ...body, device: deviceKind() }, { loading: true }) : await userApi.register(body, { loading: true });
  } catch {
    return { ok: false, problem: null };
  }
  const s = sessionStore.getState();
  s.setUser(user);
  s.setLoginValid(true);
  return { ok: true, user, message: mode === 'login' ? 'user.loginSuccess' : 'user.registerSuccess' };
}

/**
 * Logs out: tells the server (its failure still logs out locally: the token may already be
 * dead, or the device offline) and clears the session.
 */
export async function logoutEverywhere(): Promise<void> {
  await userApi.logout({}, { ignoreErrors: true }).catch(() => undefined);
  sessionStore.getState().clearUser();
}

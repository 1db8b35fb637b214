// Binding or changing the phone or e-mail (issue 12): /emailMobileSetting shows both and leads
// to /verifyPassword (when a bound one is replaced on an account with a password: the server
// asks for the proof) and /setEmailMobile (the new address, the code sent to it), then
// /setEmailMobileSuccess. The proof and the address in progress live in memory only.
import { useEffect, useState } from 'react';
import { createStore, useStore } from 'zustand';
import { CONTACT_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
import { charCount } from '@src/api/contract/text';
import { invalidateAfterWrite } from '@src/data/invalidate';
import type { MessageKey } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { call } from '@src/api/call';
import { verifyPassword } from '@src/api/contract/account';
import { changeContact, sendContactCode } from '@src/api/contract/user';
import type { AccountSecurity } from './security';
import { accountKeys } from './account-keys';

export type ContactType = 'phone' | 'email';

export const contactTypeFrom = (search: string): ContactType => (new URLSearchParams(search).get('type') === 'phone' ? 'phone' : 'email');

interface BindingState {
  type: ContactType;
  /** VerifyPassword's proof (10 minutes), for this type's change. */
  verifyToken: string;
  verifyExpires: number;
  /** Where the last code went (the code is checked with the same address). */
  account: string;
  areaCode: string;
  /** Unix ms when another code may be asked for. */
  resendAt: number;
}

const EMPTY: BindingState = { type: 'email', verifyToken: '', verifyExpires: 0, account: '', areaCode: '', resendAt: 0 };
export const bindingStore = createStore<BindingState>(() => EMPTY);
export const useBinding = <T>(select: (s: BindingState) => T): T => useStore(bindingStore, select);

/** The bound value of a type ('' when none). */
export const boundOf = (s: Pick<AccountSecurity, 'phone' | 'email'>, type: ContactType) => (type === 'phone' ? s.phone : s.email);

/** Replacing a bound one on an account with a password takes the password first. */
export const needsPassword = (s: Pick<AccountSecurity, 'phone' | 'email' | 'hasPassword'>, type: ContactType) => s.hasPassword && boundOf(s, type) !== '';

/** Which page starts a change of `type`. */
export function startBinding(s: Pick<AccountSecurity, 'phone' | 'email' | 'hasPassword'>, type: ContactType): 'VerifyPassword' | 'SetEmailMobile' {
  const cur = bindingStore.getState();
  const proved = cur.type === type && cur.verifyToken !== '' && cur.verifyExpires > Date.now();
  bindingStore.setState({ ...EMPTY, type, ...(proved ? { verifyToken: cur.verifyToken, verifyExpires: cur.verifyExpires } : {}) });
  return needsPassword(s, type) && !proved ? 'VerifyPassword' : 'SetEmailMobile';
}

/** Proves the password for a change of `type`; false when refused (the server's message shows). */
export async function provePassword(type: ContactType, password: string): Promise<MessageKey | null | true> {
  if (!password) return 'user.passwordRequired';
  try {
    const r = await call(verifyPassword, { password }, { loading: true });
    bindingStore.setState({ type, verifyToken: r.verifyToken, verifyExpires: Date.now() + r.expireSeconds * 1000 });
    return true;
  } catch {
    return null;
  }
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The new address's problem (the server checks the phone's region with libphonenumber-js). */
export function contactProblem(type: ContactType, account: string): MessageKey | null {
  const a = account.trim();
  if (!a) return type === 'email' ? 'profile.emailRequired' : 'profile.phoneRequired';
  if (type === 'email') return EMAIL.test(a) && charCount(a) <= CONTACT_MAX_CHARS ? null : 'profile.emailInvalid';
  return /^\d{5,15}$/.test(a) ? null : 'profile.phoneInvalid';
}

export function codeProblem(code: string): MessageKey | null {
  return new RegExp(`^\\d{${VERIFY_CODE_DIGITS}}$`).test(code.trim()) ? null : 'account.codeInvalid';
}

/** Sends a code to the new address; true when sent (the resend wait starts). */
export async function sendBindingCode(type: ContactType, account: string, areaCode: string): Promise<MessageKey | null | true> {
  const problem = contactProblem(type, account);
  if (problem) return problem;
  const { verifyToken, verifyExpires } = bindingStore.getState();
  const a = account.trim();
  const area = type === 'phone' ? areaCode : '';
  try {
    const r = await call(sendContactCode, 
      { type, account: a, ...(area ? { AreaCode: area } : {}), ...(verifyToken && verifyExpires > Date.now() ? { verifyToken } : {}) },
      { loading: true },
    );
    bindingStore.setState({ type, account: a, areaCode: area, resendAt: Date.now() + r.resendSeconds * 1000 });
    return true;
  } catch {
    return null;
  }
}

/**
 * Checks the code for the address it was sent to; the updated user becomes the session. A wrong
 * or expired code: the server's message shows and nothing changes.
 */
export async function confirmBinding(code: string): Promise<MessageKey | null | true> {
  const { type, account, areaCode } = bindingStore.getState();
  if (!account) return 'profile.sendCodeFirst';
  const problem = codeProblem(code);
  if (problem) return problem;
  try {
    const user = await call(changeContact, { type, account, ...(areaCode ? { AreaCode: areaCode } : {}), code: code.trim() }, { loading: true });
    sessionStore.getState().setUser(user);
    bindingStore.setState({ ...EMPTY, type, account });
    await invalidateAfterWrite([accountKeys.security()]);
    return true;
  } catch {
    return null;
  }
}

/** Seconds until another code may be asked for (0: now). */
export const resendLeft = (resendAt: number, now = Date.now()) => Math.max(0, Math.ceil((resendAt - now) / 1000));

/** The resend wait, counting down once a second while the page shows it. */
export function useResendLeft(): number {
  const resendAt = useBinding((s) => s.resendAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (resendAt <= Date.now()) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [resendAt]);
  return resendLeft(resendAt, now);
}

// /accountSecurity (issue 12): whether a password is set, the bound phone and e-mail, the
// signed-in devices; changing the password with the old one and signing the other devices
// out. Both writes reply with a fresh token for this device, which becomes the session (the
// socket binds again with it); every other device's token is void on the server.
import type { User } from '@src/api/contract/common';
import { PASSWORD_MIN_CHARS } from '@src/api/contract/limits';
import { charCount } from '@src/api/contract/text';
import { invalidateAfterWrite } from '@src/data/invalidate';
import { useResource } from '@src/data/use-resource';
import { mask } from '@src/lib/mask';
import type { MessageKey } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { call } from '@src/api/call';
import { getAccountSecurity, signOutOtherDevices as signOutOtherDevicesEndpoint } from '@src/api/contract/account';
import { changePassword as changePasswordEndpoint } from '@src/api/contract/user';
import { accountKeys } from './account-keys';


export interface SignedInDevice {
  deviceName: string;
  ip: string;
  createdAt: number;
  lastSeen: number;
  current: boolean;
}

export interface AccountSecurity {
  hasPassword: boolean;
  phone: string;
  AreaCode: string;
  email: string;
  devices: SignedInDevice[];
}

export function useAccountSecurity(enabled = true) {
  return useResource<AccountSecurity>(accountKeys.security(), (signal) => call(getAccountSecurity, {}, { signal }), { enabled });
}

/**
 * The bound phone as the spec's masking helper shows it (spec 002 §5, src/lib/mask.ts): with its
 * area code it is a two-word text, so the code is kept and the number keeps its first 2 and
 * last 2 digits (+86 13*******34).
 */
export function maskPhone(phone: string, areaCode = ''): string {
  if (!phone) return '';
  const code = areaCode.replace(/\D/g, '');
  return mask(code ? `+${code} ${phone}` : phone);
}

/** The bound e-mail as the spec's masking helper shows it: so*****@example.com. */
export function maskEmail(email: string): string {
  return email ? mask(email, true) : '';
}

/** The current device first, then the others by last activity. */
export function sortDevices(devices: readonly SignedInDevice[]): SignedInDevice[] {
  return [...devices].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen - a.lastSeen);
}

export function changePasswordProblem(oldPassword: string, password: string, confirm: string): MessageKey | null {
  if (!oldPassword) return 'profile.oldPasswordRequired';
  if (!password) return 'user.passwordRequired';
  if (charCount(password) < PASSWORD_MIN_CHARS) return 'user.passwordTooShort';
  if (password !== confirm) return 'user.passwordMismatch';
  if (password === oldPassword) return 'profile.passwordSame';
  return null;
}

export type SecurityOutcome = { ok: true; user: User } | { ok: false; problem: MessageKey | null };

async function keepFreshSession(send: () => Promise<User>): Promise<SecurityOutcome> {
  try {
    const user = await send();
    sessionStore.getState().setUser(user);
    await invalidateAfterWrite([accountKeys.security()]);
    return { ok: true, user };
  } catch {
    return { ok: false, problem: null };
  }
}

/** Wrong old password -> the server's message (ret 1001), nothing changed. */
export async function changePassword(oldPassword: string, password: string, confirm: string): Promise<SecurityOutcome> {
  const problem = changePasswordProblem(oldPassword, password, confirm);
  if (problem) return { ok: false, problem };
  return keepFreshSession(() => call(changePasswordEndpoint, { oldPassword, password }, { loading: true }));
}

export function signOutOtherDevices(): Promise<SecurityOutcome> {
  return keepFreshSession(() => call(signOutOtherDevicesEndpoint, {}, { loading: true }));
}

// The staff session of this browser tab: the opaque token from staffLogin and who it is. Kept
// in sessionStorage (not localStorage): a staff token can move money and ban users, so it dies
// with the tab and is never shared with another tab or left for the next person at the desk.
import { useSyncExternalStore } from 'react';
import type { StaffMe } from '@src/api/contract/staff';
import { Emitter } from '@src/lib/events';

const KEY = 'staff.session';

export interface StaffSession {
  token: string;
  me: StaffMe;
}

/** Why the console is back on its sign-in page ('' after signing out on purpose). */
export type SignedOutReason = '' | 'expired';

let current: StaffSession | null = read();
let reason: SignedOutReason = '';
const events = new Emitter<{ change: undefined }>('staff-session');

function read(): StaffSession | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as StaffSession;
    // Past its end the server refuses it anyway (ret 201); the sign-in page says so at once.
    if (typeof s.token !== 'string' || !s.me || s.me.expiresAt * 1000 <= Date.now()) return null;
    return s;
  } catch {
    return null;
  }
}

export function staffToken(): string {
  return current?.token ?? '';
}

export function setStaffSession(s: StaffSession): void {
  current = s;
  reason = '';
  try {
    sessionStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Storage full or off: the session lives in memory for this page.
  }
  events.emit('change', undefined);
}

export function clearStaffSession(why: SignedOutReason): void {
  current = null;
  reason = why;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  events.emit('change', undefined);
}

const subscribe = (fn: () => void) => events.on('change', fn);
const snapshot = () => current;
const reasonSnapshot = () => reason;

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useSignedOutReason(): SignedOutReason {
  return useSyncExternalStore(subscribe, reasonSnapshot, reasonSnapshot);
}

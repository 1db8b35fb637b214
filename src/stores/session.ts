// The user session (spec 000 §3-4, 001 §4). The user (with its token) is kept in localStorage
// `user` and in the cookie `videoUserInfo` (product name "video": the cookie is
// `{product}UserInfo`). Clearing the user empties both shield lists and fires a
// `loginChange` event after 0.5 s (the shell disconnects the chat socket on it).
import { createStore, useStore } from 'zustand';
import { userSchema, type User } from '../api/contract/common';
import { getCookie, removeCookie, setCookie } from '../lib/cookie';
import { Emitter } from '../lib/events';
import { localGet, localSet } from '../lib/storage';
import { shieldStore } from './shield';

export const PRODUCT = 'video';
export const USER_STORAGE_KEY = 'user';
export const USER_COOKIE = `${PRODUCT}UserInfo`;
/**
 * The cookie copy of the user carries the token, so it lives one day (localStorage keeps the
 * session longer), is SameSite=Lax and Secure on https (src/lib/cookie.ts). The server never
 * reads it: tokens are taken from request headers only (docs/api.md \"Tokens\").
 */
export const USER_COOKIE_DAYS = 1;
export const LOGIN_EVENT_DELAY_MS = 500;

export const sessionEvents = new Emitter<{ loginChange: { loggedIn: boolean } }>('session');

export interface SessionState {
  user: User | null;
  /** Login validation state: true after a successful validation or login. */
  loginValid: boolean;
  setUser(user: User | null): void;
  clearUser(): void;
  setLoginValid(valid: boolean): void;
}

let loginEventTimer: ReturnType<typeof setTimeout> | null = null;

export const sessionStore = createStore<SessionState>((set, get) => ({
  user: null,
  loginValid: false,
  setUser(user) {
    if (!user || !user.token) {
      get().clearUser();
      return;
    }
    const wasLoggedIn = get().user !== null;
    set({ user });
    persistUser(user);
    if (!wasLoggedIn) sessionEvents.emit('loginChange', { loggedIn: true });
  },
  clearUser() {
    set({ user: null, loginValid: false });
    persistUser(null);
    shieldStore.getState().clear();
    if (loginEventTimer) clearTimeout(loginEventTimer);
    loginEventTimer = setTimeout(() => {
      loginEventTimer = null;
      sessionEvents.emit('loginChange', { loggedIn: false });
    }, LOGIN_EVENT_DELAY_MS);
  },
  setLoginValid(valid) {
    set({ loginValid: valid });
  },
}));

function persistUser(user: User | null): void {
  if (user) {
    const json = JSON.stringify(user);
    localSet(USER_STORAGE_KEY, json);
    setCookie(USER_COOKIE, json, USER_COOKIE_DAYS);
  } else {
    localSet(USER_STORAGE_KEY, null);
    removeCookie(USER_COOKIE);
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return userSchema.check(value, 'user') === null ? (value as User) : null;
  } catch {
    return null;
  }
}

/** The stored user (localStorage first, then the cookie), or null when none or malformed. */
export function readStoredUser(): User | null {
  return parseUser(localGet(USER_STORAGE_KEY)) ?? parseUser(getCookie(USER_COOKIE));
}

/** Puts the stored user back into the store at start; returns it. */
export function restoreStoredUser(): User | null {
  const user = readStoredUser();
  if (user) sessionStore.setState({ user });
  return user;
}

export const useSession = <T>(selector: (s: SessionState) => T): T => useStore(sessionStore, selector);

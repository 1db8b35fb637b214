// Session restore at start (spec 001 §4): a stored user is put back, its info refreshed
// (not on /user, which loads it itself) and both shield lists loaded. A token in the URL
// query that differs from the current user's is validated and becomes the session.
// The chat socket is connected by whoever listens to sessionEvents `loginChange`.
import { call } from '../api/call';
import { getUserInfo, validateLogin } from '../api/contract/user';
import type { Token } from '../api/contract/common';
import { restoreStoredUser, sessionStore, sessionEvents } from './session';

export async function refreshUser(): Promise<boolean> {
  try {
    const user = await call(getUserInfo, {}, { ignoreErrors: true, noLoginRedirect: true });
    sessionStore.getState().setUser(user);
    sessionStore.getState().setLoginValid(true);
    return true;
  } catch {
    // spec 001 §4: a failed refresh marks login invalid and clears the user
    sessionStore.getState().clearUser();
    return false;
  }
}

/** Validates a token handed in the URL (uid, gid, sign, expire) and makes it the session. */
export async function loginWithToken(token: Token): Promise<boolean> {
  const st = sessionStore.getState();
  // The request layer takes the token from the session store, so the token goes in first.
  sessionStore.setState({ user: { ...(st.user ?? ({} as never)), id: token.uid, token } });
  try {
    const user = await call(validateLogin, {}, { ignoreErrors: true, noLoginRedirect: true });
    sessionStore.getState().setUser(user);
    sessionStore.getState().setLoginValid(true);
    return true;
  } catch {
    sessionStore.getState().clearUser();
    return false;
  }
}

export function tokenFromQuery(search: string): Token | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const raw = ['uid', 'gid', 'expire'].map((k) => q.get(k));
  const sign = q.get('sign');
  if (!sign || raw.some((v) => v === null || !/^\d+$/.test(v))) return null;
  const nums = raw.map(Number);
  if (nums[0] < 1) return null;
  return { uid: nums[0], gid: nums[1], expire: nums[2], sign };
}

export async function restoreSession(loc: { pathname: string; search: string } = location): Promise<void> {
  const urlToken = tokenFromQuery(loc.search);
  const stored = restoreStoredUser();
  const current = sessionStore.getState().user;
  if (urlToken && (!current || current.token.sign !== urlToken.sign || current.token.uid !== urlToken.uid)) {
    // The shield lists follow the session store (src/features/shield/shield-sync), so a new or
    // restored user loads them once, there.
    await loginWithToken(urlToken);
    return;
  }
  if (!stored) {
    sessionEvents.emit('loginChange', { loggedIn: false });
    return;
  }
  sessionEvents.emit('loginChange', { loggedIn: true });
  if (loc.pathname.toLowerCase() !== '/user') await refreshUser();
}

// The unread count on the session user (totalMsgCount, the mine-tab red dot): read from
// GetUserMegCount at login, after a conversation is read, and by the 60 s global timer
// (spec 001 §9; likes, comments and new fans are not pushed, so the timer is how they light
// the dot), and raised by one on every pushed message. The same reply carries newWorks, the
// discovery red dot, so the timer lights that one too when a video is published.
import { call } from '@src/api/call';
import { getUserMegCount } from '@src/api/contract/user';
import { sessionStore } from '@src/stores/session';

export const GLOBAL_TIMER_MS = 60_000;

export function setUnread(total: number, newWorks?: boolean): void {
  const user = sessionStore.getState().user;
  const works = newWorks ?? user?.newWorks;
  if (!user || (user.totalMsgCount === total && user.newWorks === works)) return;
  sessionStore.getState().setUser({ ...user, totalMsgCount: Math.max(0, total), newWorks: Boolean(works) });
}

export function addUnread(n: number): void {
  const user = sessionStore.getState().user;
  if (user) setUnread((user.totalMsgCount ?? 0) + n);
}

/** Asks the server for the counts; a failure leaves the shown count as it is. */
export async function refreshUnread(): Promise<void> {
  if (!sessionStore.getState().user) return;
  try {
    const counts = await call(getUserMegCount, {}, { ignoreErrors: true, noLoginRedirect: true });
    setUnread(counts.totalMsgCount, counts.newWorks);
  } catch {
    // keep the count shown
  }
}

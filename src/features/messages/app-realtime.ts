// The app-wide socket for the shells (spec 001 §4, §7): started once by each layout's shell, it
// follows the session (a stored user restored at start or a login connects and sends `conn`; a
// cleared user disconnects), applies the session events and feeds pushed private messages to the
// message tip. The watch page's live barrage joins its room on this same socket.
import { privateMessagePushSchema, type PrivateMessagePush } from '@src/api/contract/chat';
import { navigate } from '@src/api/navigator';
import { href } from '@src/routes/href';
import { refreshUser } from '@src/stores/session-restore';
import { sessionStore } from '@src/stores/session';
import { settingsStore } from '@src/stores/settings';
import { openDialog, toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { applyUserStateChange, realtime, startRealtimeSession, type SessionEventDeps } from '../socket';
import { playTipSound } from './tip-sound';
import { receiveTip, resetTips } from './tip-store';
import { addUnread, GLOBAL_TIMER_MS, refreshUnread } from './unread';

export const sessionEventDeps: SessionEventDeps = {
  refreshUser,
  clearUser: () => sessionStore.getState().clearUser(),
  toastBottom: (text) => toast(text, TOAST_MEDIUM_MS, 'bottom'),
  confirm: (message, button) => openDialog({ message, buttons: [{ text: button, value: 'ok' }] }),
  goHome: () => navigate(href('Home'), { replace: true }),
};

/** A pushed privateMessage, checked against the contract; null when malformed. */
export function parsePrivateMessage(payload: unknown): PrivateMessagePush | null {
  return privateMessagePushSchema.check(payload, 'privateMessage') === null ? (payload as PrivateMessagePush) : null;
}

let started = false;

/** Wires the socket to the session, the session events and the tips; idempotent. */
export function startAppRealtime(): () => void {
  if (started) return () => undefined;
  started = true;
  startRealtimeSession();
  const offState = realtime.on('userStateChange', (p) => void applyUserStateChange(p, sessionEventDeps));
  const offMsg = realtime.on('privateMessage', (p) => {
    const push = parsePrivateMessage(p);
    if (push) receiveTip(push, { addUnread, playSound: playTipSound, notify: settingsStore.getState().enableNotify });
  });
  // The counts at login or restore; a logout forgets the tips.
  let uid = sessionStore.getState().user?.id ?? null;
  if (uid) void refreshUnread();
  const offSession = sessionStore.subscribe((s) => {
    const next = s.user?.id ?? null;
    if (next === uid) return;
    uid = next;
    resetTips();
    if (next) void refreshUnread();
  });
  // The global 60 s timer (spec 001 §9) re-reads the unread counts and the discovery flag
  // (GetUserMegCount): notices (likes, comments, fans) and new catalog videos are not pushed,
  // and a push missed while offline is counted again.
  const timer = setInterval(() => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void refreshUnread();
  }, GLOBAL_TIMER_MS);
  return () => {
    started = false;
    offState();
    offMsg();
    offSession();
    clearInterval(timer);
  };
}

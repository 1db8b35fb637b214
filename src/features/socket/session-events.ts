// Session events pushed by the server (spec 001 §4 "Server-pushed events"). userStateChange
// action 0: the user's data changed, re-fetch it (a failed re-fetch clears the user). Action 1:
// this session ended: the server text as a 1500 ms bottom toast, the user cleared, home. A
// login elsewhere (the server's one-session-per-device-kind rule, docs/api.md "Auth") is action
// 1 carrying 该账号已在其他设备登录: that one is the kicked-out dialog instead of the toast,
// with a single confirm button that goes home (spec 001 §8).
import { KICKED_TEXT, USER_STATE_KICKED, USER_STATE_REFETCH } from '@src/api/contract/chat';
import { t } from '@src/i18n';

export interface SessionEventDeps {
  refreshUser(): Promise<unknown>;
  clearUser(): void;
  toastBottom(text: string): void;
  /** Shows a dialog with one confirm button; resolves when it is closed. */
  confirm(message: string, button: string): Promise<unknown>;
  goHome(): void;
}

let kickedDialogOpen = false;

/** Reads a userStateChange payload; null when it is not one. */
export function parseUserStateChange(payload: unknown): { action: number; msg: string } | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as { action?: unknown; msg?: unknown };
  if (typeof p.action !== 'number') return null;
  return { action: p.action, msg: typeof p.msg === 'string' ? p.msg : '' };
}

/** Applies one pushed userStateChange. */
export async function applyUserStateChange(payload: unknown, deps: SessionEventDeps): Promise<void> {
  const ev = parseUserStateChange(payload);
  if (!ev) return;
  if (ev.action === USER_STATE_REFETCH) {
    await deps.refreshUser();
    return;
  }
  if (ev.action !== USER_STATE_KICKED) return;
  deps.clearUser();
  if (ev.msg === KICKED_TEXT) {
    // Every socket of the old session hears the kick: one dialog, not one per socket.
    if (kickedDialogOpen) return;
    kickedDialogOpen = true;
    try {
      await deps.confirm(t('dialogs.kickedOut'), t('common.confirm'));
    } finally {
      kickedDialogOpen = false;
    }
    deps.goHome();
    return;
  }
  if (ev.msg) deps.toastBottom(ev.msg);
  deps.goHome();
}

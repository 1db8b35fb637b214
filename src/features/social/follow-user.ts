// The follow button of a user (space, fans and follows lists; spec 001 §2 "Follow button",
// §4 "Follow and block", §6): 已拉黑 / 已关注 / 关注, nothing for oneself; a guest goes to
// /login (the login-required mask); toggling keeps the `selected` flag the server returns;
// pressing 已拉黑 asks 取消拉黑 first and, once removed, clears the follow flags.
import { call } from '@src/api/call';
import { navigate } from '@src/api/navigator';
import { followUser, preventUser, type SocialUser } from '@src/api/contract/social';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { t, type MessageKey } from '@src/i18n';
import { followLabelKey } from '@src/lib/follow';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { openDialog } from '@src/stores/ui';

export type Followed = Pick<SocialUser, 'userId' | 'focusStatus' | 'isBlackList'>;

export interface SocialFollowState {
  labelKey: MessageKey;
  action: 'login' | 'toggle' | 'unblock';
}

/** What the button shows and does; null = no button (the user themself). */
export function socialFollowState(user: Followed, selfUid: number): SocialFollowState | null {
  const labelKey = followLabelKey(user, selfUid || null);
  if (!labelKey) return null;
  if (!selfUid) return { labelKey, action: 'login' };
  return { labelKey, action: user.isBlackList ? 'unblock' : 'toggle' };
}

export interface SocialFollowDeps {
  follow(uid: number, status: 0 | 1): Promise<{ selected: boolean }>;
  unblock(uid: number): Promise<{ isBlackList: boolean; focusStatus: boolean }>;
  confirmUnblock(): Promise<boolean>;
  toLogin(): void;
}

/** The 取消拉黑 confirm of spec 001 §8; true when confirmed. */
export async function confirmUnblock(): Promise<boolean> {
  const v = await openDialog({
    title: t('dialogs.unblockTitle'),
    message: t('dialogs.unblockMessage'),
    buttons: [
      { text: t('common.cancel'), value: 'cancel' },
      { text: t('common.confirm'), value: 'confirm' },
    ],
  });
  return v === 'confirm';
}

export const socialFollowDeps: SocialFollowDeps = {
  follow: (uid, status) => call(followUser, { uid, status }),
  unblock: (uid) => call(preventUser, { uid, status: 0 }),
  confirmUnblock,
  toLogin: () => navigate(href('Login', {}, { redirect: currentRoutePath() })),
};

/** Runs the button; gives the user as it is afterwards (unchanged on a failure or a cancel). */
export async function pressSocialFollow<U extends Followed>(user: U, selfUid: number, deps: SocialFollowDeps = socialFollowDeps): Promise<U> {
  const state = socialFollowState(user, selfUid);
  if (!state) return user;
  try {
    if (state.action === 'login') {
      deps.toLogin();
      return user;
    }
    if (state.action === 'toggle') {
      const r = await deps.follow(user.userId, user.focusStatus ? 0 : 1);
      void invalidateAfterWrite(WRITE_TOUCHES.follow());
      return { ...user, focusStatus: r.selected };
    }
    if (!(await deps.confirmUnblock())) return user;
    const r = await deps.unblock(user.userId);
    void invalidateAfterWrite(WRITE_TOUCHES.follow());
    return r.isBlackList ? { ...user, isBlackList: true } : { ...user, isBlackList: false, focusStatus: false };
  } catch {
    // the request layer has shown the error
    return user;
  }
}

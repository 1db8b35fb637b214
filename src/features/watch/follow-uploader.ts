// The up-master's follow button on the watch page (spec 001 §2 "Follow button", §4 "Follow and
// block", §6): 已拉黑 when blacklisted, 已关注 when followed, 关注 otherwise, nothing for the user
// themself. A guest is sent to /login; toggling uses the flag FocusUPMaster returns; pressing
// 已拉黑 asks to remove the blacklisting first and, on success, clears the follow flags.
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { call } from '@src/api/call';
import { navigate } from '@src/api/navigator';
import { currentRoutePath } from '@src/routes/router-mode';
import { focusUpMaster, type Uploader } from '@src/api/contract/video';
import { preventUser } from '@src/api/contract/social';
import { t, type MessageKey } from '@src/i18n';
import { followLabelKey } from '@src/lib/follow';
import { useSession } from '@src/stores/session';
import { openDialog } from '@src/stores/ui';
import { href } from '@src/routes/href';

export type FollowAction = 'login' | 'toggle' | 'unblock';

export interface FollowButtonState {
  labelKey: MessageKey;
  action: FollowAction;
}

/** What the button shows and does; null = no button (no uploader, or the caller is the uploader). */
export function followButtonState(uploader: Uploader | null, selfUid: number | null | undefined): FollowButtonState | null {
  if (!uploader) return null;
  const self = selfUid ? selfUid : null;
  const labelKey = followLabelKey({ userId: uploader.uid, focusStatus: uploader.followed, isBlackList: uploader.isBlackList }, self);
  if (!labelKey) return null;
  if (!self) return { labelKey, action: 'login' };
  return { labelKey, action: uploader.isBlackList ? 'unblock' : 'toggle' };
}

const UNBLOCK_CONFIRM = 'confirm';

/** Asks before removing the blacklisting (spec 001 §8): true when confirmed. */
export async function confirmUnblock(): Promise<boolean> {
  const value = await openDialog({
    title: t('dialogs.unblockTitle'),
    message: t('dialogs.unblockMessage'),
    buttons: [
      { text: t('common.cancel'), value: 'cancel' },
      { text: t('common.confirm'), value: UNBLOCK_CONFIRM },
    ],
  });
  return value === UNBLOCK_CONFIRM;
}

export interface FollowDeps {
  follow: (uid: number) => Promise<{ selected: boolean }>;
  unblock: (uid: number) => Promise<{ isBlackList: boolean; focusStatus: boolean }>;
  confirmUnblock: () => Promise<boolean>;
  toLogin: () => void;
}

export const defaultFollowDeps: FollowDeps = {
  follow: (uid) => call(focusUpMaster, { uid }),
  unblock: (uid) => call(preventUser, { uid, status: 0 }),
  confirmUnblock,
  toLogin: () => navigate(href('Login', {}, { redirect: currentRoutePath() })),
};

/**
 * Runs the button's action and gives the uploader as it is afterwards (unchanged when the
 * call failed or was cancelled: the request layer has shown the error).
 */
export async function pressFollow(uploader: Uploader, state: FollowButtonState, deps: FollowDeps = defaultFollowDeps): Promise<Uploader> {
  switch (state.action) {
    case 'login':
      deps.toLogin();
      return uploader;
    case 'toggle': {
      const r = await deps.follow(uploader.uid);
      return { ...uploader, followed: r.selected };
    }
    case 'unblock': {
      if (!(await deps.confirmUnblock())) return uploader;
      const r = await deps.unblock(uploader.uid);
      if (r.isBlackList) return { ...uploader, isBlackList: true };
      return { ...uploader, isBlackList: false, followed: false };
    }
  }
}

export interface FollowUploaderModel {
  uploader: Uploader | null;
  /** Button label, or null for no button. */
  label: string | null;
  busy: boolean;
  press(): void;
}

/** The button's model; `onChange` receives the uploader after a successful action. */
export function useFollowUploader(uploader: Uploader | null, onChange: (u: Uploader) => void, deps: FollowDeps = defaultFollowDeps): FollowUploaderModel {
  const selfUid = useSession((s) => s.user?.token?.uid ?? s.user?.id ?? 0);
  const state = followButtonState(uploader, selfUid);
  const follow = useMutation({
    mutationFn: ({ u, st }: { u: Uploader; st: FollowButtonState }) => pressFollow(u, st, deps),
    // The follow state shows in the details of every video of this up-master and in the
    // user's follow lists: those entries are marked stale, and the next view of each asks
    // again ('none': this page was patched by onChange, a refetch would only repeat it).
    onSuccess: (next, { u }) => {
      if (next !== u) void invalidateAfterWrite(WRITE_TOUCHES.follow(), undefined, 'none');
    },
  });
  const busy = follow.isPending;
  const { mutate } = follow;
  const press = useCallback(() => {
    if (!uploader || !state || busy) return;
    // Callbacks given to mutate() run only while this button is still on screen.
    mutate({ u: uploader, st: state }, { onSuccess: (next) => next !== uploader && onChange(next) });
  }, [uploader, state, busy, mutate, onChange]);
  return { uploader, label: state ? t(state.labelKey) : null, busy, press };
}

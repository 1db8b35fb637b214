// /space/{id}, /userListPage?uid&type (0 fans, 1 follows), /blacklist: the data of the social
// pages for both layouts. Follow lists sit under the follows root (social-keys.ts), which a follow invalidates.
import { useCallback, useState } from 'react';
import { call } from '@src/api/call';
import { getBlackList, getUserFansList, getUserSpace, preventUser, type SocialUser } from '@src/api/contract/social';
import { usePagedList } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { useSession } from '@src/stores/session';
import { confirmUnblock, pressSocialFollow } from './follow-user';
import { socialKeys } from './social-keys';

export function useUserSpace(id: number) {
  return useResource(socialKeys.space(id), (signal) => call(getUserSpace, { id }, { signal }), { enabled: id > 0 });
}

export function useUserList(uid: number, type: 0 | 1, pageSize = 20) {
  return usePagedList<SocialUser>(socialKeys.list(uid, type), (page, signal) => call(getUserFansList, { uid, type, page, pageSize }, { signal }), { enabled: uid > 0 });
}

export function useBlackList(pageSize = 20) {
  return usePagedList<SocialUser>(socialKeys.blacklist(), (page, signal) => call(getBlackList, { page, pageSize }, { signal }));
}

/** Removes a user from the blacklist after the 取消拉黑 confirm; true when removed. */
export async function removeFromBlacklist(uid: number): Promise<boolean> {
  if (!(await confirmUnblock())) return false;
  try {
    const r = await call(preventUser, { uid, status: 0 });
    await invalidateAfterWrite(WRITE_TOUCHES.follow());
    return !r.isBlackList;
  } catch {
    return false;
  }
}

/**
 * The follow flags of list rows and the space as pressed on this screen (the lists are asked
 * again in the background): `view(user)` gives a row as it stands, `press(user)` runs its button.
 */
export function useFollowOverrides() {
  const selfUid = useSession((s) => s.user?.id ?? 0);
  const [over, setOver] = useState<Record<number, Pick<SocialUser, 'focusStatus' | 'isBlackList'>>>({});
  const view = useCallback(<U extends SocialUser>(u: U): U => (over[u.userId] ? { ...u, ...over[u.userId] } : u), [over]);
  const press = useCallback(
    async (u: SocialUser) => {
      const next = await pressSocialFollow(view(u), selfUid);
      setOver((o) => ({ ...o, [u.userId]: { focusStatus: next.focusStatus, isBlackList: next.isBlackList } }));
    },
    [selfUid, view],
  );
  return { selfUid, view, press };
}

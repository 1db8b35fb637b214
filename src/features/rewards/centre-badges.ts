// What the user page shows beside its personal-centre links: today's sign-in state (and the
// tip asking for it), tasks whose reward waits, the level icon. Shares its queries with the
// /signIn and /taskCenter pages, so visiting them updates the user page too.
import type { User } from '@src/api/contract/common';
import { useResource } from '@src/data/use-resource';
import { REWARD_KEYS } from './rewards-keys';
import { claimableCount, fetchTaskCenter, type TaskCenter } from './tasks';
import { fetchSignInInfo, useSignInTip, type SignInInfo } from './sign-in';
import { levelIcon } from './level';

export interface CentreBadges {
  /** null until known (or for a guest). */
  signedToday: boolean | null;
  todayReward: number;
  claimable: number;
  levelIcon: number;
  gold: number;
  messages: number;
  /** Show the "sign in today" tip (not signed, not closed this session). */
  showSignInTip: boolean;
  hideSignInTip(): void;
}

export function useCentreBadges(user: User | null): CentreBadges {
  const enabled = user !== null;
  const sign = useResource<SignInInfo>(REWARD_KEYS.signIn(), fetchSignInInfo, { enabled });
  const tasks = useResource<TaskCenter>(REWARD_KEYS.tasks(), fetchTaskCenter, { enabled });
  const tip = useSignInTip();
  const signedToday = enabled && sign.data ? sign.data.signedToday : null;
  return {
    signedToday,
    todayReward: sign.data?.todayReward ?? 0,
    claimable: enabled ? claimableCount(tasks.data) : 0,
    levelIcon: levelIcon(user?.level ?? 0),
    gold: user?.gold ?? 0,
    messages: user?.totalMsgCount ?? 0,
    showSignInTip: signedToday === false && !tip.hidden,
    hideSignInTip: tip.hide,
  };
}

// The shell's view of the stores (session user, recharge activity). Kept in one file so the
// tab bar does not depend on each store's inner shape.
import { useSession } from '@src/stores/session';
import { useShellActivity } from '@src/features/vip/use-shell-activity';
import type { ActivityLike, RedDotInput } from './tab-bar/tab-rules';

export interface TabBarState {
  user: RedDotInput | null;
  activity: ActivityLike | null;
  vipIconState: number | null;
  /** The VIP icon's animation file while it plays (state 1). */
  vipIconAnimation: string | null;
}

export function useTabBarState(): TabBarState {
  const newWorks = useSession((s) => s.user?.newWorks ?? false);
  const totalMsgCount = useSession((s) => s.user?.totalMsgCount ?? 0);
  const { activity, vipIconState, vipIconAnimation } = useShellActivity();
  return { user: { newWorks, totalMsgCount }, activity, vipIconState, vipIconAnimation };
}

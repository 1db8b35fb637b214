// Who sees what on the bargain's shared link (/activityRules?bargainKey=, issue 28): a bargain
// that is over only says so; its owner shares the link; a visitor is asked to log in first; a
// signed-in friend cuts once; a friend who cut is thanked.
import type { BargainDetail } from '@src/api/contract/vip';

export type BargainHelpStage = 'over' | 'mine' | 'visitor' | 'canHelp' | 'helped';

export function bargainHelpStage(d: BargainDetail, signedIn: boolean, secondsLeft: number): BargainHelpStage {
  if (d.type !== 1 || secondsLeft <= 0) return 'over';
  if (d.mine) return 'mine';
  if (!signedIn) return 'visitor';
  return d.helped ? 'helped' : 'canHelp';
}

/** The bargain key of an /activityRules address, or null (then the page shows only the rules). */
export function bargainKeyOf(search: string): string | null {
  const key = new URLSearchParams(search).get('bargainKey');
  return key && /^[A-Za-z0-9_-]{1,64}$/.test(key) ? key : null;
}

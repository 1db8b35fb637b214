// Follow button label (spec 001 §2): 已拉黑 when blacklisted, 已关注 when followed, 关注
// otherwise; nothing for the user themself.
import type { MessageKey } from '../i18n/keys';

export interface Followable {
  userId: number;
  focusStatus?: boolean | number;
  focus?: boolean | number;
  isBlackList?: boolean | number;
}

export function followLabelKey(item: Followable, selfId: number | null | undefined): MessageKey | null {
  if (selfId !== null && selfId !== undefined && item.userId === selfId) return null;
  if (item.isBlackList) return 'follow.blacklisted';
  if (item.focusStatus ?? item.focus) return 'follow.followed';
  return 'follow.follow';
}

// The VIP area's query keys, in one factory. The buyer's entries are the user's (meKey).
import { meKey } from '@src/data/keys';

export const vipKeys = {
  payInfo: (uid: number, toUid: number, region: string | undefined) => meKey('vip', 'payInfo', uid, toUid, region),
  addresses: () => meKey('vip', 'addresses'),
  checkout: (requestId: string) => meKey('vip', 'checkout', requestId),
  bargain: (uid: number) => meKey('vip', 'bargain', uid),
  /** A bargain behind a shared link, as the caller sees it (theirs, cut by them). */
  bargainDetail: (key: string, uid: number) => meKey('vip', 'bargainDetail', key, uid),
  orders: () => meKey('vip', 'orders'),
  grants: () => meKey('vip', 'grants'),
  order: (orderId: string | null | undefined) => meKey('vip', 'order', orderId),
  /** The recharge activity as the share-to-unlock step reads it. */
  rechargeActivityRaw: () => ['vip', 'recharge-activity-raw'] as const,
  /** The recharge activity with its rules sanitized (/activityRules). */
  rechargeActivity: () => ['vip', 'recharge-activity'] as const,
  shellActivity: () => ['vip', 'shell-activity'] as const,
};

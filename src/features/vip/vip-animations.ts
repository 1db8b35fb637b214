// Where the VIP area animates (issue 28 point 5, spec 001 §2 "a small animation plays on the VIP
// icon when the icon state is 1"): the VIP icon at state 1, a purchase paid for oneself, a VIP
// gift paid for a friend. The files are in public/anim; src/anim/vector-animation.tsx plays them.
import type { Order } from '@src/api/contract/vip';
import { useSession } from '@src/stores/session';

export const VIP_ANIMATIONS = {
  icon: '/anim/vip-icon.json',
  purchase: '/anim/purchase-success.json',
  gift: '/anim/gift-sent.json',
} as const;

/** The animation of a settled order: a gift when its VIP goes to someone else, else a purchase; null until paid. */
export function paidAnimation(order: Pick<Order, 'state' | 'toUid'>, uid: number): string | null {
  if (order.state !== 'paid') return null;
  return uid !== 0 && order.toUid !== uid ? VIP_ANIMATIONS.gift : VIP_ANIMATIONS.purchase;
}

/** paidAnimation for the signed-in viewer. */
export function usePaidAnimation(order: Pick<Order, 'state' | 'toUid'> | undefined): string | null {
  const uid = useSession((s) => s.user?.id ?? 0);
  return order ? paidAnimation(order, uid) : null;
}

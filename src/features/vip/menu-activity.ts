// The TV top menu's VIP entry (spec 001 §2 on TV): the activity title as its label while an
// activity is on and the icon state is not 3, and the icon animation at state 1. Loaded by a
// dynamic import after the menu shows, so the TV home's initial JS does not carry the VIP
// contract.
import { call } from '@src/api/call';
import { getActivity } from '@src/api/contract/vip';
import { vipTabLabel } from './vip-icon';
import { vipStore } from './vip-store';
import { VIP_ANIMATIONS } from './vip-animations';

export interface MenuVip {
  label: string;
  animated: boolean;
  /** The vector animation file of the icon while animated (state 1). */
  animation: string | null;
}

let asked = false;

/** Calls `onChange` with the VIP entry's label now and on every change; returns the stop. */
export function watchMenuVip(fallback: string, onChange: (v: MenuVip) => void): () => void {
  const emit = () => {
    const s = vipStore.getState();
    const animated = s.vipIconState === 1;
    onChange({ label: vipTabLabel(fallback, s.rechargeActivity, s.vipIconState), animated, animation: animated ? VIP_ANIMATIONS.icon : null });
  };
  if (!asked) {
    asked = true;
    void call(getActivity, {}, { ignoreErrors: true }).then(
      (a) => vipStore.getState().setRechargeActivity(a),
      () => undefined,
    );
  }
  emit();
  return vipStore.subscribe(emit);
}

/** The VIP entry was opened: a shown icon (1) is dismissed for today (2). */
export const dismissMenuVipIcon = (): void => vipStore.getState().setVipIconState(2);

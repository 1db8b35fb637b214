// The shell's recharge activity (GetActivity, spec 001 §2): loaded once per session into the
// VIP store, which turns the icon state (3/1/2) and gives the VIP tab its label.
import { useEffect } from 'react';
import { call } from '@src/api/call';
import { getActivity } from '@src/api/contract/vip';
import { useResource } from '@src/data/use-resource';
import { useVipStore, vipStore } from './vip-store';
import { vipKeys } from './vip-keys';
import { VIP_ANIMATIONS } from './vip-animations';

export function useShellActivity() {
  const res = useResource(vipKeys.shellActivity(), (signal) => call(getActivity, {}, { signal, ignoreErrors: true }), { staleTime: Infinity });
  const loaded = res.data;
  useEffect(() => {
    if (loaded) vipStore.getState().setRechargeActivity(loaded);
  }, [loaded]);
  const activity = useVipStore((s) => s.rechargeActivity);
  const vipIconState = useVipStore((s) => s.vipIconState);
  // The small animation on the VIP icon at state 1 (spec 001 §2).
  const vipIconAnimation = vipIconState === 1 ? VIP_ANIMATIONS.icon : null;
  return { activity, vipIconState, vipIconAnimation };
}

/** The VIP tab was opened: a shown icon (1) is dismissed for today (2). */
export const dismissVipIcon = (): void => vipStore.getState().setVipIconState(2);

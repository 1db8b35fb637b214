// When leaving a VIP purchase page asks first (spec 000 §2), one rule for both layouts; the
// views differ only in the trigger (the TV's Back key and its top-menu navigation, the phone's
// leave guard on every navigation).
// - /vip: the retention popup (真的要放弃吗？ 狠心离开 / 立即购买) when a viewer leaves without
//   paying, a VIP member too (the spec makes no exception: renewing extends the term); 立即购买 pays at once and stays. Navigations that belong to the pay
//   flow (login, the pay pages, the chat, the terms and rules) pass, and so does the 7003
//   notice's own way to /user.
// - /openVip: the return confirmation when leaving to /vip or /user, unless the pay info
//   flagged 7003.
// - other VIP pages (/giveVip) ask nothing.
// Asked once per visit.
import { useCallback, useRef } from 'react';
import { href } from '@src/routes/href';
import { matchRoute } from '@src/routes/match';
import type { RouteName } from '@src/routes/table';
import { confirmLeaveOpenVip, leaveNeedsConfirm } from './use-open-vip';
import { askRetain } from './vip-retain';

export type VipPageKind = 'vip' | 'openVip' | 'other';

const PAY_FLOW: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login', 'Notice', 'ZfbPay', 'TcgPay', 'Chat', 'HelpDetail', 'ActivityRules', 'GiveVip', 'OpenVip', 'PayResult', 'OpenVipRecords', 'Iframe', 'ChoseAddress', 'AddAddress',
]);

export const isPayFlowPath = (pathname: string): boolean => PAY_FLOW.has(matchRoute(pathname).route.name);

export interface LeaveState {
  flagged7003: boolean;
}

/** Whether leaving `page` for `toPathname` asks first; null: Back, to the previous page (not known here). */
export function leaveAsks(page: VipPageKind, s: LeaveState, toPathname: string | null): boolean {
  if (page === 'vip') {
    if (toPathname === null) return true;
    return !isPayFlowPath(toPathname) && !(s.flagged7003 && toPathname.toLowerCase() === href('PersonalCenter').toLowerCase());
  }
  if (page === 'openVip') return toPathname !== null && leaveNeedsConfirm(toPathname, s.flagged7003);
  return false;
}

export interface VipLeave {
  /** Whether this navigation asks first (null: Back); false once asked this visit. */
  shouldAsk(toPathname: string | null): boolean;
  /** Asks; resolves true to leave. On /vip 立即购买 starts the payment and stays. */
  ask(): Promise<boolean>;
}

export function useVipLeave(page: VipPageKind, m: { flagged7003: boolean; pay(): Promise<unknown> }): VipLeave {
  const asked = useRef(false);
  const { flagged7003, pay } = m;
  const shouldAsk = useCallback((to: string | null) => !asked.current && leaveAsks(page, { flagged7003 }, to), [page, flagged7003]);
  const ask = useCallback(async () => {
    asked.current = true;
    if (page === 'openVip') return confirmLeaveOpenVip();
    if ((await askRetain()) === 'leave') return true;
    void pay();
    return false;
  }, [page, pay]);
  return { shouldAsk, ask };
}

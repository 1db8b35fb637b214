// Guards leaving a VIP page on the phone through the shell's blocker (src/lib/leave-guards.ts):
// the retention popup on /vip, the return confirmation on /openVip. Navigations that belong
// to the pay flow (login, the pay pages, the chat, the terms and rules) pass.
import { matchRoute } from '@src/routes/match';
import type { RouteName } from '@src/routes/table';
import { usePageLeaveGuard } from '@src/lib/leave-guards';
import { usePageActive } from '../../shell/page-context';

const PAY_FLOW: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login', 'Notice', 'ZfbPay', 'TcgPay', 'Chat', 'HelpDetail', 'ActivityRules', 'GiveVip', 'OpenVip', 'PayResult', 'OpenVipRecords', 'Iframe', 'ChoseAddress', 'AddAddress',
]);

export function isPayFlowPath(pathname: string): boolean {
  return PAY_FLOW.has(matchRoute(pathname).route.name);
}

/** `ask()` resolves true to leave; `shouldAsk(toPathname)` picks what is guarded; asked once per visit. */
export function useLeaveGuard(shouldAsk: (toPathname: string) => boolean, ask: () => Promise<boolean>): void {
  usePageLeaveGuard(usePageActive(), shouldAsk, ask);
}

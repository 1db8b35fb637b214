// Guards leaving a VIP page on the phone through the shell's blocker (shell/leave-guards.ts):
// the retention popup on /vip, the return confirmation on /openVip. Navigations that belong
// to the pay flow (login, the pay pages, the chat, the terms and rules) pass.
import { useEffect, useRef } from 'react';
import { matchRoute } from '@src/routes/match';
import type { RouteName } from '@src/routes/table';
import { usePageActive } from '../../shell/page-context';
import { pushLeaveGuard } from '../../shell/leave-guards';

const PAY_FLOW: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login', 'Notice', 'ZfbPay', 'TcgPay', 'Chat', 'HelpDetail', 'ActivityRules', 'GiveVip', 'OpenVip', 'PayResult', 'OpenVipRecords', 'Iframe',
]);

export function isPayFlowPath(pathname: string): boolean {
  return PAY_FLOW.has(matchRoute(pathname).route.name);
}

/** `ask()` resolves true to leave; `shouldAsk(toPathname)` picks what is guarded; asked once per visit. */
export function useLeaveGuard(shouldAsk: (toPathname: string) => boolean, ask: () => Promise<boolean>): void {
  const active = usePageActive();
  const asked = useRef(false);
  const latest = useRef({ shouldAsk, ask });
  latest.current = { shouldAsk, ask };
  useEffect(() => {
    if (!active) return undefined;
    return pushLeaveGuard({
      shouldAsk: (from, to) => !asked.current && from !== to && latest.current.shouldAsk(to),
      ask: () => {
        asked.current = true;
        return latest.current.ask();
      },
    });
  }, [active]);
}

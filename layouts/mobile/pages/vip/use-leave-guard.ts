// Guards leaving a VIP page on the phone with react-router's blocker (the data router): the
// retention popup on /vip, the return confirmation on /openVip. Navigations that belong to
// the pay flow (login, the pay pages, the chat, the terms and rules) pass.
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { matchRoute } from '@src/routes/match';
import type { RouteName } from '@src/routes/table';
import { usePageActive } from '../../shell/page-context';

const PAY_FLOW: ReadonlySet<RouteName> = new Set<RouteName>([
  'Login', 'Notice', 'ZfbPay', 'TcgPay', 'Chat', 'HelpDetail', 'ActivityRules', 'GiveVip', 'OpenVip', 'PayResult', 'OpenVipRecords', 'Iframe',
]);

export function isPayFlowPath(pathname: string): boolean {
  return PAY_FLOW.has(matchRoute(pathname).route.name);
}

/**
 * `ask(toPathname)` resolves true to leave. `shouldAsk(toPathname)` picks what is guarded; it
 * is asked at most once per visit.
 */
export function useLeaveGuard(shouldAsk: (toPathname: string) => boolean, ask: () => Promise<boolean>): void {
  const active = usePageActive();
  const asked = useRef(false);
  const fn = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active && !asked.current && currentLocation.pathname !== nextLocation.pathname && shouldAsk(nextLocation.pathname),
    [active, shouldAsk],
  );
  const blocker = useBlocker(fn);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    asked.current = true;
    void ask().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, ask]);
}

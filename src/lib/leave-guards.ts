// Pages that ask before the user leaves them (the VIP retention popup, /openVip's return
// confirmation), for both layouts. The phone's react-router honours one blocker per router and
// its shell already holds it (the jump guard), so pages register their question here and the
// shell's blocker asks it; the TV layout's one navigate function asks the same registry.
import { useEffect, useRef } from 'react';

export interface LeaveGuard {
  shouldAsk(fromPathname: string, toPathname: string): boolean;
  /** Resolves true to leave. */
  ask(): Promise<boolean>;
}

const guards: LeaveGuard[] = [];

export function pushLeaveGuard(g: LeaveGuard): () => void {
  guards.push(g);
  return () => {
    const i = guards.indexOf(g);
    if (i >= 0) guards.splice(i, 1);
  };
}

/** The most recent guard that wants to ask about this navigation. */
export function leaveGuardFor(from: string, to: string): LeaveGuard | null {
  for (let i = guards.length - 1; i >= 0; i--) if (guards[i].shouldAsk(from, to)) return guards[i];
  return null;
}

/**
 * A page's guard while the page is active: `shouldAsk(toPathname)` picks what is guarded,
 * `ask()` resolves true to leave; asked once per visit.
 */
export function usePageLeaveGuard(active: boolean, shouldAsk: (toPathname: string) => boolean, ask: () => Promise<boolean>): void {
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

// Pages that ask before the user leaves them (the VIP retention popup, /openVip's return
// confirmation). react-router honours one blocker per router, and the shell already holds it
// (the jump guard), so pages register their question here and the shell's blocker asks it.
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

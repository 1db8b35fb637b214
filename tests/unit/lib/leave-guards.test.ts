// The leave guards (both layouts): the most recent page guard that wants to ask is asked.
import { describe, expect, it } from 'vitest';
import { leaveGuardFor, pushLeaveGuard } from '@src/lib/leave-guards';

describe('leave guards', () => {
  it('asks the most recent guard that wants to; removed guards are gone', () => {
    const ask = async () => true;
    const a = { shouldAsk: (_f: string, to: string) => to === '/', ask };
    const b = { shouldAsk: (_f: string, to: string) => to === '/user', ask };
    const offA = pushLeaveGuard(a);
    const offB = pushLeaveGuard(b);
    expect(leaveGuardFor('/vip', '/')).toBe(a);
    expect(leaveGuardFor('/vip', '/user')).toBe(b);
    expect(leaveGuardFor('/vip', '/login')).toBeNull();
    offB();
    expect(leaveGuardFor('/vip', '/user')).toBeNull();
    offA();
    offA();
    expect(leaveGuardFor('/vip', '/')).toBeNull();
  });
});

// A VIP grant pushed over the socket (userStateChange action 0 with vipLevel and eDate) turns
// the session's user VIP at once.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand';
import { applyGrant, grantOf } from '@src/features/vip/vip-grant';
import type { SessionState } from '@src/stores/session';

describe('VIP grant push', () => {
  it('reads the grant from action 0 only', () => {
    expect(grantOf({ action: 0, vipLevel: 1, eDate: '2026-12-25' })).toEqual({ vipLevel: 1, eDate: '2026-12-25' });
    expect(grantOf({ action: 0, msg: '', reason: 'vip', source: 'refund' })).toBeNull();
    expect(grantOf({ action: 1, vipLevel: 1, eDate: 'x' })).toBeNull();
    expect(grantOf(null)).toBeNull();
  });
  it('updates the logged-in user, and nothing for a visitor or the same state', () => {
    const user = { id: 7, vipLevel: 0, eDate: '', token: { uid: 7 } } as unknown as NonNullable<SessionState['user']>;
    const store = createStore<SessionState>((set) => ({
      user, loginValid: true,
      setUser: (u) => set({ user: u }), clearUser: () => set({ user: null }), setLoginValid: () => undefined,
    }));
    expect(applyGrant({ vipLevel: 1, eDate: '2026-12-25' }, store)).toBe(true);
    expect(store.getState().user).toMatchObject({ vipLevel: 1, eDate: '2026-12-25' });
    expect(applyGrant({ vipLevel: 1, eDate: '2026-12-25' }, store)).toBe(false);
    store.setState({ user: null });
    expect(applyGrant({ vipLevel: 1, eDate: 'x' }, store)).toBe(false);
  });
});

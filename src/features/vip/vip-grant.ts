// A VIP grant reaches the receiver's pages over the app socket (userStateChange action 0 with
// vipLevel and eDate): the session's user turns VIP at once, and the user is fetched again
// for the rest of its fields. The TV's /vip page listens while it is open (the QR code flow).
import { useEffect } from 'react';
import { queryClient } from '@src/data/query-client';
import { refreshUser } from '@src/stores/session-restore';
import { sessionStore } from '@src/stores/session';
import { realtime, startRealtimeSession } from '../socket';

export interface GrantPush {
  vipLevel: number;
  eDate: string;
}

/** The grant in a userStateChange payload, or null when it is another change. */
export function grantOf(payload: unknown): GrantPush | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (p.action !== 0 || typeof p.vipLevel !== 'number' || typeof p.eDate !== 'string') return null;
  return { vipLevel: p.vipLevel, eDate: p.eDate };
}

/** Applies a grant to the session's user; true when the user changed. */
export function applyGrant(g: GrantPush, store = sessionStore): boolean {
  const u = store.getState().user;
  if (!u || (u.vipLevel === g.vipLevel && u.eDate === g.eDate)) return false;
  store.getState().setUser({ ...u, vipLevel: g.vipLevel, eDate: g.eDate });
  return true;
}

/** After any paid order: the user again and the data that depends on VIP (play data, pay info). */
export function afterVipChange(): void {
  void refreshUser();
  void queryClient.invalidateQueries();
}

/** Listens for VIP grants while mounted (connects the app socket if the session has none). */
export function useVipGrantListener(onGrant?: (g: GrantPush) => void): void {
  useEffect(() => {
    startRealtimeSession();
    return realtime.on('userStateChange', (payload) => {
      const g = grantOf(payload);
      if (!g) return;
      applyGrant(g);
      afterVipChange();
      onGrant?.(g);
    });
  }, [onGrant]);
}

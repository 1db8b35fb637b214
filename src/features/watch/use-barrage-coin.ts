// The user's barrage gold reward today (GetBarrageCoin): shown in the barrage settings and
// after sending a barrage. Visitors have none, so nothing is asked for them.
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@src/stores/session';
import { barrageCoin } from './barrage-actions';
import { ws } from './watch-strings';

export interface BarrageCoinStatus {
  gold: number;
  todayCount: number;
  dailyLimit: number;
}

/** "今日弹幕奖励 3/10，金币余额 25". */
export const barrageCoinText = (c: BarrageCoinStatus): string => ws('barrageCoin', { count: c.todayCount, limit: c.dailyLimit, gold: c.gold });

/**
 * Fetches the status; resolves null for a visitor, before the page knows its video (the phone's
 * watch page mounts before its details arrive: an empty mediaKey is a bad request), or when the
 * call fails (it is only a hint).
 */
export async function fetchBarrageCoin(mediaKey: string, loggedIn: boolean): Promise<BarrageCoinStatus | null> {
  if (!loggedIn || !mediaKey) return null;
  try {
    return await barrageCoin(mediaKey);
  } catch {
    return null;
  }
}

/** `enabled` false: nothing is asked until it turns true (the TV watch page: once the stream started). */
export function useBarrageCoin(mediaKey: string, enabled = true): { status: BarrageCoinStatus | null; refresh(): Promise<BarrageCoinStatus | null> } {
  const loggedIn = useSession((s) => s.user !== null);
  const [status, setStatus] = useState<BarrageCoinStatus | null>(null);
  const refresh = useCallback(async () => {
    const s = await fetchBarrageCoin(mediaKey, loggedIn);
    setStatus(s);
    return s;
  }, [mediaKey, loggedIn]);
  useEffect(() => {
    if (enabled) void refresh();
  }, [refresh, enabled]);
  return { status, refresh };
}

// /signIn: the daily check-in. The day is the server's (GetSignInInfo / SignIn); a second
// sign-in the same day is refused there. The tip that asks for today's sign-in on the user page
// can be closed for the session (signInTipsHide, spec 000 §3).
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { getSignInInfo, signIn } from '@src/api/contract/account';
import type { ReplyOf } from '@src/api/contract/endpoint';
import { useResource } from '@src/data/use-resource';
import { Emitter } from '@src/lib/events';
import { hideSignInTips, signInTipsHidden } from '@src/features/vip';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { t } from '@src/i18n';
import { afterGoldMove } from './gold-sync';
import { REWARD_KEYS } from './rewards-keys';
import { useAction } from '@src/data/use-action';

export type SignInInfo = ReplyOf<typeof getSignInInfo>;

export interface DayCell {
  /** 1..7: the day of the streak's week. */
  day: number;
  gold: number;
  signed: boolean;
  /** The cell today's sign-in fills (or filled). */
  today: boolean;
}

/**
 * The seven cells of the streak's current week: days already signed, today's cell, and the
 * rest. Day 8 starts again at day 1 (the server pays by the same rule).
 */
export function weekCells(info: Pick<SignInInfo, 'signedToday' | 'streak' | 'rewards'>): DayCell[] {
  const n = info.rewards.length || 7;
  // Days of this week signed before today.
  const before = info.signedToday ? (info.streak - 1) % n : info.streak % n;
  return info.rewards.map((gold, i) => ({
    day: i + 1,
    gold,
    signed: i < before || (info.signedToday && i === before),
    today: i === before,
  }));
}

const tipEvents = new Emitter<{ change: undefined }>('sign-in-tip');
const subscribeTip = (f: () => void) => tipEvents.on('change', f);

/** Whether the sign-in tip was closed in this session, and closing it. */
export function useSignInTip(): { hidden: boolean; hide(): void } {
  const hidden = useSyncExternalStore(subscribeTip, signInTipsHidden, signInTipsHidden);
  const hide = useCallback(() => {
    hideSignInTips();
    tipEvents.emit('change', undefined);
  }, []);
  return { hidden, hide };
}

export const fetchSignInInfo = (signal?: AbortSignal) => call(getSignInInfo, {}, { signal });

export function useSignIn() {
  const client = useQueryClient();
  const info = useResource<SignInInfo>(REWARD_KEYS.signIn(), fetchSignInInfo);
  const signing = useAction(async () => {
    const r = await call(signIn, {});
    toast(t('rewards.signInDone', { n: r.reward, days: r.streak }), TOAST_MEDIUM_MS);
    await afterGoldMove(client, r.gold);
  });
  const { run, busy } = signing;
  const submit = useCallback(async (): Promise<boolean> => {
    if (busy || info.data?.signedToday) {
      if (info.data?.signedToday) toast(t('rewards.signedToday'), TOAST_MEDIUM_MS);
      return false;
    }
    const out = await run();
    // Signed already (another device, another tab): the server said so; show its state.
    if (!out.ok && !out.busy) info.reload();
    return out.ok;
  }, [busy, run, info]);
  return { info, submit, busy, cells: info.data ? weekCells(info.data) : [] };
}

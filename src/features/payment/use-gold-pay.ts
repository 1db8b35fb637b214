// The "pay with gold" action of a gold video: a confirm dialog with the price and the
// balance, then PayVideoByGold with the action's requestId (kept for a retry). The button
// reads `busy` to stay disabled while the payment is in flight.
import { useCallback, useMemo } from 'react';
import { call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import { filterVideoByGold, payVideoByGold } from '@src/api/contract/gold';
import { sessionStore } from '@src/stores/session';
import { openDialog, toast } from '@src/stores/ui';
import { navigate } from '@src/api/navigator';
import { currentRoutePath } from '@src/routes/router-mode';
import { GoldPurchase, isRetryable } from './gold-purchase';
import { t } from '@src/i18n';
import { href } from '@src/routes/href';
import { useAction } from '@src/data/use-action';

export async function payWithGold(mediaKey: string, requestId: string) {
  return call(payVideoByGold, { mediaKey }, { query: { requestId }, ignoreCodes: [RET.GOLD_NOT_ENOUGH] });
}

/** Price and paid flag of one video (FilterVideoByGold). */
export async function goldStatus(mediaKey: string): Promise<{ gold: number; paid: boolean } | null> {
  const res = await call(filterVideoByGold, { mediaKeys: mediaKey }, { ignoreErrors: true });
  return res.list.find((x) => x.mediaKey === mediaKey) ?? null;
}

export interface GoldPayModel {
  busy: boolean;
  /** Asks for confirmation and pays; resolves true when the video is now paid. */
  pay(): Promise<boolean>;
}

export function useGoldPay(mediaKey: string, price: number, onPaid: () => void): GoldPayModel {
  const purchase = useMemo(() => new GoldPurchase(mediaKey, payWithGold), [mediaKey]);
  const paying = useAction(async (): Promise<boolean> => {
    try {
      let res;
      try {
        res = await purchase.start();
      } catch (err) {
        // One silent retry with the same key when the reply was lost.
        if (!isRetryable(err)) throw err;
        res = await purchase.retry();
      }
      const u = sessionStore.getState().user;
      if (u) sessionStore.getState().setUser({ ...u, gold: res.gold });
      toast(t('watch.paySuccess'));
      onPaid();
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.ret === RET.GOLD_NOT_ENOUGH) toast(t('watch.goldNotEnough'));
      return false;
    }
  });
  const { run, busy } = paying;

  const pay = useCallback(async (): Promise<boolean> => {
    if (purchase.busy) return false;
    const user = sessionStore.getState().user;
    if (!user) {
      navigate(href('Login', {}, { redirect: currentRoutePath() }));
      return false;
    }
    const status = await goldStatus(mediaKey).catch(() => null);
    if (status?.paid) {
      onPaid();
      return true;
    }
    const gold = status?.gold ?? price;
    const ok = await openDialog({
      title: t('watch.payConfirmTitle'),
      message: t('watch.payConfirmMessage', { gold, balance: user.gold }),
      buttons: [
        { text: t('watch.cancel'), value: 'cancel' },
        { text: t('watch.payConfirm'), value: 'pay' },
      ],
    });
    if (ok !== 'pay') return false;
    const out = await run();
    return out.ok && out.result;
  }, [purchase, mediaKey, price, onPaid, run]);

  return { busy, pay };
}

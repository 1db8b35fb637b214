// One order of the user for /notice and /payResult: GetOrder, asked again every 2 s while it
// waits for the provider (created/pending); when it turns paid the user is fetched again.
import { useEffect, useRef } from 'react';
import type { Order } from '@src/api/contract/vip';
import { useResource } from '@src/data/use-resource';
import { fetchOrder } from './vip-data';
import { afterVipChange } from './vip-grant';
import { vipKeys } from './vip-keys';

export const ORDER_POLL_MS = 2000;
export const isOpenOrder = (o: Pick<Order, 'state'>) => o.state === 'created' || o.state === 'pending';

export function useOrder(orderId: string | null, poll = false) {
  const res = useResource(vipKeys.order(orderId), (signal) => fetchOrder(orderId as string, signal), { enabled: !!orderId, staleTime: 0 });
  const open = !!res.data && isOpenOrder(res.data);
  const { reload } = res;
  useEffect(() => {
    if (!poll || !open) return undefined;
    const id = setInterval(reload, ORDER_POLL_MS);
    return () => clearInterval(id);
  }, [poll, open, reload]);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (res.data?.state === 'paid' && announced.current !== res.data.orderId) {
      announced.current = res.data.orderId;
      afterVipChange();
    }
  }, [res.data]);
  // An id the address gives malformed names no order: the page says so (issue 42).
  return { ...res, status: orderId ? res.status : ('not-found' as const) };
}

/** The order id of a result page's query (what the sandbox links back with). */
export const orderIdFrom = (search: string): string | null => {
  const v = new URLSearchParams(search).get('orderId');
  return v && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : null;
};

/** Leaves for the provider's checkout page (the sandbox's, or a real gateway's). */
export function goToCheckout(payUrl: string): void {
  location.assign(payUrl);
}

export type OrderStateKey = 'payment.created' | 'payment.pending' | 'payment.paid' | 'payment.cancelled' | 'payment.expired' | 'payment.refunded';
export const orderStateKey = (o: Pick<Order, 'state'>): OrderStateKey => `payment.${o.state}` as OrderStateKey;

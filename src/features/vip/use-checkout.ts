// /zfbPay (pay types 0/1) and /tcgPay (2): the order request arrives as `params` (JSON) with the
// tap's requestId, so opening the page again, or twice, is still one order. The page creates
// the order, leads to its checkout (our sandbox's, or a real provider's), and follows its state
// by GetOrder: paid -> the success page, cancelled -> the cancel page, expired -> unpaid.
import { useEffect } from 'react';
import { navigate } from '@src/api/navigator';
import { useResource } from '@src/data/use-resource';
import { href } from '@src/routes/href';
import { createCardOrder, createGatewayOrder } from './vip-data';
import { gatewayUrl, type OrderRequest } from './vip-pay';
import { useOrder } from './use-order';
import { vipKeys } from './vip-keys';

export type CheckoutKind = 'zfb' | 'tcg';

const ID = /^[A-Za-z0-9_-]{8,64}$/;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The order request of the page's `params`, or null when it is missing or malformed. */
export function parseCheckoutParams(raw: string | null, kind: CheckoutKind): OrderRequest | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const p = v as Record<string, unknown>;
  if (!int(p.ProductID) || p.ProductID < 1 || !int(p.categoryId) || !int(p.payType) || typeof p.requestId !== 'string' || !ID.test(p.requestId)) return null;
  if (kind === 'zfb' ? p.payType !== 0 && p.payType !== 1 : p.payType !== 2) return null;
  return {
    ProductID: p.ProductID,
    categoryId: p.categoryId,
    payType: p.payType,
    requestId: p.requestId,
    ...(int(p.ToUID) && p.ToUID > 0 ? { ToUID: p.ToUID } : {}),
    ...(typeof p.Promotions === 'string' && p.Promotions ? { Promotions: p.Promotions } : {}),
    ...(typeof p.region === 'string' && p.region ? { region: p.region } : {}),
    ...(typeof p.bargainKey === 'string' && KEY.test(p.bargainKey) ? { bargainKey: p.bargainKey } : {}),
    ...(int(p.addressId) && p.addressId > 0 ? { addressId: p.addressId } : {}),
  };
}

export interface CheckoutInfo {
  orderId: string;
  url: string;
}

async function createCheckout(req: OrderRequest, kind: CheckoutKind): Promise<CheckoutInfo> {
  if (kind === 'zfb') {
    const g = await createGatewayOrder(req);
    return { orderId: g.orderId, url: gatewayUrl(g.gateway, g.params) };
  }
  const o = await createCardOrder(req);
  return { orderId: o.orderId, url: o.payUrl };
}

/** Where a settled order sends the page. */
export function checkoutResultPath(state: string, kind: CheckoutKind, orderId: string): string | null {
  if (state === 'paid') return kind === 'zfb' ? href('ZfbPaySuccess', {}, { orderId }) : href('TcgPaySuccess', {}, { orderId });
  if (state === 'cancelled') return href('ZfbPayCancel', {}, { orderId });
  if (state === 'expired') return href('ZfbPayUnpaid', {}, { orderId });
  return null;
}

export function useCheckout(search: string, kind: CheckoutKind) {
  const q = new URLSearchParams(search);
  const req = parseCheckoutParams(q.get('params'), kind);
  const res = useResource(vipKeys.checkout(req?.requestId ?? ''), () => createCheckout(req as OrderRequest, kind), { enabled: !!req, staleTime: Infinity });
  const order = useOrder(res.data?.orderId ?? null, true);
  const state = order.data?.state;
  const orderId = res.data?.orderId;
  useEffect(() => {
    if (!state || !orderId) return;
    const to = checkoutResultPath(state, kind, orderId);
    if (to) navigate(to, { replace: true });
  }, [state, orderId, kind]);
  return {
    status: req ? res.status : ('error' as const),
    reload: res.reload,
    checkout: res.data ?? null,
    order: order.data ?? null,
    title: q.get('title') ?? '',
    amount: kind === 'zfb' ? q.get('disrmb') : q.get('disprice'),
    valid: !!req,
  };
}

// Orders paid through a real provider: opened there when made (its QR page becomes the order's
// pay_url), refunded through its API (settled at once when the provider says the money moved,
// else by its refund notification), and queried when the payer is back but no notification
// came (a lost notification must not lose a payment). Prices are always the order's own.
import { RET } from '../../src/api/contract/envelope';
import type { OrderState } from '../../src/api/contract/vip';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { effectiveState, findOrder, UNPAID, type OrderRow } from './orders';
import type { ProviderOrder, RealProvider } from './provider';
import { paymentsOf } from './registry';
import { settle } from './settle';

const nowS = () => Math.floor(Date.now() / 1000);

export const providerOrder = (o: OrderRow): ProviderOrder => ({ orderId: o.id, rmb: Number(o.rmb), subject: o.package_name ?? '', expiresAt: o.expires_at });

/** The order with its provider page; a retry of the same tap opens it again if the first try failed. */
export async function openAtProvider(ctx: AppContext, o: OrderRow): Promise<OrderRow> {
  const p = paymentsOf(ctx).providerFor(o.pay_type);
  if (!p || o.pay_url || !UNPAID.includes(effectiveState(o, nowS()))) return o;
  let url: string;
  try {
    url = await p.open(providerOrder(o));
  } catch (err) {
    throw new ApiError(RET.SERVER_ERROR, err instanceof Error && /^(支付宝|微信支付)/.test(err.message) ? err.message : '支付服务暂时不可用，请稍后重试');
  }
  await ctx.db.query(`UPDATE orders SET provider = $2, pay_url = $3, state = 'pending', updated_at = $4 WHERE id = $1 AND state IN ('created', 'pending')`, [o.id, p.name, url, nowS()]);
  return { ...o, provider: p.name, pay_url: url, state: 'pending' };
}

function providerOf(ctx: AppContext, o: OrderRow): RealProvider {
  const p = paymentsOf(ctx).real.find((r) => r.name === o.provider);
  if (!p) throw new ApiError(RET.CONFLICT, '该订单不是通过在线支付渠道支付的');
  return p;
}

/**
 * Refunds a paid order through its provider (staff). The refund id is derived from the order,
 * so asking twice asks the provider for the same refund (its own idempotency) and settles once.
 */
export async function refundOrder(ctx: AppContext, orderId: string, reason: string): Promise<{ orderId: string; state: OrderState }> {
  const o = await findOrder(ctx.db, orderId);
  if (!o) throw new ApiError(RET.NOT_FOUND, '订单不存在');
  if (o.state === 'refunded') return { orderId, state: 'refunded' };
  if (o.state !== 'paid') throw new ApiError(RET.CONFLICT, '只有已支付的订单可以退款');
  const p = providerOf(ctx, o);
  const notice = await p.refund({ ...providerOrder(o), refundId: `R${o.id}`, reason }, nowS());
  if (!notice) return { orderId, state: 'paid' };
  return settle(ctx, notice, nowS());
}

/**
 * Money that arrives for an order that was closed meanwhile (cancelled or expired before the
 * notification) goes back the way it came: the payer gets nothing for it, so keeps nothing lost.
 */
export async function refundLatePayment(ctx: AppContext, p: RealProvider, orderId: string): Promise<void> {
  const o = await findOrder(ctx.db, orderId);
  if (!o) return;
  const state = effectiveState(o, nowS());
  if (state !== 'cancelled' && state !== 'expired') return;
  await p.refund({ ...providerOrder(o), refundId: `L${o.id}`, reason: '订单已关闭，款项原路退回' }, nowS());
}

const lastQuery = new Map<string, number>();
const QUERY_EVERY_S = 10;

/** Asks the provider about an unpaid order of its own (at most every 10 s per order) and settles what it says. */
export async function reconcile(ctx: AppContext, o: OrderRow): Promise<void> {
  const now = nowS();
  if (o.provider === 'sandbox' || !UNPAID.includes(effectiveState(o, now))) return;
  if ((lastQuery.get(o.id) ?? 0) > now - QUERY_EVERY_S) return;
  lastQuery.set(o.id, now);
  if (lastQuery.size > 10_000) lastQuery.clear();
  const p = paymentsOf(ctx).real.find((r) => r.name === o.provider);
  const notice = p ? await p.query(providerOrder(o), now).catch(() => null) : null;
  if (notice?.outcome === 'paid') await settle(ctx, notice, now).catch(() => undefined);
}

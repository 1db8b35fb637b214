// Refunds through the payment provider interface (issue 38). One refund per order, whole
// orders only: settle() takes the order's VIP days back. A refund above the approval amount
// (REFUND_APPROVAL_RMB, default 200) waits for a second staff member. The refund row's unique
// request_id and the order's row lock make double clicks, retries and parallel twins one refund.
import { randomBytes } from 'node:crypto';
import type { StaffRefund } from '../../src/api/contract/staff-users';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { paymentsOf } from '../payments/registry';
import { settle } from '../payments/settle';
import type { ProviderNotice } from '../payments/provider';
import type { OrderRow } from '../payments/orders';
import { audit } from './audit';
import type { StaffActor } from './guard';

export const refundApprovalRmb = (): number => {
  const v = Number(process.env.REFUND_APPROVAL_RMB ?? 200);
  return Number.isFinite(v) && v >= 0 ? v : 200;
};

export interface RefundRow {
  id: number; order_id: string; amount: number; state: StaffRefund['state']; reason: string; request_id: string; requested_by: number;
  approved_by: number; provider_ref: string; vip_days: number; created_at: number; done_at: number; uid: number; price_symbol: string;
}

export const REFUND_SELECT = 'SELECT r.*, o.uid, o.price_symbol FROM refunds r JOIN orders o ON o.id = r.order_id';

export const toRefund = (r: RefundRow): StaffRefund => ({
  id: r.id, orderId: r.order_id, uid: r.uid, amount: Number(r.amount), priceSymbol: r.price_symbol, state: r.state, reason: r.reason,
  requestedBy: r.requested_by, approvedBy: r.approved_by, createdAt: r.created_at, doneAt: r.done_at, vipDaysTaken: r.vip_days,
});

export async function refundById(db: Queryable, id: number): Promise<RefundRow | null> {
  return one<RefundRow>(db, `${REFUND_SELECT} WHERE r.id = $1`, [id]);
}

/**
 * Carries out a refund in state processing: the order's provider refunds (a real one through
 * its API; the sandbox and manual payments by the signed notice the CLI also sends), then
 * settle() marks the order refunded and shortens the VIP.
 */
export async function executeRefund(ctx: AppContext, refundId: number, actor: StaffActor): Promise<RefundRow> {
  const r = await refundById(ctx.db, refundId);
  if (!r || r.state !== 'processing') return r as RefundRow;
  const o = await one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = $1', [r.order_id]);
  const now = Math.floor(Date.now() / 1000);
  let notice: ProviderNotice | null = null;
  let failure = '';
  try {
    if (!o) throw new Error('order gone');
    const real = paymentsOf(ctx).real.find((p) => p.name === o.provider);
    notice = real
      ? await real.refund({ orderId: o.id, rmb: Number(o.rmb), subject: 'VIP', expiresAt: o.expires_at, refundId: `RF${r.id}`, reason: r.reason }, now)
      : { notifyId: `refund_${r.id}_${randomBytes(6).toString('hex')}`, orderId: o.id, outcome: 'refunded', amount: Number(o.amount), providerRef: `staff-refund-${r.id}`, ts: now };
    if (notice) await settle(ctx, notice, now);
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  }
  const state = failure ? 'failed' : notice ? 'done' : 'processing';
  await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE refunds SET state = $2, done_at = $3, vip_days = $4, provider_ref = $5 WHERE id = $1', [
      r.id, state, state === 'done' ? now : 0, state === 'done' && o ? o.days : 0, notice?.providerRef ?? '',
    ]);
    await audit(tx, actor, { action: `refund.${state === 'done' ? 'done' : state === 'failed' ? 'failed' : 'sent'}`, target: `order:${r.order_id}`, before: { state: 'processing' }, after: { state, refundId: r.id, failure } });
  });
  return (await refundById(ctx.db, r.id)) as RefundRow;
}

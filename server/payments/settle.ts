// Applies a provider notification whose signature was checked: the one way an order becomes
// paid (and VIP is granted), cancelled by the provider, or refunded. Each notifyId is taken
// once; the order row is locked, so of any number of concurrent "paid" notices for one order
// exactly one pays it and grants; the others get ret 409 and change nothing.
import { RET } from '../../src/api/contract/envelope';
import type { OrderState } from '../../src/api/contract/vip';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { pushToUser } from '../socket/index';
import { announceGrant, grantVip, notifyVipGranted, revokeVip, type GrantResult } from './grant';
import { effectiveState, findOrder, UNPAID } from './orders';
import type { ProviderNotice } from './provider';

const SETTLED_MSG: Partial<Record<OrderState, string>> = {
  paid: '订单已支付，请勿重复通知',
  cancelled: '订单已取消',
  expired: '订单已过期',
  refunded: '订单已退款',
};

export async function settle(ctx: AppContext, n: ProviderNotice, now: number): Promise<{ orderId: string; state: OrderState }> {
  // A refused notice throws inside the transaction: nothing of it is kept, not even its id.
  const outcome = await ctx.db.transaction(async (tx): Promise<{ state: OrderState; granted: GrantResult | null; refundedUid?: number }> => {
    const fresh = await tx.query(
      'INSERT INTO payment_notifications (notify_id, order_id, outcome, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING notify_id',
      [n.notifyId, n.orderId, n.outcome, now],
    );
    if (!fresh.rows.length) throw new ApiError(RET.CONFLICT, '该通知已处理（重复的通知编号）');
    const o = await findOrder(tx, n.orderId, true);
    if (!o) throw new ApiError(RET.NOT_FOUND, '订单不存在');
    const due = n.rmb === undefined ? Number(o.amount) : Number(o.rmb);
    if (Math.abs(due - (n.rmb ?? n.amount)) > 0.005) throw new ApiError(RET.BAD_REQUEST, '通知金额与订单金额不符');
    const state = effectiveState(o, now);
    const unpaid = UNPAID.includes(state);
    switch (n.outcome) {
      case 'paid': {
        if (!unpaid) throw new ApiError(RET.CONFLICT, SETTLED_MSG[state] ?? '订单状态不允许支付');
        await tx.query(`UPDATE orders SET state = 'paid', paid_at = $2, updated_at = $2, provider_ref = $3 WHERE id = $1`, [o.id, now, n.providerRef]);
        if (o.bargain_key) await tx.query(`UPDATE bargains SET state = 'used' WHERE key = $1 AND state = 'active'`, [o.bargain_key]);
        const granted = await grantVip(tx, { uid: o.to_uid, source: `order:${o.id}`, type: o.vip_type, days: o.days, categoryId: o.category_id }, now);
        // The receiver's message centre keeps the news (系统消息), beside the live push below.
        if (granted) await notifyVipGranted(tx, granted, o.uid !== o.to_uid);
        return { state: 'paid' as OrderState, granted };
      }
      case 'cancelled':
        if (!unpaid) throw new ApiError(RET.CONFLICT, SETTLED_MSG[state] ?? '订单状态不允许取消');
        await tx.query(`UPDATE orders SET state = 'cancelled', updated_at = $2 WHERE id = $1`, [o.id, now]);
        return { state: 'cancelled' as OrderState, granted: null };
      case 'failed':
        // A failed attempt leaves the order payable until it expires (the payer may try again).
        if (!unpaid) throw new ApiError(RET.CONFLICT, SETTLED_MSG[state] ?? '订单状态不允许该操作');
        await tx.query(`UPDATE orders SET state = 'pending', updated_at = $2 WHERE id = $1`, [o.id, now]);
        return { state: 'pending' as OrderState, granted: null };
      case 'refunded':
        if (state !== 'paid') throw new ApiError(RET.CONFLICT, '只有已支付的订单可以退款');
        await tx.query(`UPDATE orders SET state = 'refunded', updated_at = $2 WHERE id = $1`, [o.id, now]);
        await revokeVip(tx, o.to_uid, o.days, now);
        return { state: 'refunded' as OrderState, granted: null, refundedUid: o.to_uid };
    }
  });
  if (outcome.granted) announceGrant(ctx.io, outcome.granted, 'order');
  // The receiver's pages re-fetch the user (spec 001 §4 action 0) and see the shorter term.
  if (outcome.refundedUid) pushToUser(ctx.io, outcome.refundedUid, 'userStateChange', { action: 0, msg: '', reason: 'vip', source: 'refund' });
  return { orderId: n.orderId, state: outcome.state };
}

// Staff: orders, manual payment confirmation and refunds with a second approval (issue 38).
import { RET } from '../../src/api/contract/envelope';
import { staffConfirmPayment, staffOrders, staffRefund, staffRefundDecide, staffRefunds } from '../../src/api/contract/staff-users';
import { one, type Param } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { findOrder, effectiveState } from '../payments/orders';
import { settle } from '../payments/settle';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { audit } from './audit';
import { requirePermission } from './guard';
import { ORDER_SELECT, toStaffOrder, type StaffOrderRow } from './orders-view';
import { executeRefund, REFUND_SELECT, refundApprovalRmb, refundById, toRefund, type RefundRow } from './refunds';

const nowS = () => Math.floor(Date.now() / 1000);

export function staffMoneyRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;
  const orderView = async (id: string) => {
    const o = await one<StaffOrderRow>(db, `${ORDER_SELECT} WHERE o.id = $1`, [id]);
    if (!o) throw notFound('订单');
    return toStaffOrder(o);
  };

  on(staffOrders, async ({ query, req }) => {
    await requirePermission(ctx, req, 'orders.read');
    const { page, pageSize, offset } = pageArgs(query);
    const where: string[] = [];
    const params: Param[] = [];
    const add = (sql: string, v: Param) => {
      params.push(v);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.uid) add('(o.uid = ? OR o.to_uid = $1)', query.uid);
    if (query.orderId) add('o.id = ?', query.orderId);
    if (query.state) add('o.state = ?', query.state);
    if (query.payType !== undefined) add('o.pay_type = ?', query.payType);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM orders o ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<StaffOrderRow>(`${ORDER_SELECT} ${w} ORDER BY o.created_at DESC, o.id LIMIT ${pageSize} OFFSET ${offset}`, params);
    return pagedOf(rows.map(toStaffOrder), page, pageSize, total);
  });

  on(staffConfirmPayment, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'payments.confirm');
    const o = await findOrder(db, body.orderId);
    if (!o) throw notFound('订单');
    const now = nowS();
    const state = effectiveState(o, now);
    // Already paid (a double click, a retry, the CLI first): the order as it is, nothing again.
    if (state === 'paid') return orderView(o.id);
    if (o.pay_type !== 3) throw badRequest('只有人工支付的订单可以手动确认');
    // The same signed notice `npm run payments:confirm` sends, applied by the same settle();
    // the notice id is the request id, so a twin of this request is refused by settle's ledger.
    const notice = { notifyId: `staff_${body.requestId}`, orderId: o.id, outcome: 'paid' as const, amount: Number(o.amount), providerRef: `staff-${actor.uid}`, ts: now };
    try {
      await settle(ctx, notice, now);
    } catch (err) {
      if (err instanceof ApiError && err.ret === RET.CONFLICT && (await findOrder(db, o.id))?.state === 'paid') return orderView(o.id);
      throw err;
    }
    await audit(db, actor, { action: 'payment.confirm', target: `order:${o.id}`, before: { state }, after: { state: 'paid', reason: body.reason } });
    return orderView(o.id);
  });

  on(staffRefund, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'refunds.create');
    const created = await db.transaction(async (tx) => {
      const same = await one<{ id: number }>(tx, 'SELECT id FROM refunds WHERE request_id = $1', [body.requestId]);
      if (same) return { id: same.id, fresh: false };
      const o = await findOrder(tx, body.orderId, true);
      if (!o) throw notFound('订单');
      // One refund per order: a second click with a new key gets the first refund.
      const open = await one<{ id: number }>(tx, `SELECT id FROM refunds WHERE order_id = $1 AND state IN ('awaiting_approval', 'processing', 'done') ORDER BY id LIMIT 1`, [o.id]);
      if (open) return { id: open.id, fresh: false };
      if (effectiveState(o, nowS()) !== 'paid') throw new ApiError(RET.CONFLICT, '只有已支付的订单可以退款');
      if (body.amount !== undefined && Math.abs(body.amount - Number(o.amount)) > 0.005) throw badRequest('暂只支持全额退款');
      const state = Number(o.rmb) > refundApprovalRmb() ? 'awaiting_approval' : 'processing';
      const ins = await tx.query<{ id: number }>(
        `INSERT INTO refunds (order_id, amount, state, reason, request_id, requested_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (request_id) DO NOTHING RETURNING id`,
        [o.id, Number(o.amount), state, body.reason, body.requestId, actor.uid, nowS()],
      );
      if (!ins.rows.length) {
        const twin = await one<{ id: number }>(tx, 'SELECT id FROM refunds WHERE request_id = $1', [body.requestId]);
        return { id: twin?.id ?? 0, fresh: false };
      }
      await audit(tx, actor, { action: 'refund.request', target: `order:${o.id}`, before: { state: 'paid' }, after: { refundId: ins.rows[0].id, state, amount: Number(o.amount), reason: body.reason } });
      return { id: ins.rows[0].id, fresh: true };
    });
    const r = created.fresh ? await executeRefund(ctx, created.id, actor) : await refundById(db, created.id);
    if (!r) throw notFound('退款');
    return toRefund(r);
  });

  on(staffRefunds, async ({ query, req }) => {
    await requirePermission(ctx, req, 'orders.read');
    const { page, pageSize, offset } = pageArgs(query);
    const params: Param[] = query.state ? [query.state] : [];
    const w = query.state ? 'WHERE r.state = $1' : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM refunds r ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<RefundRow>(`${REFUND_SELECT} ${w} ORDER BY r.id DESC LIMIT ${pageSize} OFFSET ${offset}`, params);
    return pagedOf(rows.map(toRefund), page, pageSize, total);
  });

  on(staffRefundDecide, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'refunds.approve');
    const decided = await db.transaction(async (tx) => {
      const r = await one<RefundRow>(tx, 'SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [body.id]);
      if (!r) throw notFound('退款');
      if (r.state !== 'awaiting_approval') return false;
      if (r.requested_by === actor.uid) throw forbidden('退款需由另一位员工审批');
      const state = body.approve ? 'processing' : 'rejected';
      await tx.query('UPDATE refunds SET state = $2, approved_by = $3 WHERE id = $1', [r.id, state, actor.uid]);
      await audit(tx, actor, { action: body.approve ? 'refund.approve' : 'refund.reject', target: `order:${r.order_id}`, before: { state: r.state }, after: { state, refundId: r.id, note: body.note ?? '' } });
      return body.approve;
    });
    const r = decided ? await executeRefund(ctx, body.id, actor) : await refundById(db, body.id);
    if (!r) throw notFound('退款');
    return toRefund(r);
  });
}

// Orders as the staff console sees them (with what was refunded so far).
import type { StaffOrder } from '../../src/api/contract/staff-users';

export interface StaffOrderRow {
  id: string; uid: number; to_uid: number; package_id: number; pay_type: number; amount: number; rmb: number; price_symbol: string;
  vip_type: number; days: number; state: string; provider: string; created_at: number; paid_at: number | null; refunded: number;
}

export const ORDER_SELECT = `SELECT o.id, o.uid, o.to_uid, o.package_id, o.pay_type, o.amount, o.rmb, o.price_symbol, o.vip_type, o.days, o.state,
  o.provider, o.created_at, o.paid_at,
  COALESCE((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND r.state = 'done'), 0)::float8 AS refunded
  FROM orders o`;

export const toStaffOrder = (o: StaffOrderRow): StaffOrder => ({
  orderId: o.id, uid: o.uid, toUid: o.to_uid, packageId: o.package_id, payType: o.pay_type, amount: Number(o.amount), rmb: Number(o.rmb),
  priceSymbol: o.price_symbol, vipType: o.vip_type, days: o.days, state: o.state, provider: o.provider, createdAt: o.created_at,
  paidAt: o.paid_at, refunded: Number(o.refunded),
});

// Orders: made and priced by the server, one per tap (the client's requestId), settled only by
// a provider notification (settle.ts). States: created -> pending (checkout page opened) ->
// paid | cancelled | expired; paid -> refunded.
import { randomBytes } from 'node:crypto';
import type { Order, OrderState } from '../../src/api/contract/vip';
import type { Queryable } from '../db/db';

/** Unpaid orders expire after this many seconds. */
export const ORDER_TTL_S = 30 * 60;

export const UNPAID: readonly OrderState[] = ['created', 'pending'];

export interface OrderRow {
  id: string;
  uid: number;
  to_uid: number;
  package_id: number;
  category_id: number;
  pay_type: number;
  amount: number;
  rmb: number;
  price_symbol: string;
  promotions: string;
  vip_type: number;
  days: number;
  state: OrderState;
  request_id: string | null;
  bargain_key: string | null;
  address_id: number | null;
  provider: string;
  provider_ref: string;
  pay_url: string;
  created_at: number;
  updated_at: number;
  expires_at: number;
  paid_at: number | null;
  package_name?: string;
}

export const newOrderId = (now: number): string => `VO${now.toString(36)}${randomBytes(9).toString('hex')}`;

/** The order row with its package name, or null. */
export async function findOrder(db: Queryable, id: string, forUpdate = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    forUpdate
      ? 'SELECT o.*, p.name AS package_name FROM orders o JOIN vip_packages p ON p.id = o.package_id WHERE o.id = $1 FOR UPDATE OF o'
      : 'SELECT o.*, p.name AS package_name FROM orders o JOIN vip_packages p ON p.id = o.package_id WHERE o.id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** An unpaid order past its time counts as expired even before the sweep wrote it. */
export function effectiveState(o: Pick<OrderRow, 'state' | 'expires_at'>, now: number): OrderState {
  return UNPAID.includes(o.state) && o.expires_at <= now ? 'expired' : o.state;
}

export function toOrder(o: OrderRow, now: number, payUrl: (o: OrderRow) => string): Order {
  const state = effectiveState(o, now);
  return {
    orderId: o.id,
    packageId: o.package_id,
    packageName: o.package_name ?? '',
    toUid: o.to_uid,
    payType: o.pay_type,
    amount: Number(o.amount),
    rmb: Number(o.rmb),
    priceSymbol: o.price_symbol,
    vipType: o.vip_type,
    days: o.days,
    state,
    payUrl: UNPAID.includes(state) ? payUrl(o) : '',
    createdAt: o.created_at,
    expiresAt: o.expires_at,
    paidAt: o.paid_at ?? 0,
  };
}

/** Writes 'expired' on unpaid orders past their time (a timer runs it; reads never depend on it). */
export async function expireOrders(db: Queryable, now: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE orders SET state = 'expired', updated_at = $1 WHERE state IN ('created', 'pending') AND expires_at <= $1 RETURNING id`,
    [now],
  );
  return rows.length;
}

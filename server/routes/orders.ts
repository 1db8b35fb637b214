// VIP orders (issue 9): made and priced by the server, one per tap (requestId), paid only by a
// provider's signed notification; the sandbox provider's pages; order query, cancel, appeal and
// delivery addresses.
import type { FastifyRequest } from 'fastify';
import { RET } from '../../src/api/contract/envelope';
import {
  addAddress, appealOrder, cancelOrder, createAliPay, createOrder, getAddressList, getOrder, hasPhysicalGift, paymentNotify, type Order,
} from '../../src/api/contract/vip';
import { one } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { loadCatalog, normRegion, payTypesOf, VIP_CATALOG_TABLES } from '../payments/catalog';
import { effectiveState, expireOrders, findOrder, newOrderId, ORDER_TTL_S, toOrder, UNPAID, type OrderRow } from '../payments/orders';
import { bargainPrice, daysOf, listPrice, promotionsOf, type PackageRow } from '../payments/pricing';
import { paymentsOf } from '../payments/registry';
import { registerProviderNotify } from '../payments/provider-notify';
import { openAtProvider, reconcile } from '../payments/real-orders';
import { registerSandboxPages } from '../payments/sandbox';
import { settle } from '../payments/settle';
import { regionOf } from './config';
import { nowS } from './mappers';
import type { RouteKit } from './types';

/**
 * Fields a client may never set: the server prices the order, knows the caller from the token
 * and decides the state. A request naming one is refused, so a tampered client learns at once.
 */
const SERVER_FIELDS = ['price', 'amount', 'rmb', 'disprice', 'disrmb', 'money', 'total', 'uid', 'userId', 'state', 'status', 'paid'];

function refuseServerFields(req: FastifyRequest): void {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const named = SERVER_FIELDS.find((f) => Object.keys(q).some((k) => k.toLowerCase() === f.toLowerCase()));
  if (named) throw badRequest(`参数 ${named} 不允许：价格、用户与订单状态由服务器决定`);
}

/** Pay types CreateOrder makes orders for; 0, 1 and 5 go through CreateAliPay (a gateway). */
const ORDER_PAY_TYPES = new Set([-1, 2, 3]);
const GATEWAY_PAY_TYPES = new Set([0, 1, 5]);
const MAX_ADDRESSES = 20;

export interface OrderInput {
  ProductID: number;
  categoryId?: number;
  ToUID?: number;
  Promotions?: string;
  requestId: string;
  bargainKey?: string;
  addressId?: number;
  payType: number;
  region?: string;
}

export function orderRoutes({ app, ctx, on }: RouteKit): void {
  const { db } = ctx;
  const payments = paymentsOf(ctx);
  const show = (o: OrderRow): Order => toOrder(o, nowS(), (x) => payments.payUrl(x));
  if (ctx.paymentSandbox) registerSandboxPages(app, ctx, payments.sandbox);
  registerProviderNotify(app, ctx, payments.real);

  // Unpaid orders past their time are written 'expired' every minute (reads already treat them so).
  const sweep = setInterval(() => void expireOrders(db, nowS()).catch(() => {}), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** The order of an earlier tap with this requestId, if it asked for the same thing. */
  async function sameTap(uid: number, input: OrderInput, toUid: number): Promise<OrderRow | null> {
    const o = await one<OrderRow>(
      db,
      'SELECT o.*, p.name AS package_name FROM orders o JOIN vip_packages p ON p.id = o.package_id WHERE o.uid = $1 AND o.request_id = $2',
      [uid, input.requestId],
    );
    if (!o) return null;
    if (o.package_id !== input.ProductID || o.pay_type !== input.payType || o.to_uid !== toUid || (o.bargain_key ?? '') !== (input.bargainKey ?? '')) {
      throw new ApiError(RET.CONFLICT, '该请求编号已用于其他订单');
    }
    return o;
  }

  async function pricedBy(uid: number, pkg: PackageRow, key: string | undefined, now: number): Promise<{ amount: number; rmb: number }> {
    if (!key) return listPrice(pkg);
    const b = await one<{ uid: number; package_id: number; price: number; end_time: number; state: string }>(db, 'SELECT uid, package_id, price, end_time, state FROM bargains WHERE key = $1', [key]);
    if (!b) throw notFound('砍价');
    if (b.uid !== uid) throw forbidden('该砍价不属于当前用户');
    if (b.package_id !== pkg.id) throw badRequest('砍价与所选套餐不符');
    if (b.state !== 'active') throw new ApiError(RET.CONFLICT, '该砍价已失效');
    if (Number(b.price) <= 0) throw new ApiError(RET.CONFLICT, '砍价已到0元，请免费领取');
    if (now < b.end_time) throw new ApiError(RET.CONFLICT, '砍价尚未结束');
    return bargainPrice(pkg, Number(b.price));
  }

  async function makeOrder(req: FastifyRequest, input: OrderInput): Promise<OrderRow> {
    refuseServerFields(req);
    const uid = caller(req).uid;
    const now = nowS();
    const toUid = input.ToUID ? input.ToUID : uid;
    const earlier = await sameTap(uid, input, toUid);
    if (earlier) return openAtProvider(ctx, earlier);

    const catalog = await ctx.cache.get('vip_catalog', VIP_CATALOG_TABLES, () => loadCatalog(db));
    const pkg = catalog.packages.find((p) => p.id === input.ProductID);
    if (!pkg) throw notFound('套餐');
    if (input.categoryId !== undefined && input.categoryId !== 0 && input.categoryId !== pkg.category_id) throw badRequest('该套餐不属于所选会员类别');
    const region = normRegion(input.region) || regionOf(req).code;
    if (!payTypesOf(catalog, pkg.category_id, region).some((t) => t.pay_type === input.payType)) throw badRequest('该套餐不支持此支付方式');
    if (!payments.canCheckout(input.payType)) throw badRequest('该支付方式暂不可用，请选择其他支付方式');
    if (toUid !== uid && !(await one(db, 'SELECT 1 FROM users WHERE id = $1', [toUid]))) throw notFound('赠送的用户');
    const offered = new Set(promotionsOf(pkg).map((p) => p.promotionCode));
    const codes = (input.Promotions ?? '').split('|').filter(Boolean);
    const unknown = codes.find((c) => !offered.has(c));
    if (unknown) throw badRequest(`优惠 ${unknown} 不适用于该套餐`);
    if (input.addressId !== undefined && !(await one(db, 'SELECT 1 FROM delivery_addresses WHERE id = $1 AND uid = $2', [input.addressId, uid]))) {
      throw notFound('收货地址');
    }
    if (input.addressId === undefined && hasPhysicalGift(promotionsOf(pkg))) throw badRequest('该套餐含实物礼品，请先选择收货地址');
    const price = await pricedBy(uid, pkg, input.bargainKey, now);
    const id = newOrderId(now);
    // Only an order that is really new spends a point of the order limit: the point is taken
    // after the insert, in its transaction (over the limit -> rolled back, ret 429). A twin
    // request of the same tap waits on the unique index, inserts nothing and spends nothing (a
    // refusal before the insert could hit the twin of the tap that spent the last point).
    const ins = await db.transaction(async (tx) => {
      const rows = await tx.query<OrderRow>(
        `INSERT INTO orders (id, uid, to_uid, package_id, category_id, pay_type, amount, rmb, price_symbol, promotions, vip_type, days,
           state, request_id, bargain_key, address_id, created_at, updated_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'created', $13, $14, $15, $16, $16, $17)
         ON CONFLICT DO NOTHING RETURNING *`,
        [id, uid, toUid, pkg.id, pkg.category_id, input.payType, price.amount, price.rmb, pkg.price_symbol, codes.join('|'), pkg.type, daysOf(pkg),
          input.requestId, input.bargainKey ?? null, input.addressId ?? null, now, now + ORDER_TTL_S],
      );
      if (rows.rows.length) await ctx.flood.take(['orderUser', uid]);
      return rows;
    });
    if (!ins.rows.length) {
      // A concurrent twin of this tap inserted first: answer with its order.
      const twin = await sameTap(uid, input, toUid);
      if (twin) return openAtProvider(ctx, twin);
      throw new ApiError(RET.CONFLICT, '该请求编号已被使用');
    }
    // A real provider's order is opened there now (its QR page is the order's pay_url).
    return openAtProvider(ctx, { ...ins.rows[0], package_name: pkg.name });
  }

  on(createOrder, async ({ query, req }) => {
    const payType = query.payType ?? -1;
    if (!ORDER_PAY_TYPES.has(payType)) throw badRequest('该支付方式请使用 CreateAliPay 下单');
    return show(await makeOrder(req, { ...query, payType }));
  });

  on(createAliPay, async ({ query, req }) => {
    if (!GATEWAY_PAY_TYPES.has(query.payType)) throw badRequest('该支付方式请使用 CreateOrder 下单');
    const o = await makeOrder(req, query);
    if (!UNPAID.includes(effectiveState(o, nowS()))) throw new ApiError(RET.CONFLICT, '该订单已结束，请重新下单');
    if (o.provider !== 'sandbox') return { orderId: o.id, gateway: o.pay_url, params: {} };
    const { gateway, params } = payments.checkout({ orderId: o.id, amount: Number(o.amount), priceSymbol: o.price_symbol, subject: o.package_name ?? '', payType: o.pay_type });
    return { orderId: o.id, gateway, params };
  });

  /** An order of the caller (another user's answers as unknown). */
  async function ownOrder(uid: number, orderId: string): Promise<OrderRow> {
    const o = await findOrder(db, orderId);
    if (!o || o.uid !== uid) throw notFound('订单');
    return o;
  }

  on(getOrder, async ({ query, req }) => {
    const uid = caller(req).uid;
    const o = await ownOrder(uid, query.orderId);
    // The payer is back on /payResult: a real provider is asked in case its notification is lost.
    if (o.provider !== 'sandbox' && UNPAID.includes(effectiveState(o, nowS()))) {
      await reconcile(ctx, o);
      return show(await ownOrder(uid, query.orderId));
    }
    return show(o);
  });

  on(cancelOrder, async ({ query, req }) => {
    const uid = caller(req).uid;
    await ownOrder(uid, query.orderId);
    const now = nowS();
    const upd = await db.query(
      `UPDATE orders SET state = 'cancelled', updated_at = $3 WHERE id = $1 AND uid = $2 AND state IN ('created', 'pending') AND expires_at > $3 RETURNING id`,
      [query.orderId, uid, now],
    );
    const o = await ownOrder(uid, query.orderId);
    if (!upd.rows.length) throw new ApiError(RET.CONFLICT, `订单${{ paid: '已支付', cancelled: '已取消', expired: '已过期', refunded: '已退款' }[show(o).state] ?? '状态不允许取消'}`);
    return show(o);
  });

  on(paymentNotify, async ({ body }) => {
    const now = nowS();
    const check = payments.sandbox.verify(body as unknown as Record<string, unknown>, now);
    if (!check.ok) throw new ApiError(RET.BAD_SIGNATURE, check.reason);
    return settle(ctx, check.notice, now);
  });

  on(appealOrder, async ({ body, req }) => {
    const uid = caller(req).uid;
    await ownOrder(uid, body.orderId);
    await ctx.flood.take(['appealUser', uid]);
    const ins = await db.query<{ id: number }>(
      `INSERT INTO order_appeals (order_id, uid, reason, contact, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [body.orderId, uid, body.reason.trim(), (body.contact ?? '').trim(), nowS()],
    );
    if (!ins.rows.length) throw new ApiError(RET.CONFLICT, '该订单已有处理中的申诉');
    return { id: ins.rows[0].id };
  });

  on(getAddressList, async ({ req }) => {
    const { rows } = await db.query<{ id: number; name: string; phone: string; address: string }>(
      'SELECT id, name, phone, address FROM delivery_addresses WHERE uid = $1 ORDER BY id DESC', [caller(req).uid],
    );
    return { list: rows };
  });

  on(addAddress, async ({ body, req }) => {
    const uid = caller(req).uid;
    const n = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM delivery_addresses WHERE uid = $1', [uid]);
    if ((n?.n ?? 0) >= MAX_ADDRESSES) throw new ApiError(RET.CONFLICT, `最多保存${MAX_ADDRESSES}个收货地址`);
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO delivery_addresses (uid, name, phone, address, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [uid, body.name.trim(), body.phone.trim(), body.address.trim(), nowS()],
    );
    return { id: rows[0].id, name: body.name.trim(), phone: body.phone.trim(), address: body.address.trim() };
  });
}

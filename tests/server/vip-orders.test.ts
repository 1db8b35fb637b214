// VIP orders and payments (issue 9): pay info, server pricing, one order per tap, the sandbox
// provider's pages and signed notifications, exactly-once grants, expiry, refunds, the socket
// push, records, appeals and addresses. Bad input gets a clear ret and changes nothing.
import { describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { RET } from '../../src/api/contract/envelope';
import {
  addAddress, appealOrder, cancelOrder, getAddressList, getCusService, getOrder, getVipHistory, getVipPayType, getVipRecords,
  type Order, type VipPayInfo,
} from '../../src/api/contract/vip';
import { getSystemMessages, type Notice } from '../../src/api/contract/chat';
import { expireOrders } from '../../server/payments/orders';
import { DAY_S } from '../../server/payments/vip-term';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BACKENDS, clientFor, serverDataDir } from './harness';
import { account, checkout, gatewayOrder, grantsOf, notice, notify, order, ordersOf, tap, vipOf } from './vip-fixtures';

const now = () => Math.floor(Date.now() / 1000);
const ymd = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

describe.each(BACKENDS)('VIP pay info and customer service on %s', (backend) => {
  it('lists categories, packages and every pay type of spec 000 §4; 7003 keeps the data; region filters pay types', async () => {
    const c = await clientFor(backend);
    const visitor = await c.get<VipPayInfo>(getVipPayType.path);
    expect(visitor.ret).toBe(RET.OK);
    expect(visitor.data.categoryList.length).toBeGreaterThanOrEqual(3);
    expect(visitor.data.categoryList[0].data.length).toBeGreaterThan(0);
    expect(visitor.data.payTypes.map((t) => t.payType).sort((a, b) => a - b)).toEqual([-1, 0, 1, 2, 3, 5]);
    expect(visitor.data.categoryList[0].payTypes.map((t) => t.payType).sort((a, b) => a - b)).toEqual([-1, 0, 1, 2, 3, 5]);
    expect(visitor.data.remark).toContain('顺延');

    const withContact = await account(c);
    expect((await c.get(getVipPayType.path, {}, withContact.headers)).ret).toBe(RET.OK);
    const noContact = await account(c, { contact: false });
    const notice7003 = await c.get<VipPayInfo>(getVipPayType.path, {}, noContact.headers);
    expect(notice7003.ret).toBe(RET.PAY_INFO_NOTICE);
    expect(notice7003.msg).toContain('绑定');
    expect(notice7003.data.categoryList).toEqual(visitor.data.categoryList);

    const only2 = await c.get<VipPayInfo>(getVipPayType.path, { categoryId: 2 });
    expect(only2.data.categoryList.map((x) => x.id)).toEqual([2]);
    expect((await c.get(getVipPayType.path, { categoryId: 999 })).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(getVipPayType.path, { ToUID: 2_000_000_000 })).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(getVipPayType.path, { ProductID: 999_999 })).ret).toBe(RET.NOT_FOUND);

    // A pay type offered only in MY: absent for the detected region (CN on loopback), present with the custom region.
    await c.server.db.query(`UPDATE pay_types SET regions = 'MY' WHERE pay_type = 2`);
    try {
      const cn = await c.get<VipPayInfo>(getVipPayType.path);
      expect(cn.data.categoryList[0].payTypes.map((t) => t.payType)).not.toContain(2);
      const my = await c.get<VipPayInfo>(getVipPayType.path, { region: 'my' });
      expect(my.data.categoryList[0].payTypes.map((t) => t.payType)).toContain(2);
      // An order follows the same rule.
      const buyer = await account(c);
      expect((await order(c, buyer, { ProductID: 101, payType: 2 })).ret).toBe(RET.BAD_REQUEST);
      expect((await order(c, buyer, { ProductID: 101, payType: 2, region: 'MY' })).ret).toBe(RET.OK);
    } finally {
      await c.server.db.query(`UPDATE pay_types SET regions = '' WHERE pay_type = 2`);
    }
  });

  it('GetCusService gives the desk of the region (templateType 2), else the default desk', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const kefu = (await c.server.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'kefu_demo'`)).rows[0].id;
    const def = await c.get<{ id: number; nickName: string }>(getCusService.path, { templateType: 2 }, a.headers);
    expect(def).toMatchObject({ ret: RET.OK, data: { id: kefu, nickName: '在线客服' } });
    const desk = await account(c);
    await c.server.db.query(`INSERT INTO cus_service (region, uid) VALUES ('SG', $1) ON CONFLICT (region) DO UPDATE SET uid = $1`, [desk.uid]);
    expect((await c.get<{ id: number }>(getCusService.path, { templateType: 2, region: 'sg' }, a.headers)).data.id).toBe(desk.uid);
    expect((await c.get<{ id: number }>(getCusService.path, { templateType: 2, region: 'US' }, a.headers)).data.id).toBe(kefu);
    expect((await c.get(getCusService.path, { templateType: 2 })).ret).toBe(RET.SESSION_INVALID);
  });
});

describe.each(BACKENDS)('VIP orders on %s', (backend) => {
  it('prices on the server (disprice rule) and makes one order per tap, however often it is sent', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const requestId = tap();
    const burst = await Promise.all(Array.from({ length: 8 }, () => order(c, a, { ProductID: 102, categoryId: 1, requestId })));
    expect(burst.every((r) => r.ret === RET.OK)).toBe(true);
    expect(new Set(burst.map((r) => r.data.orderId)).size).toBe(1);
    expect(await ordersOf(c, a.uid)).toBe(1);
    const o = burst[0].data;
    // Package 102 has both disprice 8.99 and disrmb 68; it grants 90 + 7 gift days at level 1.
    expect(o).toMatchObject({ packageId: 102, amount: 8.99, rmb: 68, priceSymbol: '€', state: 'created', payType: -1, vipType: 1, days: 97, toUid: a.uid, paidAt: 0 });
    expect(o.payUrl).toMatch(/^\/sandbox-pay\/checkout\?order=/);
    expect(o.expiresAt - o.createdAt).toBe(30 * 60);
    // Package 101 has no discount: the list price.
    expect((await order(c, a, { ProductID: 101 })).data).toMatchObject({ amount: 3.99, rmb: 30 });
    // The same tap id for another package is a conflict, not a second order.
    expect((await order(c, a, { ProductID: 103, requestId })).ret).toBe(RET.CONFLICT);
    expect(await ordersOf(c, a.uid)).toBe(2);
  });

  it('limits new orders to 20 per user in 10 minutes; the twin request of a double tap spends nothing', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    for (let i = 0; i < 20; i++) {
      const requestId = tap();
      const pair = await Promise.all([order(c, a, { ProductID: 101, requestId }), order(c, a, { ProductID: 101, requestId })]);
      expect(pair.map((r) => r.ret), `tap ${i}`).toEqual([RET.OK, RET.OK]);
      expect(pair[0].data.orderId).toBe(pair[1].data.orderId);
    }
    expect(await ordersOf(c, a.uid)).toBe(20);
    expect(await order(c, a, { ProductID: 101 })).toMatchObject({ ret: RET.RATE_LIMITED });
    expect(await ordersOf(c, a.uid)).toBe(20);
  });

  it('refuses a price, uid or state from the client, another category, an unknown ToUID and pay types it does not offer; no order is made', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const other = await account(c);
    const extras: Record<string, string | number>[] = [{ price: -1 }, { price: 0.01 }, { amount: 0 }, { disprice: 0 }, { uid: other.uid }, { state: 'paid' }, { status: 1 }];
    for (const extra of extras) {
      const r = await order(c, a, { ProductID: 101, ...extra });
      expect(r.ret, JSON.stringify(extra)).toBe(RET.BAD_REQUEST);
      expect(r.msg).toContain('由服务器决定');
    }
    expect((await order(c, a, { ProductID: 101, categoryId: 2 })).ret).toBe(RET.BAD_REQUEST);
    const ghost = await order(c, a, { ProductID: 101, ToUID: 2_000_000_000 });
    expect(ghost).toMatchObject({ ret: RET.NOT_FOUND, msg: '赠送的用户不存在' });
    expect((await order(c, a, { ProductID: 999_999 })).ret).toBe(RET.NOT_FOUND);
    // Category 3 does not offer pay type 2; pay types 0/1/5 go through CreateAliPay.
    expect((await order(c, a, { ProductID: 301, payType: 2 })).ret).toBe(RET.BAD_REQUEST);
    expect((await order(c, a, { ProductID: 101, payType: 5 })).ret).toBe(RET.BAD_REQUEST);
    expect((await gatewayOrder(c, a, { ProductID: 101, payType: 3 })).ret).toBe(RET.BAD_REQUEST);
    expect((await order(c, a, { ProductID: 102, Promotions: 'LONG180' })).ret).toBe(RET.BAD_REQUEST);
    expect((await order(c, a, { ProductID: 101, requestId: 'short' })).ret).toBe(RET.BAD_REQUEST);
    expect((await order(c, a, { ProductID: -5 })).ret).toBe(RET.BAD_REQUEST);
    expect(await ordersOf(c, a.uid)).toBe(0);
    // Visitors cannot order.
    expect((await c.get('/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', requestId: tap() })).ret).toBe(RET.SESSION_INVALID);
  });

  it('card order through the sandbox page: pending while open, paid by the signed notification, VIP from now + validity + gift days', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    // A VIP-only video is closed before paying (ret 403) and plays after, with no new login.
    expect((await c.post('/api/Video/getPlayData', { mediaKey: 'v1002' }, a.headers)).ret).toBe(RET.FORBIDDEN);
    const o = (await order(c, a, { ProductID: 102 })).data;
    const before = now();
    const r = await checkout(c, o.payUrl, 'paid');
    expect(r.pageStatus).toBe(200);
    expect(r.page).toContain('信用卡支付（沙箱）');
    expect(r.page).toContain('沙箱支付');
    expect(r.page).toContain('确认支付');
    expect(r.page).toContain('€8.99');
    expect(r.result).toContain('支付成功');
    // The pages run under the server's CSP: no script at all.
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.page + r.result).not.toMatch(/<script/i);
    const paid = await c.get<Order>(getOrder.path, { orderId: o.orderId }, a.headers);
    expect(paid.data).toMatchObject({ state: 'paid', payUrl: '' });
    expect(paid.data.paidAt).toBeGreaterThanOrEqual(before);
    const v = await vipOf(c, a.uid);
    expect(v.vip_level).toBe(1);
    expect(v.vip_type_name).toBe('普通VIP');
    expect(v.vip_expire - paid.data.paidAt).toBe(97 * DAY_S);
    const info = await c.post<{ vipLevel: number; eDate: string }>('/api/User/GetUserInfo', {}, a.headers);
    expect(info.data).toMatchObject({ vipLevel: 1, eDate: ymd(v.vip_expire) });
    expect((await c.post('/api/Video/getPlayData', { mediaKey: 'v1002' }, a.headers)).ret).toBe(RET.OK);
    // The message centre keeps the news: one system notice with the new end date.
    const notices = await c.get<{ list: Notice[] }>(getSystemMessages.path, { page: 1, pageSize: 20 }, a.headers);
    expect(notices.data.list.map((n) => [n.title, n.content])).toEqual([['会员开通成功', `你的会员已开通，有效期至 ${ymd(v.vip_expire)}。`]]);
    // The page of a paid order says so and offers no pay button.
    const again = await c.raw(o.payUrl);
    const html = await again.text();
    expect(html).toContain('订单已支付');
    expect(html).not.toContain('确认支付');
  });

  it('Alipay-style (0, 1), gateway (5) and the other pay page (2) pay through the sandbox too; buying again extends from the expiry and a higher type upgrades it all', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const g = await gatewayOrder(c, a, { ProductID: 101, payType: 0 });
    expect(g.ret).toBe(RET.OK);
    expect(g.data.gateway).toBe('/sandbox-pay/checkout');
    const url = `${g.data.gateway}?${new URLSearchParams(g.data.params)}`;
    const r = await checkout(c, url, 'paid');
    expect(r.page).toContain('支付宝（沙箱）');
    expect(r.result).toContain('支付成功');
    const first = await vipOf(c, a.uid);
    expect(first.vip_level).toBe(1);

    const g5 = await gatewayOrder(c, a, { ProductID: 101, payType: 5 });
    expect((await checkout(c, `${g5.data.gateway}?${new URLSearchParams(g5.data.params)}`, 'paid')).result).toContain('支付成功');
    const second = await vipOf(c, a.uid);
    expect(second.vip_expire).toBe(first.vip_expire + 30 * DAY_S);

    const tcg = (await order(c, a, { ProductID: 101, payType: 2 })).data;
    expect((await checkout(c, tcg.payUrl, 'paid')).page).toContain('在线支付（沙箱）');
    const third = await vipOf(c, a.uid);
    expect(third.vip_expire).toBe(second.vip_expire + 30 * DAY_S);

    // Super VIP (type 2, category 2, pay type 1): all the remaining time becomes type 2.
    const g1 = await gatewayOrder(c, a, { ProductID: 201, payType: 1 });
    expect((await checkout(c, `${g1.data.gateway}?${new URLSearchParams(g1.data.params)}`, 'paid')).result).toContain('支付成功');
    const fourth = await vipOf(c, a.uid);
    expect(fourth).toMatchObject({ vip_level: 2, vip_type_name: '超级VIP' });
    expect(fourth.vip_expire).toBe(third.vip_expire + 30 * DAY_S);
    expect(await grantsOf(c, a.uid)).toBe(4);

    const history = await c.get<{ list: { source: string; orderId: string; levelAfter: number; eDateAfter: string }[]; total: number }>(getVipHistory.path, {}, a.headers);
    expect(history.data.total).toBe(4);
    expect(history.data.list[0]).toMatchObject({ source: 'order', levelAfter: 2, eDateAfter: ymd(fourth.vip_expire) });
    const records = await c.get<{ list: Order[]; total: number }>(getVipRecords.path, { pageSize: 2 }, a.headers);
    expect(records.data).toMatchObject({ total: 4, hasMore: true });
    expect(records.data.list.every((x) => x.state === 'paid')).toBe(true);
  });

  it('20 concurrent pays for one order (pages and notifications) grant VIP once', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const o = (await order(c, a, { ProductID: 101 })).data;
    const pages = await Promise.all(Array.from({ length: 20 }, () => checkout(c, o.payUrl, 'paid')));
    expect(pages.filter((p) => p.result.includes('支付成功'))).toHaveLength(1);
    expect(pages.filter((p) => p.status === 409 && p.result.includes('订单已支付'))).toHaveLength(19);
    expect(await grantsOf(c, a.uid)).toBe(1);
    const v = await vipOf(c, a.uid);

    const o2 = (await order(c, a, { ProductID: 101 })).data;
    const replies = await Promise.all(Array.from({ length: 20 }, () => notify(c, notice(o2.orderId, o2.amount))));
    expect(replies.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    expect(replies.filter((r) => r.ret === RET.CONFLICT)).toHaveLength(19);
    expect(await grantsOf(c, a.uid)).toBe(2);
    expect((await vipOf(c, a.uid)).vip_expire).toBe(v.vip_expire + 30 * DAY_S);
  });

  it('refuses forged, replayed, stale, unknown-order, wrong-amount and already-paid notifications and changes nothing', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const o = (await order(c, a, { ProductID: 101 })).data;
    const snapshot = async () => ({
      order: (await c.server.db.query('SELECT state, paid_at FROM orders WHERE id = $1', [o.orderId])).rows[0],
      vip: await vipOf(c, a.uid),
      grants: await grantsOf(c, a.uid),
      notes: (await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_notifications WHERE order_id = $1', [o.orderId])).rows[0].n,
    });
    const before = await snapshot();
    const n = notice(o.orderId, o.amount);
    // Forged: signed with another key, or a field changed after signing.
    expect(await notify(c, n, 'ab'.repeat(32))).toMatchObject({ ret: RET.BAD_SIGNATURE, msg: '通知签名校验失败' });
    const { paymentsOf } = await import('../../server/payments/registry');
    const goodSign = paymentsOf(c.server.ctx).sandbox.sign(n);
    expect((await notify(c, { ...n, amount: 0.01 }, goodSign)).ret).toBe(RET.BAD_SIGNATURE);
    expect((await notify(c, { ...n, outcome: 'refunded' }, goodSign)).ret).toBe(RET.BAD_SIGNATURE);
    // Stale: signed correctly, but 10 minutes old.
    expect((await notify(c, notice(o.orderId, o.amount, 'paid', { ts: now() - 600 }))).ret).toBe(RET.BAD_SIGNATURE);
    // Unknown order and a wrong amount, both correctly signed.
    expect(await notify(c, notice('VOunknown0000', o.amount))).toMatchObject({ ret: RET.NOT_FOUND, msg: '订单不存在' });
    expect((await notify(c, notice(o.orderId, 0.01))).ret).toBe(RET.BAD_REQUEST);
    // The client's word is not a notification: no endpoint a client can reach marks it paid.
    expect((await c.get(getOrder.path, { orderId: o.orderId, state: 'paid' }, a.headers)).data).toMatchObject({ state: 'created' });
    expect(await snapshot()).toEqual(before);

    expect((await notify(c, n, goodSign)).ret).toBe(RET.OK);
    const paid = await snapshot();
    expect(paid.grants).toBe(1);
    // Replayed (same notifyId) and a fresh notice for the paid order: refused, nothing moves.
    expect(await notify(c, n, goodSign)).toMatchObject({ ret: RET.CONFLICT });
    expect(await notify(c, notice(o.orderId, o.amount))).toMatchObject({ ret: RET.CONFLICT, msg: '订单已支付，请勿重复通知' });
    expect(await snapshot()).toEqual(paid);
  });

  it('cancel, fail and expiry: a cancelled or expired order cannot be paid; a failed attempt leaves it payable', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const o = (await order(c, a, { ProductID: 101 })).data;
    const failed = await checkout(c, o.payUrl, 'failed');
    expect(failed.result).toContain('支付失败');
    expect((await c.get<Order>(getOrder.path, { orderId: o.orderId }, a.headers)).data.state).toBe('pending');
    const cancelled = await checkout(c, o.payUrl, 'cancelled');
    expect(cancelled.result).toContain('已取消支付');
    expect((await notify(c, notice(o.orderId, o.amount))).msg).toBe('订单已取消');

    const o2 = (await order(c, a, { ProductID: 101 })).data;
    expect((await c.get<Order>(cancelOrder.path, { orderId: o2.orderId }, a.headers)).data.state).toBe('cancelled');
    expect((await c.get(cancelOrder.path, { orderId: o2.orderId }, a.headers)).ret).toBe(RET.CONFLICT);

    const o3 = (await order(c, a, { ProductID: 101 })).data;
    await c.server.db.query('UPDATE orders SET expires_at = $2 WHERE id = $1', [o3.orderId, now() - 1]);
    expect((await c.get<Order>(getOrder.path, { orderId: o3.orderId }, a.headers)).data).toMatchObject({ state: 'expired', payUrl: '' });
    expect((await notify(c, notice(o3.orderId, o3.amount))).msg).toBe('订单已过期');
    expect((await c.raw(o3.payUrl).then((r) => r.text()))).toContain('订单已过期');
    expect(await expireOrders(c.server.db, now())).toBeGreaterThanOrEqual(1);
    expect((await c.server.db.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [o3.orderId])).rows[0].state).toBe('expired');
    expect(await grantsOf(c, a.uid)).toBe(0);
    expect((await vipOf(c, a.uid)).vip_level).toBe(0);

    // Another user's order: unknown to them, and a forged page token opens nothing.
    const b = await account(c);
    expect((await c.get(getOrder.path, { orderId: o.orderId }, b.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(cancelOrder.path, { orderId: o.orderId }, b.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.raw(`/sandbox-pay/checkout?order=${o.orderId}&t=${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('a refund notice takes the days back', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const o1 = (await order(c, a, { ProductID: 101 })).data;
    const o2 = (await order(c, a, { ProductID: 101 })).data;
    expect((await notify(c, notice(o1.orderId, o1.amount))).ret).toBe(RET.OK);
    expect((await notify(c, notice(o2.orderId, o2.amount))).ret).toBe(RET.OK);
    const v = await vipOf(c, a.uid);
    expect((await notify(c, notice(o2.orderId, o2.amount, 'refunded'))).data.state).toBe('refunded');
    expect((await vipOf(c, a.uid)).vip_expire).toBe(v.vip_expire - 30 * DAY_S);
    expect((await notify(c, notice(o2.orderId, o2.amount, 'refunded'))).ret).toBe(RET.CONFLICT);
  });

  it('a gift (ToUID) goes to the friend, whose sockets hear at once (userStateChange action 0 with the new level)', async () => {
    const c = await clientFor(backend);
    const payer = await account(c);
    const tv = await account(c);
    const s: Socket = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      expect(((await s.timeout(5000).emitWithAck('conn', { token: tv.token, version: '1.0.3' })) as { ret: number }).ret).toBe(RET.OK);
      const heard = new Promise<Record<string, unknown>>((resolve) => s.once('userStateChange', resolve));
      // The couple package includes a gift box: the payer's delivery address goes with the order.
      const addr = (await c.post<{ id: number }>(addAddress.path, { name: '李四', phone: '13800000009', address: '上海市浦东新区某路2号' }, payer.headers)).data;
      const o = (await order(c, payer, { ProductID: 301, ToUID: tv.uid, categoryId: 3, addressId: addr.id })).data;
      expect(o.toUid).toBe(tv.uid);
      expect((await checkout(c, o.payUrl, 'paid')).result).toContain('支付成功');
      const event = await heard;
      const v = await vipOf(c, tv.uid);
      expect(event).toMatchObject({ action: 0, reason: 'vip', vipLevel: 3, eDate: ymd(v.vip_expire) });
      expect(v.vip_type_name).toBe('情侣VIP');
      expect((await vipOf(c, payer.uid)).vip_level).toBe(0);
      // The friend's message centre says who it came from; the payer's has nothing.
      const friendNotices = await c.get<{ list: Notice[] }>(getSystemMessages.path, { page: 1, pageSize: 20 }, tv.headers);
      expect(friendNotices.data.list.map((n) => n.content)).toEqual([`好友赠送的会员已到账，有效期至 ${ymd(v.vip_expire)}。`]);
      expect((await c.get<{ list: Notice[] }>(getSystemMessages.path, { page: 1, pageSize: 20 }, payer.headers)).data.list).toEqual([]);
      // The order is the payer's; the VIP history is the friend's.
      expect((await c.get<{ total: number }>(getVipRecords.path, {}, payer.headers)).data.total).toBe(1);
      expect((await c.get<{ total: number }>(getVipHistory.path, {}, tv.headers)).data.total).toBe(1);
    } finally {
      s.disconnect();
    }
  });

  it('manual payment (3): no checkout page; staff confirm it with npm run payments:confirm (a signed notification)', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const o = (await order(c, a, { ProductID: 101, payType: 3 })).data;
    expect(o).toMatchObject({ state: 'created', payUrl: '' });
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/payments/cli-confirm-order.ts', ...args], {
        env: { ...process.env, DATA_DIR: serverDataDir(backend), TOKEN_SECRET: '' },
      });
    const out = await run(['--order', o.orderId, '--amount', String(o.amount), '--url', c.url]);
    expect(JSON.parse(out.stdout)).toMatchObject({ ret: RET.OK, data: { state: 'paid' } });
    expect((await vipOf(c, a.uid)).vip_level).toBe(1);
    // A second confirmation is refused and grants nothing more.
    await expect(run(['--order', o.orderId, '--amount', String(o.amount), '--url', c.url])).rejects.toMatchObject({ stdout: expect.stringContaining('订单已支付') });
    expect(await grantsOf(c, a.uid)).toBe(1);
  });

  it('appeals one open dispute per own order; addresses belong to their owner', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const b = await account(c);
    const o = (await order(c, a, { ProductID: 101 })).data;
    expect((await c.post<{ id: number }>(appealOrder.path, { orderId: o.orderId, reason: '已付款但未到账', contact: 'a@example.com' }, a.headers)).ret).toBe(RET.OK);
    expect((await c.post(appealOrder.path, { orderId: o.orderId, reason: '再次申诉' }, a.headers)).ret).toBe(RET.CONFLICT);
    expect((await c.post(appealOrder.path, { orderId: o.orderId, reason: '不是我的订单' }, b.headers)).ret).toBe(RET.NOT_FOUND);

    const addr = await c.post<{ id: number; name: string }>(addAddress.path, { name: '张三', phone: '13800000000', address: '北京市朝阳区某路1号' }, a.headers);
    expect(addr.ret).toBe(RET.OK);
    expect((await c.get<{ list: { id: number }[] }>(getAddressList.path, {}, a.headers)).data.list.map((x) => x.id)).toEqual([addr.data.id]);
    expect((await c.get<{ list: unknown[] }>(getAddressList.path, {}, b.headers)).data.list).toEqual([]);
    expect((await order(c, a, { ProductID: 101, addressId: addr.data.id })).ret).toBe(RET.OK);
    expect((await order(c, b, { ProductID: 101, addressId: addr.data.id })).ret).toBe(RET.NOT_FOUND);
    expect(await ordersOf(c, b.uid)).toBe(0);
  });

  it('a package with a physical gift needs a delivery address of the buyer, which the order keeps', async () => {
    const c = await clientFor(backend);
    const a = await account(c);
    const b = await account(c);
    const info = await c.get<VipPayInfo>(getVipPayType.path, {}, a.headers);
    const couple = info.data.categoryList.flatMap((x) => x.data).find((p) => p.packageId === 301)!;
    expect(couple.promotions.map((p) => p.promotionCode)).toContain('GIFT_BOX');
    expect(await order(c, a, { ProductID: 301, categoryId: 3 })).toMatchObject({ ret: RET.BAD_REQUEST, msg: '该套餐含实物礼品，请先选择收货地址' });
    expect(await ordersOf(c, a.uid)).toBe(0);
    const mine = (await c.post<{ id: number }>(addAddress.path, { name: '王五', phone: '13800000008', address: '广州市天河区某路3号' }, a.headers)).data;
    expect((await order(c, b, { ProductID: 301, categoryId: 3, addressId: mine.id })).ret).toBe(RET.NOT_FOUND);
    expect(await ordersOf(c, b.uid)).toBe(0);
    const o = await order(c, a, { ProductID: 301, categoryId: 3, addressId: mine.id });
    expect(o.ret).toBe(RET.OK);
    const { rows } = await c.server.db.query<{ address_id: number }>('SELECT address_id FROM orders WHERE id = $1', [o.data.orderId]);
    expect(rows[0].address_id).toBe(mine.id);
    // A package without a gift needs none.
    expect((await order(c, a, { ProductID: 101 })).ret).toBe(RET.OK);
  });
});

describe('payment sandbox switched off (production default)', () => {
  it('serves no checkout page and takes no order that would need one; manual orders and signed notifications still work', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { startServer } = await import('../../server/app');
    const { signedQuery, authHeaders } = await import('./harness');
    const dir = mkdtempSync(path.join(tmpdir(), 'vip-nosandbox-'));
    const server = await startServer({ port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, dataDir: dir, databaseUrl: '', paymentSandbox: false, limitExemptAddresses: ['127.0.0.1'] });
    try {
      const reg = await fetch(`${server.url}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `nosbx${Date.now()}`, password: 'secret12' }) });
      const user = ((await reg.json()) as { data: { id: number; token: Parameters<typeof authHeaders>[0] } }).data;
      const get = async (p: string, params: Record<string, string>) =>
        (await (await fetch(`${server.url}${p}?${signedQuery(params)}`, { headers: authHeaders(user.token) })).json()) as { ret: number; msg: string; data: Order };
      expect((await fetch(`${server.url}/sandbox-pay/checkout?order=x&t=${'0'.repeat(32)}`)).headers.get('content-type')).toContain('application/json');
      const card = await get('/api/payment/CreateOrder', { ProductID: '101', SysName: 'h5', requestId: tap(), payType: '-1' });
      expect(card).toMatchObject({ ret: RET.BAD_REQUEST, msg: '该支付方式暂不可用，请选择其他支付方式' });
      expect((await get('/api/payment/CreateAliPay', { ProductID: '101', requestId: tap(), payType: '0' })).ret).toBe(RET.BAD_REQUEST);
      const manual = await get('/api/payment/CreateOrder', { ProductID: '101', SysName: 'h5', requestId: tap(), payType: '3' });
      expect(manual.data).toMatchObject({ state: 'created', payUrl: '' });
      const { paymentsOf } = await import('../../server/payments/registry');
      const n = notice(manual.data.orderId, manual.data.amount);
      const res = await fetch(`${server.url}/api/payment/Notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...n, sign: paymentsOf(server.ctx).sandbox.sign(n) }) });
      expect(((await res.json()) as { data: { state: string } }).data.state).toBe('paid');
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

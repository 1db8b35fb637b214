// Issue 42 point 3: Alipay (alipay-sdk) and WeChat Pay v3 behind the provider interface, against
// local doubles that sign and encrypt as the providers' documents say (keys made here). A paid
// notification grants VIP once; a forged, replayed or stale one is refused or changes nothing;
// money for a closed order goes back; a refund through the provider ends the VIP it paid for;
// a lost notification is made good by the query when the payer is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { alipayProvider, ALIPAY_NOTIFY_PATH } from '../../server/payments/alipay-provider';
import { refundOrder } from '../../server/payments/real-orders';
import { WECHAT_NOTIFY_PATH, wechatPayProvider } from '../../server/payments/wechat-provider';
import { RET } from '../../src/api/contract/envelope';
import { cancelOrder, getOrder, type Order } from '../../src/api/contract/vip';
import { otherKey, startAlipayDouble, type AlipayDouble } from './alipay-double';
import { BACKENDS, clientOn, type Backend, type Client } from './harness';
import { account, gatewayOrder, order, vipOf, type Account } from './vip-fixtures';
import { startWechatDouble, type WechatDouble } from './wechat-double';

const nowS = () => Math.floor(Date.now() / 1000);

async function grants(c: Client, orderId: string): Promise<number> {
  const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vip_grants WHERE source = $1', [`order:${orderId}`]);
  return rows[0].n;
}

describe.each(BACKENDS)('real payment providers (%s)', (backend: Backend) => {
  let ali: AlipayDouble;
  let wx: WechatDouble;
  let server: RunningServer;
  let c: Client;
  let dir: string;

  beforeAll(async () => {
    [ali, wx] = await Promise.all([startAlipayDouble(), startWechatDouble()]);
    dir = mkdtempSync(path.join(tmpdir(), 'pay-sms-providers-'));
    const notifyBase = 'https://pay.example.test';
    server = await startServer({
      port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, dataDir: dir, limitExemptAddresses: ['127.0.0.1'], paymentSandbox: false,
      paymentProviders: [
        alipayProvider({ appId: ali.appId, privateKey: ali.app.privateKey, alipayPublicKey: ali.alipay.publicKey, gateway: ali.gateway, notifyUrl: `${notifyBase}${ALIPAY_NOTIFY_PATH}` }),
        wechatPayProvider({
          mchId: wx.mchId, appId: wx.appId, serialNo: wx.serialNo, privateKey: wx.merchant.privateKey, apiV3Key: wx.apiV3Key,
          platformPublicKey: wx.platform.publicKey, platformSerial: wx.platformSerial, baseUrl: wx.baseUrl, notifyUrl: `${notifyBase}${WECHAT_NOTIFY_PATH}`,
        }),
      ],
      ...(backend === 'postgres'
        ? { databaseUrl: process.env.TEST_DATABASE_URL, dbSchema: `ps_${process.pid}_${Date.now().toString(36)}` }
        : { databaseUrl: '' }),
    });
    c = clientOn(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([ali?.close(), wx?.close()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const postAlipay = async (form: Record<string, string>) => {
    const r = await c.raw(ALIPAY_NOTIFY_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(form).toString() });
    return r.text();
  };
  const postWechat = (req: { headers: Record<string, string>; body: string }) => c.raw(WECHAT_NOTIFY_PATH, { method: 'POST', headers: req.headers, body: req.body });

  /** An Alipay order of package 101 (rmb 30): the server opened a precreate trade at its own price. */
  async function alipayOrder(a: Account): Promise<string> {
    const r = await gatewayOrder(c, a, { ProductID: 101, payType: 0 });
    expect(r.ret, r.msg).toBe(RET.OK);
    expect(r.data.gateway).toBe(`https://qr.alipay.test/${r.data.orderId}`);
    return r.data.orderId;
  }

  describe('Alipay', () => {
    it('opens a QR trade signed with the app key at the server price; a paid notification grants once, replays change nothing', async () => {
      const a = await account(c);
      const id = await alipayOrder(a);
      const call = ali.calls.find((x) => x.method === 'alipay.trade.precreate' && x.biz.out_trade_no === id);
      expect(call).toMatchObject({ signedOk: true, notifyUrl: `https://pay.example.test${ALIPAY_NOTIFY_PATH}` });
      expect(call?.biz.total_amount).toBe('30.00');
      expect((await c.get<Order>(getOrder.path, { orderId: id }, a.headers)).data).toMatchObject({ state: 'pending', payUrl: `https://qr.alipay.test/${id}` });

      const paid = ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00' });
      expect(await postAlipay(paid)).toBe('success');
      const after = await vipOf(c, a.uid);
      expect(after.vip_level).toBe(1);
      expect((await c.get<Order>(getOrder.path, { orderId: id }, a.headers)).data.state).toBe('paid');
      // The same notification again, and a second notification of the same trade: success, no second grant.
      expect(await postAlipay(paid)).toBe('success');
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_FINISHED', totalAmount: '30.00' }))).toBe('success');
      expect(await grants(c, id)).toBe(1);
      expect((await vipOf(c, a.uid)).vip_expire).toBe(after.vip_expire);
    });

    it('refuses a forged signature, another app, a stale notify_time and a wrong amount, and grants nothing', async () => {
      const a = await account(c);
      const id = await alipayOrder(a);
      const forged = ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00', key: otherKey() });
      expect(await postAlipay(forged)).toBe('fail');
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00', extra: { app_id: '2021000000000000' } }))).toBe('fail');
      const tampered = { ...ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '0.01' }), total_amount: '30.00' };
      expect(await postAlipay(tampered)).toBe('fail');
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00', at: nowS() - 600 }))).toBe('fail');
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '0.01' }))).toBe('fail');
      expect(await grants(c, id)).toBe(0);
      expect((await vipOf(c, a.uid)).vip_level).toBe(0);
      expect((await c.get<Order>(getOrder.path, { orderId: id }, a.headers)).data.state).toBe('pending');
    });

    it('a refund through the SDK ends the VIP it paid for, and the refund notification after it changes nothing', async () => {
      const a = await account(c);
      const id = await alipayOrder(a);
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00' }))).toBe('success');
      expect((await vipOf(c, a.uid)).vip_level).toBe(1);
      expect(await refundOrder(server.ctx, id, '用户申请退款')).toEqual({ orderId: id, state: 'refunded' });
      expect(ali.calls.find((x) => x.method === 'alipay.trade.refund' && x.biz.out_trade_no === id)?.biz).toMatchObject({ refund_amount: '30.00', out_request_no: `R${id}` });
      const v = await vipOf(c, a.uid);
      expect(v.vip_level).toBe(0);
      expect(v.vip_expire).toBeLessThanOrEqual(nowS());
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_CLOSED', totalAmount: '30.00', extra: { refund_fee: '30.00', gmt_refund: '2026-12-07 12:00:00' } }))).toBe('success');
      expect((await c.get<Order>(getOrder.path, { orderId: id }, a.headers)).data.state).toBe('refunded');
      expect(await refundOrder(server.ctx, id, '重复')).toEqual({ orderId: id, state: 'refunded' });
      expect(ali.calls.filter((x) => x.method === 'alipay.trade.refund' && x.biz.out_trade_no === id)).toHaveLength(1);
    });

    it('a payment that arrives after the order was cancelled grants nothing and is refunded', async () => {
      const a = await account(c);
      const id = await alipayOrder(a);
      expect((await c.get(cancelOrder.path, { orderId: id }, a.headers)).ret).toBe(RET.OK);
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00' }))).toBe('success');
      expect(await grants(c, id)).toBe(0);
      expect(ali.calls.find((x) => x.method === 'alipay.trade.refund' && x.biz.out_trade_no === id)?.biz).toMatchObject({ refund_amount: '30.00', out_request_no: `L${id}` });
    });

    it('the payer back on /payResult without a notification: the query finds the trade paid and grants once', async () => {
      const a = await account(c);
      const id = await alipayOrder(a);
      ali.tradeStatus.set(id, 'TRADE_SUCCESS');
      expect((await c.get<Order>(getOrder.path, { orderId: id }, a.headers)).data.state).toBe('paid');
      expect(ali.calls.some((x) => x.method === 'alipay.trade.query' && x.biz.out_trade_no === id)).toBe(true);
      expect(await postAlipay(ali.notification({ orderId: id, status: 'TRADE_SUCCESS', totalAmount: '30.00' }))).toBe('success');
      expect(await grants(c, id)).toBe(1);
    });
  });

  describe('WeChat Pay v3', () => {
    /** A WeChat Pay order (pay type 2 is offered in region MY for package 101, rmb 30). */
    async function wechatOrder(a: Account): Promise<string> {
      const r = await order(c, a, { ProductID: 101, payType: 2, region: 'MY' });
      expect(r.ret, r.msg).toBe(RET.OK);
      expect(r.data.payUrl).toBe(`weixin://wxpay/bizpayurl?pr=${r.data.orderId}`);
      return r.data.orderId;
    }
    const paidResource = (id: string, total = 3000) => ({
      mchid: wx.mchId, appid: wx.appId, out_trade_no: id, transaction_id: `42${id}`, trade_type: 'NATIVE', trade_state: 'SUCCESS',
      success_time: '2026-12-07T12:00:00+08:00', amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    });

    it('opens a native trade with a signed request at the server price; a paid notification grants once, a replayed id changes nothing', async () => {
      const a = await account(c);
      const id = await wechatOrder(a);
      const call = wx.calls.find((x) => x.path === '/v3/pay/transactions/native' && x.body.out_trade_no === id);
      expect(call).toMatchObject({ authOk: true, body: { mchid: wx.mchId, appid: wx.appId, amount: { total: 3000, currency: 'CNY' }, notify_url: `https://pay.example.test${WECHAT_NOTIFY_PATH}` } });
      const n = wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id) });
      expect((await postWechat(n)).status).toBe(204);
      const after = await vipOf(c, a.uid);
      expect(after.vip_level).toBe(1);
      expect((await postWechat(n)).status).toBe(204);
      expect((await postWechat(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id) }))).status).toBe(204);
      expect(await grants(c, id)).toBe(1);
      expect((await vipOf(c, a.uid)).vip_expire).toBe(after.vip_expire);
    });

    it('refuses another platform key, a wrong APIv3 key, a stale timestamp, a tampered body and a wrong amount', async () => {
      const a = await account(c);
      const id = await wechatOrder(a);
      const refused = async (req: { headers: Record<string, string>; body: string }) => {
        const r = await postWechat(req);
        expect(r.status).toBe(400);
        expect(((await r.json()) as { code: string }).code).toBe('FAIL');
      };
      await refused(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id), key: otherKey() }));
      await refused(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id), apiV3Key: 'x'.repeat(32) }));
      await refused(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id), at: nowS() - 600 }));
      const good = wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id) });
      await refused({ headers: good.headers, body: good.body.replace('支付成功', '支付成功了') });
      await refused(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id, 1) }));
      expect(await grants(c, id)).toBe(0);
      expect((await vipOf(c, a.uid)).vip_level).toBe(0);
    });

    it('a refund ends the VIP (at once on SUCCESS, by the REFUND.SUCCESS notification while PROCESSING); the query settles a lost notification', async () => {
      const a = await account(c);
      const id = await wechatOrder(a);
      expect((await postWechat(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id) }))).status).toBe(204);
      expect(await refundOrder(server.ctx, id, '用户申请退款')).toEqual({ orderId: id, state: 'refunded' });
      expect(wx.calls.find((x) => x.path === '/v3/refund/domestic/refunds' && x.body.out_trade_no === id)).toMatchObject({ authOk: true, body: { out_refund_no: `R${id}`, amount: { refund: 3000, total: 3000 } } });
      expect((await vipOf(c, a.uid)).vip_level).toBe(0);

      const b = await account(c);
      const id2 = await wechatOrder(b);
      expect((await postWechat(wx.notification({ event: 'TRANSACTION.SUCCESS', resource: paidResource(id2) }))).status).toBe(204);
      wx.refundStatus = 'PROCESSING';
      try {
        expect(await refundOrder(server.ctx, id2, '用户申请退款')).toEqual({ orderId: id2, state: 'paid' });
      } finally {
        wx.refundStatus = 'SUCCESS';
      }
      expect((await vipOf(c, b.uid)).vip_level).toBe(1);
      const refund = { mchid: wx.mchId, out_trade_no: id2, transaction_id: `42${id2}`, out_refund_no: `R${id2}`, refund_id: `RFR${id2}`, refund_status: 'SUCCESS', amount: { total: 3000, refund: 3000, payer_total: 3000, payer_refund: 3000 } };
      expect((await postWechat(wx.notification({ event: 'REFUND.SUCCESS', resource: refund }))).status).toBe(204);
      expect((await vipOf(c, b.uid)).vip_level).toBe(0);

      const d = await account(c);
      const id3 = await wechatOrder(d);
      wx.tradeState.set(id3, { state: 'SUCCESS', total: 3000 });
      expect((await c.get<Order>(getOrder.path, { orderId: id3 }, d.headers)).data.state).toBe('paid');
      expect(await grants(c, id3)).toBe(1);
    });
  });
});

// Alipay through its official SDK (alipay-sdk, OpenAPI v2 gateway, RSA2): an order opens as a
// QR trade (alipay.trade.precreate: the TV shows its qr_code, a phone opens it), the
// asynchronous notification is checked with the Alipay public key (checkNotifySignV2), its
// app_id and its notify_time (within NOTICE_WINDOW_S), and refunds and queries are
// alipay.trade.refund and alipay.trade.query, their answers signature-checked by the SDK.
// Amounts are RMB yuan with two decimals (the order's `rmb`).
import { AlipaySdk } from 'alipay-sdk';
import { chinaTime, fromChinaTime } from './china-time';
import { NOTICE_WINDOW_S, type NoticeCheck, type ProviderNotice, type ProviderOrder, type RealProvider } from './provider';

export interface AlipayConfig {
  appId: string;
  /** The application's private key (PEM, PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's public key (PEM) from the console, for notifications and answers. */
  alipayPublicKey: string;
  /** Default https://openapi.alipay.com/gateway.do (the sandbox's is openapi-sandbox.dl.alipaydev.com). */
  gateway?: string;
  /** The public URL Alipay posts notifications to (…/api/payment/alipay/notify). */
  notifyUrl: string;
  payTypes?: number[];
}

export const ALIPAY_NOTIFY_PATH = '/api/payment/alipay/notify';

const yuan = (rmb: number) => rmb.toFixed(2);

/** The SDK's answer, or an Error with Alipay's own reason (sub_msg). */
function ok<T extends { code?: string; msg?: string; subMsg?: string }>(r: T, what: string): T {
  if (r.code !== '10000') throw new Error(`支付宝${what}失败：${r.subMsg || r.msg || r.code}`);
  return r;
}

export function alipayProvider(cfg: AlipayConfig): RealProvider {
  const sdk = new AlipaySdk({
    appId: cfg.appId,
    privateKey: cfg.privateKey,
    alipayPublicKey: cfg.alipayPublicKey,
    keyType: cfg.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    signType: 'RSA2',
    ...(cfg.gateway ? { gateway: cfg.gateway } : {}),
  });
  const exec = (method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}) =>
    sdk.exec(method, { bizContent, ...extra }, { validateSign: true });

  return {
    name: 'alipay',
    payTypes: cfg.payTypes ?? [0, 1],
    notifyPath: ALIPAY_NOTIFY_PATH,

    async open(o: ProviderOrder) {
      const r = ok(await exec('alipay.trade.precreate', {
        outTradeNo: o.orderId, totalAmount: yuan(o.rmb), subject: o.subject || 'VIP会员', timeExpire: chinaTime(o.expiresAt),
      }, { notifyUrl: cfg.notifyUrl }), '下单');
      if (typeof r.qrCode !== 'string' || !r.qrCode) throw new Error('支付宝下单失败：没有返回二维码');
      return r.qrCode;
    },

    async verifyNotify(req, now): Promise<NoticeCheck> {
      const form = Object.fromEntries(new URLSearchParams(req.raw));
      if (!sdk.checkNotifySignV2(form)) return { ok: false, reason: '通知签名校验失败' };
      if (form.app_id !== cfg.appId) return { ok: false, reason: '通知的应用编号不符' };
      const ts = fromChinaTime(form.notify_time ?? '');
      if (!Number.isFinite(ts) || Math.abs(now - ts) > NOTICE_WINDOW_S) return { ok: false, reason: '通知已过期（notify_time 与服务器时间相差超过300秒）' };
      const base = { notifyId: `alipay:${form.notify_id}`, orderId: form.out_trade_no ?? '', providerRef: form.trade_no ?? '', ts, amount: 0 };
      const refunded = Number(form.refund_fee ?? 0) > 0;
      // A full refund closes the trade and reports what was refunded; an unpaid close is a cancel.
      if (refunded && (form.trade_status === 'TRADE_CLOSED' || form.gmt_refund)) {
        return { ok: true, notice: { ...base, outcome: 'refunded', rmb: Number(form.total_amount) } };
      }
      if (form.trade_status === 'TRADE_SUCCESS' || form.trade_status === 'TRADE_FINISHED') {
        return { ok: true, notice: { ...base, outcome: 'paid', rmb: Number(form.total_amount) } };
      }
      if (form.trade_status === 'TRADE_CLOSED') return { ok: true, notice: { ...base, outcome: 'cancelled', rmb: Number(form.total_amount) } };
      return { ok: true, notice: null };
    },

    reply: (good) => ({ status: 200, type: 'text/plain; charset=utf-8', body: good ? 'success' : 'fail' }),

    async refund(o, now): Promise<ProviderNotice | null> {
      const r = ok(await exec('alipay.trade.refund', { outTradeNo: o.orderId, refundAmount: yuan(o.rmb), outRequestNo: o.refundId, refundReason: o.reason }), '退款');
      if (r.fundChange !== 'Y' && Number(r.refundFee) <= 0) throw new Error('支付宝退款失败：资金未变动');
      return { notifyId: `alipay-refund:${o.refundId}`, orderId: o.orderId, outcome: 'refunded', amount: 0, rmb: o.rmb, providerRef: String(r.tradeNo ?? ''), ts: now };
    },

    async query(o, now) {
      const r = await exec('alipay.trade.query', { outTradeNo: o.orderId });
      if (r.code !== '10000') return null;
      const paid = r.tradeStatus === 'TRADE_SUCCESS' || r.tradeStatus === 'TRADE_FINISHED';
      if (!paid && r.tradeStatus !== 'TRADE_CLOSED') return null;
      // The trade's own number and state name the notice, so a later notification of it is a replay.
      return {
        notifyId: `alipay-query:${String(r.tradeNo)}:${String(r.tradeStatus)}`, orderId: o.orderId, outcome: paid ? 'paid' : 'cancelled',
        amount: 0, rmb: paid ? Number(r.totalAmount) : o.rmb, providerRef: String(r.tradeNo ?? ''), ts: now,
      };
    },
  };
}

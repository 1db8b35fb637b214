// WeChat Pay API v3 (Native QR pay): an order opens as a native trade whose code_url the TV
// shows as a QR code; notifications are checked with the platform's public key (the
// Wechatpay-* headers, within NOTICE_WINDOW_S) and their resource decrypted with the APIv3 key;
// refunds and queries are v3 calls whose answers are signature-checked too. Amounts are fen
// (the order's `rmb` x 100). Crypto in wechat-sign.ts; why not a package: decision 051.
import { chinaRfc3339 } from './china-time';
import { NOTICE_WINDOW_S, type NoticeCheck, type ProviderNotice, type ProviderOrder, type RealProvider } from './provider';
import { authorization, decryptResource, verifyPlatform, type EncryptedResource } from './wechat-sign';

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** The merchant API certificate's serial number and private key (PEM). */
  serialNo: string;
  privateKey: string;
  /** The 32-character APIv3 key that encrypts notifications. */
  apiV3Key: string;
  /** The WeChat Pay public key (PEM) and its id (PUB_KEY_ID_…), or a platform certificate's public key and serial. */
  platformPublicKey: string;
  platformSerial?: string;
  /** Default https://api.mch.weixin.qq.com */
  baseUrl?: string;
  /** The public URL WeChat Pay posts notifications to (…/api/payment/wechat/notify). */
  notifyUrl: string;
  payTypes?: number[];
}

export const WECHAT_NOTIFY_PATH = '/api/payment/wechat/notify';
const TIMEOUT_MS = 10_000;

const fen = (rmb: number) => Math.round(rmb * 100);

interface TradeNotice { out_trade_no?: string; transaction_id?: string; trade_state?: string; mchid?: string; appid?: string; amount?: { total?: number } }
interface RefundNotice { out_trade_no?: string; out_refund_no?: string; refund_id?: string; refund_status?: string; mchid?: string; amount?: { total?: number } }

export function wechatPayProvider(cfg: WechatPayConfig): RealProvider {
  const base = (cfg.baseUrl ?? 'https://api.mch.weixin.qq.com').replace(/\/$/, '');

  /** One signed v3 call; the answer's platform signature is checked before it is believed. */
  async function call<T>(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown): Promise<{ status: number; data: T }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const res = await fetch(`${base}${pathWithQuery}`, {
      method,
      headers: {
        authorization: authorization(cfg, method, pathWithQuery, text),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : text,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const raw = await res.text();
    const check = verifyPlatform(Object.fromEntries(res.headers), raw, cfg.platformPublicKey, cfg.platformSerial);
    if (!check.ok) throw new Error(`微信支付应答验签失败：${check.reason}`);
    const data = (raw ? JSON.parse(raw) : {}) as T & { code?: string; message?: string };
    if (res.status >= 300) throw new Error(`微信支付请求失败：${data.message ?? data.code ?? res.status}`);
    return { status: res.status, data };
  }

  return {
    name: 'wechat',
    payTypes: cfg.payTypes ?? [2],
    notifyPath: WECHAT_NOTIFY_PATH,

    async open(o: ProviderOrder) {
      const { data } = await call<{ code_url?: string }>('POST', '/v3/pay/transactions/native', {
        appid: cfg.appId, mchid: cfg.mchId, description: (o.subject || 'VIP会员').slice(0, 127), out_trade_no: o.orderId,
        time_expire: chinaRfc3339(o.expiresAt), notify_url: cfg.notifyUrl, amount: { total: fen(o.rmb), currency: 'CNY' },
      });
      if (!data.code_url) throw new Error('微信支付下单失败：没有返回二维码');
      return data.code_url;
    },

    async verifyNotify(req, now): Promise<NoticeCheck> {
      const sig = verifyPlatform(req.headers, req.raw, cfg.platformPublicKey, cfg.platformSerial);
      if (!sig.ok) return sig;
      if (Math.abs(now - sig.ts) > NOTICE_WINDOW_S) return { ok: false, reason: '通知已过期（Wechatpay-Timestamp 与服务器时间相差超过300秒）' };
      let event: { id?: string; event_type?: string; resource?: EncryptedResource };
      let plain: TradeNotice & RefundNotice;
      try {
        event = JSON.parse(req.raw) as typeof event;
        plain = decryptResource(cfg.apiV3Key, event.resource as EncryptedResource) as typeof plain;
      } catch {
        return { ok: false, reason: '通知解密失败' };
      }
      if (plain.mchid !== cfg.mchId) return { ok: false, reason: '通知的商户号不符' };
      const common = { notifyId: `wechat:${String(event.id)}`, orderId: plain.out_trade_no ?? '', ts: sig.ts, amount: 0, rmb: (plain.amount?.total ?? -1) / 100 };
      if (event.event_type === 'TRANSACTION.SUCCESS' && plain.trade_state === 'SUCCESS') {
        if (plain.appid !== cfg.appId) return { ok: false, reason: '通知的应用编号不符' };
        return { ok: true, notice: { ...common, outcome: 'paid', providerRef: plain.transaction_id ?? '' } };
      }
      if (event.event_type === 'REFUND.SUCCESS' && plain.refund_status === 'SUCCESS') {
        return { ok: true, notice: { ...common, outcome: 'refunded', providerRef: plain.refund_id ?? '' } };
      }
      return { ok: true, notice: null };
    },

    reply: (good, message) => (good
      ? { status: 204, type: 'application/json', body: '' }
      : { status: 400, type: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) }),

    async refund(o, now): Promise<ProviderNotice | null> {
      const { data } = await call<{ refund_id?: string; status?: string }>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: o.orderId, out_refund_no: o.refundId, reason: o.reason.slice(0, 80), amount: { refund: fen(o.rmb), total: fen(o.rmb), currency: 'CNY' },
      });
      // PROCESSING: the money moves later and the REFUND.SUCCESS notification settles it.
      if (data.status !== 'SUCCESS') return null;
      return { notifyId: `wechat-refund:${o.refundId}`, orderId: o.orderId, outcome: 'refunded', amount: 0, rmb: o.rmb, providerRef: data.refund_id ?? '', ts: now };
    },

    async query(o, now) {
      const { data } = await call<TradeNotice>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(o.orderId)}?mchid=${encodeURIComponent(cfg.mchId)}`);
      if (data.trade_state !== 'SUCCESS' && data.trade_state !== 'CLOSED') return null;
      const paid = data.trade_state === 'SUCCESS';
      return {
        notifyId: `wechat-query:${data.transaction_id ?? o.orderId}:${data.trade_state}`, orderId: o.orderId, outcome: paid ? 'paid' : 'cancelled',
        amount: 0, rmb: paid ? (data.amount?.total ?? -1) / 100 : o.rmb, providerRef: data.transaction_id ?? '', ts: now,
      };
    },
  };
}

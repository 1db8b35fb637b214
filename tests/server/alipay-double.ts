// A local stand-in for Alipay's OpenAPI v2 gateway, signing as Alipay's documents say: it checks
// the merchant's RSA2 request signature (every parameter but sign, sorted, key=value joined by
// &), answers {"<method>_response": {...}, "sign"} signed over the response object's JSON text,
// and sends asynchronous notifications as a form whose sign covers every parameter but sign and
// sign_type, sorted. Keys are made here; Alipay's own key signs, the app's key is checked.
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { chinaTime } from '../../server/payments/china-time';

export interface AlipayCall { method: string; biz: Record<string, unknown>; signedOk: boolean; notifyUrl: string }

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const signText = (params: Record<string, string>, omit: string[]) =>
  Object.keys(params).filter((k) => !omit.includes(k) && params[k] !== '').sort().map((k) => `${k}=${params[k]}`).join('&');

export interface AlipayDouble {
  gateway: string;
  appId: string;
  /** The app's key pair (the merchant's private key goes to the server). */
  app: { publicKey: string; privateKey: string };
  /** Alipay's key pair (its public key goes to the server). */
  alipay: { publicKey: string; privateKey: string };
  calls: AlipayCall[];
  /** What alipay.trade.query answers per out_trade_no (default WAIT_BUYER_PAY). */
  tradeStatus: Map<string, string>;
  /** A notification form, signed with Alipay's key (or another key, to forge). */
  notification(p: { orderId: string; status: string; totalAmount: string; notifyId?: string; at?: number; extra?: Record<string, string>; key?: string }): Record<string, string>;
  close(): Promise<void>;
}

export async function startAlipayDouble(): Promise<AlipayDouble> {
  const app = pair();
  const alipay = pair();
  const appId = `2021${randomBytes(6).toString('hex')}`;
  const calls: AlipayCall[] = [];
  const tradeStatus = new Map<string, string>();

  const answer = (method: string, biz: Record<string, unknown>): Record<string, unknown> => {
    const out = String(biz.out_trade_no ?? '');
    switch (method) {
      case 'alipay.trade.precreate':
        return { code: '10000', msg: 'Success', out_trade_no: out, qr_code: `https://qr.alipay.test/${out}` };
      case 'alipay.trade.refund':
        tradeStatus.set(out, 'TRADE_CLOSED');
        return { code: '10000', msg: 'Success', out_trade_no: out, trade_no: `T${out}`, fund_change: 'Y', refund_fee: String(biz.refund_amount) };
      case 'alipay.trade.query': {
        const st = tradeStatus.get(out);
        if (!st) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
        return { code: '10000', msg: 'Success', out_trade_no: out, trade_no: `T${out}`, trade_status: st, total_amount: String(biz.total_amount ?? '') };
      }
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.UNKNOWN', sub_msg: '未知接口' };
    }
  };

  const amounts = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const params: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
      const signedOk = createVerify('RSA-SHA256').update(signText(params, ['sign'])).verify(app.publicKey, params.sign ?? '', 'base64');
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      calls.push({ method: params.method, biz, signedOk, notifyUrl: params.notify_url ?? '' });
      if (biz.total_amount) amounts.set(String(biz.out_trade_no), String(biz.total_amount));
      const data = signedOk && params.app_id === appId
        ? answer(params.method, { ...biz, total_amount: biz.total_amount ?? amounts.get(String(biz.out_trade_no)) })
        : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
      const inner = JSON.stringify(data);
      const sign = createSign('RSA-SHA256').update(inner).sign(alipay.privateKey, 'base64');
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(`{"${params.method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    appId,
    app,
    alipay,
    calls,
    tradeStatus,
    notification({ orderId, status, totalAmount, notifyId, at, extra, key }) {
      const form: Record<string, string> = {
        notify_time: chinaTime(at ?? Math.floor(Date.now() / 1000)), notify_type: 'trade_status_sync', notify_id: notifyId ?? randomBytes(16).toString('hex'),
        app_id: appId, charset: 'utf-8', version: '1.0', sign_type: 'RSA2', trade_no: `T${orderId}`, out_trade_no: orderId,
        trade_status: status, total_amount: totalAmount, subject: 'VIP', gmt_payment: chinaTime(Math.floor(Date.now() / 1000)), ...extra,
      };
      form.sign = createSign('RSA-SHA256').update(signText(form, ['sign', 'sign_type'])).sign(key ?? alipay.privateKey, 'base64');
      return form;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export const otherKey = () => pair().privateKey;

// A local stand-in for WeChat Pay API v3, as its documents say: it checks the merchant's
// Authorization (WECHATPAY2-SHA256-RSA2048 over method, path, timestamp, nonce and body, one per
// line) with the merchant's public key, signs every answer with the platform key in
// Wechatpay-Timestamp/Nonce/Signature/Serial (over timestamp, nonce and body), and sends
// notifications whose resource is AES-256-GCM encrypted with the APIv3 key (ciphertext || tag,
// base64). Its crypto is written here apart from the server's, so the two are checked against
// the documents, not against each other.
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface WechatCall { method: string; path: string; body: Record<string, unknown>; authOk: boolean }

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

export interface SignedRequest { headers: Record<string, string>; body: string }

export interface WechatDouble {
  baseUrl: string;
  mchId: string;
  appId: string;
  serialNo: string;
  platformSerial: string;
  apiV3Key: string;
  merchant: { publicKey: string; privateKey: string };
  platform: { publicKey: string; privateKey: string };
  calls: WechatCall[];
  /** The refund answer's status (SUCCESS by default; PROCESSING to leave it to the notification). */
  refundStatus: string;
  /** trade_state per out_trade_no for the query (default NOTPAY). */
  tradeState: Map<string, { state: string; total: number }>;
  notification(p: { id?: string; event: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS'; resource: Record<string, unknown>; at?: number; key?: string; apiV3Key?: string }): SignedRequest;
  close(): Promise<void>;
}

export async function startWechatDouble(): Promise<WechatDouble> {
  const merchant = pair();
  const platform = pair();
  const mchId = String(1_600_000_000 + Math.floor(Math.random() * 1e8));
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const serialNo = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = `PUB_KEY_ID_${randomBytes(12).toString('hex')}`;
  const apiV3Key = randomBytes(16).toString('hex');
  const calls: WechatCall[] = [];
  const tradeState = new Map<string, { state: string; total: number }>();

  const signed = (body: string, at = Math.floor(Date.now() / 1000), key = platform.privateKey): Record<string, string> => {
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': String(at), 'wechatpay-nonce': nonce, 'wechatpay-serial': platformSerial,
      'wechatpay-signature': createSign('RSA-SHA256').update(`${at}\n${nonce}\n${body}\n`).sign(key, 'base64'),
    };
  };

  const authOk = (header: string, method: string, path: string, body: string): boolean => {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(header);
    if (!m) return false;
    const f = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (f.mchid !== mchId || f.serial_no !== serialNo) return false;
    return createVerify('RSA-SHA256').update(`${method}\n${path}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`).verify(merchant.publicKey, f.signature ?? '', 'base64');
  };

  const double: WechatDouble = {
    baseUrl: '', mchId, appId, serialNo, platformSerial, apiV3Key, merchant, platform, calls, refundStatus: 'SUCCESS', tradeState,
    notification({ id, event, resource, at, key, apiV3Key: k }) {
      const nonce = randomBytes(6).toString('hex');
      const aad = event === 'REFUND.SUCCESS' ? 'refund' : 'transaction';
      const c = createCipheriv('aes-256-gcm', Buffer.from(k ?? apiV3Key), Buffer.from(nonce));
      c.setAAD(Buffer.from(aad));
      const enc = Buffer.concat([c.update(JSON.stringify(resource), 'utf8'), c.final(), c.getAuthTag()]).toString('base64');
      const body = JSON.stringify({
        id: id ?? randomBytes(16).toString('hex'), create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: event, summary: '支付成功',
        resource: { original_type: aad, algorithm: 'AEAD_AES_256_GCM', ciphertext: enc, associated_data: aad, nonce },
      });
      return { headers: { 'content-type': 'application/json', ...signed(body, at, key) }, body };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };

  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      const ok = authOk(String(req.headers.authorization ?? ''), req.method ?? '', path, text);
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      calls.push({ method: req.method ?? '', path, body, authOk: ok });
      let status = 200;
      let out: Record<string, unknown>;
      if (!ok) {
        status = 401;
        out = { code: 'SIGN_ERROR', message: '签名错误' };
      } else if (path === '/v3/pay/transactions/native') {
        out = { code_url: `weixin://wxpay/bizpayurl?pr=${String(body.out_trade_no)}` };
        tradeState.set(String(body.out_trade_no), { state: 'NOTPAY', total: (body.amount as { total: number }).total });
      } else if (path === '/v3/refund/domestic/refunds') {
        out = { refund_id: `RF${String(body.out_refund_no)}`, out_refund_no: body.out_refund_no, status: double.refundStatus, amount: body.amount };
      } else if (path.startsWith('/v3/pay/transactions/out-trade-no/')) {
        const no = decodeURIComponent(path.split('/')[5].split('?')[0]);
        const t = tradeState.get(no) ?? { state: 'NOTPAY', total: 0 };
        out = { mchid: mchId, appid: appId, out_trade_no: no, transaction_id: `42${no}`, trade_state: t.state, amount: { total: t.total, currency: 'CNY' } };
      } else {
        status = 404;
        out = { code: 'NOT_FOUND', message: '无此接口' };
      }
      const raw = JSON.stringify(out);
      res.writeHead(status, { 'content-type': 'application/json', ...signed(raw) });
      res.end(raw);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  double.baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return double;
}

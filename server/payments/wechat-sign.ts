// WeChat Pay API v3's cryptography on node:crypto (docs/decisions/051-real-payment-and-sms-providers.md):
// a request is signed with the merchant's private key (SHA256-RSA2048 over method, path with
// query, timestamp, nonce and body, one per line), an answer or a notification carries the
// platform's signature over timestamp, nonce and body in its Wechatpay-* headers, and a
// notification's resource is AES-256-GCM encrypted with the APIv3 key (the tag is the
// ciphertext's last 16 bytes).
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';

export const WECHAT_AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

export interface MerchantKey {
  mchId: string;
  /** The serial number of the merchant's API certificate. */
  serialNo: string;
  privateKey: string;
}

/** The Authorization header of one request. */
export function authorization(k: MerchantKey, method: string, pathWithQuery: string, body: string, ts = Math.floor(Date.now() / 1000), nonce = randomBytes(16).toString('hex')): string {
  const signature = createSign('RSA-SHA256').update(`${method}\n${pathWithQuery}\n${ts}\n${nonce}\n${body}\n`).sign(k.privateKey, 'base64');
  return `${WECHAT_AUTH_SCHEMA} mchid="${k.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${k.serialNo}"`;
}

const header = (h: Record<string, string | string[] | undefined>, name: string): string => {
  const v = h[name] ?? h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] ?? '' : v ?? '';
};

/** The platform's signature over an answer or notification; the timestamp it was signed at, or why not. */
export function verifyPlatform(
  headers: Record<string, string | string[] | undefined>, body: string, platformKey: string, platformSerial: string | undefined,
): { ok: true; ts: number } | { ok: false; reason: string } {
  const ts = header(headers, 'wechatpay-timestamp');
  const nonce = header(headers, 'wechatpay-nonce');
  const signature = header(headers, 'wechatpay-signature');
  const serial = header(headers, 'wechatpay-serial');
  if (!/^\d{1,12}$/.test(ts) || !nonce || !signature) return { ok: false, reason: '通知缺少签名' };
  if (platformSerial && serial !== platformSerial) return { ok: false, reason: '通知的平台证书序列号不符' };
  // A probe the platform sends to test the merchant's checks carries this prefix (never valid).
  if (signature.startsWith('WECHATPAY/SIGNTEST/')) return { ok: false, reason: '通知签名校验失败' };
  let good = false;
  try {
    good = createVerify('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).verify(platformKey, signature, 'base64');
  } catch {
    good = false;
  }
  return good ? { ok: true, ts: Number(ts) } : { ok: false, reason: '通知签名校验失败' };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** The plain JSON of a notification's resource; throws when the key or the tag is wrong. */
export function decryptResource(apiV3Key: string, r: EncryptedResource): unknown {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  d.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  d.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([d.update(data.subarray(0, data.length - 16)), d.final()]).toString('utf8'));
}

// The real payment providers a deployment configured (README "Configuration"): Alipay when
// ALIPAY_APP_ID is set, WeChat Pay when WECHATPAY_MCH_ID is set; none by default (the sandbox).
// Keys are given as PEM text or as a path to a PEM file. A half-configured provider stops the
// start with the missing variable's name rather than failing at the first payment.
import { readFileSync } from 'node:fs';
import { requiredEnv } from '../config';
import { alipayProvider, ALIPAY_NOTIFY_PATH } from './alipay-provider';
import type { RealProvider } from './provider';
import { WECHAT_NOTIFY_PATH, wechatPayProvider } from './wechat-provider';

type Env = Record<string, string | undefined>;

const need = (env: Env, name: string): string => requiredEnv(env, name, 'when this payment provider is configured');

/** PEM text as given, or the contents of the file it names. */
const pem = (v: string): string => (v.includes('-----BEGIN') ? v.replace(/\\n/g, '\n') : readFileSync(v, 'utf8'));

const payTypes = (v: string | undefined): number[] | undefined =>
  v ? v.split(',').map((x) => Number(x.trim())).filter((n) => Number.isInteger(n)) : undefined;

/** Public base URL of this server as the providers reach it (for their notify_url). */
const notifyUrl = (env: Env, path: string) => `${need(env, 'PAYMENT_NOTIFY_BASE').replace(/\/$/, '')}${path}`;

export function paymentProvidersFrom(env: Env): RealProvider[] {
  const out: RealProvider[] = [];
  if (env.ALIPAY_APP_ID) {
    out.push(alipayProvider({
      appId: need(env, 'ALIPAY_APP_ID'),
      privateKey: pem(need(env, 'ALIPAY_PRIVATE_KEY')),
      alipayPublicKey: pem(need(env, 'ALIPAY_PUBLIC_KEY')),
      gateway: env.ALIPAY_GATEWAY || undefined,
      notifyUrl: notifyUrl(env, ALIPAY_NOTIFY_PATH),
      payTypes: payTypes(env.ALIPAY_PAY_TYPES),
    }));
  }
  if (env.WECHATPAY_MCH_ID) {
    const apiV3Key = need(env, 'WECHATPAY_API_V3_KEY');
    if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHATPAY_API_V3_KEY must be the 32-character APIv3 key');
    out.push(wechatPayProvider({
      mchId: need(env, 'WECHATPAY_MCH_ID'),
      appId: need(env, 'WECHATPAY_APP_ID'),
      serialNo: need(env, 'WECHATPAY_SERIAL_NO'),
      privateKey: pem(need(env, 'WECHATPAY_PRIVATE_KEY')),
      apiV3Key,
      platformPublicKey: pem(need(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY')),
      platformSerial: env.WECHATPAY_PLATFORM_SERIAL || undefined,
      baseUrl: env.WECHATPAY_BASE_URL || undefined,
      notifyUrl: notifyUrl(env, WECHAT_NOTIFY_PATH),
      payTypes: payTypes(env.WECHATPAY_PAY_TYPES),
    }));
  }
  const taken = out.flatMap((p) => p.payTypes);
  if (new Set(taken).size !== taken.length) throw new Error('ALIPAY_PAY_TYPES and WECHATPAY_PAY_TYPES overlap');
  return out;
}

// `npm run server`: the reference server from environment settings (see docs/api.md).
import { startServer } from './app';
import path from 'node:path';
import { readEnv, requiredEnv } from './config';
import { codeDeliveryFor } from './account/smtp-delivery';
import { AliyunSmsDelivery } from './account/sms-aliyun';
import { paymentModeLine } from './payments/sandbox-mode';
import { paymentProvidersFrom } from './payments/providers-from-env';
import { storeFromEnv } from './storage/from-env';

const env = readEnv();

/** Aliyun SMS when its access key is set; every one of its variables is then required. */
function aliyunSmsFrom(e: NodeJS.ProcessEnv): AliyunSmsDelivery | undefined {
  if (!e.ALIYUN_SMS_ACCESS_KEY_ID) return undefined;
  const need = (name: string) => requiredEnv(e, name, 'with ALIYUN_SMS_ACCESS_KEY_ID');
  return new AliyunSmsDelivery({
    accessKeyId: need('ALIYUN_SMS_ACCESS_KEY_ID'), accessKeySecret: need('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: need('ALIYUN_SMS_SIGN_NAME'), templateCode: need('ALIYUN_SMS_TEMPLATE_CODE'), endpoint: e.ALIYUN_SMS_ENDPOINT || undefined,
  });
}

startServer({
  port: env.port,
  host: env.host,
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  mediaDir: env.mediaDir,
  tokenSecret: env.tokenSecret,
  googleMapKey: env.googleMapKey,
  clientDir: env.serveClient ? undefined : null,
  // PREPARE_MEDIA: unset = the demo streams are made after the server listens (a first start
  // serves without waiting for ffmpeg), 1 = before it listens, 0 = not at all.
  prepareMedia: process.env.PREPARE_MEDIA === '0' ? false : process.env.PREPARE_MEDIA === '1' ? true : 'background',
  logger: process.env.LOG !== '0',
  redisUrl: process.env.REDIS_URL || undefined,
  corsOrigins: env.corsOrigins,
  cspOrigins: env.cspOrigins,
  frameAncestors: env.frameAncestors,
  trustProxy: env.trustProxy,
  // PAYMENT_SANDBOX: 1 serves the sandbox checkout pages, 0 does not; unset = on only with the
  // embedded PGlite database and NODE_ENV other than production.
  paymentSandbox: process.env.PAYMENT_SANDBOX === undefined || process.env.PAYMENT_SANDBOX === '' ? undefined : process.env.PAYMENT_SANDBOX === '1',
  // Alipay (ALIPAY_*) and WeChat Pay (WECHATPAY_*) when configured; they take their pay types from the sandbox.
  paymentProviders: paymentProvidersFrom(process.env),
  // E-mail codes by SMTP when SMTP_URL is set, phone codes by Aliyun SMS when ALIYUN_SMS_* is;
  // otherwise the dev outbox file.
  codeDelivery: codeDeliveryFor(process.env.SMTP_URL || undefined, process.env.SMTP_FROM, path.join(env.dataDir, 'dev-outbox.jsonl'), aliyunSmsFrom(process.env)),
  uploads: env.uploads,
  // S3 when S3_ENDPOINT and S3_BUCKET are set (server/storage/from-env.ts), else MEDIA_DIR.
  store: storeFromEnv(process.env, env.mediaDir),
})
  .then((s) => {
    console.log(`[server] listening on ${s.url} (${env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`}; media store ${s.ctx.store.kind}: ${s.ctx.store.where})`);
    console.log(`[server] ${paymentModeLine(s.ctx.paymentSandbox)}`);
    for (const p of s.ctx.paymentProviders) console.log(`[server] payments: ${p.name} serves pay types ${p.payTypes.join(', ')}`);
    const stop = () => {
      s.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((err) => {
    console.error('[server] failed to start:', err instanceof Error ? err.message : err);
    process.exit(1);
  });

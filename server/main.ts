// `npm run server`: the reference server from environment settings (see docs/api.md).
import { startServer } from './app';
import path from 'node:path';
import { readEnv } from './config';
import { codeDeliveryFor } from './account/smtp-delivery';
import { paymentModeLine } from './payments/sandbox-mode';

const env = readEnv();

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
  // E-mail codes by SMTP when SMTP_URL is set; otherwise (and for SMS) the dev outbox file.
  codeDelivery: codeDeliveryFor(process.env.SMTP_URL || undefined, process.env.SMTP_FROM, path.join(env.dataDir, 'dev-outbox.jsonl')),
  uploads: env.uploads,
})
  .then((s) => {
    console.log(`[server] listening on ${s.url} (${env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`})`);
    console.log(`[server] ${paymentModeLine(s.ctx.paymentSandbox)}`);
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

// `npm run server`: the reference server from environment settings (see docs/api.md).
import { startServer } from './app';
import { readEnv } from './config';

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
  prepareMedia: process.env.PREPARE_MEDIA !== '0',
  logger: process.env.LOG !== '0',
  redisUrl: process.env.REDIS_URL || undefined,
  corsOrigins: env.corsOrigins,
  cspOrigins: env.cspOrigins,
  frameAncestors: env.frameAncestors,
  trustProxy: env.trustProxy,
  uploads: env.uploads,
})
  .then((s) => {
    console.log(`[server] listening on ${s.url} (${env.databaseUrl ? 'PostgreSQL' : `PGlite in ${env.dataDir}`})`);
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

// startServer: database (PGlite or PostgreSQL) + migrations + seed, the API, socket.io, media
// and the built client, on one HTTP server.
import { existsSync } from 'node:fs';
import { parse as parseQuery } from 'node:querystring';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server as IoServer } from 'socket.io';
import { readEnv } from './config';
import { resolveTokenSecret } from './secrets';
import { loggerOptions } from './http/log-options';
import { ReadCache } from './db/read-cache';
import { TableVersions, trackWrites } from './db/write-tracking';
import type { AppContext, DemoStream } from './context';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { seed } from './db/seed';
import { seedDemoBarrages } from './db/seed-barrage';
import { seedStaff } from './staff/seed-staff';
import { fillSearchPinyin } from './search/search-forms';
import { apiNotFound, clientErrorHandler, frameworkErrors, installErrorHandling, isApiPath } from './http/errors';
import { DevOutbox, type CodeDelivery } from './account/code-delivery';
import { installCors } from './http/cors';
import { registerClientFiles, sendMissingFile, wantsClientShell, type ShellSender } from './http/client-files';
import { originPolicy, type OriginPolicy } from './http/origins';
import { installSecurityHeaders } from './http/security-headers';
import { serverTimeouts } from './http/timeouts';
import { inlineScriptHashes } from './http/inline-scripts';
import { FloodLimits, limiterStore } from './limits/flood';
import { mediaUrlKey } from './media/signed-url';
import type { InlineImage } from './media/inline-image';
import { attachRedisAdapter } from './socket/redis-adapter';
import { streamLookup, type StreamLookup } from './media/stream-access';
import { registerApiRoutes } from './routes/index';
import { videoPoster } from './routes/video';
import { homeBannerPoster } from './routes/home';
import { attachSocket } from './socket/index';
import { createUploads, type UploadOptions } from './uploads/index';
import { openJobQueue } from './jobs/index';
import { LocalFolderStore } from './storage/local-folder-store';
import type { ObjectStore } from './storage/port';
import { BARGAIN_HOURS } from './payments/bargain-rules';
import { sandboxEnabled } from './payments/sandbox-mode';
import type { RealProvider } from './payments/provider';
import { systemClock } from './youth/clock';
import { installYouthGuard } from './youth/guard';
import { seedYouthTitles } from './youth/seed';

/**
 * Every setting comes from these options, never from the environment: main.ts reads the
 * environment and passes it on. So a test or tool that omits `databaseUrl` gets PGlite in its
 * own `dataDir` even when DATABASE_URL is set in the shell. Omitted fields take the defaults of
 * docs/api.md "Running the server" (port 8080, host 0.0.0.0, ./data, ./media, the signing secret kept in the data folder).
 */
export interface StartOptions {
  port?: number;
  host?: string;
  /** PostgreSQL URL; undefined or '' = PGlite in `dataDir`/pglite. */
  databaseUrl?: string;
  dataDir?: string;
  mediaDir?: string;
  /** Built client folder; null = do not serve it. Default: ./dist when it exists. */
  clientDir?: string | null;
  /**
   * Make the demo HLS streams and posters (ffmpeg) before listening (true, the default), or
   * 'background': listen first and make them after, demo-1 first (`npm start`: a fresh clone
   * serves without waiting for ffmpeg; a title whose stream is not made yet says so).
   */
  prepareMedia?: boolean | 'background';
  logger?: boolean;
  /** Signing secret; undefined = the one kept in `dataDir` (generated on first start, see server/secrets.ts). */
  tokenSecret?: string;
  googleMapKey?: string;
  /** PostgreSQL only: run in this schema (tests isolate runs this way). */
  dbSchema?: string;
  /** Largest accepted request body in bytes (multipart uploads have their own limit). */
  bodyLimit?: number;
  /**
   * In-process catalog read cache (server/db/read-cache.ts). Default: on for PGlite, off for
   * PostgreSQL, where another process may write to the same database.
   */
  readCache?: boolean;
  /** Redis for the flood limit counters shared by several processes; undefined = in memory. */
  redisUrl?: string;
  /**
   * Client addresses the per-address brute-force limits skip (server/limits/flood.ts); none by
   * default. The server tests list their loopback address.
   */
  limitExemptAddresses?: string[];
  /** Browser origins besides the page's own that may call the API and socket (CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Extra origins in the Content-Security-Policy (CSP_ORIGINS). */
  cspOrigins?: string[];
  /** Origins that may frame the app (FRAME_ANCESTORS); default: only the app itself. */
  frameAncestors?: string[];
  /**
   * Behind a reverse proxy: which proxies to believe for the client address (TRUST_PROXY;
   * Fastify's trustProxy: true, or the proxies' addresses/CIDRs). The per-address limits count
   * by that address, so without it every client behind the proxy shares one budget.
   */
  trustProxy?: boolean | string[];
  /** Verification code delivery; default: the in-memory development outbox. */
  codeDelivery?: CodeDelivery;
  /**
   * Serve the payment sandbox's checkout pages, where anyone can "pay" an order without money
   * (server/payments/sandbox.ts). Default: on with the embedded PGlite database only, never with
   * PostgreSQL or NODE_ENV=production (server/payments/sandbox-mode.ts).
   */
  paymentSandbox?: boolean;
  /** Real payment providers (server/payments/providers-from-env.ts); they take their pay types from the sandbox. */
  paymentProviders?: RealProvider[];
  /** How long a bargain runs, in seconds; default 24 hours (the e2e server shortens it to see a countdown end). */
  bargainSeconds?: number;
  /** Chunked uploads: folder (default `dataDir`/uploads), per-user quota, age of abandoned uploads (UPLOAD_DIR, UPLOAD_QUOTA_MB, UPLOAD_MAX_AGE_MIN). */
  uploads?: UploadOptions;
  /** The clock of the youth rules (epoch ms); default the system clock. Tests pass a fake one. */
  youthClock?: () => number;
  /** The object store of uploaded media (server/storage; storeFromEnv in main.ts); default the media folder. Closed with the server. */
  store?: ObjectStore;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** For tests and tools: the open database, the Fastify instance and the socket.io server. */
  db: Db;
  app: FastifyInstance;
  io: IoServer;
  /** The catalog read cache (a pass-through on PostgreSQL). */
  cache: ReadCache;
  /** What the route handlers see (tests reach the flood limits and the code outbox here). */
  ctx: AppContext;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

interface MediaModule {
  ensureDemoMedia(opts: { mediaDir: string; onProgress?: (line: string) => void; onStream?: (s: DemoStream) => void; signal?: AbortSignal }): Promise<DemoStream[]>;
  plannedDemoStreams(mediaDir: string): Promise<(DemoStream & { made: boolean })[]>;
  registerMediaRoutes(app: FastifyInstance, opts: { mediaDir: string; store?: ObjectStore; streams?: StreamLookup; urlKey?: Buffer; scratchDir?: string }): Promise<void>;
  inlineImages(mediaDir: string): InlineImage;
}

/**
 * The media module (demo streams, /media routes). A failure to load it stops the start with the
 * reason: a server without its media routes would answer every play address with 404.
 */
export async function loadMedia(importer: () => Promise<unknown> = () => import('./media/index')): Promise<MediaModule> {
  try {
    return (await importer()) as MediaModule;
  } catch (err) {
    throw new Error(`the media module (server/media) failed to load: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/**
 * The demo streams made after the server listens: each leaves `preparing` once made (or found
 * made). A failure is logged and clears `preparing`, so that those titles report the stream
 * error instead of waiting for ever. stop() kills the ffmpeg under way.
 */
function prepareAfterListen(
  media: MediaModule,
  o: { mediaDir: string; streams: Map<string, DemoStream>; preparing: Set<string>; onProgress?: (line: string) => void },
): { stop(): Promise<void> } {
  const abort = new AbortController();
  const run = media
    .ensureDemoMedia({
      mediaDir: o.mediaDir,
      onProgress: o.onProgress,
      signal: abort.signal,
      onStream: (s) => {
        o.streams.set(s.streamKey, s);
        o.preparing.delete(s.streamKey);
      },
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (!abort.signal.aborted) console.error(`[media] demo media failed: ${err instanceof Error ? err.message : String(err)} (npm run media:demo tries again)`);
        o.preparing.clear();
      },
    );
  return {
    async stop() {
      abort.abort();
      await run;
    },
  };
}

/** The options with their defaults filled in. Reads no environment variable (see StartOptions). */
export function resolveStartOptions(opts: StartOptions = {}) {
  // Defaults only: an empty environment, so nothing from process.env leaks in.
  const env = readEnv({});
  const databaseUrl = opts.databaseUrl || undefined;
  return {
    port: opts.port ?? env.port,
    host: opts.host ?? env.host,
    databaseUrl,
    dataDir: opts.dataDir ?? env.dataDir,
    mediaDir: opts.mediaDir ?? env.mediaDir,
    tokenSecret: opts.tokenSecret ?? env.tokenSecret,
    googleMapKey: opts.googleMapKey ?? env.googleMapKey,
    clientDir: opts.clientDir === undefined ? path.join(ROOT, 'dist') : opts.clientDir,
    prepareMedia: opts.prepareMedia ?? true,
    logger: opts.logger ?? false,
    readCache: opts.readCache ?? !databaseUrl,
  };
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const opts = resolveStartOptions(options);
  const { logger, dataDir, mediaDir, databaseUrl } = opts;
  // Before anything else: in production a missing secret stops the start here.
  const secret = resolveTokenSecret({ configured: opts.tokenSecret, dataDir, production: process.env.NODE_ENV === 'production' });
  if (secret.source === 'generated' && logger) console.log(`[server] generated a signing secret in ${secret.file} (mode 0600); set TOKEN_SECRET to choose your own.`);
  const tokenSecret = secret.secret;

  const media = await loadMedia();
  const streams = new Map<string, DemoStream>();
  const preparing = new Set<string>();
  const onProgress = logger ? (l: string) => console.log(l) : undefined;
  if (opts.prepareMedia === 'background') {
    // Seeded with the durations the streams are made at; each is announced as it is ready.
    for (const { made, ...s } of await media.plannedDemoStreams(mediaDir)) {
      streams.set(s.streamKey, s);
      if (!made) preparing.add(s.streamKey);
    }
  } else if (opts.prepareMedia) {
    for (const s of await media.ensureDemoMedia({ mediaDir, onProgress })) {
      streams.set(s.streamKey, s);
    }
  }

  const versions = new TableVersions();
  const db = trackWrites(await openDatabase({ databaseUrl, dataDir, schema: options.dbSchema }), versions);
  const cache = new ReadCache(versions, opts.readCache);
  try {
    await seed(db, { streamDurations: new Map([...streams].map(([k, s]) => [k, s.durationSec])) });
    // Its own marker: seed() returns early once its version is set, and older data folders
    // predate the barrage layer.
    await seedDemoBarrages(db);
    // Videos from before migration 540 (or inserted without their forms) get their pinyin now,
    // so the first search does not pay for a whole catalogue.
    await fillSearchPinyin(db);
    await seedYouthTitles(db);
    await seedStaff(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }

  const app = Fastify({
    logger: logger ? loggerOptions() : false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    clientErrorHandler,
    frameworkErrors,
    return503OnClosing: true,
    // Slow and dead clients are cut off instead of holding connections for minutes (issue 40).
    ...serverTimeouts,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  });
  const store = options.store ?? new LocalFolderStore(mediaDir);
  const ctx: AppContext = {
    db, cache, tokenSecret, googleMapKey: opts.googleMapKey, streams, preparing, io: null, flood: new FloodLimits(limiterStore(options.redisUrl), { exemptAddresses: options.limitExemptAddresses }),
    codes: options.codeDelivery ?? new DevOutbox(),
    paymentSandbox: sandboxEnabled({ explicit: options.paymentSandbox, databaseUrl, nodeEnv: process.env.NODE_ENV }),
    paymentProviders: options.paymentProviders ?? [],
    bargainSeconds: options.bargainSeconds ?? BARGAIN_HOURS * 3600,
    mediaDir,
    store,
    uploads: createUploads(db, store, dataDir, { ...options.uploads, jobs: options.uploads?.jobs ?? openJobQueue({ databaseUrl, dbSchema: options.dbSchema }) }, logger ? (l) => console.log(l) : undefined),
    youthClock: options.youthClock ?? systemClock,
  };
  // With REDIS_URL the shared counters must be reachable before requests are counted.
  try {
    await ctx.flood.ready();
  } catch (err) {
    await ctx.flood.close().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, { ...parseQuery(body as string) });
    } catch {
      done(Object.assign(new Error('bad form body'), { statusCode: 400 }), undefined);
    }
  });
  const origins: OriginPolicy = originPolicy(options.corsOrigins);
  // On S3 the playlists send the player to presigned URLs of the store: their origin (read off
  // one such URL, so path and virtual-host style both come out right) joins the CSP's
  // connect-src and media-src, or the page may not fetch a segment (decision 067).
  const storeUrl = store.kind === 's3' ? await store.signedUrl('hls/csp-origin', 60) : null;
  const mediaOrigins = storeUrl ? [new URL(storeUrl).origin] : [];
  installSecurityHeaders(app, {
    cspOrigins: options.cspOrigins, frameAncestors: options.frameAncestors, mediaOrigins,
    crossSiteResources: origins.listed.includes('null'), scriptHashes: inlineScriptHashes(opts.clientDir),
  });
  await installCors(app, origins);
  installErrorHandling(app);
  installYouthGuard(app, ctx);
  registerApiRoutes(app, ctx, { checkReplies: process.env.NODE_ENV !== 'production' });
  await media.registerMediaRoutes(app, { mediaDir, store, streams: streamLookup(db, cache), urlKey: mediaUrlKey(tokenSecret), scratchDir: path.join(dataDir, 'media-cache') });

  const clientDir = opts.clientDir;
  const serveClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
  const sendShell: ShellSender | null = serveClient && clientDir ? await registerClientFiles(app, clientDir, { watchPoster: (key) => videoPoster(ctx, key), homeBanner: () => homeBannerPoster(ctx), inlineImage: media.inlineImages(mediaDir) }) : null;
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.toLowerCase();
    if (sendShell && (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(url) && !url.startsWith('/media/')) {
      // History-mode routes get the client shell; a missing file (an old hashed asset) a 404.
      return wantsClientShell(url) ? sendShell(req, reply) : sendMissingFile(reply);
    }
    return apiNotFound(req, reply);
  });

  await app.ready();
  const io = attachSocket(app.server, ctx, origins);
  ctx.io = io;
  const closeAdapter = options.redisUrl ? await attachRedisAdapter(io, options.redisUrl) : null;
  try {
    await app.listen({ port: opts.port, host: opts.host });
  } catch (err) {
    await app.close().catch(() => {});
    await closeAdapter?.().catch(() => {});
    await ctx.flood.close().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
  // Also when every stream is made: the posters and stills are checked (and made) after listening.
  const mediaRun = opts.prepareMedia === 'background' ? prepareAfterListen(media, { mediaDir, streams, preparing, onProgress }) : null;
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host = opts.host;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let closed = false;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    app,
    io,
    cache,
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      await mediaRun?.stop();
      await new Promise<void>((resolve) => (ctx.io ? ctx.io.close(() => resolve()) : resolve()));
      await app.close().catch(() => {});
      await closeAdapter?.().catch(() => {});
      await ctx.flood.close().catch(() => {});
      await db.close().catch(() => {});
      await store.close().catch(() => {});
    },
  };
}

// startServer: database (PGlite or PostgreSQL) + migrations + seed, the API, socket.io, media
// and the built client, on one HTTP server.
import { existsSync } from 'node:fs';
import { parse as parseQuery } from 'node:querystring';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readEnv, DEV_TOKEN_SECRET } from './config';
import type { AppContext, DemoStream } from './context';
import type { Db } from './db/db';
import { openDatabase } from './db/open-db';
import { seed } from './db/seed';
import { apiNotFound, clientErrorHandler, installErrorHandling, isApiPath } from './http/errors';
import { installCors } from './http/cors';
import { registerApiRoutes } from './routes/index';
import { attachSocket } from './socket/index';

export interface StartOptions {
  port?: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  mediaDir?: string;
  /** Built client folder; null = do not serve it. Default: ./dist when it exists. */
  clientDir?: string | null;
  /** Make the demo HLS streams and posters (ffmpeg) before listening. Default true. */
  prepareMedia?: boolean;
  logger?: boolean;
  tokenSecret?: string;
  googleMapKey?: string;
  /** PostgreSQL only: run in this schema (tests isolate runs this way). */
  dbSchema?: string;
  /** Largest accepted request body in bytes (multipart uploads have their own limit). */
  bodyLimit?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  /** For tests and tools: the open database and the Fastify instance. */
  db: Db;
  app: FastifyInstance;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

interface MediaModule {
  ensureDemoMedia(opts: { mediaDir: string; onProgress?: (line: string) => void }): Promise<DemoStream[]>;
  registerMediaRoutes(app: FastifyInstance, opts: { mediaDir: string }): Promise<void>;
}

async function loadMedia(): Promise<MediaModule | null> {
  try {
    return (await import('./media/index')) as MediaModule;
  } catch {
    return null;
  }
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const env = readEnv();
  const tokenSecret = opts.tokenSecret ?? env.tokenSecret;
  const logger = opts.logger ?? false;
  if (tokenSecret === DEV_TOKEN_SECRET && process.env.NODE_ENV === 'production') {
    console.warn('[server] TOKEN_SECRET is not set: using the development secret; tokens are forgeable by anyone who reads the source.');
  }
  const dataDir = opts.dataDir ?? env.dataDir;
  const mediaDir = opts.mediaDir ?? env.mediaDir;
  const databaseUrl = opts.databaseUrl ?? env.databaseUrl;

  const media = await loadMedia();
  const streams = new Map<string, DemoStream>();
  if ((opts.prepareMedia ?? true) && media) {
    for (const s of await media.ensureDemoMedia({ mediaDir, onProgress: logger ? (l) => console.log(`[media] ${l}`) : undefined })) {
      streams.set(s.streamKey, s);
    }
  }

  const db = await openDatabase({ databaseUrl, dataDir, schema: opts.dbSchema });
  try {
    await seed(db, { streamDurations: new Map([...streams].map(([k, s]) => [k, s.durationSec])) });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }

  const app = Fastify({
    logger,
    bodyLimit: opts.bodyLimit ?? DEFAULT_BODY_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    clientErrorHandler,
    return503OnClosing: true,
  });
  const ctx: AppContext = { db, tokenSecret, googleMapKey: opts.googleMapKey ?? env.googleMapKey, streams, io: null };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, { ...parseQuery(body as string) });
    } catch {
      done(Object.assign(new Error('bad form body'), { statusCode: 400 }), undefined);
    }
  });
  installCors(app);
  installErrorHandling(app);
  registerApiRoutes(app, ctx, { checkReplies: process.env.NODE_ENV !== 'production' });
  if (media) await media.registerMediaRoutes(app, { mediaDir });

  const clientDir = opts.clientDir === undefined ? (env.serveClient ? path.join(ROOT, 'dist') : null) : opts.clientDir;
  const serveClient = !!clientDir && existsSync(path.join(clientDir, 'index.html'));
  if (serveClient && clientDir) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.toLowerCase();
    // History-mode routes: any other GET page path gets the client shell.
    if (serveClient && req.method === 'GET' && !isApiPath(url) && !url.startsWith('/media/')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return apiNotFound(req, reply);
  });

  await app.ready();
  ctx.io = attachSocket(app.server, ctx);
  try {
    await app.listen({ port: opts.port ?? env.port, host: opts.host ?? env.host });
  } catch (err) {
    await app.close().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? env.port);
  const host = opts.host ?? env.host;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let closed = false;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    db,
    app,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => (ctx.io ? ctx.io.close(() => resolve()) : resolve()));
      await app.close().catch(() => {});
      await db.close().catch(() => {});
    },
  };
}

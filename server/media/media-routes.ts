// /media/* from the object store (uploaded media on S3) and the media folder: right MIME types
// for HLS, single byte ranges, validators for revalidation, CORS for players on other origins,
// and nothing outside the folder or hidden inside it (work folders and completion markers start
// with a dot). On S3 the playlists come from the API with presigned segment URLs (decision 058).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, realpath, rename, stat, utimes } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Stats } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RET } from '../../src/api/contract/envelope';
import { hasControlBytes } from './control-bytes';
import { parseRange } from './byte-range';
import { formatFor, isSizable, sizedImage, widthStep } from './sized-image';
import { mediaTypeFor } from '../storage/media-types';
import { verifyMediaSignature } from './signed-url';
import type { StreamLookup } from './stream-access';
import { SERVED_PREFIXES, type ObjectStore, type StoredObject } from '../storage/port';
import { SEGMENT_URL_TTL_S, signPlaylist } from './playlist-signing';

export interface MediaRoutesOptions {
  mediaDir: string;
  /**
   * The paywall: stream key -> folder and whether it is paid. Without it every folder is public
   * (media tools and unit tests); the server always passes it.
   */
  streams?: StreamLookup;
  /** Key of the signed play addresses (server/media/signed-url.ts); required with `streams`. */
  urlKey?: Buffer;
  /**
   * The object store of uploaded media. An S3 store is looked in first (what is not there, the
   * demo streams and operator imports, comes from `mediaDir`); a local one is `mediaDir` itself.
   */
  store?: ObjectStore;
  /** This host's copies of S3 images it sizes (`?w=`); default `mediaDir`/.store-cache. */
  scratchDir?: string;
}

type Located = { kind: 'file'; path: string; stats: Stats } | { kind: 'missing' } | { kind: 'forbidden' };

const EXPOSED = ['Content-Length', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified'];

/**
 * Media is public, so any origin may read it. An app-wide CORS hook that already echoed the
 * origin (with credentials) is kept, and only the headers players need are added to what it exposes.
 */
function applyCors(reply: FastifyReply): FastifyReply {
  if (!reply.hasHeader('access-control-allow-origin')) reply.header('access-control-allow-origin', '*');
  const already = String(reply.getHeader('access-control-expose-headers') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const merged = [...already, ...EXPOSED.filter((h) => !already.some((a) => a.toLowerCase() === h.toLowerCase()))];
  return reply.header('access-control-expose-headers', merged.join(', '));
}

/** Adds a field to Vary, keeping what the CORS hook put there (Origin). */
function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (current.split(',').some((f) => f.trim().toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

function isInside(root: string, candidate: string): boolean {
  return candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
}

/** A file of the media folder by its path below /media/ (never outside it, never a dot folder). */
export async function locate(root: string, rel: string): Promise<Located> {
  if (rel.includes('\0')) return { kind: 'forbidden' };
  const parts = rel.split(/[\\/]+/).filter(Boolean);
  if (parts.some((p) => p === '..')) return { kind: 'forbidden' };
  if (parts.length === 0 || parts.some((p) => p.startsWith('.'))) return { kind: 'missing' };
  const tryPath = async (relPath: string): Promise<Located> => {
    const full = resolve(root, relPath);
    if (!isInside(root, full)) return { kind: 'forbidden' };
    try {
      const real = await realpath(full);
      // A symlink may point anywhere; only what really lies in the folder is served.
      if (!isInside(await realpath(root), real)) return { kind: 'forbidden' };
      const stats = await stat(real);
      return stats.isFile() ? { kind: 'file', path: real, stats } : { kind: 'missing' };
    } catch {
      return { kind: 'missing' };
    }
  };
  const joined = parts.join('/');
  const found = await tryPath(joined);
  // Media names are lower case; a client that lowercases or uppercases a path still finds them.
  if (found.kind === 'missing' && joined !== joined.toLowerCase()) return tryPath(joined.toLowerCase());
  return found;
}

function fail(reply: FastifyReply, status: number, ret: number, msg: string) {
  return applyCors(reply).code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ ret, msg, data: null });
}

/** Paid files: never in a shared cache, and in the viewer's no longer than the signature lives. */
function privateCache(publicPolicy: string, maxAgeS: number): string {
  const own = Number(/max-age=(\d+)/.exec(publicPolicy)?.[1] ?? 0);
  return `private, max-age=${Math.max(0, Math.min(own, maxAgeS))}`;
}

function etagOf(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

function notModified(req: FastifyRequest, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return matchesEtag(inm, etag);
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
}

/** If-Range: the range applies only while the client's copy is still current. */
function rangeStillValid(req: FastifyRequest, etag: string, mtime: Date): boolean {
  const raw = req.headers['if-range'];
  if (!raw) return true;
  const ifRange = String(raw);
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(mtime.getTime() / 1000) === Math.floor(date / 1000);
}

/** A local file with validators and a single byte range. */
function sendFile(req: FastifyRequest, reply: FastifyReply, path: string, stats: Stats, cacheControl: string): FastifyReply {
  const type = mediaTypeFor(path);
  const etag = etagOf(stats);
  applyCors(reply).headers({
    'content-type': type.mime,
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    'accept-ranges': 'bytes',
  });
  if (notModified(req, etag, stats.mtime)) return reply.code(304).send();

  const range = rangeStillValid(req, etag, stats.mtime) ? parseRange(req.headers.range, stats.size) : { kind: 'none' as const };
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${stats.size}`);
    return fail(reply, 416, RET.BAD_REQUEST, `range not satisfiable: the file has ${stats.size} bytes`);
  }
  const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, stats.size - 1];
  if (range.kind === 'range') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${stats.size}`);
  }
  reply.header('content-length', String(Math.max(0, end - start + 1)));
  if (req.method === 'HEAD' || stats.size === 0) return reply.send();
  return reply.send(createReadStream(path, { start, end }));
}

/** The store's key for a path below /media/: null when it is not one a store serves. */
function storeKey(rel: string): string | null {
  const parts = rel.split(/[\\/]+/).filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p === '..' || p.startsWith('.'))) return null;
  const key = parts.join('/');
  return SERVED_PREFIXES.some((p) => key.toLowerCase().startsWith(p)) ? key : null;
}

export async function registerMediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  const root = resolve(opts.mediaDir);
  const s3 = opts.store && opts.store.kind !== 'local' ? opts.store : null;
  const cacheDir = resolve(opts.scratchDir ?? join(root, '.store-cache'));

  /** The object, trying the lower-case key as the folder lookup does. */
  const headInStore = async (store: ObjectStore, key: string): Promise<StoredObject | null> =>
    (await store.head(key)) ?? (key !== key.toLowerCase() ? store.head(key.toLowerCase()) : null);

  /** A local copy of a store image, for ffmpeg to size; fetched again when the store's changes. */
  const localCopy = async (store: ObjectStore, o: StoredObject): Promise<{ path: string; stats: Stats } | null> => {
    const file = join(cacheDir, ...o.key.split('/'));
    const have = await stat(file).catch(() => null);
    if (have && have.size === o.size && Math.floor(have.mtimeMs) === Math.floor(o.changedMs)) return { path: file, stats: have };
    const body = await store.get(o.key);
    if (!body) return null;
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await pipeline(body, createWriteStream(tmp));
    await utimes(tmp, new Date(), new Date(o.changedMs));
    await rename(tmp, file);
    return { path: file, stats: await stat(file) };
  };

  /** Serves `rel` from the S3 store; null when the store has no such object (the folder may). */
  const fromStore = async (req: FastifyRequest, reply: FastifyReply, store: ObjectStore, rel: string, privateUntil: number): Promise<FastifyReply | null> => {
    const wanted = storeKey(rel);
    if (wanted === null) return null;
    const found = await headInStore(store, wanted);
    if (!found) return null;
    const key = found.key;
    const type = mediaTypeFor(key);
    const cacheControl = privateUntil > 0 ? privateCache(type.cacheControl, privateUntil) : type.cacheControl;
    if (key.endsWith('.m3u8')) {
      const body = await store.get(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      const streamRoot = key.split('/').slice(0, 2).join('/') + '/';
      const signed = await signPlaylist(Buffer.concat(chunks).toString('utf8'), key, streamRoot, async (k) => (await store.signedUrl(k, SEGMENT_URL_TTL_S)) ?? k);
      // Its URLs expire: never kept longer than the playlist policy's two seconds, never shared when paid.
      return applyCors(reply).headers({ 'content-type': type.mime, 'cache-control': cacheControl }).send(signed);
    }
    const step = widthStep((req.query as { w?: unknown } | undefined)?.w);
    if (step !== null && isSizable(key)) {
      const copy = await localCopy(store, found);
      if (copy) {
        addVary(reply, 'Accept');
        const sized = await sizedImage(copy.path, copy.stats, step, formatFor(req.headers.accept));
        return sendFile(req, reply, sized, await stat(sized), cacheControl);
      }
    }
    const changed = new Date(found.changedMs);
    const etag = found.etag || `"${found.size.toString(16)}-${Math.floor(found.changedMs).toString(16)}"`;
    applyCors(reply).headers({ 'content-type': type.mime, 'cache-control': cacheControl, etag, 'last-modified': changed.toUTCString(), 'accept-ranges': 'bytes' });
    if (notModified(req, etag, changed)) return reply.code(304).send();
    const range = rangeStillValid(req, etag, changed) ? parseRange(req.headers.range, found.size) : { kind: 'none' as const };
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${found.size}`);
      return fail(reply, 416, RET.BAD_REQUEST, `range not satisfiable: the file has ${found.size} bytes`);
    }
    const [start, end] = range.kind === 'range' ? [range.start, range.end] : [0, found.size - 1];
    if (range.kind === 'range') reply.code(206).header('content-range', `bytes ${start}-${end}/${found.size}`);
    reply.header('content-length', String(Math.max(0, end - start + 1)));
    if (req.method === 'HEAD' || found.size === 0) return reply.send();
    const body = await store.get(key, { start, end });
    if (!body) return fail(reply, 404, RET.NOT_FOUND, `media not found: /media/${rel}`);
    return reply.send(body);
  };

  /**
   * hls/{streamKey}/... maps to the stream's folder. Paid streams answer only under a valid
   * signature for that key (`signedFor`); their files are then private to the viewer and cached
   * no longer than the signature lives.
   */
  const resolveStream = async (reply: FastifyReply, rel: string, signedFor: string | null): Promise<string | null> => {
    // Judged as locate() reads it: backslashes and empty segments fold away, and a key in
    // another case reaches the lower-case folder. Otherwise `HLS\KEY\master.m3u8` would be a
    // path the paywall does not know but the file lookup serves.
    const parts = rel.split(/[\\/]+/).filter(Boolean);
    if (!opts.streams || parts[0]?.toLowerCase() !== 'hls' || parts.length < 3) {
      if (signedFor !== null) fail(reply, 403, RET.FORBIDDEN, '播放地址无效');
      return signedFor === null ? rel : null;
    }
    let key = parts[1];
    let found = await opts.streams(key);
    if (found === null && key !== key.toLowerCase()) {
      key = key.toLowerCase();
      found = await opts.streams(key);
    }
    if (found === 'hidden') {
      fail(reply, 404, RET.NOT_FOUND, `media not found: /media/${rel}`);
      return null;
    }
    if (found?.paid && signedFor !== key) {
      fail(reply, 403, RET.FORBIDDEN, signedFor === null ? '该视频需要有效的播放地址' : '播放地址无效或已过期');
      return null;
    }
    return ['hls', found ? found.dir : parts[1], ...parts.slice(2)].join('/');
  };

  const serve = async (req: FastifyRequest, reply: FastifyReply) => {
    const params = req.params as { '*'?: string; exp?: string; sig?: string };
    // No file name holds a control character; a NUL once went on to the stream lookup's SQL,
    // which PostgreSQL refuses with an error (ret 500 and a stack in the log; issue 27).
    if ([params['*'], params.exp, params.sig].some((v) => v !== undefined && hasControlBytes(v))) {
      req.log.info({ status: 400 }, 'client error: control character in a media path');
      return fail(reply, 400, RET.BAD_REQUEST, '媒体地址不合法');
    }
    let rel = params['*'] ?? '';
    let privateUntil = 0;
    if (params.exp !== undefined) {
      // /media/s/{exp}/{sig}/hls/{streamKey}/...: the signature covers the stream's prefix.
      const key = rel.split('/')[1] ?? '';
      const now = Math.floor(Date.now() / 1000);
      if (!opts.urlKey || !rel.toLowerCase().startsWith('hls/') || !verifyMediaSignature(opts.urlKey, key, params.exp, params.sig ?? '', now)) {
        return fail(reply, 403, RET.FORBIDDEN, '播放地址无效或已过期');
      }
      const mapped = await resolveStream(reply, rel, key);
      if (mapped === null) return reply;
      rel = mapped;
      privateUntil = Number(params.exp) - now;
    } else {
      const mapped = await resolveStream(reply, rel, null);
      if (mapped === null) return reply;
      rel = mapped;
    }
    if (s3) {
      const sent = await fromStore(req, reply, s3, rel, privateUntil);
      if (sent) return sent;
    }
    const found = await locate(root, rel);
    if (found.kind === 'forbidden') return fail(reply, 403, RET.FORBIDDEN, 'path outside the media folder');
    if (found.kind === 'missing') return fail(reply, 404, RET.NOT_FOUND, `media not found: /media/${rel}`);

    let { stats, path } = found;
    const step = widthStep((req.query as { w?: unknown } | undefined)?.w);
    if (step !== null && isSizable(path)) {
      // The answer depends on Accept (WebP or JPEG): caches must key on it.
      addVary(reply, 'Accept');
      const sized = await sizedImage(path, stats, step, formatFor(req.headers.accept));
      if (sized !== path) {
        stats = await stat(sized);
        path = sized;
      }
    }
    const type = mediaTypeFor(path);
    return sendFile(req, reply, path, stats, privateUntil > 0 ? privateCache(type.cacheControl, privateUntil) : type.cacheControl);
  };

  app.route({ method: ['GET', 'HEAD'], url: '/media/*', handler: serve });
  app.route({ method: ['GET', 'HEAD'], url: '/media/s/:exp/:sig/*', handler: serve });
  // Players send Range, which older browsers preflight on cross-origin requests.
  app.options('/media/*', async (_req, reply) =>
    applyCors(reply)
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': 'Range, If-None-Match, If-Modified-Since, If-Range',
        'access-control-max-age': '86400',
      })
      .send(),
  );
}

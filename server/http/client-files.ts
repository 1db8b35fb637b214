// The built client (dist/) over HTTP: the brotli or gzip copy the build wrote beside each text
// file (scripts/vite-plugins/vite-plugin-precompress.ts) when the browser accepts it, with Vary:
// Accept-Encoding; hashed assets cached for a year and never revalidated (a new build gives new
// names); everything else (index.html, robots.txt, public/ images) revalidated on every use
// against its ETag/Last-Modified, so a deploy is seen at once. History-mode page paths get the
// HTML shell; a path that names a file (a missing hashed asset, /favicon.ico) gets a real 404.
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { readFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { loadShellsTable, shellFor } from './entry-shell';
import { isOldChromium, MIDDLE_DIR, shellForEngine } from './old-engine-shell';
import { encodeHtml, WATCH_POSTER_STEP, watchKeyOf, withHomeBanner, withWatchPoster } from './first-paint';
import { formatFor } from '../media/sized-image';
import type { InlineImage } from '../media/inline-image';

/** Vite's build.assetsDir: every file in it has a content hash in its name. */
const HASHED_DIR = 'assets';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Page paths of the route table have no extension; these are requests for files.
const FILE_PATH = /\.(?:js|mjs|css|map|json|txt|xml|html?|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|webmanifest|wasm|br|gz)$/;

export function cachePolicyFor(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep);
  return rel.length > 1 && rel[0] === HASHED_DIR ? IMMUTABLE : REVALIDATE;
}

/** Whether a GET for a path nothing else answered should get the HTML shell (a client route). */
export function wantsClientShell(url: string): boolean {
  const pathname = url.split('?')[0].toLowerCase();
  return !pathname.startsWith(`/${HASHED_DIR}/`) && !FILE_PATH.test(pathname);
}

/** Sends the HTML shell that fits a page request (see sendClientShell). */
export type ShellSender = (req: FastifyRequest, reply: FastifyReply) => FastifyReply;

export interface ClientFileOptions {
  /** A video's poster by the watch address's id (first-paint.ts); null when there is none. */
  watchPoster?: (mediaKey: string) => Promise<string | null>;
  /** The home's first banner slide's poster (first-paint.ts); null when there is none. */
  homeBanner?: () => Promise<string | null>;
  /** A media image as a data URL when it is small and made (server/media/inline-image.ts). */
  inlineImage?: InlineImage;
}

/** The staff console's pages (issue 38): its own HTML entry, admin.html, whatever the device. */
const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/i;

export async function registerClientFiles(app: FastifyInstance, clientDir: string, opts: ClientFileOptions = {}): Promise<ShellSender> {
  const shells = loadShellsTable(clientDir);
  const hasAdmin = existsSync(path.join(clientDir, 'admin.html'));
  const hasShells = Object.keys(shells).length > 0;
  const phoneWatchShell = shells.mobile?.['/watch'];
  const phoneHomeShell = shells.mobile?.['/'];
  // The middle tier's copies of the modern scripts (old-engine-shell.ts), listed once at start.
  const middleDir = path.join(clientDir, HASHED_DIR, MIDDLE_DIR);
  const middle: ReadonlySet<string> = new Set(existsSync(middleDir) ? readdirSync(middleDir).filter((f) => f.endsWith('.js')) : []);
  const sendShell: ShellSender = (req, reply) => {
    if (hasAdmin && ADMIN_PAGE.test(req.url)) return sendClientShell(reply, { file: 'admin.html', byUserAgent: false });
    const shell = hasShells ? shellFor(shells, req.url, req.headers['user-agent'] ?? '') : undefined;
    const encodings = String(req.headers['accept-encoding'] ?? '');
    const key = shell && shell.file === phoneWatchShell && opts.watchPoster ? watchKeyOf(req.url) : null;
    if (shell && key && opts.watchPoster) {
      // The poster in the HTML itself where it can be (WebP or JPEG as the browser takes images).
      const format = formatFor(req.headers.accept);
      const inline = opts.inlineImage;
      const poster = opts.watchPoster(key).then(async (url) => ({
        url,
        inline: url && inline ? await inline(url, WATCH_POSTER_STEP, format).catch(() => null) : null,
      }));
      return sendShellWithImage(reply, path.join(clientDir, shell.file), shell.byUserAgent, poster, (html, p) => withWatchPoster(html, p?.url ?? null, p?.inline ?? null), encodings, middle, 'Accept');
    }
    // The recommendation tab only: the home's aliases are channel tabs without the banner.
    if (shell && shell.file === phoneHomeShell && opts.homeBanner && req.url.split('?')[0] === '/') {
      return sendShellWithImage(reply, path.join(clientDir, shell.file), shell.byUserAgent, opts.homeBanner(), withHomeBanner, encodings, middle);
    }
    // An old Chromium (a TV of 2018-2021) runs the middle tier or the legacy build: it gets the
    // shell without the modern entry it would fetch for nothing (old-engine-shell.ts).
    if (isOldChromium(req.headers['user-agent'] ?? '')) {
      const file = path.join(clientDir, shell?.file ?? 'index.html');
      return sendShellWithImage(reply, file, true, Promise.resolve(null), (html) => html, encodings, middle);
    }
    return sendClientShell(reply, shell);
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    // One route per built file, listed once at start (a deploy restarts the server), instead of
    // a wildcard route: that one reads every folder on a file's path for its exact spelling on
    // each request (the assets folder holds about 750 entries), which cost about 1 ms of the
    // server's CPU per file, some 50 ms per cold page load on the machine the page shares.
    wildcard: false,
    // The site root is a page (the home) and gets its shell below, not the directory's index.html.
    index: false,
    preCompressed: true,
    // Our own Cache-Control per file instead of @fastify/send's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cachePolicyFor(clientDir, file)),
  });
  app.get('/', sendShell);
  return sendShell;
}

/**
 * The HTML shell for a client route (the precompressed copy when accepted): index.html, or the
 * entry route's copy with its first screen's files named (entry-shell.ts). Which one can follow
 * the User-Agent, which a shared cache must then key on.
 */
function sendClientShell(reply: FastifyReply, shell: { file: string; byUserAgent: boolean } = { file: 'index.html', byUserAgent: false }): FastifyReply {
  if (shell.byUserAgent) reply.header('vary', 'User-Agent');
  return reply.type('text/html; charset=utf-8').sendFile(shell.file);
}

// The built shells do not change while the server runs (a deploy restarts it): each is read once.
const shellTexts = new Map<string, Promise<string>>();
function shellText(file: string): Promise<string> {
  let text = shellTexts.get(file);
  if (!text) {
    text = readFile(file, 'utf8');
    shellTexts.set(file, text);
    text.catch(() => shellTexts.delete(file));
  }
  return text;
}

/**
 * A phone shell with its first screen's picture in the splash (first-paint.ts): made per
 * request, never cached by anyone (REVALIDATE as every shell, no validator to answer with).
 * A lookup that fails sends the shell as it is.
 */
function sendShellWithImage<T>(
  reply: FastifyReply, file: string, byUserAgent: boolean, image: Promise<T | null>, add: (html: string, image: T | null) => string, acceptEncoding: string,
  /** The middle tier's scripts (old-engine-shell.ts). */
  middle: ReadonlySet<string>,
  /** A request header the picture depends on (the inline poster's format follows Accept). */
  varyAlso?: string,
): FastifyReply {
  const userAgent = String(reply.request.headers['user-agent'] ?? '');
  const old = isOldChromium(userAgent);
  void Promise.all([shellText(file), image.catch(() => null)])
    .then(([html, found]) => {
      const page = add(html, found);
      const { body, encoding } = encodeHtml(shellForEngine(page, userAgent, middle), acceptEncoding);
      const vary = ['Accept-Encoding', ...(byUserAgent || old ? ['User-Agent'] : []), ...(varyAlso ? [varyAlso] : [])];
      reply.header('cache-control', REVALIDATE).header('vary', vary.join(', '));
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    })
    .catch((err: unknown) => reply.send(err));
  return reply;
}

/** A file of the client that does not exist: a plain 404 no cache keeps. */
export function sendMissingFile(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
}

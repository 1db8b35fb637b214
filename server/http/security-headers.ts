// Security headers on every reply: HTML, API and media (issue 8, point 8). helmet decides the
// headers; they depend on nothing in the request, so they are computed once at start and a
// hook sets them: measured on the guest VideoDetails bench, running @fastify/helmet's
// middleware per request cost 0.03 ms of server CPU per request (9,400 vs 13,000 req/s;
// docs/decisions/014-security-headers-computed-once.md). The CSP is the one the built client runs under: its own scripts only
// (and the old-engine loader's inline scripts, by hash: inline-scripts.ts), inline styles (the boot splash in index.html), hls.js's worker
// and media from blob:, the socket over ws/wss to the same host, posters and avatars from the
// page or data: URLs. Extra hosts (the API's sibling host, an image CDN) come from CSP_ORIGINS.
// The app may be framed only by itself and the FRAME_ANCESTORS origins (none by default: the
// Android TV shell loads the app as its top-level page, not in a frame).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface HeaderOptions {
  /** Extra origins the page may load from or connect to (CSP_ORIGINS). */
  cspOrigins?: readonly string[];
  /** Origins that may frame the app (FRAME_ANCESTORS); empty = only the app itself. */
  frameAncestors?: readonly string[];
  /**
   * Posters, avatars and media may be loaded by pages of any site: set when CORS_ORIGINS lists
   * `null`, a packaged TV app running from file://, which is cross-site to every server and
   * loads images without CORS (an <img> from a "same-site" resource would be blocked).
   */
  crossSiteResources?: boolean;
  /**
   * Origins the player fetches segments from: the object store's presigned URLs (decision 067).
   * connect-src for hls.js, media-src for an engine's own HLS player; nothing else, so a bucket
   * can never serve the page a script, style or frame.
   */
  mediaOrigins?: readonly string[];
  /** CSP hash sources of the built HTML's inline scripts (inline-scripts.ts). */
  scriptHashes?: readonly string[];
  /** The host the page was asked from (Host header): its ws: and wss: origins join connect-src. */
  socketHost?: string;
}

/** ws:/wss: twins of http(s) origins, for the sockets an old engine's CSP must name. */
const socketOrigins = (origins: readonly string[]): string[] =>
  origins.flatMap((o) => (/^https?:\/\/[^/\s]+$/i.test(o) ? [o.replace(/^http/i, 'ws')] : []));

export function cspDirectives({ cspOrigins = [], frameAncestors = [], mediaOrigins = [], scriptHashes = [], socketHost }: HeaderOptions): Record<string, string[]> {
  const extra = [...cspOrigins];
  const sockets = [...(socketHost ? [`ws://${socketHost}`, `wss://${socketHost}`] : []), ...socketOrigins(cspOrigins)];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...extra],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    mediaSrc: ["'self'", 'blob:', ...extra, ...mediaOrigins],
    fontSrc: ["'self'", 'data:', ...extra],
    // 'self' covers ws:/wss: to the same host in CSP 3 browsers only: Chromium before 73 (the
    // TVs of 2018-2020) refused the app's socket under it, so the sockets are named.
    connectSrc: ["'self'", ...extra, ...mediaOrigins, ...sockets],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...extra],
    objectSrc: ["'none'"],
    formAction: ["'self'", ...extra],
    frameAncestors: ["'self'", ...frameAncestors],
  };
}

/** The header values helmet sets for these options, lowercased names. */
export function securityHeaders(opts: HeaderOptions = {}): Record<string, string> {
  const framed = (opts.frameAncestors ?? []).length > 0;
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(opts) },
    // Plain-http LAN servers are normal for TVs; a TLS proxy in front adds HSTS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Posters and segments may be loaded by the page on a sibling host (same site), or by a
    // packaged app from file:// (crossSiteResources).
    crossOriginResourcePolicy: { policy: opts.crossSiteResources ? 'cross-origin' : 'same-site' },
    // Payment pages open in a popup and report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Old TV browsers know only X-Frame-Options; it cannot list origins, so it is left out
    // when FRAME_ANCESTORS names some (the CSP's frame-ancestors governs then).
    xFrameOptions: framed ? false : { action: 'sameorigin' },
  });
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let error: unknown = null;
  middleware({} as IncomingMessage, res, (err?: unknown) => {
    error = err ?? null;
  });
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return headers;
}

/** A Host header worth naming in the CSP: a name or address and a port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** Distinct hosts remembered (a server answers on a few names; a stranger's made-up ones fall back). */
const MAX_HOSTS = 32;

export function installSecurityHeaders(app: FastifyInstance, opts: HeaderOptions = {}): void {
  const headers = securityHeaders(opts);
  // The CSP differs per Host (its socket origins): made once per host name, then reused.
  const cspByHost = new Map<string, string>();
  const cspFor = (host: string | undefined): string => {
    if (!host || !PLAIN_HOST.test(host)) return headers['content-security-policy'];
    let csp = cspByHost.get(host);
    if (csp === undefined) {
      csp = cspDirectivesHeader({ ...opts, socketHost: host });
      if (cspByHost.size < MAX_HOSTS) cspByHost.set(host, csp);
    }
    return csp;
  };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    reply.header('content-security-policy', cspFor(req.headers.host));
    done();
  });
}

/** The Content-Security-Policy value for these options (as helmet writes it). */
export const cspDirectivesHeader = (opts: HeaderOptions): string => securityHeaders(opts)['content-security-policy'];

// Where API calls go (spec 002 §7 "Request layer"). The API lives on a sibling host of the
// page: its last two labels with the prefix `api.` (m.example.com -> api.example.com), and
// calls whose path contains getadultlivelist go to `upload.` of the same domain. The page's
// own protocol is kept so plain-http TV pages are not refused by mixed-content rules.
// On localhost, an IP address or a one-label host the spec uses a default domain: the one set at
// build as VITE_DEFAULT_DOMAIN (a developer's page then talks to api.<that domain>), else the
// page's own origin, since the reference server serves both (README, where we differ from the
// spec). VITE_API_BASE / VITE_UPLOAD_BASE set at build override the derivation; the value
// "same-origin" forces the page's origin.

export const API_HOST_PREFIX = 'api';
export const UPLOAD_HOST_PREFIX = 'upload';

export interface PageLocation {
  protocol: string;
  hostname: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || IPV4.test(h) || h.includes(':') || h.startsWith('[') || !h.includes('.');
}

/** Base URL for API calls; '' means "same origin" (relative URLs). */
export function deriveBase(loc: PageLocation, prefix: string, override?: string, defaultDomain?: string): string {
  const o = override?.trim();
  if (o) return o === 'same-origin' ? '' : o.replace(/\/+$/, '');
  const protocol = loc.protocol === 'http:' ? 'http:' : 'https:';
  if (isLocalHost(loc.hostname)) {
    const d = defaultDomain?.trim().toLowerCase().replace(/^\.+|\.+$/g, '');
    return d ? `${protocol}//${prefix}.${d}` : '';
  }
  const labels = loc.hostname.toLowerCase().split('.');
  const domain = labels.slice(-2).join('.');
  return `${protocol}//${prefix}.${domain}`;
}

function pageLocation(): PageLocation {
  return typeof location !== 'undefined' ? location : { protocol: 'http:', hostname: 'localhost' };
}

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

export const apiBase = (loc: PageLocation = pageLocation()) => deriveBase(loc, API_HOST_PREFIX, env.VITE_API_BASE, env.VITE_DEFAULT_DOMAIN);
export const uploadBase = (loc: PageLocation = pageLocation()) => deriveBase(loc, UPLOAD_HOST_PREFIX, env.VITE_UPLOAD_BASE, env.VITE_DEFAULT_DOMAIN);

/** Base for one call: the upload host for getadultlivelist paths, else the API host. */
export function baseFor(path: string, loc: PageLocation = pageLocation()): string {
  return path.toLowerCase().includes('getadultlivelist') ? uploadBase(loc) : apiBase(loc);
}

/**
 * The statistics call's {host} (spec 000 §7: POST {host}/a/o?cineam=1): VITE_STATISTICS_HOST
 * at build (`external`: another server than the API's), else the API host.
 */
export function statisticsHost(loc: PageLocation = pageLocation(), configured = env.VITE_STATISTICS_HOST): { base: string; external: boolean } {
  const own = configured?.trim();
  if (own && own !== 'same-origin') return { base: own.replace(/\/+$/, ''), external: deriveBase(loc, API_HOST_PREFIX, own) !== apiBase(loc) };
  return { base: apiBase(loc), external: false };
}

// Where a request comes from, roughly (issue 27, point 7c): the scan-to-login confirm screen
// shows the phone's owner what the server knows of the asking TV instead of a name the TV chose.
// Country level only, from the GeoLite2 country table bundled in geoip-country (loaded on first
// use, about 8 MB on disk); addresses of the local network or loopback say so.
import { isIP } from 'node:net';

type Lookup = (ip: string) => { country: string } | null;
let lookup: Promise<Lookup> | null = null;

function geo(): Promise<Lookup> {
  // A CommonJS package that reads its table when loaded: imported on first use, so a server that
  // never shows a scan ticket does not pay for it.
  lookup ??= import('geoip-country').then((m) => m.default.lookup.bind(m.default));
  return lookup;
}

/** An IPv4-mapped IPv6 address ("::ffff:10.0.0.2") as its IPv4 form. */
export const plainAddress = (ip: string): string => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

const LOOPBACK = /^(127\.|::1$)/;
const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|f[cd][0-9a-f]{2}:|fe80:)/i;

const regionNames = new Intl.DisplayNames(['zh-Hans'], { type: 'region' });

/** A short Chinese place for an address: 本机, 局域网, a country or region, or 未知地区. */
export async function approximatePlace(rawIp: string): Promise<string> {
  const ip = plainAddress(rawIp);
  if (!isIP(ip)) return '未知地区';
  if (LOOPBACK.test(ip)) return '本机';
  if (PRIVATE.test(ip)) return '局域网';
  const hit = (await geo())(ip);
  if (!hit?.country) return '未知地区';
  return regionNames.of(hit.country) ?? '未知地区';
}

/** Whether two requests come from one network as the server sees it (one public address). */
export const sameNetwork = (a: string, b: string): boolean => plainAddress(a) === plainAddress(b);

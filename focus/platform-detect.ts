// Which remote key table applies, from the user agent. Kept here (not in src/platform) because
// only the focus layer needs the distinction between TV brands.
import type { TvPlatform } from './key-map';

export function detectTvPlatform(userAgent: string = typeof navigator !== 'undefined' ? navigator.userAgent : ''): TvPlatform {
  const ua = userAgent.toLowerCase();
  if (ua.includes('tizen')) return 'tizen';
  if (ua.includes('web0s') || ua.includes('webos') || ua.includes('netcast')) return 'webos';
  if (ua.includes('android')) return 'android';
  return 'browser';
}

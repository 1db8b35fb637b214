// Open-app rules (spec 001 §4 "Open-app popup", §9): on iOS the popup's open goes to
// /app-download; elsewhere it tries the app's native scheme and falls back to /app-download when
// the page is still showing 2 s later (the app did not take over). iOS below 15 is flagged as a
// low version. UC browser refuses custom schemes: there the UC hint mask (open in another
// browser) shows instead of a scheme that would do nothing.
import type { Platform } from '@src/platform/detect';

export const OPEN_APP_FALLBACK_MS = 2_000;
export const LOW_IOS_VERSION = 15;
/** The native app's scheme when the config names none (config key AppScheme). */
export const DEFAULT_APP_SCHEME = 'xinghe://open';
export const APP_SCHEME_CONFIG_KEY = 'AppScheme';

export type OpenAppAction = 'download' | 'scheme' | 'uc-hint';

export const isUcBrowser = (ua: string): boolean => /UCBrowser|UCWEB|\bUBrowser\b/i.test(ua);

export function isLowIosVersion(p: Pick<Platform, 'os' | 'iosVersion'>): boolean {
  return p.os === 'ios' && p.iosVersion > 0 && p.iosVersion < LOW_IOS_VERSION;
}

export function openAppAction(p: Pick<Platform, 'os'>, ua: string): OpenAppAction {
  if (p.os === 'ios') return 'download';
  if (isUcBrowser(ua)) return 'uc-hint';
  return 'scheme';
}

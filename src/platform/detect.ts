// Device detection from the user agent and the globals TV engines install. Pure functions of
// their inputs so every case is a unit test; `currentPlatform()` reads the real browser.
import { isTvOs, osOfUserAgent, type Os } from './user-agent';
import { isWebview } from './webview';

export type { Os } from './user-agent';

export interface Platform {
  readonly os: Os;
  /** A television or set-top box driven by a remote. */
  readonly tv: boolean;
  /** Running inside our native webview shell (session flag isWebview). */
  readonly webview: boolean;
  /** iOS major version, 0 when not iOS (spec 001: below 15 is "low version"). */
  readonly iosVersion: number;
}

export interface PlatformGlobals {
  tizen?: unknown;
  webOS?: unknown;
  PalmSystem?: unknown;
}

export function detectPlatform(ua: string, globals: PlatformGlobals = {}, webview = false): Platform {
  const iosMatch = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.]/.exec(ua);
  const iosVersion = iosMatch ? Number(iosMatch[1]) : 0;
  const byUa = osOfUserAgent(ua, webview);
  // A TV engine's global outranks what its user agent says.
  const os: Os = byUa === 'tizen' || globals.tizen !== undefined ? 'tizen'
    : byUa === 'webos' || globals.webOS !== undefined || globals.PalmSystem !== undefined ? 'webos'
      : byUa;
  return { os, tv: isTvOs(os), webview, iosVersion };
}

/** Which remote key table a device uses (focus/key-map.ts holds the tables). */
export type RemoteKeySet = 'tizen' | 'webos' | 'android' | 'browser';

const KEY_SET_BY_OS: Record<Os, RemoteKeySet> = {
  tizen: 'tizen',
  webos: 'webos',
  // The Android TV shell forwards KEYCODE_BACK; a phone's webview or browser may too.
  androidtv: 'android',
  android: 'android',
  ios: 'browser',
  desktop: 'browser',
};

export function remoteKeySet(platform: Pick<Platform, 'os'>): RemoteKeySet {
  return KEY_SET_BY_OS[platform.os];
}

let cached: Platform | null = null;

export function currentPlatform(): Platform {
  if (cached) return cached;
  const w = (typeof window !== 'undefined' ? window : {}) as PlatformGlobals;
  cached = detectPlatform(typeof navigator !== 'undefined' ? navigator.userAgent : '', w, isWebview());
  return cached;
}

export const isIosSafari = (ua: string) => /iPhone|iPad|iPod/i.test(ua) && /Safari/i.test(ua) && !/CriOS|FxiOS|UCBrowser|MicroMessenger/i.test(ua);

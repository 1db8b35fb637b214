// Device detection from the user agent and the globals TV engines install. Pure functions of
// their inputs so every case is a unit test; `currentPlatform()` reads the real browser.
import { isWebview } from './webview';

export type Os = 'tizen' | 'webos' | 'androidtv' | 'ios' | 'android' | 'desktop';

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

const ANDROID_TV_MARKERS = /\b(Android ?TV|GoogleTV|AFT[A-Z0-9]*|BRAVIA|SMART-?TV|SmartTV|MiBOX|Mi ?Box|MiTV|SHIELD Android TV|HiTV|DTV|STB)\b|\bTV\b/i;

export function detectPlatform(ua: string, globals: PlatformGlobals = {}, webview = false): Platform {
  const iosMatch = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.]/.exec(ua);
  const iosVersion = iosMatch ? Number(iosMatch[1]) : 0;
  const base = { webview, iosVersion };
  if (/Tizen/i.test(ua) || globals.tizen !== undefined) return { os: 'tizen', tv: true, ...base };
  if (/Web0S|webOS|NetCast/i.test(ua) || globals.webOS !== undefined || globals.PalmSystem !== undefined) return { os: 'webos', tv: true, ...base };
  if (/Android/i.test(ua)) {
    // Our Android TV app is a webview shell; phone webviews say "Mobile", TV ones do not.
    const tv = ANDROID_TV_MARKERS.test(ua) || (webview && !/Mobile/i.test(ua));
    return { os: tv ? 'androidtv' : 'android', tv, ...base };
  }
  if (iosMatch || /iPhone|iPad|iPod/i.test(ua)) return { os: 'ios', tv: false, ...base };
  return { os: 'desktop', tv: false, ...base };
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

// The native shell bridge. Native methods are called only when the session flag isWebview is
// set (spec 002 §4): a page opened in a normal browser must never poke at globals a site may
// also define. The shell opens the app with ?isWebview=1 (or ?from=app), which sets the flag.
import { sessionGet, sessionSet } from '../lib/storage';

export const WEBVIEW_KEY = 'isWebview';

export function isWebview(): boolean {
  return sessionGet(WEBVIEW_KEY) === '1';
}

/** Sets the session flag when the shell's query marks it; the flag then survives navigation. */
export function markWebviewFromQuery(search: string): boolean {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (q.get('isWebview') === '1' || q.get('from') === 'app') sessionSet(WEBVIEW_KEY, '1');
  return isWebview();
}

interface AndroidBridge {
  [method: string]: ((...args: string[]) => unknown) | undefined;
}
interface IosBridge {
  webkit?: { messageHandlers?: Record<string, { postMessage(body: unknown): void } | undefined> };
}

/**
 * Calls a native method: Android exposes `window.android.<method>(...args)` (addJavascriptInterface),
 * iOS `window.webkit.messageHandlers.<method>.postMessage(args)`. Returns true when a bridge took it.
 */
export function callNative(method: string, ...args: string[]): boolean {
  if (!isWebview() || typeof window === 'undefined') return false;
  const w = window as unknown as { android?: AndroidBridge } & IosBridge;
  const fn = w.android?.[method];
  if (typeof fn === 'function') {
    fn.apply(w.android, args);
    return true;
  }
  const handler = w.webkit?.messageHandlers?.[method];
  if (handler) {
    handler.postMessage(args);
    return true;
  }
  return false;
}

/** Closes the native shell (feedback submitted, back from /openVip in the app). */
export function closeShell(): boolean {
  return callNative('close');
}

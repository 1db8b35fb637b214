// What a user agent alone says about the device. The one TV test for the client
// (detect.ts adds the globals TV engines install) and for the server, which has only a
// request's User-Agent (the shell it sends, a signed-in device's name). Pure and free of
// imports, so the server may import it (dependency-cruiser rule server-only-contract).

export type Os = 'tizen' | 'webos' | 'androidtv' | 'ios' | 'android' | 'desktop';

const ANDROID_TV_MARKERS = /\b(Android ?TV|GoogleTV|AFT[A-Z0-9]*|BRAVIA|SMART-?TV|SmartTV|MiBOX|Mi ?Box|MiTV|SHIELD Android TV|HiTV|DTV|STB)\b|\bTV\b/i;

/** The operating system a user agent names; `webview`: opened by our native shell (isWebview). */
export function osOfUserAgent(ua: string, webview = false): Os {
  if (/Tizen/i.test(ua)) return 'tizen';
  if (/Web0S|webOS|NetCast/i.test(ua)) return 'webos';
  if (/Android/i.test(ua)) {
    // Our Android TV app is a webview shell; phone webviews say "Mobile", TV ones do not.
    return ANDROID_TV_MARKERS.test(ua) || (webview && !/Mobile/i.test(ua)) ? 'androidtv' : 'android';
  }
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  return 'desktop';
}

/** A television or set-top box driven by a remote. */
export const isTvOs = (os: Os): boolean => os === 'tizen' || os === 'webos' || os === 'androidtv';

export const isTvUserAgent = (ua: string, webview = false): boolean => isTvOs(osOfUserAgent(ua, webview));

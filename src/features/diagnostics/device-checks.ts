// Device diagnostics (issue 11 point 7) for the people who bring the app to a new TV or phone:
// what we detected, the screen, what the media stack can play, and whether storage works.
// Each check is a plain function over the browser's own APIs, so a failing one names itself.
import { currentPlatform, remoteKeySet } from '@src/platform/detect';
import { currentLayout } from '@src/platform/layout-choice';

export interface Check {
  name: string;
  value: string;
  ok?: boolean;
}

export function deviceChecks(): Check[] {
  const p = currentPlatform();
  const layout = currentLayout();
  return [
    { name: 'platform', value: `${p.os}${p.tv ? ' (TV)' : ''}${p.webview ? ' webview' : ''}` },
    { name: 'layout', value: layout },
    { name: 'remoteKeys', value: remoteKeySet(p) },
    { name: 'userAgent', value: navigator.userAgent },
    { name: 'screen', value: `${screen.width}x${screen.height}` },
    { name: 'viewport', value: `${window.innerWidth}x${window.innerHeight}` },
    { name: 'pixelRatio', value: String(window.devicePixelRatio || 1) },
  ];
}

const CODECS: readonly [string, string][] = [
  ['H.264', 'video/mp4; codecs="avc1.64001f"'],
  ['HEVC', 'video/mp4; codecs="hvc1.1.6.L93.B0"'],
  ['AV1', 'video/mp4; codecs="av01.0.05M.08"'],
  ['AAC', 'audio/mp4; codecs="mp4a.40.2"'],
];

type MseLike = { isTypeSupported(type: string): boolean };

export function mediaChecks(win: Window = window): Check[] {
  const mse = (win as unknown as { MediaSource?: MseLike; ManagedMediaSource?: MseLike }).MediaSource ?? (win as unknown as { ManagedMediaSource?: MseLike }).ManagedMediaSource;
  const video = win.document.createElement('video');
  const checks: Check[] = [{ name: 'MSE', value: mse ? 'yes' : 'no', ok: !!mse }];
  for (const [name, type] of CODECS) {
    const viaMse = !!mse && safe(() => mse.isTypeSupported(type));
    const native = safe(() => video.canPlayType(type) !== '');
    checks.push({ name, value: viaMse ? 'MSE' : native ? 'native' : 'no', ok: viaMse || native });
  }
  const hls = safe(() => video.canPlayType('application/vnd.apple.mpegurl') !== '');
  checks.push({ name: 'nativeHls', value: hls ? 'yes' : 'no', ok: hls });
  return checks;
}

/** Whether hls.js can run here (loaded on demand: the diagnostics page only). */
export async function hlsJsCheck(): Promise<Check> {
  try {
    const mod = await import('hls.js/light');
    const ok = mod.default.isSupported();
    return { name: 'hls.js', value: `${ok ? 'yes' : 'no'} (${mod.default.version})`, ok };
  } catch {
    return { name: 'hls.js', value: 'load failed', ok: false };
  }
}

function safe(fn: () => boolean): boolean {
  try {
    return fn();
  } catch {
    return false;
  }
}

function roundTrip(area: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const s = window[area];
    const key = '__diagnostics__';
    s.setItem(key, '1');
    const ok = s.getItem(key) === '1';
    s.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

export function storageChecks(): Check[] {
  const local = roundTrip('localStorage');
  const session = roundTrip('sessionStorage');
  return [
    { name: 'localStorage', value: local ? 'ok' : 'refused', ok: local },
    { name: 'sessionStorage', value: session ? 'ok' : 'refused', ok: session },
    { name: 'cookies', value: navigator.cookieEnabled ? 'ok' : 'off', ok: navigator.cookieEnabled },
  ];
}

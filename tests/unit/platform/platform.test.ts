import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectPlatform, isIosSafari } from '@src/platform/detect';
import { chooseLayout, LAYOUT_OVERRIDE_KEY } from '@src/platform/layout-choice';
import { callNative, closeShell, isWebview, markWebviewFromQuery } from '@src/platform/webview';

const UA = {
  tizen: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36',
  webos: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36 WebAppManager',
  androidTv: 'Mozilla/5.0 (Linux; Android 9; BRAVIA 4K GB ATV3 Build/PTT1.190515.001.S52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Safari/537.36',
  androidTvShell: 'Mozilla/5.0 (Linux; Android 11; X96 Build/RP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0 Safari/537.36',
  androidPhone: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

beforeEach(() => {
  sessionStorage.clear();
});

describe('detectPlatform', () => {
  it('detects Tizen by UA or by the tizen global', () => {
    expect(detectPlatform(UA.tizen)).toMatchObject({ os: 'tizen', tv: true });
    expect(detectPlatform(UA.desktop, { tizen: {} })).toMatchObject({ os: 'tizen', tv: true });
  });
  it('detects webOS by UA or by the webOS / PalmSystem globals', () => {
    expect(detectPlatform(UA.webos)).toMatchObject({ os: 'webos', tv: true });
    expect(detectPlatform(UA.desktop, { PalmSystem: {} }).os).toBe('webos');
  });
  it('detects Android TV from TV markers', () => {
    expect(detectPlatform(UA.androidTv)).toMatchObject({ os: 'androidtv', tv: true });
  });
  it('treats the Android webview shell (isWebview, no "Mobile") as Android TV', () => {
    expect(detectPlatform(UA.androidTvShell, {}, true)).toMatchObject({ os: 'androidtv', tv: true, webview: true });
    expect(detectPlatform(UA.androidTvShell, {}, false)).toMatchObject({ os: 'android', tv: false });
  });
  it('keeps Android phones, iOS and desktop off the TV layout', () => {
    expect(detectPlatform(UA.androidPhone, {}, true)).toMatchObject({ os: 'android', tv: false });
    expect(detectPlatform(UA.iphone)).toMatchObject({ os: 'ios', tv: false, iosVersion: 14 });
    expect(detectPlatform(UA.desktop)).toMatchObject({ os: 'desktop', tv: false, iosVersion: 0 });
  });
  it('recognises iOS Safari', () => {
    expect(isIosSafari(UA.iphone)).toBe(true);
    expect(isIosSafari(UA.androidPhone)).toBe(false);
  });
});

describe('chooseLayout', () => {
  const tv = detectPlatform(UA.tizen);
  const phone = detectPlatform(UA.androidPhone);

  it('picks tv on TV devices and mobile elsewhere', () => {
    expect(chooseLayout('', tv)).toBe('tv');
    expect(chooseLayout('', phone)).toBe('mobile');
    expect(chooseLayout('', detectPlatform(UA.desktop))).toBe('mobile');
  });
  it('?layout= overrides and is kept for the session', () => {
    expect(chooseLayout('?layout=tv', phone)).toBe('tv');
    expect(sessionStorage.getItem(LAYOUT_OVERRIDE_KEY)).toBe('tv');
    expect(chooseLayout('', phone)).toBe('tv');
    expect(chooseLayout('?layout=mobile', tv)).toBe('mobile');
    expect(chooseLayout('', tv)).toBe('mobile');
  });
  it('ignores an invalid override value', () => {
    expect(chooseLayout('?layout=watch', phone)).toBe('mobile');
    expect(sessionStorage.getItem(LAYOUT_OVERRIDE_KEY)).toBeNull();
  });
});

describe('webview bridge', () => {
  const w = window as unknown as { android?: Record<string, unknown>; webkit?: unknown };
  afterEach(() => {
    delete w.android;
    delete w.webkit;
  });

  it('sets the isWebview session flag from the shell query', () => {
    expect(markWebviewFromQuery('?a=1')).toBe(false);
    expect(markWebviewFromQuery('?isWebview=1')).toBe(true);
    expect(sessionStorage.getItem('isWebview')).toBe('1');
    expect(markWebviewFromQuery('')).toBe(true);
  });

  it('does not call native methods without the flag', () => {
    const close = vi.fn();
    w.android = { close };
    expect(closeShell()).toBe(false);
    expect(close).not.toHaveBeenCalled();
  });

  it('calls the Android bridge when the flag is set', () => {
    sessionStorage.setItem('isWebview', '1');
    const close = vi.fn();
    w.android = { close };
    expect(isWebview()).toBe(true);
    expect(closeShell()).toBe(true);
    expect(close).toHaveBeenCalledOnce();
  });

  it('falls back to the iOS message handler', () => {
    sessionStorage.setItem('isWebview', '1');
    const postMessage = vi.fn();
    w.webkit = { messageHandlers: { share: { postMessage } } };
    expect(callNative('share', 'x')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(['x']);
    expect(callNative('missing')).toBe(false);
  });
});

describe('one TV test for the client and the server', () => {
  it('the server names and shells a device by the same user-agent test the layout uses', async () => {
    const { isTvUserAgent } = await import('@src/platform/user-agent');
    const { deviceNameOf } = await import('../../../server/account/sessions');
    const { layoutOfRequest } = await import('../../../server/http/entry-shell');
    for (const ua of Object.values(UA)) {
      const tv = detectPlatform(ua).tv;
      expect(isTvUserAgent(ua)).toBe(tv);
      expect(deviceNameOf(ua).startsWith('电视')).toBe(tv);
      expect(layoutOfRequest(new URLSearchParams(), ua) === 'tv').toBe(tv);
    }
    // The Android TV shell opens the app with ?isWebview=1: a TV to both sides.
    expect(layoutOfRequest(new URLSearchParams('isWebview=1'), UA.androidTvShell)).toBe('tv');
    expect(layoutOfRequest(new URLSearchParams('isWebview=1'), UA.androidPhone)).toBe('mobile');
  });
});

describe('currentLayout', () => {
  afterEach(() => {
    delete document.documentElement.dataset.layout;
  });
  it('is the layout boot marked, else the choice boot would make', async () => {
    const { currentLayout, isTvLayout, markBootedLayout } = await import('@src/platform/layout-choice');
    sessionStorage.setItem(LAYOUT_OVERRIDE_KEY, 'tv');
    expect(currentLayout()).toBe('tv');
    markBootedLayout('mobile');
    expect(currentLayout()).toBe('mobile');
    expect(isTvLayout()).toBe(false);
  });
});

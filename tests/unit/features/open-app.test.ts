import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOpenApp, closeUcHint, openNativeApp, showOpenApp } from '@src/features/open-app';
import { openAppStore } from '@src/features/open-app/open-app-store';
import { isLowIosVersion, isUcBrowser, openAppAction, OPEN_APP_FALLBACK_MS, type OpenAppAction } from '@src/features/open-app/open-app-rules';
import type { OpenAppDeps } from '@src/features/open-app/open-app-store';
import { layoutStore } from '@src/stores/layout';
import { detectPlatform } from '@src/platform/detect';

const IOS14 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1';
const IOS17 = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const UC = 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0 UCBrowser/13.4.0.1306 Mobile Safari/537.36';

function deps(ua: string, hidden = false) {
  const log = { went: [] as string[], downloads: 0, timers: [] as Array<[() => void, number]> };
  const d: OpenAppDeps = {
    ua,
    os: detectPlatform(ua).os,
    go: (u) => log.went.push(u),
    toDownload: () => log.downloads++,
    pageHidden: () => hidden,
    setTimer: (fn, ms) => log.timers.push([fn, ms]),
    scheme: 'app://open',
  };
  return { d, log };
}

describe('open-app rules', () => {
  it('iOS goes to the download page, UC shows the hint, others try the scheme', () => {
    const act = (ua: string): OpenAppAction => openAppAction(detectPlatform(ua), ua);
    expect(act(IOS17)).toBe('download');
    expect(act(ANDROID)).toBe('scheme');
    expect(act(UC)).toBe('uc-hint');
    expect(isUcBrowser(UC)).toBe(true);
    expect(isUcBrowser(ANDROID)).toBe(false);
  });
  it('iOS below 15 is a low version', () => {
    expect(isLowIosVersion(detectPlatform(IOS14))).toBe(true);
    expect(isLowIosVersion(detectPlatform(IOS17))).toBe(false);
    expect(isLowIosVersion(detectPlatform(ANDROID))).toBe(false);
  });
});

describe('open-app popup', () => {
  beforeEach(() => closeOpenApp());
  afterEach(() => {
    closeOpenApp();
    closeUcHint();
    vi.useRealTimers();
  });

  it('blocks route changes while shown; closing allows them again', () => {
    showOpenApp();
    expect(openAppStore.getState().visible).toBe(true);
    expect(layoutStore.getState().allowJump).toBe(false);
    closeOpenApp();
    expect(layoutStore.getState().allowJump).toBe(true);
  });

  it('open on Android tries the scheme, then the download page when the page is still shown after 2 s', () => {
    showOpenApp();
    const { d, log } = deps(ANDROID);
    expect(openNativeApp(d)).toBe('scheme');
    expect(layoutStore.getState().allowJump).toBe(true);
    expect(log.went).toEqual(['app://open']);
    expect(log.timers[0][1]).toBe(OPEN_APP_FALLBACK_MS);
    log.timers[0][0]();
    expect(log.downloads).toBe(1);
  });

  it('no fallback when the app took over (page hidden)', () => {
    const { d, log } = deps(ANDROID, true);
    openNativeApp(d);
    log.timers[0][0]();
    expect(log.downloads).toBe(0);
  });

  it('iOS goes straight to the download page; UC shows the hint mask', () => {
    const ios = deps(IOS17);
    expect(openNativeApp(ios.d)).toBe('download');
    expect(ios.log).toMatchObject({ went: [], downloads: 1 });
    const uc = deps(UC);
    expect(openNativeApp(uc.d)).toBe('uc-hint');
    expect(openAppStore.getState().ucHint).toBe(true);
    expect(uc.log.went).toEqual([]);
  });
});

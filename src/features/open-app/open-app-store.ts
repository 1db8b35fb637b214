// The open-app popup and the UC hint mask (spec 001 §2 global overlays, §4, §5): while the popup
// shows, route changes are refused (layout store allowJump, honoured by the phone shell's jump
// guard); closing it, or leaving through one of its buttons, allows them again first.
import { createStore, useStore } from 'zustand';
import { navigate } from '@src/api/navigator';
import { href } from '@src/routes/href';
import { layoutStore } from '@src/stores/layout';
import { currentPlatform, type Os } from '@src/platform/detect';
import { configValue } from '../startup';
import { APP_SCHEME_CONFIG_KEY, DEFAULT_APP_SCHEME, isLowIosVersion, openAppAction, OPEN_APP_FALLBACK_MS, type OpenAppAction } from './open-app-rules';

export interface OpenAppState {
  visible: boolean;
  ucHint: boolean;
}

export const openAppStore = createStore<OpenAppState>(() => ({ visible: false, ucHint: false }));

export const useOpenApp = <T>(selector: (s: OpenAppState) => T): T => useStore(openAppStore, selector);

/** iOS below 15 (the popup is drawn without effects old Safari renders badly). */
export const lowIosVersion = (): boolean => isLowIosVersion(currentPlatform());

export function showOpenApp(): void {
  layoutStore.getState().setAllowJump(false);
  openAppStore.setState({ visible: true });
}

export function closeOpenApp(): void {
  openAppStore.setState({ visible: false });
  layoutStore.getState().setAllowJump(true);
}

export function closeUcHint(): void {
  openAppStore.setState({ ucHint: false });
}

export interface OpenAppDeps {
  ua: string;
  os: Os;
  /** Leaves the page for the native scheme. */
  go(url: string): void;
  toDownload(): void;
  /** True once the page was hidden (the app took over). */
  pageHidden(): boolean;
  setTimer(fn: () => void, ms: number): void;
  scheme: string;
}

/** The popup's open button; returns what it did. */
export function openNativeApp(deps: OpenAppDeps = browserDeps()): OpenAppAction {
  closeOpenApp();
  const action = openAppAction({ os: deps.os }, deps.ua);
  if (action === 'download') deps.toDownload();
  else if (action === 'uc-hint') openAppStore.setState({ ucHint: true });
  else {
    deps.go(deps.scheme);
    deps.setTimer(() => {
      if (!deps.pageHidden()) deps.toDownload();
    }, OPEN_APP_FALLBACK_MS);
  }
  return action;
}

/** The popup's download button. */
export function downloadApp(): void {
  closeOpenApp();
  navigate(href('AppDownload'));
}

function browserDeps(): OpenAppDeps {
  let hidden = false;
  const onHide = () => {
    if (document.visibilityState === 'hidden') hidden = true;
  };
  document.addEventListener('visibilitychange', onHide);
  return {
    ua: navigator.userAgent,
    os: currentPlatform().os,
    go: (url) => {
      location.href = url;
    },
    toDownload: () => navigate(href('AppDownload')),
    pageHidden: () => hidden,
    setTimer: (fn, ms) =>
      void setTimeout(() => {
        document.removeEventListener('visibilitychange', onHide);
        fn();
      }, ms),
    scheme: configValue(APP_SCHEME_CONFIG_KEY) ?? DEFAULT_APP_SCHEME,
  };
}

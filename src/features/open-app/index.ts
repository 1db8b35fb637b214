export { useOpenApp, showOpenApp, closeOpenApp, closeUcHint, openNativeApp, downloadApp, lowIosVersion } from './open-app-store';

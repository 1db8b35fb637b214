// One-time focus setup for the TV layout: norigin with this platform's key map, the Back /
// media / colour dispatcher and Tizen key registration.
import { destroy as noriginDestroy, init as noriginInit, setKeyMap } from '@noriginmedia/norigin-spatial-navigation';
import { keyMapFor, noriginKeyMap, registerTizenKeys, type KeyMap, type TvPlatform } from './key-map';
import { currentPlatform, remoteKeySet } from '@src/platform/detect';
import { installRemoteKeys } from './remote-keys';
import { tvLayoutAdapter } from './layout-adapter';

export interface FocusInitOptions {
  platform?: TvPlatform;
  /** Key-repeat throttle in ms; 0 lets every repeat through (norigin queues them). */
  throttle?: number;
  debug?: boolean;
}

let teardown: (() => void) | null = null;
let activeMap: KeyMap | null = null;

export function initFocus(options: FocusInitOptions = {}): KeyMap {
  if (teardown) teardown();
  const platform = options.platform ?? remoteKeySet(currentPlatform());
  const map = keyMapFor(platform);
  noriginInit({
    debug: options.debug ?? false,
    throttle: options.throttle ?? 0,
    throttleKeypresses: false,
    // Real DOM focus lets inputs take typing on OK and screen readers follow along; our adapter
    // gives it after the next paint instead of inside the key press (see layout-adapter.ts).
    shouldFocusDOMNode: true,
    domNodeFocusOptions: { preventScroll: true },
    layoutAdapter: tvLayoutAdapter({ domFocus: true }),
  });
  setKeyMap(noriginKeyMap(map));
  if (platform === 'tizen') registerTizenKeys();
  const removeKeys = installRemoteKeys(map);
  activeMap = map;
  teardown = () => {
    removeKeys();
    noriginDestroy();
    activeMap = null;
    teardown = null;
  };
  return map;
}

/** Whether initFocus ran and destroyFocus did not since. */
export function focusInitialized(): boolean {
  return teardown !== null;
}

export function destroyFocus(): void {
  if (teardown) teardown();
}

export function currentKeyMap(): KeyMap | null {
  return activeMap;
}

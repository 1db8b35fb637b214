// 移动网络自动播放 (spec 000 §3 autoPlayWhenWWAN, off by default): on a cellular connection a
// video starts by itself (opening the page, the next episode) only when the user allowed it;
// otherwise it loads paused at its start point and the viewer's play starts it. Elsewhere
// (Wi-Fi, wired, or a browser that does not tell) autoplay is as usual.
import { onCellular } from '@src/platform/network';
import { settingsStore } from '@src/stores/settings';

/** The rule: may playback start without the viewer asking? */
export function mayAutoplay(autoPlayWhenWWAN: boolean, cellular: boolean): boolean {
  return !cellular || autoPlayWhenWWAN;
}

/** The rule over the stored setting and the connection now. */
export function mayAutoplayNow(): boolean {
  return mayAutoplay(settingsStore.getState().autoPlayWhenWWAN, onCellular());
}

// Player UI state (spec 000 §3): barrage on/off (default on, persisted), fullscreen, and the
// playback speed (倍速), remembered per device like the barrage switch.
import { createStore, useStore } from 'zustand';
import { localGet, localSet } from '../lib/storage';
import { normalizePlaybackRate, type PlaybackRate } from '../player/playback-rate';

export const DANMU_OPEN_KEY = 'danmuOpen';
export const PLAYBACK_RATE_KEY = 'playbackRate';

export interface PlayerState {
  danmuOpen: boolean;
  playerIsFullscreen: boolean;
  playbackRate: PlaybackRate;
  setDanmuOpen(v: boolean): void;
  setPlayerIsFullscreen(v: boolean): void;
  /** A rate that is not offered (PLAYBACK_RATES) becomes 1x. */
  setPlaybackRate(v: number): void;
}

export function createPlayerStore() {
  return createStore<PlayerState>((set) => ({
    danmuOpen: localGet(DANMU_OPEN_KEY) !== 'false',
    playerIsFullscreen: false,
    playbackRate: normalizePlaybackRate(localGet(PLAYBACK_RATE_KEY)),
    setDanmuOpen(v) {
      localSet(DANMU_OPEN_KEY, String(v));
      set({ danmuOpen: v });
    },
    setPlayerIsFullscreen: (v) => set({ playerIsFullscreen: v }),
    setPlaybackRate(v) {
      const rate = normalizePlaybackRate(v);
      localSet(PLAYBACK_RATE_KEY, String(rate));
      set({ playbackRate: rate });
    },
  }));
}

export const playerStore = createPlayerStore();
export const usePlayerState = <T>(selector: (s: PlayerState) => T): T => useStore(playerStore, selector);

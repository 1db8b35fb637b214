// Player UI state (spec 000 §3): barrage on/off (default on, persisted) and fullscreen.
import { createStore, useStore } from 'zustand';
import { localGet, localSet } from '../lib/storage';

export const DANMU_OPEN_KEY = 'danmuOpen';

export interface PlayerState {
  danmuOpen: boolean;
  playerIsFullscreen: boolean;
  setDanmuOpen(v: boolean): void;
  setPlayerIsFullscreen(v: boolean): void;
}

export function createPlayerStore() {
  return createStore<PlayerState>((set) => ({
    danmuOpen: localGet(DANMU_OPEN_KEY) !== 'false',
    playerIsFullscreen: false,
    setDanmuOpen(v) {
      localSet(DANMU_OPEN_KEY, String(v));
      set({ danmuOpen: v });
    },
    setPlayerIsFullscreen: (v) => set({ playerIsFullscreen: v }),
  }));
}

export const playerStore = createPlayerStore();
export const usePlayerState = <T>(selector: (s: PlayerState) => T): T => useStore(playerStore, selector);

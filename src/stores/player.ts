// Player UI state (spec 000 §3): barrage on/off (default on, persisted), fullscreen, the
// playback speed (倍速) and the audio and subtitle languages (音轨, 字幕; issue 29), remembered
// per device like the barrage switch.
import { createStore, useStore } from 'zustand';
import { localGet, localSet } from '../lib/storage';
import { normalizePlaybackRate, type PlaybackRate } from '../player/playback-rate';

export const DANMU_OPEN_KEY = 'danmuOpen';
export const PLAYBACK_RATE_KEY = 'playbackRate';
export const AUDIO_LANG_KEY = 'audioLang';
export const SUBTITLE_LANG_KEY = 'subtitleLang';

/** A stored language tag or track name: anything else (too long, not text) counts as unset. */
function storedLang(value: string | null): string {
  return value && value.length <= 40 ? value : '';
}

export interface PlayerState {
  danmuOpen: boolean;
  playerIsFullscreen: boolean;
  playbackRate: PlaybackRate;
  /** Language of the audio track chosen last ('' for each title's default). */
  audioLang: string;
  /** Language of the subtitles chosen last ('' for off). */
  subtitleLang: string;
  setDanmuOpen(v: boolean): void;
  setPlayerIsFullscreen(v: boolean): void;
  /** A rate that is not offered (PLAYBACK_RATES) becomes 1x. */
  setPlaybackRate(v: number): void;
  setAudioLang(v: string): void;
  setSubtitleLang(v: string): void;
}

export function createPlayerStore() {
  return createStore<PlayerState>((set) => ({
    danmuOpen: localGet(DANMU_OPEN_KEY) !== 'false',
    playerIsFullscreen: false,
    playbackRate: normalizePlaybackRate(localGet(PLAYBACK_RATE_KEY)),
    audioLang: storedLang(localGet(AUDIO_LANG_KEY)),
    subtitleLang: storedLang(localGet(SUBTITLE_LANG_KEY)),
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
    setAudioLang(v) {
      const lang = storedLang(v);
      localSet(AUDIO_LANG_KEY, lang);
      set({ audioLang: lang });
    },
    setSubtitleLang(v) {
      const lang = storedLang(v);
      localSet(SUBTITLE_LANG_KEY, lang);
      set({ subtitleLang: lang });
    },
  }));
}

export const playerStore = createPlayerStore();
export const usePlayerState = <T>(selector: (s: PlayerState) => T): T => useStore(playerStore, selector);

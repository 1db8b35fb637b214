// Home store (spec 002 §3): recommendation data (merged on each load), the watching list,
// autoplay, and duration (default 200).
import { createStore } from 'zustand';

export const HOME_DURATION_DEFAULT = 200;

export type RecomData = Record<string, unknown>;

export interface HomeState<W = unknown> {
  recomData: RecomData;
  watchingList: readonly W[];
  autoplay: boolean;
  duration: number;
  /** Shallow-merges new recommendation data into what is there (a channel load adds its key). */
  mergeRecomData(patch: RecomData): void;
  setWatchingList(list: readonly W[]): void;
  setAutoplay(v: boolean): void;
  setDuration(ms: number): void;
  reset(): void;
}

export const homeStore = createStore<HomeState>((set) => ({
  recomData: {},
  watchingList: [],
  autoplay: false,
  duration: HOME_DURATION_DEFAULT,
  mergeRecomData: (patch) => set((s) => ({ recomData: { ...s.recomData, ...patch } })),
  setWatchingList: (list) => set({ watchingList: [...list] }),
  setAutoplay: (v) => set({ autoplay: v }),
  setDuration: (ms) => set({ duration: ms }),
  reset: () => set({ recomData: {}, watchingList: [], autoplay: false, duration: HOME_DURATION_DEFAULT }),
}));


// Shell layout flags (spec 000 §3): whether the tab bar shows, and whether route changes are
// allowed (the open-app popup blocks jumps while shown, spec 001 §4-5).
import { createStore, useStore } from 'zustand';

export interface LayoutState {
  hasTabBar: boolean;
  allowJump: boolean;
  setHasTabBar(v: boolean): void;
  setAllowJump(v: boolean): void;
}

export const layoutStore = createStore<LayoutState>((set) => ({
  hasTabBar: false,
  allowJump: true,
  setHasTabBar: (v) => set({ hasTabBar: v }),
  setAllowJump: (v) => set({ allowJump: v }),
}));

export const useLayoutState = <T>(selector: (s: LayoutState) => T): T => useStore(layoutStore, selector);

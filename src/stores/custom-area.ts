// A user-chosen region (spec 000 §3 local keys customUserArea, customUserAreaCode,
// useCustomUserArea). When in use, region-aware calls (GetVipPayType, GetCusService,
// IsMalaysia, ads) add `region`.
import { createStore } from 'zustand';
import { localGet, localSet } from '../lib/storage';

export interface CustomAreaState {
  customUserArea: string;
  customUserAreaCode: string;
  useCustomUserArea: boolean;
  setArea(area: string, code: string): void;
  setUseCustomUserArea(use: boolean): void;
}

export function createCustomAreaStore() {
  return createStore<CustomAreaState>((set) => ({
    customUserArea: localGet('customUserArea') ?? '',
    customUserAreaCode: localGet('customUserAreaCode') ?? '',
    useCustomUserArea: localGet('useCustomUserArea') === 'true',
    setArea(area, code) {
      localSet('customUserArea', area);
      localSet('customUserAreaCode', code);
      set({ customUserArea: area, customUserAreaCode: code });
    },
    setUseCustomUserArea(use) {
      localSet('useCustomUserArea', String(use));
      set({ useCustomUserArea: use });
    },
  }));
}

export const customAreaStore = createCustomAreaStore();

/** `{ region }` to spread into a call's params when a custom area is in use, else `{}`. */
export function regionParam(): { region?: string } {
  const s = customAreaStore.getState();
  return s.useCustomUserArea && s.customUserAreaCode ? { region: s.customUserAreaCode } : {};
}


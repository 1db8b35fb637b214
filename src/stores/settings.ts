// Local settings (spec 000 §3). moreFun is persisted as `watch_more_fun`; the two switches
// under their own names. langText mirrors the i18n language as its label. The spec's third
// switch, onlyReceiveFriendMessage, is the server's flag (it enforces it on sends): it lives
// in the messages feature (useFriendOnly), not here.
import { createStore, useStore } from 'zustand';
import { getLang, langLabel, onLangChange, setLang, type Lang } from '../i18n';
import { localGetJson, localSetJson } from '../lib/storage';

export const MORE_FUN_KEY = 'watch_more_fun';

export interface MoreFun {
  skip: boolean;
  next: boolean;
  both: boolean;
}

export interface SettingsState {
  enableNotify: boolean;
  autoPlayWhenWWAN: boolean;
  moreFun: MoreFun;
  langText: string;
  setEnableNotify(v: boolean): void;
  setAutoPlayWhenWWAN(v: boolean): void;
  setMoreFun(patch: Partial<MoreFun>): void;
  setLanguage(lang: Lang): Promise<void>;
}

const bool = (key: string, fallback: boolean) => {
  const v = localGetJson<unknown>(key, fallback);
  return typeof v === 'boolean' ? v : fallback;
};

function readMoreFun(): MoreFun {
  const v = localGetJson<Partial<MoreFun> | null>(MORE_FUN_KEY, null);
  const pick = (k: keyof MoreFun) => (v && typeof v[k] === 'boolean' ? (v[k] as boolean) : true);
  return { skip: pick('skip'), next: pick('next'), both: pick('both') };
}

export function createSettingsStore() {
  return createStore<SettingsState>((set, get) => ({
    enableNotify: bool('enableNotify', true),
    autoPlayWhenWWAN: bool('autoPlayWhenWWAN', false),
    moreFun: readMoreFun(),
    langText: langLabel(getLang()),
    setEnableNotify(v) {
      localSetJson('enableNotify', v);
      set({ enableNotify: v });
    },
    setAutoPlayWhenWWAN(v) {
      localSetJson('autoPlayWhenWWAN', v);
      set({ autoPlayWhenWWAN: v });
    },
    setMoreFun(patch) {
      const moreFun = { ...get().moreFun, ...patch };
      localSetJson(MORE_FUN_KEY, moreFun);
      set({ moreFun });
    },
    async setLanguage(lang) {
      await setLang(lang);
    },
  }));
}

export const settingsStore = createSettingsStore();
onLangChange(() => settingsStore.setState({ langText: langLabel(getLang()) }));

export const useSettings = <T>(selector: (s: SettingsState) => T): T => useStore(settingsStore, selector);

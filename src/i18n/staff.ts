// The staff console's lookup over its own dictionary (staff-zh-CN.ts), following the app's
// current language (src/i18n: the cookie, setLang); the traditional dictionary is a chunk of
// its own, loaded when that language is on.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import staffZhCN, { type StaffMessages } from './staff-zh-CN';
import { getLang, interpolate, onLangChange, type Lang, type MessageParams } from './index';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type StaffKey = Leaves<StaffMessages>;

type Tree = { [k: string]: string | Tree };
const dictionaries: Partial<Record<Lang, Tree>> = { 'zh-CN': staffZhCN as Tree };

// Walks the tree; a leaf's own name may hold dots (the permission 'users.vip').
function lookup(node: string | Tree | undefined, key: string): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const direct = node[key];
  if (typeof direct === 'string') return direct;
  const i = key.indexOf('.');
  return i < 0 ? undefined : lookup(node[key.slice(0, i)], key.slice(i + 1));
}

/** A key's text; a key that comes from data (a field name, a permission) may be unknown: the fallback. */
export function staffText(lang: Lang, key: string, params?: MessageParams, fallback?: string): string {
  const text = lookup(dictionaries[lang], key) ?? lookup(dictionaries['zh-CN'], key);
  return text === undefined ? (fallback ?? key) : interpolate(text, params);
}

export interface StaffT {
  (key: StaffKey, params?: MessageParams): string;
  /** A lookup by a name from data ('fields.' + a contract field); `fallback` when there is no text. */
  data(key: string, fallback: string): string;
}

export function useStaffT(): StaffT {
  const lang = useSyncExternalStore(onLangChange, getLang, getLang);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (dictionaries[lang]) return;
    let live = true;
    void import('./staff-zh-TW').then((m) => {
      dictionaries['zh-TW'] = m.default as Tree;
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const have = !!dictionaries[lang];
  return useMemo(() => {
    void have;
    const t = ((key: StaffKey, params?: MessageParams) => staffText(lang, key, params)) as StaffT;
    t.data = (key, fallback) => staffText(lang, key, undefined, fallback);
    return t;
  }, [lang, have]);
}

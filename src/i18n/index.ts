// The i18n runtime: t(key, params), the current language, and a hook that re-renders on change.
// Simplified Chinese is bundled; the traditional dictionary is a separate chunk loaded on demand.
// In a build each language is split (scripts/vite-plugins/vite-plugin-traditional.ts): the first screen's blocks are
// bundled, the rest arrive with the first other page (ensurePageTexts, awaited by lazy-page.ts).
import { useMemo, useSyncExternalStore } from 'react';
import zhCN, { type Messages } from './zh-CN';
import { getCookie, setCookie } from '../lib/cookie';
import { Emitter } from '../lib/events';
import { LANGS, type Lang, type MessageKey, type MessageParams } from './keys';
import { pageTextLoaders } from './page-texts';

export type { Lang, MessageKey, MessageParams, Messages };
export { LANGS };

export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_DAYS = 365;

type Flat = Map<string, string>;

function flatten(obj: object, prefix = '', out: Flat = new Map()): Flat {
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else if (v && typeof v === 'object') flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}

const dictionaries: Partial<Record<Lang, Flat>> = { 'zh-CN': flatten(zhCN) };
let current: Lang = 'zh-CN';
let active: Flat = dictionaries['zh-CN'] as Flat;
const langEvents = new Emitter<{ change: undefined }>('i18n');
const warned = new Set<string>();

export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The text of `key` in the current language; the key itself (and a console warning) when unknown. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = active.get(key) ?? dictionaries['zh-CN']?.get(key);
  if (text === undefined) {
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(`[i18n] missing key "${key}"`);
    }
    return key;
  }
  return interpolate(text, params);
}

/** Untyped lookup for keys that come from data (route table titleKey etc.). */
export const tKey = (key: string, params?: MessageParams) => t(key as MessageKey, params);

export function getLang(): Lang {
  return current;
}

export function isTraditional(lang: Lang = current): boolean {
  return lang === 'zh-TW';
}

/** Installs a dictionary for a language (the build-generated zh-TW, or a test's). */
export function registerMessages(lang: Lang, messages: Messages): void {
  dictionaries[lang] = flatten(messages);
  if (lang === current) {
    active = dictionaries[lang] as Flat;
    emit();
  }
}

/** A language's dictionary: its first-screen blocks, and its page texts once they are wanted. */
async function loadMessages(lang: Lang): Promise<Flat> {
  const dict = await loadCore(lang);
  if (pagesWanted) await loadPageTexts(lang);
  return dict;
}

async function loadCore(lang: Lang): Promise<Flat> {
  const have = dictionaries[lang];
  if (have) return have;
  const mod = await import('./zh-TW');
  if (!mod.converted) console.warn('[i18n] zh-TW was not converted at build time: add traditionalChinese() to the vite/vitest plugins');
  dictionaries[lang] ??= flatten(mod.default);
  return dictionaries[lang] as Flat;
}

// Page texts: requested once any page other than the home is opened; from then on a language
// switch loads them with the language's first-screen blocks.
let pagesWanted = false;
const pageTexts = new Map<Lang, Promise<void>>();

function loadPageTexts(lang: Lang): Promise<void> {
  const loader = pageTextLoaders[lang];
  if (!loader) return Promise.resolve();
  let pending = pageTexts.get(lang);
  if (!pending) {
    pending = Promise.all([loader(), loadCore(lang)]).then(
      ([mod, dict]) => void flatten(mod.default, '', dict),
      (err: unknown) => {
        // A failed chunk is fetched again on the next page open.
        pageTexts.delete(lang);
        throw err;
      },
    );
    pageTexts.set(lang, pending);
  }
  return pending;
}

/**
 * Resolves when every text of every page is available in the current language and in
 * simplified Chinese (what some payloads send whatever the language shown). At once when the
 * build did not split the dictionary.
 */
export function ensurePageTexts(): Promise<void> {
  pagesWanted = true;
  return Promise.all([...new Set<Lang>(['zh-CN', current])].map(loadPageTexts)).then(() => undefined);
}

/** The simplified text of `key`, whatever the current language (for payloads, not for display). */
export function simplifiedText(key: MessageKey): string {
  return dictionaries['zh-CN']?.get(key) ?? key;
}

/**
 * A lookup in a given language without switching the app to it (a page whose query asks for
 * its own language, as /playFeedBack?language=zh-TW does).
 */
export async function translatorFor(lang: Lang): Promise<(key: MessageKey, params?: MessageParams) => string> {
  const dict = await loadMessages(lang);
  return (key, params) => interpolate(dict.get(key) ?? t(key), params);
}

/** Switches language: loads its dictionary, stores the cookie for 365 days, sets <html lang>. */
export async function setLang(lang: Lang): Promise<void> {
  if (!LANGS.includes(lang)) throw new Error(`setLang: unknown language "${String(lang)}"`);
  const dict = await loadMessages(lang);
  current = lang;
  active = dict;
  writeLangCookie(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  emit();
}

function emit() {
  langEvents.emit('change', undefined);
}

export function onLangChange(listener: () => void): () => void {
  return langEvents.on('change', () => listener());
}

/**
 * The language labels as spec 000 §1 and §9 write them, the same in either language: they are
 * constants, not dictionary texts, so the traditional build does not turn 繁体中文 into 繁體中文.
 */
export const LANG_LABELS = { simplified: '简体中文', traditional: '繁体中文' } as const;

/** Settings label (spec 000 §1): "简体中文" by default, "繁体中文" when the locale contains TW. */
export function langLabel(locale: string = current): string {
  return /tw/i.test(locale) ? LANG_LABELS.traditional : LANG_LABELS.simplified;
}

/** Language to start with: the cookie, else the browser locale when it contains TW, else simplified. */
export function detectLang(cookie = typeof document !== 'undefined' ? document.cookie : '', navLang = typeof navigator !== 'undefined' ? navigator.language : ''): Lang {
  const fromCookie = getCookie(LANG_COOKIE, cookie) ?? '';
  if (fromCookie) return /tw/i.test(fromCookie) ? 'zh-TW' : 'zh-CN';
  return /tw/i.test(navLang) ? 'zh-TW' : 'zh-CN';
}

export function writeLangCookie(lang: Lang): void {
  setCookie(LANG_COOKIE, lang, LANG_COOKIE_DAYS);
}

/** Called once at boot; resolves when the starting language's dictionary is ready. */
export async function initLang(): Promise<Lang> {
  const lang = detectLang();
  if (lang !== current) await setLang(lang);
  else if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return current;
}

/** A translate function that changes identity (and re-renders the caller) when the language changes. */
export function useT(): typeof t {
  const lang = useSyncExternalStore(onLangChange, getLang, getLang);
  return useMemo(() => {
    void lang;
    return (key: MessageKey, params?: MessageParams) => t(key, params);
  }, [lang]);
}

/** The current language, re-rendering on change. */
export function useLang(): Lang {
  return useSyncExternalStore(onLangChange, getLang, getLang);
}

// Node-side only (vite.config.ts / vitest.config.ts import it; the client never does).
// Produces src/i18n/zh-TW.ts from src/i18n/zh-CN.ts with OpenCC at build time, so the
// ~500 KB gzip OpenCC dictionary never ships to the browser. With `splitPages` (the production
// build) it also splits both dictionaries in two: the blocks of CORE_BLOCKS stay in the
// modules the app imports, and every other block goes into a "page texts" chunk per language
// that src/i18n/page-texts.ts loads on demand (the TV home's initial JS budget, issue 7).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as OpenCC from 'opencc-js';
import type { Plugin } from 'vite';

// The dictionary blocks (top-level groups of zh-CN.ts) that the first screen may need: the
// shells, the home pages, boot, overlays and stores. Route titles are page texts: the shells set
// the document title once a page's chunk (and with it the page texts) is in. In a build every other block goes into the
// page texts chunk of its language, which loads with the first page other than the home (see
// src/lib/lazy-page.ts). A new block is a page block unless added here;
// tests/unit/i18n/core-texts.test.ts checks that the first screen's files use these only.
export const CORE_BLOCKS: readonly string[] = [
  'meta',
  'common',
  'tabs',
  'errors',
  'subjects',
  'footer',
  'loading',
  'network',
  'time',
  'units',
  'dialogs',
  'follow',
  'uc',
  'startAd',
  'openApp',
  'tips',
  'messageCentre',
  'settings',
  'home',
  'discovery',
  'rank',
  'search',
  'mobile',
  'tv',
];

type Convert = (s: string) => string;
let converter: Convert | null = null;

/** Simplified -> traditional (Taiwan standard characters, no phrase rewriting: 视频 stays 視頻). */
export function toTraditional(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return converter(text);
}

const ZH_TW = /[\\/]src[\\/]i18n[\\/]zh-TW\.ts$/;
const ZH_CN = /[\\/]src[\\/]i18n[\\/]zh-CN\.ts$/;
// The staff console's own dictionary (src/i18n/staff-zh-CN.ts): converted whole, never split
// (only the console's entry loads it).
const STAFF_TW = /[\\/]src[\\/]i18n[\\/]staff-zh-TW\.ts$/;
const PAGE_TEXTS = /[\\/]src[\\/]i18n[\\/]page-texts\.ts$/;
const VIRTUAL = 'virtual:i18n-pages/';
const RESOLVED = '\0i18n-pages/';

/**
 * The module text that replaces zh-TW.ts: zh-CN.ts's own source with every Chinese character
 * converted. Identifiers and keys are ASCII, so only the strings (and comments) change, and
 * the key structure is the same by construction.
 */
export function traditionalModuleSource(zhCNSource: string): string {
  return `${toTraditional(zhCNSource)}\nexport const converted: boolean = true;\n`;
}

type Tree = { [key: string]: string | Tree };

/** The dictionary object of zh-CN.ts's source (a plain object literal of string leaves). */
export function evaluateDictionary(source: string): Tree {
  const body = source
    .replace(/^export type Messages = typeof zhCN;$/m, '')
    .replace(/^export default zhCN;$/m, 'return zhCN;');
  if (!/return zhCN;/.test(body)) throw new Error('zh-CN.ts: expected `export default zhCN;`');
  return new Function(body)() as Tree;
}

function mapStrings(tree: Tree, fn: Convert): Tree {
  const out: Tree = {};
  for (const [k, v] of Object.entries(tree)) out[k] = typeof v === 'string' ? fn(v) : mapStrings(v, fn);
  return out;
}

/** The dictionary's blocks split into the first screen's (core) and the rest (pages). */
export function splitDictionary(tree: Tree, core: readonly string[] = CORE_BLOCKS): { core: Tree; pages: Tree } {
  const out = { core: {} as Tree, pages: {} as Tree };
  for (const [k, v] of Object.entries(tree)) (core.includes(k) ? out.core : out.pages)[k] = v;
  return out;
}

export function traditionalChinese(options: { splitPages?: boolean } = {}): Plugin {
  let split = false;
  const parts = (sourceFile: string, lang: 'zh-CN' | 'zh-TW') => {
    const tree = evaluateDictionary(readFileSync(sourceFile, 'utf8'));
    return splitDictionary(lang === 'zh-TW' ? mapStrings(tree, toTraditional) : tree);
  };
  let zhCNFile = '';
  return {
    name: 'traditional-chinese',
    enforce: 'pre',
    configResolved(config) {
      split = Boolean(options.splitPages) && config.command === 'build';
      zhCNFile = join(config.root, 'src', 'i18n', 'zh-CN.ts');
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const lang = id.slice(RESOLVED.length) === 'zh-TW' ? 'zh-TW' : 'zh-CN';
      return { code: `export default ${JSON.stringify(parts(zhCNFile, lang).pages)};\n`, map: null };
    },
    transform(_code, id) {
      const file = id.split('?')[0];
      if (STAFF_TW.test(file)) {
        const staffSource = join(dirname(file), 'staff-zh-CN.ts');
        this.addWatchFile(staffSource);
        return { code: traditionalModuleSource(readFileSync(staffSource, 'utf8')), map: null };
      }
      const source = join(dirname(file), 'zh-CN.ts');
      if (ZH_TW.test(file)) {
        this.addWatchFile(source);
        if (!split) return { code: traditionalModuleSource(readFileSync(source, 'utf8')), map: null };
        return { code: `export const converted = true;\nexport default ${JSON.stringify(parts(source, 'zh-TW').core)};\n`, map: null };
      }
      if (!split) return null;
      if (ZH_CN.test(file)) {
        return { code: `export default ${JSON.stringify(parts(file, 'zh-CN').core)};\n`, map: null };
      }
      if (PAGE_TEXTS.test(file)) {
        const loaders = ['zh-CN', 'zh-TW'].map((lang) => `'${lang}': () => import('${VIRTUAL}${lang}')`).join(',\n  ');
        return { code: `export const pageTextLoaders = {\n  ${loaders},\n};\n`, map: null };
      }
      return null;
    },
  };
}

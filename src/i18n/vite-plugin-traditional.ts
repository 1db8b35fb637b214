// Node-side only (vite.config.ts / vitest.config.ts import it; the client never does).
// Produces src/i18n/zh-TW.ts from src/i18n/zh-CN.ts with OpenCC at build time, so the
// ~500 KB gzip OpenCC dictionary never ships to the browser.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as OpenCC from 'opencc-js';
import type { Plugin } from 'vite';

type Convert = (s: string) => string;
let converter: Convert | null = null;

/** Simplified -> traditional (Taiwan standard characters, no phrase rewriting: 视频 stays 視頻). */
export function toTraditional(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'tw' });
  return converter(text);
}

const TARGET = /[\\/]src[\\/]i18n[\\/]zh-TW\.ts$/;

/**
 * The module text that replaces zh-TW.ts: zh-CN.ts's own source with every Chinese character
 * converted. Identifiers and keys are ASCII, so only the strings (and comments) change, and
 * the key structure is the same by construction.
 */
export function traditionalModuleSource(zhCNSource: string): string {
  return `${toTraditional(zhCNSource)}\nexport const converted: boolean = true;\n`;
}

export function traditionalChinese(): Plugin {
  return {
    name: 'traditional-chinese',
    enforce: 'pre',
    transform(_code, id) {
      const file = id.split('?')[0];
      if (!TARGET.test(file)) return null;
      const source = join(dirname(file), 'zh-CN.ts');
      this.addWatchFile(source);
      return { code: traditionalModuleSource(readFileSync(source, 'utf8')), map: null };
    },
  };
}


// @vitest-environment node
// The first screen's files use first-screen texts only. A build ships the dictionary blocks
// of CORE_BLOCKS with the boot chunks and the rest with the first page other than the home
// (src/i18n/page-texts.ts); a shell, boot, store or home file that looked up a page text would
// show its key until some page loaded them. This reads those files for text keys (a string
// that starts with a dictionary block name and a dot) and refuses a block that is not core.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import zhCN from '@src/i18n/zh-CN';
import { CORE_BLOCKS } from '../../../scripts/vite-plugins/vite-plugin-traditional';

const ROOT = join(__dirname, '../../..');
const FIRST_SCREEN = [
  'layouts/boot.tsx',
  'layouts/tv/app.tsx',
  'layouts/tv/shell',
  'layouts/tv/router',
  'layouts/tv/pages/home.tsx',
  'layouts/mobile/app.tsx',
  'layouts/mobile/shell',
  'layouts/mobile/router',
  'layouts/mobile/pages/home',
  'focus',
  'src/stores',
  'src/lib',
  'src/routes',
  'src/platform',
  'src/data',
  'src/api',
];

function files(path: string): string[] {
  const p = join(ROOT, path);
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p).flatMap((name) => (statSync(join(p, name)).isDirectory() ? files(join(path, name)) : /\.tsx?$/.test(name) && !NOT_LOOKUPS.test(name) ? [join(p, name)] : []));
}

// Build plugins, and the route table, whose title keys are data the shells look up once a
// page's chunk (and the page texts) is in; and the staff permission names ('help.edit'), which
// are data the server checks, not text lookups.
const NOT_LOOKUPS = /^(vite-plugin.*|table\.ts|staff-permissions\.ts)$/;

const blocks = new Set(Object.keys(zhCN));
const KEY = /['"`]([a-zA-Z]+)\.[a-zA-Z$]/g;

describe('first-screen texts', () => {
  it('every core block exists in the dictionary', () => {
    for (const b of CORE_BLOCKS) expect(blocks.has(b), b).toBe(true);
  });

  it('the shells, boot, stores, home pages and the layers under them use core blocks only', () => {
    const scanned = FIRST_SCREEN.flatMap(files);
    expect(scanned.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const file of scanned) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(KEY)) {
        if (blocks.has(m[1]) && !CORE_BLOCKS.includes(m[1])) wrong.push(`${relative(ROOT, file)}: ${m[0].slice(1)}...`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

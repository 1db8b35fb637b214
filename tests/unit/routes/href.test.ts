// Typed navigation (issue 7 point 5): addresses come from the route table through href(); a
// layout or feature file that spells a route's path fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { href } from '@src/routes/href';
import { ROUTES } from '@src/routes/table';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

/** First segments of the table's paths and aliases ('/watch', '/list', '/japan'...). */
const segments = [...new Set(ROUTES.flatMap((r) => [r.path, ...(r.aliases ?? [])]).map((p) => p.split('/')[1]).filter((s) => s && s !== '*' && !s.startsWith(':')))];
const LITERAL = new RegExp(`['"\`]/(${segments.join('|')})(?=[/'"\`?#$])`, 'i');
/** The home path spelled where a navigation happens. */
const HOME = /(navigate\(|\bto=\{?|\bpath: )['"`]\/['"`]/;

const CONSOLE_PAGES = path.join(root, 'src/features/staff/staff-pages.ts');

describe('typed navigation', () => {
  it('builds addresses from the table: params, query, encoding', () => {
    expect(href('Home')).toBe('/');
    expect(href('Watch', {}, { id: 'v1001', episode: undefined })).toBe('/watch?id=v1001');
    expect(href('Space', { id: 7 })).toBe('/space/7');
    expect(href('List', { category: 'a b' })).toBe('/list/a%20b');
    expect(href('Login', {}, { redirect: '/watch?id=v1' })).toBe('/login?redirect=%2Fwatch%3Fid%3Dv1');
  });

  it('no layout or feature file spells a route path', () => {
    const offenders: string[] = [];
    for (const file of [...sources(path.join(root, 'layouts')), ...sources(path.join(root, 'src/features'))]) {
      // The staff console's own page table: paths under /admin (its router), not the viewer's routes.
      if (file === CONSOLE_PAGES) continue;
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (LITERAL.test(code) || HOME.test(code)) offenders.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(segments.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});

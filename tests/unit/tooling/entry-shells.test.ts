// The phone's entry routes get HTML shells naming their first screen's files (issue 14 point 6):
// the closure of static imports, the styles they bring, nothing the HTML already names, and the
// route's paths (its aliases too) for the server's table.
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { afterPaintTemplate, hintTags, routePaths, staticClosure } from '../../../scripts/vite-plugins/vite-plugin-entry-shells';
import { AFTER_PAINT_HINTS_ID } from '@layouts/mobile/after-paint-hints';

const chunk = (fileName: string, imports: string[], css: string[] = []) =>
  ({ type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set(css) } }) as unknown as Rollup.OutputChunk;

const bundle = {
  'assets/app.js': chunk('assets/app.js', ['assets/core.js', 'assets/router.js'], ['assets/app.css']),
  'assets/page.js': chunk('assets/page.js', ['assets/core.js', 'assets/list.js'], ['assets/page.css']),
  'assets/router.js': chunk('assets/router.js', ['assets/core.js']),
  'assets/list.js': chunk('assets/list.js', [], ['assets/page.css']),
  'assets/core.js': chunk('assets/core.js', []),
  'assets/other.js': chunk('assets/other.js', []),
} as unknown as Rollup.OutputBundle;

describe('entry shells', () => {
  it('collects every chunk the roots import statically, once, and nothing else', () => {
    const files = staticClosure(bundle, ['assets/app.js', 'assets/page.js']).map((c) => c.fileName);
    expect(files.sort()).toEqual(['assets/app.js', 'assets/core.js', 'assets/list.js', 'assets/page.js', 'assets/router.js']);
  });

  it('names scripts as module preloads and styles as style preloads, leaving out what the HTML has', () => {
    const html = '<script type="module" crossorigin src="/assets/core.js"></script>';
    const tags = hintTags(staticClosure(bundle, ['assets/page.js']), '/', html);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/list.js">');
    expect(tags).not.toContain('/assets/core.js');
    expect(tags.match(/assets\/page\.css/g)).toHaveLength(1);
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/page.css">');
  });

  it('asks for the files it is told come later at low priority', () => {
    const tags = hintTags(staticClosure(bundle, ['assets/page.js']), '/', '', new Set(['assets/list.js']));
    expect(tags).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/list.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
  });

  it('holds after-paint hints in an inert template the first-screen entry releases, and writes none when there are none', () => {
    const tags = hintTags(staticClosure(bundle, ['assets/list.js']), '/', '', new Set(['assets/list.js']));
    expect(afterPaintTemplate(tags)).toBe(`<template id="${AFTER_PAINT_HINTS_ID}">${tags}</template>`);
    expect(afterPaintTemplate('')).toBe('');
  });

  it('serves a route on its path and its aliases, lower-cased', () => {
    expect(routePaths('Watch')).toEqual(['/watch']);
    expect(routePaths('Home')).toContain('/');
    expect(routePaths('Home')).toContain('/temporalfree');
  });
});

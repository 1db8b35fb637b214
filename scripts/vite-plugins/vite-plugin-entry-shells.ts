// Node-side only (vite.config.ts imports it; the client never does).
// Per entry route of a layout, a copy of the HTML shell that names every script and style the
// route's first screen will load (`<link rel="modulepreload">`, `<link rel="preload" as="style">`),
// so the browser asks for all of them while it parses the HTML instead of finding them one
// import level at a time (the phone home went through about a dozen levels: entry, core, layout,
// its imports, the router, the page, the page's imports, issue 14 point 6). The server sends the
// copy for the route and layout of a request (server/http/entry-shell.ts) and index.html
// otherwise; `shells.json` is its table. A hash-mode build (a packaged TV app opened from
// file://) gets none: no server chooses there.
import type { Plugin, Rollup } from 'vite';
import { ROUTES, type RouteName } from '../../src/routes/table';
import { AFTER_PAINT_HINTS_ID } from '../../layouts/mobile/after-paint-hints';

export interface EntryShellLayout {
  /** Build entries of this layout that its shells run beside index.html's (a first-screen starter). */
  entries?: readonly string[];
  /** The modules layouts/boot.tsx imports for this layout (its app). */
  boot: readonly string[];
  /**
   * Entry routes of this layout and the modules each one loads first: its page and what the
   * page loads beside it (a project path, or the end of a virtual module's id).
   */
  pages: Partial<Record<RouteName, readonly string[]>>;
  /**
   * Entry routes whose layout loads only after their first screen (a cold start at a watch
   * address shows its video first: src/features/watch/start/cold-start-gate.ts): their shells leave
   * the layout's files out, which would take the connections the first screen needs.
   */
  layoutLater?: readonly RouteName[];
  /**
   * Entry routes whose shell carries its first screen's picture (server/http/first-paint.ts):
   * the layout's and the page's files are named in a template (AFTER_PAINT_HINTS_ID) that the
   * layout's first-screen entry puts in the head once the picture has painted
   * (layouts/mobile/after-paint-hints.ts), not asked for beside it.
   */
  afterPaint?: readonly RouteName[];
}


/** Written beside index.html: layout -> lower-case path -> shell file. */
export const SHELLS_TABLE = 'shells/shells.json';
export type ShellsTable = Record<string, Record<string, string>>;

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** Every chunk `roots` import statically, depth first, the roots included. */
export function staticClosure(bundle: Rollup.OutputBundle, roots: readonly string[]): Chunk[] {
  const seen = new Set<string>();
  const out: Chunk[] = [];
  const walk = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || !chunk || chunk.type !== 'chunk') return;
    seen.add(file);
    out.push(chunk as Chunk);
    chunk.imports.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/**
 * The hint tags for `chunks`, leaving out what the HTML already names. Files in `later` are asked
 * for at low priority: over HTTP/1.1 (six at a time) they would otherwise hold back the entry's
 * own, which must arrive and evaluate first.
 */
export function hintTags(chunks: readonly Chunk[], base: string, html: string, later: ReadonlySet<string> = new Set()): string {
  const tags: string[] = [];
  for (const c of chunks) {
    const low = later.has(c.fileName) ? ' fetchpriority="low"' : '';
    if (!html.includes(`${base}${c.fileName}"`)) tags.push(`<link rel="modulepreload" crossorigin${low} href="${base}${c.fileName}">`);
  }
  for (const css of new Set(chunks.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))) {
    if (!html.includes(`${base}${css}"`)) tags.push(`<link rel="preload" as="style" crossorigin href="${base}${css}">`);
  }
  return tags.join('\n    ');
}

/** Hints the page adds itself once its first screen is painted (EntryShellLayout.afterPaint). */
export function afterPaintTemplate(tags: string): string {
  return tags ? `<template id="${AFTER_PAINT_HINTS_ID}">${tags}</template>` : '';
}

/** The paths a route answers on (its own and its aliases; routes with parameters have none here). */
export function routePaths(name: RouteName): string[] {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`entry shells: no route ${name}`);
  return [route.path, ...(route.aliases ?? [])].filter((p) => !p.includes(':') && !p.includes('*')).map((p) => p.toLowerCase());
}

export function entryShells(layouts: Record<string, EntryShellLayout>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'entry-shells',
    apply: 'build',
    // After Vite's HTML plugin has put index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root.replace(/\\/g, '/');
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (base === './') return;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const chunkOf = (module: string) => {
        const id = `${root}/${module}`;
        // The chunk the module starts, or the one a chunk group put it in.
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const norm = (m: string) => m.replace(/\\/g, '/');
        const found =
          chunks.find((c) => c.facadeModuleId && norm(c.facadeModuleId) === id) ??
          chunks.find((c) => c.moduleIds.some((m) => norm(m) === id)) ??
          chunks.find((c) => c.moduleIds.some((m) => m.startsWith('\0') && m.endsWith(module)));
        if (!found) throw new Error(`entry shells: no chunk for ${module}`);
        return found.fileName;
      };
      const table: ShellsTable = {};
      for (const [layout, def] of Object.entries(layouts)) {
        table[layout] = {};
        for (const [name, modules] of Object.entries(def.pages) as [RouteName, readonly string[]][]) {
          const entries = (def.entries ?? []).map(chunkOf);
          const scripts = entries.map((f) => `<script type="module" crossorigin src="${base}${f}"></script>`);
          const layoutLater = def.layoutLater?.includes(name) ?? false;
          const boot = layoutLater ? [] : def.boot.map(chunkOf);
          const all = staticClosure(bundle, [...entries, ...boot, ...modules.map(chunkOf)]);
          // The layout's and the page's files at low priority: the entries' own (core, the request
          // layer) must arrive and evaluate first, and the splash's picture (first-paint.ts) is the
          // screen's largest paint. Measured on the phone home, the banner React draws came no
          // later (1x 501 -> 539 ms, 4x 995 -> 951 ms, 7 runs each, within their spread) and
          // Lighthouse's LCP, which counts every high-priority script asked for before the picture
          // paints as its dependency, went from 2.2-2.6 s to 1.0-2.5 s.
          const entryFiles = new Set(staticClosure(bundle, entries).map((c) => c.fileName));
          const later = new Set(all.map((c) => c.fileName).filter((f) => !entryFiles.has(f)));
          const known = html + scripts.join('');
          // After the picture (afterPaint): Lighthouse's LCP counts every file asked for before the
          // picture paints as its dependency, low priority or not; with the layout's files named
          // beside it the phone home's LCP ranged 0.8-2.6 s over runs, without them 1.7-1.9 s.
          const afterPaint = def.afterPaint?.includes(name) ?? false;
          const tags = afterPaint
            ? [...scripts, hintTags(all.filter((c) => !later.has(c.fileName)), base, known), afterPaintTemplate(hintTags(all.filter((c) => later.has(c.fileName)), base, known, later))].join('\n    ')
            : [...scripts, hintTags(all, base, known, later)].join('\n    ');
          const fileName = `shells/${layout}-${name.toLowerCase()}.html`;
          this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `  ${tags}\n  </head>`) });
          for (const p of routePaths(name)) table[layout][p] = fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: SHELLS_TABLE, source: JSON.stringify(table) });
    },
  };
}

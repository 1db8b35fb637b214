// Node-side only (vite.config.ts imports it; the client never does).
// react-router ships as one large module, so a bundler tree-shakes it once for the whole app:
// with the phone layout's data router (createBrowserRouter, RouterProvider, loaders, fetchers)
// in the same build, the chunk both layouts share weighed 35 KB gzip, while what the TV layout
// uses (BrowserRouter/HashRouter, useLocation, useNavigate, Navigate) is about 14.5 KB. This
// build plugin gives the TV layout a copy of its own: react-router imported from layouts/tv/
// (and everything inside react-router that copy imports) resolves to the same files under a
// query marker, which the bundler treats as separate modules and tree-shakes on their own.
// The two layouts never run in one page and share no router context (src/ never imports
// react-router), so two copies are never both loaded. Dev server and unit tests use the package
// as it is.
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const MARK = '?tv-router-copy';
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/;
const TV_LAYOUT = /[\\/]layouts[\\/]tv[\\/]/;
const ROUTER_IMPORT = /^react-router(-dom)?(\/|$)/;

const clean = (id: string) => id.split('?')[0];

export function tvRouterCopy(): Plugin {
  return {
    name: 'tv-router-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(MARK);
      const fromTv = !fromCopy && TV_LAYOUT.test(clean(importer)) && ROUTER_IMPORT.test(source);
      if (!fromCopy && !fromTv) return null;
      const resolved = await this.resolve(source, clean(importer), { ...options, skipSelf: true });
      // Only react-router's own files are copied: react and the rest stay one instance.
      if (!resolved || resolved.external || !ROUTER_FILE.test(resolved.id)) return resolved;
      return { id: clean(resolved.id) + MARK, moduleSideEffects: false };
    },
    async load(id) {
      return id.endsWith(MARK) ? readFile(clean(id), 'utf8') : null;
    },
  };
}

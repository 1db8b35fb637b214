import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { traditionalChinese } from './scripts/vite-plugins/vite-plugin-traditional';
import { axiosXhrOnly } from './scripts/vite-plugins/vite-plugin-axios-xhr-only';
import { fileURLToPath } from 'node:url';
import { routerModeOf } from './src/routes/router-mode';
import { tvRouterCopy } from './scripts/vite-plugins/vite-plugin-tv-router-copy';
import { precompress } from './scripts/vite-plugins/vite-plugin-precompress';
import { entryShells } from './scripts/vite-plugins/vite-plugin-entry-shells';
import legacy from '@vitejs/plugin-legacy';
import { LEGACY_EXTRA_POLYFILLS, LEGACY_TARGETS, MODERN_TARGETS, oldEngines } from './scripts/vite-plugins/vite-plugin-old-engines';
import { middleTier } from './scripts/vite-plugins/vite-plugin-middle-tier';
import { LODASH_FOR_NORIGIN } from './scripts/vite-plugins/lodash-for-norigin';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The dev server's /admin/... pages get the console's HTML entry (the server does the same for a build). */
const adminDevShell = (): Plugin => ({
  name: 'admin-dev-shell',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && /^\/admin(?:[/?#]|$)/.test(req.url)) req.url = '/admin.html';
      next();
    });
  },
});

// Two builds (issue 26, docs/decisions/001-old-engines-legacy-build.md): modern chunks for engines that parse
// MODERN_TARGETS' syntax (Chrome 94 and up), and a legacy build (SystemJS, Babel, core-js by
// usage) for the TVs people own, down to Chromium 53; each engine loads only its own. Chromium
// 64-93 run a copy of the modern chunks lowered to their syntax with the polyfills they lack
// (issue 41, scripts/vite-plugins/vite-plugin-middle-tier.ts).

const WATCH_PAGE = /(^|\/)watch-(?:page|start)-[\w-]+\.js$/;

const CORE_MODULES = /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|zustand)[\\/]|[\\/]src[\\/](i18n|lib|platform|data)[\\/]/;
// The staff console's dictionary sits in src/i18n but only its entry (admin.html) loads it.
const STAFF_ONLY = /[\\/]src[\\/]i18n[\\/]staff/;

const PHONE_FIRST_SCREEN =
  /[\\/]layouts[\\/]mobile[\\/](?:(?:page-map|text)\.tsx?$|shell[\\/]|router[\\/]|pages[\\/]home[\\/]|components[\\/](?:loading|empty-state|page|nav-bar|scroll-area|pull-refresh|load-more|poster|toast|avatar)[\\/])/;
// Left out: the first-screen starter (it runs without the router) and what the shell loads lazily.
const PHONE_SHELL_LEFT_OUT = /[\\/](?:first-screen|home-first-screen|home-banner-image|start-ad-overlay)\.tsx?$/;

export default defineConfig(({ mode }) => ({
  // VITE_ROUTER=hash (src/routes/router-mode.ts; from the environment or a .env file, as the
  // client sees it): a build for a packaged TV app that opens index.html from file://, so
  // assets are referenced relative to it.
  base: routerModeOf(loadEnv(mode, here('.'), 'VITE_').VITE_ROUTER) === 'hash' ? './' : '/',
  // Traditional Chinese is converted from the simplified strings at build time so that
  // opencc's dictionary (~500 KB gzip) never ships to a TV; both dictionaries are split there
  // into first-screen and page texts.
  // axios ships to the browser without its fetch adapter (the request layer uses XHR).
  // The TV layout gets react-router tree-shaken on its own, without the phone's data router.
  // Text files get brotli and gzip copies for the server to send as they are.
  // The phone's entry routes get HTML shells that name their first screen's files (issue 14).
  plugins: [
    react(),
    // Sets build.target from modernTargets and lowers CSS for the legacy engines (cssTarget).
    legacy({ targets: LEGACY_TARGETS, modernTargets: MODERN_TARGETS, modernPolyfills: false, additionalLegacyPolyfills: LEGACY_EXTRA_POLYFILLS }),
    oldEngines(),
    middleTier(),
    traditionalChinese({ splitPages: true }),
    axiosXhrOnly(),
    tvRouterCopy(),
    entryShells({
      mobile: {
        entries: ['layouts/mobile/first-screen.ts'],
        boot: ['layouts/mobile/app.tsx'],
        pages: {
          Home: ['layouts/mobile/pages/home/home-first-screen.ts', 'layouts/mobile/pages/home/home-page.tsx'],
          // The watch page's starter (start/watch-start.ts) only: the layout, the page and its
          // texts load after the video's first frame (src/features/watch/start/cold-start-gate.ts).
          Watch: ['src/features/watch/start/watch-start.ts'],
        },
        layoutLater: ['Watch'],
        // The home's shell carries the first banner slide's picture (server/http/first-paint.ts).
        afterPaint: ['Home'],
      },
    }),
    precompress(),
    adminDevShell(),
  ],
  resolve: {
    alias: [
      { find: '@src', replacement: here('./src') },
      { find: '@focus', replacement: here('./focus') },
      { find: '@layouts', replacement: here('./layouts') },
      // norigin's lodash imports without lodash's iteratee machinery (docs/decisions/065): the
      // bare name only, so that the subset's own 'lodash-es/throttle.js' imports stay lodash's.
      LODASH_FOR_NORIGIN,
    ],
  },
  build: {
    outDir: 'dist',
    // CSS for the oldest engine we support (plugin-legacy would set chrome61): lightningcss must
    // never write what Chromium 53 cannot read, such as 8-digit hex colours (npm run lint checks
    // the source's fallbacks with stylelint for chrome >= 53).
    cssTarget: 'chrome53',
    sourcemap: false,
    cssCodeSplit: true,
    // A dynamic import preloads only its CSS, except the watch page's and its starter's (the
    // press of OK on a poster, a cold start on a watch address, issue 14), which keep their JS
    // dependencies preloaded in parallel: the starter's five import levels, found one file at
    // a time, held its requests back by about 200 ms on a TV at 1x. Listing every
    // page's JS dependencies made the maps in the boot chunks ~3 KB gzip of file names, against
    // the TV home's initial JS budget (issue 7); other pages fetch their dependencies on parse
    // or earlier through LazyPage.preload.
    // No modulepreload polyfill: every TV engine we target (Chromium 68 and up) has
    // modulepreload, and a phone without it only loses the preload hint, not the module.
    // The HTML names the entry's own imports (core, the request layer): they cost no script bytes
    // and start with the entry instead of after it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' || WATCH_PAGE.test(file) ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      // The phone's first-screen starter: a second entry that only the phone's HTML shells run.
      // The staff console (desktop, /admin, issue 38): an HTML entry of its own, so none of it is
      // in what the TV and phone load (tests/e2e/admin-bundle-budget.test.ts).
      input: { index: here('index.html'), 'first-screen': here('layouts/mobile/first-screen.ts'), admin: here('admin.html') },
      output: {
        codeSplitting: {
          // What every first screen runs (React, the data layer, i18n, storage, platform) in one
          // chunk: left to the default, each new lazy page that shares a piece of it split it
          // into more small chunks, and the TV home's initial JS grew with every page added.
          // The phone's shell, router and home page with the list parts it shows, in one chunk
          // (and one stylesheet): asked for as a dozen files of 1-2 KB they cost a round trip
          // each on a slow phone network (issue 14 point 6). Only layouts/mobile code: the TV
          // never loads it.
          groups: [
            { name: 'core', test: (id: string) => CORE_MODULES.test(id) && !/zh-TW/.test(id) && !STAFF_ONLY.test(id) },
            { name: 'mobile-shell', test: (id: string) => PHONE_FIRST_SCREEN.test(id) && !PHONE_SHELL_LEFT_OUT.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/media': 'http://localhost:8080',
      // The payment sandbox's checkout pages (server/payments/sandbox.ts).
      '/sandbox-pay/': 'http://localhost:8080',
      '/socket.io': { target: 'http://localhost:8080', ws: true },
    },
  },
}));

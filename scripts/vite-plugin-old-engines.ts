// Node-side only (vite.config.ts imports it; the client never does).
// Old TV engines (Chromium 53-93: Tizen 4-6.5, webOS 4-6, old Android TV WebViews) run the
// legacy build that @vitejs/plugin-legacy makes (SystemJS chunks lowered by Babel, with a
// core-js polyfill chunk by usage); current engines run today's modern chunks and load none of
// it. Which build an engine runs is decided twice, in the same way: by the HTML's detection
// script (no modern flag: the legacy chunks load) and by the modern entry chunks themselves
// (they must not run where the detection failed, or both builds would boot).
//
// The plugin's own guard is an `import 'data:text/javascript,...'` that throws without
// import.meta.resolve (Chrome 105). Our CSP allows scripts from 'self' only, so under it a
// data: import fails on every engine and even a current one would take the legacy build;
// allowing data: scripts would weaken the CSP. This plugin replaces that import, in the entry
// chunks and in the detection script, by a syntax canary: a class static block, which no engine
// older than the modern targets parses (Chrome 94, Firefox 93, Safari 16.4). A module that does
// not parse never runs and never fetches its imports. The inline scripts the HTML then holds
// are allowed by their hashes (server/http/inline-scripts.ts).
import type { Plugin } from 'vite';

/** Browsers that parse the canary below: the modern chunks' syntax target. */
export const MODERN_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 16.4', 'ios >= 16.4'];

/** The oldest engines the app supports (issue 26): everything below MODERN_TARGETS runs the legacy build. */
export const LEGACY_TARGETS = ['chrome >= 53', 'android >= 53', 'safari >= 12', 'ios >= 12', 'firefox >= 60'];

/**
 * What core-js does not cover and the app uses on old engines: AbortController (Chrome 66; the
 * request layer and TanStack Query abort with it, and on Chromium 64 every query failed without
 * it). The polyfill installs itself only where the engine lacks it; it does not patch fetch (the
 * request layer uses XHR, which axios aborts by the signal's abort event).
 */
export const LEGACY_EXTRA_POLYFILLS = ['abortcontroller-polyfill/dist/abortcontroller-polyfill-only'];

/**
 * Parses only where class static blocks do (ES2022). Exported so that no minifier drops it, and
 * not empty (an empty block may be).
 */
export const SYNTAX_CANARY = 'export class __modern_canary{static{this.ok=1}}';

// plugin-legacy 8's guard: import'data:text/javascript,<chunk id;>if(!import.meta.resolve)throw Error(...)';
const DATA_GUARD = /import'data:text\/javascript,[^']*import\.meta\.resolve[^']*';/g;

/** The modern detection the HTML runs, with the canary in place of the data: import. */
export function withCanaryDetection(html: string): string {
  return html.replace(/<script type="module">([^<]*__vite_is_modern_browser=true[^<]*)<\/script>/, (tag, code: string) => {
    const replaced = code.replace(DATA_GUARD, '');
    if (replaced === code) throw new Error('old-engines: the detection script of plugin-legacy changed shape');
    return tag.replace(code, `class __modern_canary{static{this.ok=1}}${replaced}`);
  });
}

export function oldEngines(): Plugin {
  return {
    name: 'old-engines',
    apply: 'build',
    enforce: 'post',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || chunk.fileName.includes('-legacy')) return null;
      const replaced = code.replace(DATA_GUARD, '');
      if (replaced === code) throw new Error(`old-engines: no legacy guard in the modern entry ${chunk.fileName}`);
      return { code: `${SYNTAX_CANARY};${replaced}`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withCanaryDetection(html),
    },
  };
}

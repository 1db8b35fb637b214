// Node-side only (vite.config.ts imports it; the client never does).
// The middle tier (issue 41 point 2, docs/decisions/055-middle-tier-for-chromium-64-93.md): every TV
// sold before 2022 runs a Chromium below 94, and the legacy build (SystemJS, Babel down to
// Chromium 53, core-js for that floor) cost those sets about 60 KB gzip more than the modern
// bundle before the first focused poster. Chromium 64-93 parse native ES modules with dynamic
// import() and import.meta, so they can run the modern chunks themselves once their syntax is
// lowered to Chrome 64 and the few built-ins those engines lack are polyfilled.
//
// After the modern output is final (minified, the canary on its entries), this plugin writes a
// copy of every modern chunk into assets/mid/ under the same name, so that the chunks' relative
// imports (`./core-X.js`, `import("./watch-page-X.js")`) stay within the copy:
//  - its syntax lowered by esbuild to chrome64 (class fields and static blocks, optional
//    chaining, ??, optional catch binding, numeric separators...), helpers inlined per chunk;
//  - the preload lists' script paths (`assets/x.js`) pointed at the copy (stylesheets are shared);
//  - no `typeof x === "bigint"` literal (Chromium 64's TurboFan aborts on it: see
//    vite-plugin-old-engines.ts);
//  - each entry starts with `import.meta.url;` (Chrome 64's syntax: 61-63 do not parse it, so a
//    module script of an engine that lies about its version fails before it fetches anything, and
//    the legacy loader takes over) and imports the tier's polyfill chunk first.
// The polyfill chunk holds the core-js modules that Babel's usage detection (plugin-legacy's
// detectPolyfills) finds in the modern chunks for Chrome 64, and sets the flag that keeps
// plugin-legacy's loader from starting the legacy build as well. AbortController's polyfill is
// a classic script of its own that the server names only for Chrome 64-65, which lack it.
// The server picks the tier by user agent (server/http/old-engine-shell.ts): below Chromium 64
// the legacy build only, 64-93 this tier, 94 and up the modern chunks.
// A hash-mode build (a packaged app opened from file://, no server to choose) gets no copy.
import { build, esbuildVersion, minify, rolldownVersion, transformWithEsbuild, type Plugin, type Rollup } from 'vite';
import { detectPolyfills } from '@vitejs/plugin-legacy';
import { LEGACY_EXTRA_POLYFILLS, withoutTypeofBigIntLiterals, type EstreeNode } from './vite-plugin-old-engines';

/** The engines of the middle tier; below it the legacy build. Must match MIDDLE_CHROME of the server. */
const MIDDLE_TARGETS = ['chrome >= 64'];

/**
 * The floor the modern chunks run on with no polyfill at all (modernPolyfills: false): what
 * core-js would add there, the code does without (Babel's usage detection cannot tell an
 * iterator helper from an array method of the same name, so it names dozens of ES2025 modules).
 * The middle tier gets what Chrome 64 needs beyond it.
 */
const MODERN_CHROME_TARGETS = ['chrome >= 94'];

/**
 * Modules the detection names that the chunks need on no Chrome 64-93 (issue 41 point 2: 1.3 KB
 * gzip of the polyfill chunk, which every such TV parses before its first poster):
 *  - web.queue-microtask (1.1 KB): React's scheduler and axios test `typeof queueMicrotask` and
 *    fall back to a resolved Promise; no code of ours calls it;
 *  - es.symbol.description: matched by the property name, which here is data (a video's, a
 *    draft's, AxiosError's `description`), never a Symbol's;
 *  - es.math.hypot, es.reflect.to-string-tag, web.self, es.array.reduce, es.array.reduce-right:
 *    native on Chrome 64; core-js replaces them for corners (hypot's precision on huge
 *    arguments, Reflect's own toStringTag, `self`'s descriptor, a Chrome 80-83 reduce bug in
 *    optimized code that the middle tier's engines predate).
 */
const MIDDLE_GUARDED_OR_UNUSED = ['web.queue-microtask', 'es.symbol.description', 'es.math.hypot', 'es.reflect.to-string-tag', 'web.self', 'es.array.reduce', 'es.array.reduce-right'];

/**
 * Modules that Chrome 64 has natively and core-js replaces for corners the app never reaches;
 * each is kilobytes that every TV would parse before its first poster (measured in
 * docs/decisions/055-middle-tier-for-chromium-64-93.md):
 *  - es.promise (+ its finally): native since Chrome 32/63; replaced for unhandled-rejection
 *    events on subclasses and species details;
 *  - web.url, web.url-search-params, web.url.to-json: native since 49-51; replaced for parsing
 *    corners of odd hosts and encodings, not for the paths and query strings the app builds;
 *  - es.array.iterator, web.dom-collections.iterator: native; replaced for Symbol.unscopables
 *    details;
 *  - es.array.push, es.array.unshift: native; replaced for lengths above 2^53;
 *  - es.error.cause: without it `new Error(m, { cause })` keeps the message and drops the cause;
 *  - es.typed-array.at, es.typed-array.sort: the typed arrays are hls.js's, written for ES5
 *    engines (the detection matches any `.at(` and `.sort(`); they bring core-js's typed-array
 *    machinery, about 3 KB gzip.
 */
const MIDDLE_NATIVE_ENOUGH = [
  'es.promise', 'es.promise.finally', 'web.url', 'web.url-search-params', 'web.url.to-json',
  'es.array.iterator', 'web.dom-collections.iterator', 'es.array.push', 'es.array.unshift', 'es.error.cause',
  'es.typed-array.at', 'es.typed-array.sort',
  ...MIDDLE_GUARDED_OR_UNUSED,
].map((m) => `core-js/modules/${m}.js`);
/**
 * The core-js modules the middle tier ships for this modern code: what Chrome 64 lacks of what
 * it uses, less what Chrome 94 would get without a polyfill and the modules above. The benches
 * that bundle app code for Chromium 69 themselves (tests/bench/barrage/page-bundle.ts) add the
 * same, so their pages run on what a TV of the tier runs.
 */
export async function middleTierPolyfillModules(codes: readonly string[]): Promise<string[]> {
  const forMiddle = new Set<string>();
  const forModern = new Set<string>();
  for (const code of codes) {
    await detectPolyfills(code, MIDDLE_TARGETS, {}, forMiddle);
    await detectPolyfills(code, MODERN_CHROME_TARGETS, {}, forModern);
  }
  return [...forMiddle].filter((m) => !forModern.has(m) && !MIDDLE_NATIVE_ENOUGH.includes(m)).sort();
}
const ESBUILD_TARGET = 'chrome64';

/** The copy's folder inside build.assetsDir. Must match MIDDLE_DIR of server/http/old-engine-shell.ts. */
const MIDDLE_DIR = 'mid';

/** Chrome 64's syntax (import.meta): the entries' canary. */
const MIDDLE_CANARY = 'import.meta.url;';

/** Mixed into the modern chunks' hashes: a new lowering gives the copies (same names) new names. */
const MIDDLE_TIER_VERSION = `middle-tier-2:esbuild-${esbuildVersion}:rolldown-${rolldownVersion}`;

const POLYFILLS_ID = '\0middle-tier-polyfills';

/** Points `assets/x.js` (and `/assets/x.js`) at the copy, for the chunks that have one. */
function withMiddlePaths(code: string, assetsDir: string, chunks: ReadonlySet<string>): string {
  const dir = assetsDir.replace(/\/+$/, '');
  const re = new RegExp(`(["'\`])(/?)${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([\\w.-]+\\.js)\\1`, 'g');
  return code.replace(re, (all, q: string, slash: string, name: string) => (chunks.has(name) ? `${q}${slash}${dir}/${MIDDLE_DIR}/${name}${q}` : all));
}

/**
 * The AbortController polyfill's classic script in assets/mid/ (2.9 KB gzip): only Chrome 64 and
 * 65 lack it (ABORT_CONTROLLER_CHROME of server/http/old-engine-shell.ts), so the server names it
 * in their HTML before the module entry, and the polyfill chunk that every other engine of the
 * tier parses leaves it out. Must match the server's ABORT_CONTROLLER_SCRIPT.
 */
const ABORT_CONTROLLER_SCRIPT = 'abort-controller-';

/** The polyfill chunk's code: the modules as one ES module (or a classic script), minified for Chrome 64. */
async function buildPolyfills(root: string, imports: readonly string[], format: 'es' | 'iife' = 'es'): Promise<string> {
  const res = await build({
    root,
    configFile: false,
    logLevel: 'error',
    publicDir: false,
    plugins: [
      {
        name: 'middle-tier-polyfills',
        resolveId: (id) => (id === POLYFILLS_ID ? id : null),
        load: (id) => (id === POLYFILLS_ID ? imports.map((s) => `import ${JSON.stringify(s)};`).join('\n') : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: ESBUILD_TARGET,
      modulePreload: false,
      rolldownOptions: { input: { polyfills: POLYFILLS_ID }, output: { format } },
    },
  });
  const outputs = (Array.isArray(res) ? res : [res]) as Rollup.RollupOutput[];
  const entry = outputs.flatMap((o) => o.output).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!entry) throw new Error('middle-tier: the polyfill build wrote no chunk');
  return entry.code;
}

/**
 * A finished modern chunk at Chrome 64's syntax: esbuild lowers it (unminified), and the same
 * oxc minifier that wrote the modern chunk minifies the result for chrome64. esbuild's own
 * minifier gzips worse than oxc's: 2.5 KB more on the core chunk alone, of which only 1 KB is
 * the lowering (issue 41 point 2).
 */
async function lowerToChrome64(code: string, fileName: string): Promise<string> {
  const lowered = (await transformWithEsbuild(code, fileName, { target: ESBUILD_TARGET, format: 'esm', loader: 'js', legalComments: 'none' })).code;
  const minified = await minify(fileName, lowered, { module: true, compress: { target: ESBUILD_TARGET }, mangle: true });
  if (minified.errors.length) throw new Error(`middle-tier: minifying ${fileName}: ${minified.errors.map((e) => e.message).join('; ')}`);
  return minified.code;
}

/** A short content hash for the polyfill chunk's name. */
async function contentHash(text: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

export function middleTier(): Plugin {
  let enabled = true;
  let root = process.cwd();
  let assetsDir = 'assets';
  return {
    name: 'middle-tier',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
      // A relative base is a packaged app's build: no server there chooses a tier.
      enabled = config.base !== '' && !config.base.startsWith('.');
    },
    augmentChunkHash(chunk) {
      return enabled && !chunk.fileName.includes('-legacy') ? MIDDLE_TIER_VERSION : undefined;
    },
    // After Vite's own generateBundle, which writes the preload lists in place of
    // __VITE_PRELOAD__ in the chunks.
    generateBundle: { order: 'post', async handler(options, bundle) {
      // The legacy output (SystemJS) goes through here too; only the modern one is copied.
      if (!enabled || options.format !== 'es') return;
      const chunks = Object.values(bundle).filter((f): f is Rollup.OutputChunk => f.type === 'chunk' && !f.fileName.includes('-legacy') && f.fileName.startsWith(`${assetsDir}/`));
      if (chunks.length === 0) return;
      const names = new Set(chunks.map((c) => c.fileName.slice(assetsDir.length + 1)));
      const needed = await middleTierPolyfillModules(chunks.map((c) => c.code));
      const polyfills = await buildPolyfills(root, needed);
      const abortController = await buildPolyfills(root, LEGACY_EXTRA_POLYFILLS, 'iife');
      const abortControllerName = `${ABORT_CONTROLLER_SCRIPT}${await contentHash(abortController)}.js`;
      this.emitFile({ type: 'asset', fileName: `${assetsDir}/${MIDDLE_DIR}/${abortControllerName}`, source: abortController });
      // Set first: a failed polyfill fetch fails the entry too, and then the legacy build starts.
      const polyfillCode = `window.__vite_is_modern_browser=true;${polyfills}`;
      const polyfillName = `polyfills-mid-${await contentHash(polyfillCode)}.js`;
      this.emitFile({ type: 'asset', fileName: `${assetsDir}/${MIDDLE_DIR}/${polyfillName}`, source: polyfillCode });
      for (const c of chunks) {
        const lowered = await lowerToChrome64(c.code, c.fileName);
        let code = withMiddlePaths(lowered, assetsDir, names);
        if (code.includes('bigint')) code = withoutTypeofBigIntLiterals(code, this.parse(code, { sourceType: 'module' }) as unknown as EstreeNode);
        if (c.isEntry) code = `${MIDDLE_CANARY}import"./${polyfillName}";${code}`;
        this.emitFile({ type: 'asset', fileName: `${assetsDir}/${MIDDLE_DIR}/${c.fileName.slice(assetsDir.length + 1)}`, source: code });
      }
    } },
  };
}

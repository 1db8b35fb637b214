// One bench page's script: an entry of this folder bundled into one IIFE for page.evaluate.
// Bundled for an old engine (old-barrage.ts, old-soak.ts: Chromium 69 with 'chrome64'), the page
// starts with the core-js modules the middle tier's polyfill chunk gives those engines for the
// same code (scripts/vite-plugins/vite-plugin-middle-tier.ts): without them app code that uses a
// newer built-in throws there (the player's `globalThis`, Chrome 71, inside an hls.js event
// handler, where hls.js swallows it: the stream loaded and never played).
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { middleTierPolyfillModules } from '../../../scripts/vite-plugins/vite-plugin-middle-tier';

const here = fileURLToPath(new URL('.', import.meta.url));
const MODERN_TARGET = 'es2020';

type Plugins = Parameters<typeof build>[0]['plugins'];

async function bundle(entry: { file: string } | { contents: string }, plugins: Plugins, target: string): Promise<string> {
  const out = await build({
    ...('file' in entry ? { entryPoints: [join(here, entry.file)] } : { stdin: { contents: entry.contents, resolveDir: here, loader: 'ts' } }),
    bundle: true,
    write: false,
    format: 'iife',
    target,
    minify: true,
    logLevel: 'silent',
    plugins,
  });
  return out.outputFiles[0].text;
}

/** target: the syntax the page's engine parses (old-barrage.ts bundles for Chromium 69 with 'chrome64'). */
export async function bundlePage(entry: string, plugins: Plugins = [], target = MODERN_TARGET): Promise<string> {
  if (target === MODERN_TARGET) return bundle({ file: entry }, plugins, target);
  // What the modern build of the same code would need on the middle tier's engines.
  const polyfills = await middleTierPolyfillModules([await bundle({ file: entry }, plugins, MODERN_TARGET)]);
  const contents = [...polyfills.map((m) => `import ${JSON.stringify(m)};`), `import ${JSON.stringify(`./${entry}`)};`].join('\n');
  return bundle({ contents }, plugins, target);
}

// One bench page's script: an entry of this folder bundled into one IIFE for page.evaluate.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** target: the syntax the page's engine parses (old-barrage.ts bundles for Chromium 69 with 'chrome64'). */
export async function bundlePage(entry: string, plugins: Parameters<typeof build>[0]['plugins'] = [], target = 'es2020'): Promise<string> {
  const out = await build({
    entryPoints: [join(here, entry)],
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

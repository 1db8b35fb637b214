// Node-side only (vite.config.ts imports it; the client never does).
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build (scripts,
// styles, the HTML, public/ text such as robots.txt), once, at the highest levels: the server
// (server/http/client-files.ts, @fastify/static `preCompressed`) then sends the copy the browser
// accepts with no compression work per request. Node's zlib does both, so no plugin package.
// A hash-mode build (base './', a packaged TV app opened from file://) gets no copies: nothing
// there negotiates an encoding, and they would only make the package bigger.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
// Below this the response headers outweigh what compression saves.
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/** Writes `file.br` and `file.gz` where each is smaller than the file; returns what it wrote. */
export async function precompressFile(file: string): Promise<{ br: boolean; gz: boolean }> {
  const raw = await readFile(file);
  const [b, g] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { br: b.length < raw.length, gz: g.length < raw.length };
  if (written.br) await writeFile(`${file}.br`, b);
  if (written.gz) await writeFile(`${file}.gz`, g);
  return written;
}

/** Precompresses every text file of at least MIN_BYTES under `dir`. */
export async function precompressDir(dir: string): Promise<number> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (TEXT_FILE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  await Promise.all(files.map(precompressFile));
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      skip = config.base === './';
    },
    // After the bundle and the public/ files are written to the output folder.
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!skip) await precompressDir(outDir);
      },
    },
  };
}

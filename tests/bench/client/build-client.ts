// Builds the client with vite's build API into a folder of its own and returns, per emitted
// script, the node_modules packages it holds (to tell which chunk carries hls.js, react-dom...)
// and how many rendered bytes each package (or our own code) takes in it.
import { build, type Rollup } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface BuiltClient {
  outDir: string;
  /** 'assets/x.js' -> packages it contains. */
  packagesByFile: Record<string, string[]>;
  /** 'assets/x.js' -> rendered bytes of each piece in it (a package, or '(app code)'). */
  piecesByFile: Record<string, Record<string, number>>;
}

function packageOf(id: string): string | null {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

export async function buildClient(outDir: string): Promise<BuiltClient> {
  const result = await build({
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const packagesByFile: Record<string, string[]> = {};
  const piecesByFile: Record<string, Record<string, number>> = {};
  for (const out of outputs) {
    for (const item of out.output ?? []) {
      if (item.type !== 'chunk') continue;
      const ids = (item as { moduleIds?: string[] }).moduleIds ?? Object.keys(item.modules ?? {});
      const pkgs = new Set<string>();
      let ownCode = false;
      for (const id of ids) {
        const p = packageOf(id);
        if (p) pkgs.add(p);
        else ownCode = true;
      }
      packagesByFile[item.fileName] = [...pkgs].sort().concat(ownCode ? ['(app code)'] : []);
      const pieces: Record<string, number> = {};
      for (const [id, m] of Object.entries(item.modules ?? {})) {
        const piece = packageOf(id) ?? '(app code)';
        pieces[piece] = (pieces[piece] ?? 0) + (m.renderedLength ?? 0);
      }
      piecesByFile[item.fileName] = pieces;
    }
  }
  return { outDir, packagesByFile, piecesByFile };
}

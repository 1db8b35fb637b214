// Builds the client with vite's build API into a folder of its own and returns, per emitted
// script, the node_modules packages it holds (to tell which chunk carries hls.js, react-dom...).
import { build, type Plugin, type Rollup } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface BuiltClient {
  outDir: string;
  /** 'assets/x.js' -> packages it contains. */
  packagesByFile: Record<string, string[]>;
}

function packageOf(id: string): string | null {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
  return m ? m[1] : null;
}

/** Replaces a bare import by a file for importers under some folders, in this build only. */
export interface ModuleSwap {
  module: string;
  replacement: string;
  /** Folders (relative to the project root) whose files get the replacement. */
  importersUnder: string[];
}

function swapPlugin(swap: ModuleSwap): Plugin {
  const dirs = swap.importersUnder.map((d) => join(root, d).replace(/\\/g, '/') + '/');
  return {
    name: 'bench-module-swap',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== swap.module || !importer) return null;
      const from = importer.replace(/\\/g, '/');
      return dirs.some((d) => from.startsWith(d)) ? swap.replacement : null;
    },
  };
}

export async function buildClient(outDir: string, swap?: ModuleSwap): Promise<BuiltClient> {
  const result = await build({
    root,
    logLevel: 'error',
    plugins: swap ? [swapPlugin(swap)] : [],
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const packagesByFile: Record<string, string[]> = {};
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
    }
  }
  return { outDir, packagesByFile };
}

// `npm run bench -- [server|client|barrage|player|vip|realtime|scan|handoff|search|upload|lighthouse|old-engine|old-barrage|old-soak|watch-profile|startup|scale ...]`: runs the named benchmarks (all when
// none is named), prints one JSON document and writes it to bench-results/<name>.json.
// Each bench module exports one async function returning a plain JSON-able object.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type BenchFn = (opts: { quick: boolean }) => Promise<object>;

const BENCHES: Record<string, () => Promise<BenchFn>> = {
  server: async () => (await import('./server')).runServerBench,
  client: async () => (await import('./client')).runClientBench,
  barrage: async () => (await import('./barrage')).runBarrageBench,
  player: async () => (await import('./player')).runPlayerBench,
  vip: async () => (await import('./vip')).runVipBench,
  realtime: async () => (await import('./realtime')).runRealtimeBench,
  scan: async () => (await import('./scan')).runScanBench,
  handoff: async () => (await import('./handoff')).runHandoffBench,
  search: async () => (await import('./search')).runSearchBench,
  upload: async () => (await import('./upload')).runUploadBench,
  lighthouse: async () => (await import('./lighthouse')).runLighthouseBench,
  'old-engine': async () => (await import('./old-engine')).runOldEngineBench,
  'old-barrage': async () => (await import('./old-barrage')).runOldBarrageBench,
  'old-soak': async () => (await import('./old-soak')).runOldSoakBench,
  'watch-profile': async () => (await import('./watch-profile')).runWatchProfileBench,
  startup: async () => (await import('./startup')).runStartupBench,
  scale: async () => (await import('./scale')).runScaleBench,
};

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2).filter((a) => a !== '--');
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const names = args.filter((a) => !a.startsWith('--'));
const selected = names.length ? names : Object.keys(BENCHES);

const unknown = selected.filter((n) => !BENCHES[n]);
if (unknown.length) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  date: new Date().toISOString(),
};

const results: Record<string, unknown> = { machine, quick };
let failed = false;
for (const name of selected) {
  console.error(`[bench] ${name}...`);
  try {
    const fn = await BENCHES[name]();
    results[name] = await fn({ quick });
  } catch (err) {
    failed = true;
    results[name] = { error: err instanceof Error ? err.message : String(err) };
    console.error(`[bench] ${name} failed:`, err);
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', `${name}.json`), JSON.stringify({ machine, quick, [name]: results[name] }, null, 2));
}
console.log(JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);

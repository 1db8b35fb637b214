// The soak alone: `npx tsx tests/bench/barrage/soak-cli.ts [--quick]` (see soak-bench.ts).
import { runSoakBench } from './soak-bench';
const out = await runSoakBench({ quick: process.argv.includes('--quick') || process.env.BENCH_QUICK === '1', log: (m) => console.error(`[soak] ${m}`) });
console.log(JSON.stringify(out, null, 2));

// One case: `npx tsx tests/bench/barrage/one-case.mts RATE THROTTLE [dense|dense-only]`
// (dense adds the equal-load memory case, ours stacking lanes like danmaku).
import { runRenderBench } from './render-bench';
const out = await runRenderBench({ rates: process.argv[4] === 'dense-only' ? [] : [Number(process.argv[2] ?? 100)], throttles: [Number(process.argv[3] ?? 1)], warmupMs: 9000, measureMs: 2500, denseMemoryRate: process.argv[4]?.startsWith('dense') ? Number(process.argv[2] ?? 100) : undefined, log: (m) => console.error(m) });
console.log(JSON.stringify({ cases: out.cases, denseMemoryCase: out.denseMemoryCase }, null, 1));

import { runRenderBench } from './render-bench';
const out = await runRenderBench({ rates: [Number(process.argv[2] ?? 100)], throttles: [Number(process.argv[3] ?? 1)], warmupMs: 9000, measureMs: 2500, log: (m) => console.error(m) });
console.log(JSON.stringify(out.cases, null, 1));

// One case: `npx tsx tests/bench/barrage/one-case.mts RATE THROTTLE [stack] [dpr2]`
// (stack: ours stacks lanes like danmaku; dpr2: the page at devicePixelRatio 2;
// nodensity: ours without the density control; BARRAGE_BENCH_PAINTER=stage runs ours with
// the atlas painter).
import { runRenderBench } from './render-bench';
const rate = Number(process.argv[2] ?? 100);
const flags = process.argv.slice(4);
const out = await runRenderBench({
  rates: flags.includes('dpr2') ? [] : [rate],
  throttles: [Number(process.argv[3] ?? 1)],
  warmupMs: 9000,
  measureMs: Number(process.env.BARRAGE_BENCH_MEASURE_MS) || 2500,
  stackFromRate: flags.includes('stack') ? rate : undefined,
  denseMemoryRate: flags.includes('dpr2') ? rate : undefined,
  oursPainter: process.env.BARRAGE_BENCH_PAINTER === 'stage' ? 'stage' : 'layers',
  density: !flags.includes('nodensity'),
  log: (m) => console.error(m),
});
console.log(JSON.stringify({ cases: out.cases, denseMemoryCase: out.denseMemoryCase }, null, 1));

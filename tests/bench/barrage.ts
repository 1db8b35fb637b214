// `npm run bench -- barrage`: the canvas barrage renderer side by side with the
// npm package `danmaku` in headless Chromium, plus the shield filter bench.
// BENCH_QUICK=1 (or --quick) runs short cases (2.5 s measured per run, rates
// 20 and 100 only); BARRAGE_BENCH_MEASURE_MS, BARRAGE_BENCH_RATES=20,50 and
// BARRAGE_BENCH_ONLY=filter|render narrow or widen a run. Every run first
// warms up for the time on screen plus 1 s so the screen is full.
// The memory target is read from `render.denseMemoryCase` (100/s, 1x), where
// ours stacks lanes like danmaku so both show ~800 comments (BARRAGE_BENCH_DENSE=0
// skips it); the no-overlap 100/s figure is kept as bitmapMemoryNoOverlap100x1.
import { runFilterBench } from './barrage/filter-bench';
import { runRenderBench } from './barrage/render-bench';

export interface BarrageBenchOptions {
  quick?: boolean;
}

interface CaseFigures {
  fps?: number;
  textBitmapMB?: number | null;
  onScreenAvg?: number;
  drawnLogLength?: number;
  paintedPixelShare?: number;
}

function find(cases: { rate: number; throttle: number; ours: CaseFigures; danmaku: CaseFigures }[], rate: number, throttle: number) {
  return cases.find((c) => c.rate === rate && c.throttle === throttle);
}

export async function runBarrageBench(opts: BarrageBenchOptions = {}): Promise<object> {
  const quick = opts.quick ?? process.env.BENCH_QUICK === '1';
  const only = process.env.BARRAGE_BENCH_ONLY;
  const log = (m: string) => console.error(`[bench] ${m}`);
  const result: Record<string, unknown> = { quick };

  if (only !== 'render') {
    log('barrage filter...');
    result.filter = runFilterBench({ comments: 1_000_000, baselineComments: quick ? 1000 : 5000 });
  }
  if (only !== 'filter') {
    const measureMs = Number(process.env.BARRAGE_BENCH_MEASURE_MS) || (quick ? 2500 : 10_000);
    const envRates = process.env.BARRAGE_BENCH_RATES?.split(',').map(Number).filter((n) => n > 0);
    const render = await runRenderBench({
      // Quick runs keep the rates the targets name.
      rates: envRates?.length ? envRates : quick ? [20, 100] : [20, 50, 100, 200],
      throttles: [1, 4],
      warmupMs: 9000,
      measureMs,
      // The memory target is read from an equal load: ours stacking like danmaku.
      denseMemoryRate: process.env.BARRAGE_BENCH_DENSE === '0' ? undefined : 100,
      log,
    });
    result.render = render;
    const cases = render.cases as unknown as Parameters<typeof find>[0];
    const c100x1 = find(cases, 100, 1);
    const c20x4 = find(cases, 20, 4);
    const c100x4 = find(cases, 100, 4);
    const dense = render.denseMemoryCase as unknown as Parameters<typeof find>[0][number] | null;
    const allOurs = cases.map((c) => c.ours);
    result.targets = {
      fps100x1AtLeast58: { ours: c100x1?.ours.fps, danmaku: c100x1?.danmaku.fps, met: (c100x1?.ours.fps ?? 0) >= 58 },
      fps20x4AtLeast55: { ours: c20x4?.ours.fps, danmaku: c20x4?.danmaku.fps, met: (c20x4?.ours.fps ?? 0) >= 55 },
      fps100x4AtLeast30: { ours: c100x4?.ours.fps, danmaku: c100x4?.danmaku.fps, met: (c100x4?.ours.fps ?? 0) >= 30 },
      // Equal load: ours stacks lanes like danmaku, so both show ~800.
      bitmapMemory100x1AtMost10MB: {
        case: 'denseMemoryCase (ours lanePolicy stack)',
        oursMB: dense?.ours.textBitmapMB,
        oursOnScreen: dense?.ours.onScreenAvg,
        danmakuMB: dense?.danmaku.textBitmapMB,
        danmakuOnScreen: dense?.danmaku.onScreenAvg,
        // The load must really be comparable for the figure to count.
        met:
          (dense?.ours.textBitmapMB ?? Infinity) <= 10 &&
          (dense?.ours.onScreenAvg ?? 0) >= 0.9 * (dense?.danmaku.onScreenAvg ?? Infinity),
      },
      bitmapMemoryNoOverlap100x1: {
        oursMB: c100x1?.ours.textBitmapMB,
        oursOnScreen: c100x1?.ours.onScreenAvg,
      },
      browserCheck: {
        drawnLogNonEmpty: allOurs.every((o) => (o.drawnLogLength ?? 0) > 0),
        pixelsDrawn: allOurs.every((o) => (o.paintedPixelShare ?? 0) > 0),
      },
    };
  }
  if (!only && process.env.BARRAGE_BENCH_SOAK !== '0') result.soak = await (await import('./barrage/soak-bench')).runSoakBench({ quick, log }); // issue 14.5, soak-bench.ts
  return result;
}

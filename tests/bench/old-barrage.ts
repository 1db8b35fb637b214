// `npm run bench -- old-barrage` (issue 41 point 3): the barrage renderer on the real Chromium 69
// (scripts/old-engines.ts, a 2020 TV's engine) at 4x CPU, beside the npm package `danmaku` in the
// same engine and the same run, and against what today's Chromium draws of the same stream (the
// on-screen count's reference). The pages and the measurement are the current-engine bench's
// (tests/bench/barrage/render-bench.ts, page-ours.ts, page-danmaku.ts), bundled at Chrome 64's
// syntax; order A-B-B-A (ours, danmaku, danmaku, ours) per case, a fresh page per run.
// Then the memory soak (tests/bench/barrage/soak-bench.ts's barrage half: the real renderer fed
// 50/s through BarrageFeed over a 16x clock, a seek every 10 min of media) on the same engine:
// 30 min of media (--quick and the default; OLD_BARRAGE_SOAK_MINUTES=120 for issue 41 point 4),
// and with OLD_BARRAGE_PLAYER=1 the player half (soak-player.ts) on the same engine, the TV
// Player on the VP9 demo stream. The 2 h soak of point 4, player and barrage in one page with
// timers and listeners counted, is `npm run bench -- old-soak` (old-soak.ts).
// BARRAGE_BENCH_MEASURE_MS and BARRAGE_BENCH_RATES narrow or widen the render cases;
// OLD_BARRAGE_ONLY=soak runs the soak alone.
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from 'puppeteer';
import { launchOldEngine } from './old-engine/launch';
import { bundlePage } from './barrage/page-bundle';
import { round } from './barrage/filter-bench';
import type { PageRunConfig } from './barrage/page-harness';
import { CHROMIUM_ARGS, runOnce, summarize, type RunResult } from './barrage/render-bench';
import { makeStream } from './barrage/stream';
import { barrageSoak } from './barrage/soak-bench';
import { runPlayerSoak } from './barrage/soak-player';
import puppeteer from 'puppeteer';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Issue 41 point 3. */
const TARGETS = { fps: 55, onScreenShareOfCurrentEngine: 0.95, soakWithin: 0.1 };
const THROTTLE = 4;
const TIME_ON_SCREEN = 8;
const OLD_SYNTAX = 'chrome64';

export async function runOldBarrageBench(opts: { quick: boolean }): Promise<object> {
  const log = (m: string) => console.error(`[bench] old-barrage: ${m}`);
  const measureMs = Number(process.env.BARRAGE_BENCH_MEASURE_MS) || (opts.quick ? 2500 : 10_000);
  const envRates = process.env.BARRAGE_BENCH_RATES?.split(',').map(Number).filter((n) => n > 0);
  const rates = envRates?.length ? envRates : [20, 50];
  const warmupMs = TIME_ON_SCREEN * 1000 + 1000;
  const loadAverage: Record<string, number[]> = { atStart: loadavg().map((l) => round(l)) };

  const [oursOld, danmakuOld, oursCurrent] = await Promise.all([
    bundlePage('page-ours.ts', [], OLD_SYNTAX),
    bundlePage('page-danmaku.ts', [], OLD_SYNTAX),
    bundlePage('page-ours.ts'),
  ]);
  const old = await launchOldEngine('chromium69');
  const profile = await mkdtemp(join(tmpdir(), 'old-barrage-current-'));
  const current = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`] });
  const oldBrowser = old.browser as unknown as Browser;
  const cases: object[] = [];
  // OLD_BARRAGE_ONLY=soak: the soak alone (the 2 h of point 4 without the render cases again).
  const renderCases = process.env.OLD_BARRAGE_ONLY === 'soak' ? [] : rates;
  try {
    for (const rate of renderCases) {
      const cfg: PageRunConfig = {
        comments: makeStream(7 + rate, rate, (warmupMs + measureMs) / 1000 + 3),
        startAt: 0,
        warmupMs,
        measureMs,
        width: 1920,
        height: 1080,
        fontPx: 25,
        fontFamily: 'sans-serif',
        timeOnScreen: TIME_ON_SCREEN,
      };
      const runs: Record<'ours' | 'danmaku' | 'oursCurrent', RunResult[]> = { ours: [], danmaku: [], oursCurrent: [] };
      const before = round(loadavg()[0]);
      for (const who of ['ours', 'danmaku', 'danmaku', 'ours'] as const) {
        log(`${rate}/s ${THROTTLE}x ${who} on Chromium 69`);
        runs[who].push(await runOnce(oldBrowser, who === 'ours' ? oursOld : danmakuOld, cfg, THROTTLE));
      }
      for (let i = 0; i < 2; i++) {
        log(`${rate}/s ${THROTTLE}x ours on today's Chromium`);
        runs.oursCurrent.push(await runOnce(current, oursCurrent, cfg, THROTTLE));
      }
      type Figures = { fps?: number | null; onScreenAvg?: number | null };
      const ours = summarize(runs.ours) as ReturnType<typeof summarize> & Figures;
      const danmaku = summarize(runs.danmaku) as ReturnType<typeof summarize> & Figures;
      const ref = summarize(runs.oursCurrent) as ReturnType<typeof summarize> & Figures;
      const share = (ours.onScreenAvg ?? 0) / Math.max(1, ref.onScreenAvg ?? 0);
      cases.push({
        rate,
        throttle: THROTTLE,
        loadAverage1m: { before, after: round(loadavg()[0]) },
        chromium69: { ours, danmaku },
        currentEngine: { ours: ref },
        judged: {
          fps: { value: ours.fps, target: `>= ${TARGETS.fps}`, met: (ours.fps ?? 0) >= TARGETS.fps },
          onScreenShareOfCurrentEngine: { value: round(share, 3), target: `>= ${TARGETS.onScreenShareOfCurrentEngine}`, met: share >= TARGETS.onScreenShareOfCurrentEngine },
          oursOverDanmakuFps: danmaku.fps ? round((ours.fps ?? 0) / danmaku.fps, 2) : null,
        },
      });
    }
  } finally {
    await current.close();
    await rm(profile, { recursive: true, force: true });
    await old.close();
  }
  loadAverage.afterRender = loadavg().map((l) => round(l));

  // The soak, on a fresh Chromium 69.
  const minutes = Number(process.env.OLD_BARRAGE_SOAK_MINUTES) || 30;
  const soakScript = await bundlePage('page-soak.ts', [], OLD_SYNTAX);
  const soakEngine = await launchOldEngine('chromium69');
  let soak: unknown;
  try {
    const page = (await soakEngine.browser.newPage()) as unknown as Page;
    await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
    const cdp = (await page.target().createCDPSession()) as CDPSession;
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Performance.enable');
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: soakScript });
    log(`soak: ${minutes} min of media at 16x`);
    soak = await barrageSoak(page, cdp, minutes * 60, (m) => log(m));
    await page.close();
  } finally {
    await soakEngine.close();
  }
  loadAverage.afterBarrageSoak = loadavg().map((l) => round(l));
  // The player half on the same engine, only with OLD_BARRAGE_PLAYER=1: the TV Player with
  // hls.js and its worker on the VP9 stream this engine plays, at 16x, the same seeks (it plays
  // since the page carries the middle tier's polyfills: barrage/page-bundle.ts).
  const player = process.env.OLD_BARRAGE_PLAYER !== '1' ? null : await runPlayerSoak({
    mediaSeconds: minutes * 60,
    rate: 16,
    sampleEvery: 600,
    seeks: [-120, 300],
    log: (m) => log(m),
    engine: {
      video: 'vp9-test',
      target: OLD_SYNTAX,
      launch: async () => {
        const run = await launchOldEngine('chromium69');
        return { browser: run.browser as unknown as Browser, close: () => run.close() };
      },
    },
  });
  loadAverage.atEnd = loadavg().map((l) => round(l));
  return {
    engine: `Chromium ${soakEngine.chromeVersion} (scripts/old-engines.ts), headless, --single-process, software canvas`,
    peer: 'danmaku (npm) on the same engine, same run; the count reference is ours on today\'s Chromium at the same throttle',
    cpuThrottle: THROTTLE,
    measureMs,
    warmupMs,
    cases,
    soak: { mediaMinutes: minutes, ...(minutes !== 30 ? {} : { note: 'issue 41 point 3: 30 min of media; OLD_BARRAGE_SOAK_MINUTES=120 for the 2 h of point 4' }), barrage: soak, player },
    loadAverage,
  };
}

// The long-session soak (issue 14, point 5), part of `npm run bench -- barrage`
// (BARRAGE_BENCH_SOAK=0 skips it; `npx tsx tests/bench/barrage/soak-cli.ts [--quick]` runs it alone).
//  barrage: the real renderer in headless Chromium over a fake media clock at 16x, fed 50 barrage
//    a second of media time through the watch page's BarrageFeed (page-soak.ts), for 2 h of media
//    (7.5 min of wall time; --quick: 30 min of media), with a seek every 10 min of media time
//    played (back 2 min, forward 5 min, in turn). After every 10 min: the clock is paused and
//    the session seeks to the first sample's media time (so each sample sees the same comments
//    on screen), GC is forced twice over CDP, and the heap (Runtime.getHeapUsage), Performance.getMetrics (nodes,
//    listeners), the atlas (pages, bytes, entries), canvases (in the document, alive, created)
//    and the engine's timeline are read. Ratios end / after the first 10 min; met: within 10 %.
//  player: see soak-player.ts.
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'puppeteer';
import { compare, heapAfterGc, launchSoakBrowser, type Sample } from './soak-measure';
import { bundlePage } from './page-bundle';
import { round } from './filter-bench';
import type { SoakPageConfig } from './page-soak';
import { runPlayerSoak } from './soak-player';

const MINUTE = 60;
const RATE = 16;
const PER_SECOND = 50;
const SAMPLE_EVERY = 10 * MINUTE;
/** Seeks in turn: back 2 min (watch again), forward 5 min (skip). */
const SEEKS = [-2 * MINUTE, 5 * MINUTE];
/**
 * The session starts (resumes) 30 s into the video, so every sample falls mid-window: at a
 * window's edge the feed may hold one 60 s window more or less (3,000 comments, ~0.35 MB),
 * which would decide a 10 % comparison by the phase alone.
 */
const START_AT = 30;
/** Where each sample is read: the first sample's media time. */
const PROBE_AT = START_AT + SAMPLE_EVERY;

export interface SoakOptions {
  quick?: boolean;
  log?: (msg: string) => void;
}

export async function barrageSoak(page: Page, cdp: CDPSession, mediaSeconds: number, log: (m: string) => void) {
  const cfg: SoakPageConfig = { width: 1920, height: 1080, rate: RATE, perSecond: PER_SECOND, duration: mediaSeconds + 30 * MINUTE, startAt: START_AT };
  await page.evaluate((c) => (window as unknown as { __soak: { start(c: unknown): void } }).__soak.start(c), cfg as unknown as Record<string, unknown>);
  const samples: Sample[] = [];
  const seeks: { from: number; to: number }[] = [];
  const wallStart = Date.now();
  for (let k = 1; k * SAMPLE_EVERY <= mediaSeconds; k++) {
    const at = (await page.evaluate((p) => (window as unknown as { __soak: { playUntil(p: number): Promise<number> } }).__soak.playUntil(p), k * SAMPLE_EVERY)) as number;
    // Every sample is read with the same comments on screen (see probe in page-soak.ts).
    await page.evaluate((t) => (window as unknown as { __soak: { probe(t: number): Promise<void> } }).__soak.probe(t), PROBE_AT);
    const heap = await heapAfterGc(cdp);
    const inPage = (await page.evaluate(() => (window as unknown as { __soak: { sample(): Sample } }).__soak.sample())) as Sample;
    samples.push({ ...inPage, ...heap, wallSeconds: Math.round((Date.now() - wallStart) / 1000) });
    log(`barrage soak: ${k * 10} min played, heap ${heap.heapUsedMB} MB, atlas ${inPage.atlasPages} pages, ${inPage.liveCanvases} canvases, timeline ${inPage.timelineLength}`);
    if ((k + 1) * SAMPLE_EVERY > mediaSeconds) break;
    const to = Math.max(0, at + SEEKS[(k - 1) % SEEKS.length]);
    seeks.push({ from: Math.round(at), to: Math.round(to) });
    await page.evaluate((t) => (window as unknown as { __soak: { seek(t: number): void } }).__soak.seek(t), to);
  }
  await page.evaluate(() => (window as unknown as { __soak: { stop(): void } }).__soak.stop());
  const first = samples[0];
  const end = samples[samples.length - 1];
  return {
    setup: {
      renderer: 'BarrageRenderer (defaults: 25 px, 8 MB atlas budget), 1920x1080, dpr 1',
      feed: 'BarrageFeed (60 s windows, 15 s prefetch) -> toComment -> renderer.add, as the watch page',
      clockRate: RATE,
      perSecondOfMedia: PER_SECOND,
      mediaMinutes: mediaSeconds / MINUTE,
      sampleEveryMinutes: SAMPLE_EVERY / MINUTE,
      startAt: START_AT,
      seekPattern: 'every 10 min of media played: back 2 min, forward 5 min, in turn',
      sampledAt: `media time ${PROBE_AT} s after a seek there, each time (the same comments on screen)`,
    },
    seeks,
    samples,
    // Heap, atlas and canvases must come back to where they stood after 10 min.
    result: compare(first, end, ['heapUsedMB', 'atlasPages', 'atlasBytes', 'liveCanvases', 'canvasesInDocument', 'jsEventListeners', 'nodes']),
  };
}

export async function runSoakBench(o: SoakOptions = {}) {
  const quick = o.quick ?? false;
  const log = o.log ?? (() => {});
  // BARRAGE_SOAK_MINUTES: another length of media (a multiple of 10).
  const mediaSeconds = (Number(process.env.BARRAGE_SOAK_MINUTES) || (quick ? 30 : 120)) * MINUTE;
  const script = await bundlePage('page-soak.ts');
  const { browser, close } = await launchSoakBrowser('barrage-soak');
  const loadBefore = loadavg()[0];
  let barrage: unknown;
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
    const cdp = await page.createCDPSession();
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Performance.enable');
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: script });
    barrage = await barrageSoak(page, cdp, mediaSeconds, log);
    await page.close();
  } finally {
    await close();
  }
  const loadMid = loadavg()[0];
  const player = process.env.BARRAGE_SOAK_PLAYER === '0' ? null : await runPlayerSoak({ mediaSeconds, rate: RATE, sampleEvery: SAMPLE_EVERY, seeks: SEEKS, log });
  return {
    quick,
    ...(mediaSeconds !== 120 * MINUTE ? { shortened: `${mediaSeconds / MINUTE} min of media instead of 120` } : {}),
    loadAverage1m: { before: round(loadBefore), afterBarrage: round(loadMid), after: round(loadavg()[0]) },
    barrage,
    player,
  };
}

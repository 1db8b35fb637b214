import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer';
import { round } from './filter-bench';
import type { PageRunConfig } from './page-harness';
import { makeStream } from './stream';
import { bundlePage } from './page-bundle';

export interface RenderBenchOptions {
  rates: number[];
  throttles: number[];
  warmupMs: number;
  measureMs: number;
  seed?: number;
  /**
   * From this rate up, ours stacks lanes (overlap) like danmaku, so both carry
   * the same load (the issue's 100/s and 200/s cases); below it ours keeps
   * its no-overlap lanes.
   */
  stackFromRate?: number;
  /**
   * Extra equal-load memory cases at this rate and 1x, ours stacking, at
   * devicePixelRatio 2 (the 1x case of the same rate gives ratio 1).
   */
  denseMemoryRate?: number;
  /** Ours painter: 'layers' (default) or 'stage' (the atlas painter, for comparison). */
  oursPainter?: 'layers' | 'stage';
  /** false: ours without the density control (capability runs). */
  density?: boolean;
  log?: (msg: string) => void;
}

const WIDTH = 1920;
const HEIGHT = 1080;
const TIME_ON_SCREEN = 8;
const FONT_PX = 25;
const FONT_FAMILY = 'sans-serif';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type RunResult = Record<string, number | null | boolean | undefined>;

/**
 * One measured run on a fresh page. `browser` may also be puppeteer-legacy's (the old engines,
 * old-barrage.ts), cast: the calls made here (newPage, setViewport, target().createCDPSession,
 * setContent, addScriptTag, evaluate, screenshot) exist in both.
 */
export async function runOnce(
  browser: Browser,
  script: string,
  cfg: PageRunConfig,
  throttle: number,
): Promise<RunResult> {
  const page = await browser.newPage();
  const dpr = cfg.dpr ?? 1;
  try {
    await page.setViewport({ width: WIDTH, height: HEIGHT, deviceScaleFactor: dpr });
    const cdp = await page.target().createCDPSession();
    await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({ content: script });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const timing = (await page.evaluate(
      (c) => (window as unknown as { __bench: { run(c: unknown): Promise<unknown> } }).__bench.run(c),
      cfg as unknown as Record<string, unknown>,
    )) as RunResult;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const sample = (await page.evaluate(
      (screenBytes) => (window as unknown as { __bench: { sample(b: number): unknown } }).__bench.sample(screenBytes),
      WIDTH * HEIGHT * dpr * dpr * 4,
    )) as RunResult;
    // What the compositor shows (ours draws beside the stage): any text at all?
    const png = await page.screenshot({ type: 'png', encoding: 'base64' });
    const paintedPixelShare = (await page.evaluate(
      (url) => (window as unknown as { __bench: { painted(u: string): Promise<number> } }).__bench.painted(url),
      `data:image/png;base64,${png}`,
    )) as number;
    return { ...timing, ...sample, paintedPixelShare };
  } finally {
    await page.close();
  }
}

function mean(runs: RunResult[], key: string): number | null {
  const vals = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
  if (!vals.length) return null;
  return vals.reduce((a, b) => a + b, 0) / vals.length;
}

export function summarize(runs: RunResult[]) {
  const keys = [
    'fps', 'p95FrameMs', 'maxFrameMs', 'drawnPerFrame', 'onScreenAvg', 'onScreenAtEnd',
    'textBitmapBytes', 'canvasBytes', 'liveCanvases', 'canvasesCreated', 'paintedPixelShare',
    'drawnLogLength', 'bitmapBytes', 'tileBytes', 'fixedBytes', 'beltAtlasBytes', 'surfaces', 'atlasBytes', 'atlasPages', 'rasterized', 'directOnScreen', 'directAdmitted',
    'admitted', 'dropped', 'densityCutsKept', 'densityCutsUndone', 'densityDropped', 'laneDropped', 'fitLanes', 'densityCap', 'frameCostEmaMs',
    'admittedInWindow', 'densityDroppedInWindow', 'laneDroppedInWindow', 'fitLanesInWindow',
  ];
  const out: Record<string, number | null> = {};
  for (const k of keys) {
    const m = mean(runs, k);
    if (m !== null) out[k] = round(m, k === 'paintedPixelShare' ? 4 : 2);
  }
  out.textBitmapMB = out.textBitmapBytes != null ? round(out.textBitmapBytes / 1024 / 1024, 2) : null;
  out.canvasMB = out.canvasBytes != null ? round(out.canvasBytes / 1024 / 1024, 2) : null;
  // Of the comments a lane had room for in the measured window, the share the
  // density control let on screen (danmaku never holds any back: no figure).
  if (out.admittedInWindow != null) {
    const held = out.densityDroppedInWindow ?? 0;
    out.admittedShareOfFit = out.admittedInWindow + held > 0 ? round(out.admittedInWindow / (out.admittedInWindow + held), 4) : 1;
  }
  out.runs = runs.length;
  out.fpsPerRun = null;
  return { ...out, fpsPerRun: runs.map((r) => round(r.fps as number, 1)) };
}

/** A-B-B-A per case, a fresh page per run, one browser for the whole bench. */
export async function runRenderBench(o: RenderBenchOptions) {
  const log = o.log ?? (() => {});
  const [ours, danmaku] = await Promise.all([bundlePage('page-ours.ts'), bundlePage('page-danmaku.ts')]);
  const userDataDir = await mkdtemp(join(tmpdir(), 'barrage-bench-'));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`],
  });
  const cases: Record<string, unknown>[] = [];
  let denseMemoryCase: Record<string, unknown> | null = null;
  const runCase = async (rate: number, throttle: number, lanePolicy?: 'stack', dpr = 1) => {
    // Both start at 0 and fill the screen during warm-up: danmaku shows
    // nothing already under way at its start time.
    const warmupMs = Math.max(o.warmupMs, TIME_ON_SCREEN * 1000 + 1000);
    const seconds = (warmupMs + o.measureMs) / 1000 + 3;
    const cfg: PageRunConfig = {
      comments: makeStream((o.seed ?? 7) + rate, rate, seconds),
      startAt: 0,
      warmupMs,
      measureMs: o.measureMs,
      width: WIDTH,
      height: HEIGHT,
      fontPx: FONT_PX,
      fontFamily: FONT_FAMILY,
      timeOnScreen: TIME_ON_SCREEN,
      lanePolicy,
      dpr,
      oursPainter: o.oursPainter,
      density: o.density,
    };
    const results: Record<'ours' | 'danmaku', RunResult[]> = { ours: [], danmaku: [] };
    const loadBefore = loadavg()[0];
    for (const who of ['ours', 'danmaku', 'danmaku', 'ours'] as const) {
      log(`barrage render: ${rate}/s ${throttle}x ${who}${lanePolicy ? ` (${lanePolicy})` : ''}${dpr !== 1 ? ` dpr ${dpr}` : ''}`);
      results[who].push(await runOnce(browser, who === 'ours' ? ours : danmaku, cfg, throttle));
    }
    return {
      rate,
      throttle,
      oursLanePolicy: lanePolicy ?? 'no-overlap',
      oursPainter: o.oursPainter ?? 'layers',
      ...(o.density === false ? { oursDensityControl: false } : {}),
      devicePixelRatio: dpr,
      // Other jobs on the machine skew frame rates; kept for reading the figures.
      loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]) },
      ours: summarize(results.ours),
      danmaku: summarize(results.danmaku),
    };
  };
  try {
    const stackFrom = o.stackFromRate ?? Infinity;
    for (const throttle of o.throttles) {
      for (const rate of o.rates) cases.push(await runCase(rate, throttle, rate >= stackFrom ? 'stack' : undefined));
    }
    if (o.denseMemoryRate) denseMemoryCase = await runCase(o.denseMemoryRate, 1, 'stack', 2);
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
  return {
    stage: { width: WIDTH, height: HEIGHT, font: `${FONT_PX}px ${FONT_FAMILY}`, stroke: '2px black', timeOnScreenSec: TIME_ON_SCREEN },
    order: 'A-B-B-A (ours, danmaku, danmaku, ours), fresh page per run',
    warmupMs: Math.max(o.warmupMs, TIME_ON_SCREEN * 1000 + 1000),
    measureMs: o.measureMs,
    cases,
    denseMemoryCase,
  };
}

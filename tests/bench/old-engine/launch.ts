// Launching the browsers of the old-engine bench: the real old engines (scripts/old-engines.ts)
// under puppeteer-legacy, and today's Chromium for the comparison figure.
//
// Copied, not imported: tests/e2e/old-engine.ts and tests/e2e/browser.ts import beforeAll and
// afterAll from vitest at their top, which a bench process must not load. What is copied is
// their launch flags and the Tizen user agent; keep them in step with those files.
import puppeteerLegacy, { type Browser as LegacyBrowser, type CDPSession as LegacyCdp, type Page as LegacyPage } from 'puppeteer-legacy';
import puppeteer, { type Browser } from 'puppeteer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOldEngines, OLD_ENGINES, type OldEngine } from '../../../scripts/old-engines';
import { browserPath } from '../../../scripts/prerequisites';

/** tests/e2e/old-engine.ts OLD_ENGINE_ARGS: the builds were cut for AWS Lambda (one process, no zygote). */
const OLD_ENGINE_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--single-process', '--no-zygote', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--mute-audio',
  '--autoplay-policy=no-user-gesture-required',
];

/** tests/e2e/browser.ts CHROMIUM_ARGS. */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=no-user-gesture-required', '--mute-audio',
];

export const TV_VIEWPORT = { width: 1920, height: 1080 };

export interface OldEngineRun {
  engine: OldEngine;
  chromeVersion: string;
  browser: LegacyBrowser;
  close(): Promise<void>;
}

/** One old engine with a fresh (empty) profile: a cold start, like a TV switched on. */
export async function launchOldEngine(engine: OldEngine): Promise<OldEngineRun> {
  const executablePath = (await ensureOldEngines())[engine];
  const profile = mkdtempSync(join(tmpdir(), `bench-${engine}-`));
  let browser: LegacyBrowser;
  try {
    browser = await puppeteerLegacy.launch({ executablePath, headless: true, timeout: 60_000, args: [...OLD_ENGINE_ARGS, `--user-data-dir=${profile}`] });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  return {
    engine,
    chromeVersion: OLD_ENGINES[engine].chromeVersion,
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * tests/e2e/old-engine.ts oldEngineUserAgent(engine, 'tizen'): Samsung's 2019 sets (Tizen 5.0)
 * for Chromium 64, its 2020 sets (Tizen 5.5, Chromium 69) for Chromium 69.
 */
export function tizenUserAgent(run: OldEngineRun): string {
  const tizen = run.engine === 'chromium64' ? '5.0' : '5.5';
  return `Mozilla/5.0 (SMART-TV; LINUX; Tizen ${tizen}) AppleWebKit/537.36 (KHTML, like Gecko) ${run.chromeVersion}/${tizen} TV Safari/537.36`;
}

export interface TvPage {
  page: LegacyPage;
  /** The CPU throttle lasts as long as this session stays attached. */
  throttle: LegacyCdp;
  /** pageerror events and console errors, in order. */
  errors: string[];
  userAgent: string;
}

/**
 * A 1920x1080 page with the Tizen user agent and the CPU throttled by `cpuRate`, not navigated
 * yet (no ?layout= override: the user agent makes the app choose the TV layout).
 */
export async function newOldTvPage(run: OldEngineRun, cpuRate: number): Promise<TvPage> {
  const page = await run.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  const userAgent = tizenUserAgent(run);
  await page.setUserAgent(userAgent);
  await page.setViewport(TV_VIEWPORT);
  const throttle = await page.target().createCDPSession();
  await throttle.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, throttle, errors, userAgent };
}

/** Today's Chromium (scripts/prerequisites.ts), fresh profile: for the current engine's initial JS. */
export async function launchCurrentChromium(): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browser = await puppeteer.launch({ executablePath: browserPath(), headless: true, args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`] });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

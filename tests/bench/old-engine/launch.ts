// Launching the browsers of the old-engine bench: the real old engines (scripts/old-engines.ts)
// under puppeteer-legacy, and today's Chromium for the comparison figure.
//
// The old engines launch as the e2e tests launch them (tests/e2e/old-engine-launch.ts, free of
// vitest). Today's Chromium flags are copied from tests/e2e/browser.ts, which imports vitest at
// its top, which a bench process must not load; keep them in step.
import type { CDPSession as LegacyCdp, Page as LegacyPage } from 'puppeteer-legacy';
import { launchOldEngine, oldEngineUserAgent, type LaunchedOldEngine } from '../../e2e/old-engine-launch';
import puppeteer, { type Browser } from 'puppeteer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserPath } from '../../../scripts/prerequisites';

/** tests/e2e/browser.ts CHROMIUM_ARGS. */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=no-user-gesture-required', '--mute-audio',
];

export const TV_VIEWPORT = { width: 1920, height: 1080 };

/** One old engine with a fresh (empty) profile: a cold start, like a TV switched on. */
export { launchOldEngine };
export type OldEngineRun = LaunchedOldEngine;

export interface TvPage {
  page: LegacyPage;
  /** The CPU throttle lasts as long as this session stays attached. */
  throttle: LegacyCdp;
  /** pageerror events and console errors, in order. */
  errors: string[];
  userAgent: string;
}

/**
 * A 1920x1080 page with the Tizen user agent (or `userAgent`) and the CPU throttled by
 * `cpuRate`, not navigated yet (no ?layout= override: the user agent makes the app choose the
 * TV layout).
 */
export async function newOldTvPage(run: OldEngineRun, cpuRate: number, userAgentOverride?: string): Promise<TvPage> {
  const page = await run.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  const userAgent = userAgentOverride ?? oldEngineUserAgent(run, 'tizen');
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

// Launching the real old engines (scripts/old-engines.ts) under puppeteer-legacy, and the user
// agents of the sets they stand for. Free of vitest, so that a bench process can use it too
// (tests/bench/old-engine/); old-engine.ts adds what the tests need on top.
import puppeteer, { type Browser } from 'puppeteer-legacy';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureOldEngines, OLD_ENGINES, type OldEngine } from '../../scripts/old-engines';

/**
 * These builds were cut for AWS Lambda and run headless in one process without a zygote (they
 * also start in the usual process model, but this is the one they were built and tested for).
 */
export const OLD_ENGINE_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--single-process', '--no-zygote', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--mute-audio',
  '--autoplay-policy=no-user-gesture-required',
];

export interface LaunchedOldEngine {
  engine: OldEngine;
  /** The engine's own version, e.g. 69.0.3494.0: the user agents below carry it. */
  chromeVersion: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Launches the engine (fetching it first when the cache lacks it). */
export async function launchOldEngine(engine: OldEngine, extraArgs: string[] = []): Promise<LaunchedOldEngine> {
  const executablePath = (await ensureOldEngines())[engine];
  const profile = mkdtempSync(join(tmpdir(), `e2e-${engine}-`));
  let browser: Browser;
  try {
    browser = await puppeteer.launch({ executablePath, headless: true, timeout: 60_000, args: [...OLD_ENGINE_ARGS, `--user-data-dir=${profile}`, ...extraArgs] });
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

export type TvPlatform = 'tizen' | 'webos';

/**
 * User agents of the devices these engines stand for, carrying the engine's real version so
 * that what the page reads agrees with what runs it: Samsung's 2019 sets (Tizen 5.0) run
 * Chromium 63 and its 2020 sets (Tizen 5.5) Chromium 69, LG's webOS 5 Chromium 68.
 */
export function oldEngineUserAgent(engine: LaunchedOldEngine, device: TvPlatform | 'android'): string {
  const v = engine.chromeVersion;
  if (device === 'tizen') {
    const tizen = engine.engine === 'chromium64' ? '5.0' : '5.5';
    return `Mozilla/5.0 (SMART-TV; LINUX; Tizen ${tizen}) AppleWebKit/537.36 (KHTML, like Gecko) ${v}/${tizen} TV Safari/537.36`;
  }
  if (device === 'webos') return `Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36 WebAppManager`;
  return `Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Mobile Safari/537.36`;
}

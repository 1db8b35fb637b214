import { afterAll, beforeAll } from 'vitest';
// Launches one of the two real old Chromium engines (scripts/old-engines.ts: Chromium 64 and 69,
// the engines of TV sets of 2019-2020) with a fresh profile per launch, and opens pages as a TV
// (Tizen or webOS user agent, 1920x1080) or a phone would. Today's puppeteer speaks a protocol
// these engines predate; puppeteer-legacy (puppeteer-core 1.7.0, of their time) drives them.
//
// Two things differ from tests/e2e/browser.ts:
// - A function given to page.evaluate/waitForFunction travels as its source text and the old
//   engine parses it: no optional chaining, `??`, or `catch {}` without a binding in it.
// - On Chromium 64, ElementHandle.click/tap and page.click/tap fail ("Node is either not visible
//   or not an HTMLElement": they need DOM.getContentQuads, Chromium 66): use clickCenter below.
import type { CDPSession, Page } from 'puppeteer-legacy';
import type { OldEngine } from '../../scripts/old-engines';
import { until } from './browser';
import { launchOldEngine, oldEngineUserAgent, type LaunchedOldEngine, type TvPlatform } from './old-engine-launch';

export type { OldEngine };

export type { LaunchedOldEngine, TvPlatform } from './old-engine-launch';


/**
 * A TV page: 1920x1080 with a Tizen (default) or webOS user agent. No ?layout= override: the
 * user agent alone makes the app choose the TV layout (src/platform/detect.ts), as on a set.
 */
export async function openOldTvPage(engine: LaunchedOldEngine, url: string, platform: TvPlatform = 'tizen'): Promise<Page> {
  const page = await engine.browser.newPage();
  await page.setUserAgent(oldEngineUserAgent(engine, platform));
  await page.setViewport({ width: 1920, height: 1080 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return page;
}

/** A phone page: 390x844, touch, an Android user agent with the engine's Chrome version. */
export async function openOldMobilePage(engine: LaunchedOldEngine, url: string): Promise<Page> {
  const page = await engine.browser.newPage();
  await page.setUserAgent(oldEngineUserAgent(engine, 'android'));
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return page;
}

/** Page errors and console errors (and missing i18n keys), as collectErrors in browser.ts. */
export function collectOldEngineErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().includes('[i18n] missing key')) errors.push(m.text());
  });
  return errors;
}

/**
 * Slows the page's CPU by `rate` (both engines honour it). The throttling lasts as long as the
 * returned session stays attached: detaching it restores full speed.
 */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.target().createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

/** Clicks (or taps) the centre of the first match by coordinates: works on Chromium 64 too. */
export async function clickCenter(page: Page, selector: string, input: 'mouse' | 'touch' = 'mouse'): Promise<void> {
  const handle = await page.$(selector);
  const box = handle ? await handle.boundingBox() : null;
  if (!box) throw new Error(`clickCenter: ${selector} is not rendered`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await (input === 'touch' ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
}

/** One old engine for a test file: launched before its tests, closed after them. */
export function sharedOldEngine(engine: OldEngine, extraArgs: string[] = []): () => LaunchedOldEngine {
  let launched: LaunchedOldEngine | undefined;
  beforeAll(async () => {
    launched = await launchOldEngine(engine, extraArgs);
  }, 120_000);
  afterAll(async () => {
    await launched?.close();
  });
  return () => {
    if (!launched) throw new Error('sharedOldEngine: used before beforeAll');
    return launched;
  };
}

/**
 * Waits until `expression` (ES5 text) is truthy in the page, polling by evaluation. puppeteer's
 * own waitForFunction and waitForSelector build their predicate with `new Function` inside the
 * page, which the app's CSP refuses on Chromium 64 (unsafe-eval); an evaluation from the
 * protocol is not subject to it. Bypassing the CSP instead would hide what a TV would refuse.
 */
export async function waitForScript(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  await until(() => page.evaluate(`!!(${expression})`).then(Boolean, () => false), `waitForScript: ${expression}`, timeoutMs, 100);
}

/** waitForScript for a CSS selector. */
export const waitForSelectorIn = (page: Page, selector: string, timeoutMs = 15_000): Promise<void> =>
  waitForScript(page, `document.querySelector(${JSON.stringify(selector)})`, timeoutMs);

const FOCUSED_KEY = "(function () { var el = document.querySelector('.focused[data-focus-key]'); return el ? el.getAttribute('data-focus-key') : null; })()";

/** browser.ts's pressMovingFocus in ES5: presses a key and waits until the focus has moved. */
export async function pressMovingFocusIn(page: Page, key: string, timeoutMs = 5_000): Promise<void> {
  const before = (await page.evaluate(FOCUSED_KEY)) as string | null;
  await page.keyboard.press(key);
  await waitForScript(page, `(function (k) { return k !== null && k !== ${JSON.stringify(before)}; })(${FOCUSED_KEY})`, timeoutMs);
}


// Issue 41 point 2: the scripts a TV of 2018-2021 (Chromium 64-93, the middle tier) asks for
// before its first focused poster, as a size budget: at most 180 KB of gzip -9 on the real
// Chromium 69 with a Tizen 5.5 user agent, cold (a new profile). The same definition as
// `npm run bench -- old-engine` (tests/bench/old-engine/measure.ts): every .js asked for
// (resource timing) before the frame after the first focused poster, each body gzipped at level 9
// here from the built file. Bytes only; the bench reports the times.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer-legacy';
import { WATCH_FIRST_FOCUSED_POSTER } from '../bench/old-engine/measure';
import { collectOldEngineErrors, sharedOldEngine, waitForScript } from './old-engine';
import { oldEngineUserAgent } from './old-engine-launch';

const base = inject('baseUrl');
const dist = fileURLToPath(new URL('../../node_modules/.cache/e2e/dist', import.meta.url));

/** The target for the middle tier (the modern build's TV home is at about 170). */
const MIDDLE_TIER_JS_UNTIL_FIRST_FOCUSED_POSTER_GZIP_KB = 180;

/** Scripts asked for up to the frame after the first focused poster: pathname -> ms after navigation start. */
const SCRIPTS_UNTIL_FIRST_FOCUSED_POSTER = `(function () {
  var until = window.__firstFocusedPaint;
  var out = {};
  var list = performance.getEntriesByType('resource');
  for (var i = 0; i < list.length; i++) {
    var a = document.createElement('a');
    a.href = list[i].name;
    if (/\\.js$/.test(a.pathname) && list[i].startTime <= until && !(a.pathname in out)) out[a.pathname] = Math.round(list[i].startTime);
  }
  return out;
})()`;

const gzipKB = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

describe('chromium69, Tizen user agent: the middle tier before the first focused poster', () => {
  const launched = sharedOldEngine('chromium69');
  let page: Page | undefined;
  afterAll(() => page?.close());

  it(`asks for at most ${MIDDLE_TIER_JS_UNTIL_FIRST_FOCUSED_POSTER_GZIP_KB} KB gzip of scripts, all of them the tier's copies`, async () => {
    const engine = launched();
    page = await engine.browser.newPage();
    const errors = collectOldEngineErrors(page);
    await page.setUserAgent(oldEngineUserAgent(engine, 'tizen'));
    await page.setViewport({ width: 1920, height: 1080 });
    await page.evaluateOnNewDocument('(function () { if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(5000); })();');
    await page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    await waitForScript(page, 'typeof window.__firstFocusedPaint === "number"', 60_000);
    const scripts = (await page.evaluate(SCRIPTS_UNTIL_FIRST_FOCUSED_POSTER)) as Record<string, number>;
    const files = Object.keys(scripts).map((p) => p.replace(/^\//, ''));
    // The tier's copies only (and the hls.js worker, which both builds share): nothing modern or legacy.
    expect(files.filter((f) => !f.startsWith('assets/mid/'))).toEqual([]);
    expect(files.some((f) => /^assets\/mid\/polyfills-mid-/.test(f))).toBe(true);
    // Chrome 69 has AbortController: its polyfill is named for Chrome 64-65 only (server/http/old-engine-shell.ts).
    expect(files.filter((f) => f.includes('abort-controller-'))).toEqual([]);
    const total = files.reduce((s, f) => s + gzipKB(f), 0);
    const largest = files.map((f) => `${f} ${gzipKB(f).toFixed(1)}`).sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1])).slice(0, 8);
    expect(total, `gzip KB of ${files.length} scripts; largest: ${largest.join(', ')}`).toBeLessThanOrEqual(MIDDLE_TIER_JS_UNTIL_FIRST_FOCUSED_POSTER_GZIP_KB);
    expect(errors).toEqual([]);
    console.log(`[budget] middle tier on Chromium 69: ${total.toFixed(1)} KB gzip in ${files.length} scripts before the first focused poster`);
  }, 120_000);
});

describe('chromium64, Tizen 5.0 user agent: the AbortController polyfill it lacks', () => {
  const launched = sharedOldEngine('chromium64');
  let page: Page | undefined;
  afterAll(() => page?.close());

  it('gets the polyfill as a classic script before the entry and boots the middle tier to a focused poster', async () => {
    const engine = launched();
    page = await engine.browser.newPage();
    const errors = collectOldEngineErrors(page);
    await page.setUserAgent(oldEngineUserAgent(engine, 'tizen'));
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    await waitForScript(page, 'document.querySelector(\'[data-testid="poster"].focused\')', 60_000);
    expect(await page.evaluate('!!document.querySelector(\'script:not([type]):not([nomodule])[src^="/assets/mid/abort-controller-"]\')')).toBe(true);
    expect(await page.evaluate('!window.System && window.__vite_is_modern_browser === true && typeof AbortController')).toBe('function');
    expect(errors).toEqual([]);
  }, 120_000);
});

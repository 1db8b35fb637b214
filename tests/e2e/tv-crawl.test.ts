// Issue 7 point 10: a remote-only crawl of every built route of the table in the TV layout
// (tv-crawl-core.ts: focus on arrival within 2 s, an arrow moves it or the page says why, Back
// returns to home with the same poster focused). The list comes from the route table, so a
// route built later is covered by being in it. The same crawl runs on the real old engines
// (old-engines-tv.test.ts).
// The pages also show every text they use: the built app splits its dictionary into first-
// screen and page texts (src/i18n), and a key looked up before its texts arrived is logged by
// the runtime as "[i18n] missing key", which fails the route that logged it. Nor may a route
// log a page error or console error, or get a 4xx or 5xx from its own origin (issue 28).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, collectFailedRequests, launchBrowser, withLayout, type LaunchedBrowser } from './browser';
import { loginDemo, storeUser } from './watch-helpers';
import { CRAWLED_ROUTES, crawlRoute } from './tv-crawl-core';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let page: Page;
let errors: string[] = [];
let failed: string[] = [];
const home = withLayout(`${base}/`, 'tv');

beforeAll(async () => {
  const vip = await loginDemo(base, 'vip_demo');
  chromium = await launchBrowser();
  page = await chromium.browser.newPage();
  errors = collectErrors(page);
  failed = collectFailedRequests(page, new URL(base).origin);
  await page.setViewport({ width: 1920, height: 1080 });
  await page.goto(home, { waitUntil: 'domcontentloaded' });
  await storeUser(page, vip);
  await page.goto(home, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
  expect(errors.splice(0)).toEqual([]);
  expect(failed.splice(0)).toEqual([]);
}, 90_000);

afterAll(async () => {
  await chromium?.close();
});

describe('TV crawl by remote over the route table', () => {
  it('covers every built route of the table', () => {
    expect(CRAWLED_ROUTES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CRAWLED_ROUTES.map((r) => [r.name, r] as const))('%s: focus on arrival, an arrow moves it, Back restores home', async (name, route) => {
    expect(await crawlRoute(page, home, route)).toEqual([]);
    expect(errors.splice(0), `${name}: page and console errors, missing texts`).toEqual([]);
    expect(failed.splice(0), `${name}: own-origin requests answered 4xx/5xx`).toEqual([]);
  }, 30_000);
});

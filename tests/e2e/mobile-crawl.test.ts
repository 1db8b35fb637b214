// Every route of the table in the phone layout (issue 28 points 6 and 7): reached by in-app
// navigation as a link does, each shows its page with content (no endless loading, no 加载失败),
// logs no page or console error, and none of its own-origin requests is answered 4xx or 5xx.
// The list comes from the route table, so a route built later is covered by being in it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, collectFailedRequests, launchBrowser, openMobilePage, trackRequests, type LaunchedBrowser } from './browser';
import { loginDemo, storeUser } from './watch-helpers';
import { CRAWLED_ROUTES, crawlPathOf, goInApp } from './tv-crawl-core';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let page: Page;
let errors: string[] = [];
let failed: string[] = [];
let requests: ReturnType<typeof trackRequests>;

// Pages whose whole content may be short by design (a form, a notice).
const MIN_TEXT = 2;

/**
 * Routes whose example address names nothing this user may see (no order, another user's
 * message, a chat with itself): the server refuses, and the phone's first-load wrapper shows its
 * network prompt for every refusal (issue 28 keeps that open: a refusal should say its reason).
 * They are still held to no page error and no failed request.
 */
const REFUSED_EXAMPLES = new Set(['Notice', 'PayResult', 'ChatSet', 'SystemMessageDetail']);

beforeAll(async () => {
  const vip = await loginDemo(base, 'vip_demo');
  chromium = await launchBrowser();
  page = await openMobilePage(chromium.browser, base, '/');
  errors = collectErrors(page);
  failed = collectFailedRequests(page, new URL(base).origin);
  requests = trackRequests(page);
  await storeUser(page, vip);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-page="Home"][data-active="true"]', { timeout: 30_000 });
  expect(errors.splice(0)).toEqual([]);
  expect(failed.splice(0)).toEqual([]);
}, 90_000);

afterAll(async () => {
  await chromium?.close();
});

/** The active page's state once it has settled: its text, whether it still loads or failed. */
const activePage = (name: string) =>
  page.evaluate((n) => {
    const el = document.querySelector(`[data-page="${n}"][data-active="true"]`) as HTMLElement | null;
    if (!el) return null;
    return {
      text: el.innerText.replace(/\s/g, ''),
      // An empty list is an answer; loading and a network error are not.
      loading: !!el.querySelector('[data-testid="loading-wrapper"][data-status="loading"]'),
      failed: !!el.querySelector('[data-testid="loading-wrapper"][data-status="network-error"]'),
    };
  }, name);

describe('phone crawl over the route table', () => {
  it('covers every built route of the table', () => {
    expect(CRAWLED_ROUTES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CRAWLED_ROUTES.map((r) => [r.name, r] as const))('%s: opens with content, no error, no failed request', async (name, route) => {
    // A failed route before this one leaves nothing behind.
    errors.splice(0);
    failed.splice(0);
    const since = Date.now();
    await goInApp(page, crawlPathOf(route));
    try {
      // Some routes redirect (e.g. to the login or another page): the active page is what they lead to.
      await page.waitForFunction(() => !!document.querySelector('[data-page][data-active="true"]'), { timeout: 15_000 });
      await page.waitForFunction(
        () => {
          const el = document.querySelector('[data-page][data-active="true"]') as HTMLElement | null;
          return !!el && !el.querySelector('[data-testid="loading-wrapper"][data-status="loading"]');
        },
        { timeout: 15_000 },
      ).catch(() => undefined);
      // Requests the page starts after its first render (images, the next list page) land too.
      await requests.idle(since);
      const shown = await page.evaluate(() => (document.querySelector('[data-page][data-active="true"]') as HTMLElement | null)?.getAttribute('data-page') ?? '');
      const state = await activePage(shown);
      expect(state, `${name}: an active page`).not.toBeNull();
      expect(state!.loading, `${name} (${shown}): still loading`).toBe(false);
      expect(state!.text.length, `${name} (${shown}): content`).toBeGreaterThanOrEqual(MIN_TEXT);
      if (!REFUSED_EXAMPLES.has(name)) {
        expect(state!.failed, `${name} (${shown}): network error shown`).toBe(false);
        expect(state!.text, `${name} (${shown}): load failure shown`).not.toContain('加载失败');
      }
      expect(errors.splice(0), `${name}: page and console errors, missing texts`).toEqual([]);
      expect(failed.splice(0), `${name}: own-origin requests answered 4xx/5xx`).toEqual([]);
    } finally {
      // Back to the home for the next route, also after a failed one.
      await page.goBack();
      // Leaving /vip asks the retention question, a VIP member too (spec 000 §2): 狠心离开.
      if (name === 'Vip') {
        await page.waitForSelector('[data-testid="dialog-btn-leave"]', { timeout: 10_000 });
        await page.click('[data-testid="dialog-btn-leave"]');
        await page.waitForFunction(() => location.pathname === '/', { timeout: 10_000 });
      }
    }
  }, 40_000);
});

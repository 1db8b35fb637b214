// Issue 28 point 5 in Chromium: the animated vector graphic player. A card order paid on the
// sandbox comes back to /payResult, where the purchase animation plays (the real lottie-web
// light build drawing SVG into its box); with the animation file missing (404) the same page
// shows no animation box and no error. The demo's recharge activity (on, type 0) puts the VIP
// icon at state 1: the phone's tab bar plays its animation; the TV home loads neither the
// component nor the player on its first screen; right after it the VIP entry plays it (spec 001 §2: from launch).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, sharedBrowser, until, withLayout } from './browser';
import { apiGet } from './watch-helpers';
import { confirmOnSandbox, freshUser, phoneAs } from './vip-helpers';

const base = inject('baseUrl');
const chromium = sharedBrowser();

/** A card order of package 101 for a new user, paid on the sandbox; the page ends on /payResult. */
async function paidOrderPage(missingFile: boolean): Promise<{ page: Page; errors: string[]; refused: () => number }> {
  const user = await freshUser(base, 'anim');
  const order = await apiGet<{ payUrl: string }>(base, '/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', requestId: `e2e-anim-${Date.now()}` }, user);
  const page = await phoneAs(chromium().browser, base, user, '/');
  const errors = collectErrors(page);
  let refused = 0;
  if (missingFile) {
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/anim/')) {
        refused++;
        void r.respond({ status: 404, contentType: 'text/plain', body: 'not found' });
      }
      else void r.continue();
    });
  }
  await page.goto(`${base}${order.payUrl}`, { waitUntil: 'domcontentloaded' });
  await confirmOnSandbox(page, '信用卡支付（沙箱）');
  return { page, errors, refused: () => refused };
}

describe('vector animation in Chromium', () => {
  it('a purchase paid for oneself plays the purchase animation on /payResult', async () => {
    const { page, errors } = await paidOrderPage(false);
    try {
      await page.waitForSelector('[data-testid="pay-anim"][data-anim="playing"] svg', { timeout: 15_000 });
      const drawn = await page.$eval('[data-testid="pay-anim"]', (el) => {
        const r = el.getBoundingClientRect();
        return { w: r.width, h: r.height, paths: el.querySelectorAll('svg path').length };
      });
      expect(drawn.w).toBeGreaterThan(0);
      expect(drawn.h).toBeGreaterThan(0);
      expect(drawn.paths).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  }, 90_000);

  it('with the animation file missing, /payResult shows no animation and no error', async () => {
    const { page, errors, refused } = await paidOrderPage(true);
    try {
      await until(() => refused() > 0, 'the animation file asked for', 15_000);
      await page.waitForFunction(() => !document.querySelector('[data-testid="pay-anim"]'), { timeout: 10_000 });
      expect(await page.$('[data-testid="pay-result"][data-state="paid"]')).not.toBeNull();
      // The browser's own line for the failed load is the only console error.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  }, 90_000);

  it('the VIP icon at state 1 plays its animation in the phone tab bar', async () => {
    const page = await phoneAs(chromium().browser, base, null, '/');
    try {
      await page.waitForSelector('[data-testid="tab-vip"].is-animated [data-testid="vip-icon-anim"][data-anim="playing"] svg path', { timeout: 20_000 });
    } finally {
      await page.browserContext().close();
    }
  }, 60_000);

  it('TV: the first screen loads no animation code; the VIP icon animates from launch, focus never in the menu', async () => {
    const tv = await chromium().browser.newPage();
    try {
      // When the first control took focus, by the page's clock (a MutationObserver from the start).
      await tv.evaluateOnNewDocument(() => {
        const w = window as unknown as { __firstFocusAt?: number };
        new MutationObserver((_m, obs) => {
          if (document.querySelector('.focused[data-focus-key]')) {
            w.__firstFocusAt = performance.now();
            obs.disconnect();
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await tv.setViewport({ width: 1920, height: 1080 });
      await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
      await tv.waitForSelector('.focused[data-focus-key]', { timeout: 20_000 });
      // Spec 001 §2: the label and its animation show from launch, not after focus visits the menu.
      await tv.waitForSelector('.tv-menu-item[data-path="/vip"] [data-testid="vip-icon-anim"][data-anim="playing"] svg path', { timeout: 20_000 });
      expect(await tv.$('.tv-menu-item.focused')).toBeNull();
      // Their code came after the first screen: requested only once focus was on the page.
      const timing = await tv.evaluate(() => ({
        focusAt: (window as unknown as { __firstFocusAt?: number }).__firstFocusAt ?? Number.POSITIVE_INFINITY,
        anim: performance.getEntriesByType('resource').filter((e) => /lottie-player|vector-animation/.test(e.name)).map((e) => e.startTime),
      }));
      expect(timing.anim.length).toBeGreaterThan(0);
      for (const at of timing.anim) expect(at).toBeGreaterThanOrEqual(timing.focusAt);
    } finally {
      await tv.close();
    }
  }, 60_000);
});

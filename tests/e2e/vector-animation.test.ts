// Issue 28 point 5 in Chromium: the animated vector graphic player. A card order paid on the
// sandbox comes back to /payResult, where the purchase animation plays (the real lottie-web
// light build drawing SVG into its box); with the animation file missing (404) the same page
// shows no animation box and no error. The demo's recharge activity (on, type 0) puts the VIP
// icon at state 1: the phone's tab bar plays its animation; the TV home loads neither the
// component nor the player until focus enters the top menu, where the VIP entry then plays it.
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

  it('TV: the home loads no animation code; focus in the top menu plays the VIP icon animation', async () => {
    const tv = await chromium().browser.newPage();
    const scripts: string[] = [];
    tv.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    try {
      await tv.setViewport({ width: 1920, height: 1080 });
      await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
      await tv.waitForSelector('.focused[data-focus-key]', { timeout: 20_000 });
      expect(scripts.filter((f) => /lottie-player|vector-animation/.test(f))).toEqual([]);
      for (let i = 0; i < 6 && !(await tv.$('.tv-menu-item.focused')); i++) await tv.keyboard.press('ArrowUp');
      await tv.waitForSelector('.tv-menu-item[data-path="/vip"] [data-testid="vip-icon-anim"][data-anim="playing"] svg path', { timeout: 20_000 });
      expect(scripts.some((f) => /lottie-player/.test(f))).toBe(true);
    } finally {
      await tv.close();
    }
  }, 60_000);
});

// Issue 42 point 1, the untested parts of spec 000 §2 and §9 / 001 §9 in a real Chromium:
// the VIP header (avatar, nickname, VIP badge, expiry text and the VIP详情 button), the
// horizontally scrolling package row, and the layers: dialogs at z-index 100000 and 72vw wide
// (phone and TV), the overlays at 1000 and 4000 below them.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { openTvPage, sharedBrowser, withLayout } from './browser';
import { loginDemo, storeUser } from './watch-helpers';
import { menuTo, phoneAs, waitText } from './vip-helpers';

const base = inject('baseUrl');
const chromium = sharedBrowser();

/** The computed z-index of an element of `className` put into the page (the app's own stylesheet). */
const zOf = (page: Page, className: string) =>
  page.evaluate((c) => {
    const el = document.createElement('div');
    el.className = c;
    document.body.appendChild(el);
    const z = getComputedStyle(el).zIndex;
    el.remove();
    return z;
  }, className);

describe('the VIP header, the package row and the dialog layers', () => {
  it('phone: nickname, badge, expiry and VIP详情; the package row scrolls sideways; the retention dialog sits at 100000, 72vw wide', async () => {
    const vip = await loginDemo(base, 'vip_demo');
    const page = await phoneAs(chromium().browser, base, vip, '/vip');
    try {
      // A folded phone's outer screen (280 CSS px, where the root font stops shrinking at 14 px):
      // the three packages of the first tab are wider than the screen.
      await page.setViewport({ width: 280, height: 653, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await page.waitForSelector('[data-testid="vip-package"]', { timeout: 20_000 });

      // Header: the user's avatar with the VIP badge, the nickname, the expiry with the spec's words, VIP详情.
      const head = await page.$eval('.m-vip-head', (el) => ({
        name: el.querySelector('[data-testid="vip-nickname"]')?.textContent,
        badge: el.querySelector('[data-testid="avatar"] [data-badge="vip"]')?.textContent,
        expire: el.querySelector('[data-testid="vip-expire"]')?.textContent,
        detail: el.querySelector('[data-testid="vip-detail"]')?.textContent,
      }));
      expect(head.name).toBe(vip.nickName);
      const level = Number(vip.vipLevel);
      expect(level).toBeGreaterThan(0);
      expect(head.badge).toBe(level > 4 ? 'VIP4+' : `VIP${level}`);
      expect(head.expire).toBe(`${String(vip.eDate)}到期，购买后有效期顺延`);
      expect(head.detail).toBe('VIP详情');

      // The package row: one line that is wider than its box and scrolls sideways.
      const row = await page.$eval('[data-testid="vip-packages"]', (el) => {
        const packs = [...el.querySelectorAll<HTMLElement>('[data-testid="vip-package"]')];
        const box = el.getBoundingClientRect();
        return {
          overflowX: getComputedStyle(el).overflowX,
          tops: [...new Set(packs.map((p) => Math.round(p.getBoundingClientRect().top)))],
          count: packs.length,
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          lastRight: packs.at(-1)!.getBoundingClientRect().right,
          boxRight: box.right,
        };
      });
      expect(row.count).toBe(3);
      expect(row.overflowX).toBe('auto');
      expect(row.tops).toHaveLength(1);
      expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
      expect(row.lastRight).toBeGreaterThan(row.boxRight);
      // A sideways wheel over the row scrolls it until the last package is inside.
      const rowBox = (await (await page.$('[data-testid="vip-packages"]'))!.boundingBox())!;
      await page.mouse.move(rowBox.x + rowBox.width / 2, rowBox.y + rowBox.height / 2);
      await page.mouse.wheel({ deltaX: 400 });
      await page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>('[data-testid="vip-packages"]')!;
        const last = [...el.querySelectorAll('[data-testid="vip-package"]')].at(-1)!;
        return el.scrollLeft > 0 && last.getBoundingClientRect().right <= el.getBoundingClientRect().right + 1;
      }, { timeout: 5_000 });

      // Leaving by a tab asks the retention question in a dialog above every overlay.
      await page.click('[data-testid="tab-user"]');
      await waitText(page, '真的要放弃吗？');
      const dialog = await page.evaluate(() => {
        const mask = document.querySelector<HTMLElement>('.m-dialog-mask')!;
        const box = mask.querySelector<HTMLElement>('.m-dialog')!;
        const r = box.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return { z: getComputedStyle(mask).zIndex, width: r.width, vw: window.innerWidth, onTop: !!top && box.contains(top) };
      });
      expect(dialog.z).toBe('100000');
      expect(dialog.width).toBeCloseTo(0.72 * dialog.vw, 0);
      expect(dialog.onTop).toBe(true);
      // The overlays below it: the message tip and the open-app mask at 1000; the start ad, the loading mask at 4000.
      expect(await zOf(page, 'm-msg-tip')).toBe('1000');
      expect(await zOf(page, 'm-open-app-mask')).toBe('1000');
      expect(await zOf(page, 'm-start-ad')).toBe('4000');
      expect(await zOf(page, 'm-loading-mask')).toBe('4000');
      await page.click('[data-testid="dialog-btn-leave"]');
      await page.waitForFunction(() => location.pathname === '/user', { timeout: 10_000 });

      // VIP详情 opens the member's VIP records.
      await page.goto(withLayout(`${base}/vip`, 'mobile'), { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('[data-testid="vip-detail"]', { timeout: 20_000 });
      await page.click('[data-testid="vip-detail"]');
      await page.waitForFunction(() => location.pathname === '/openVipRecords', { timeout: 10_000 });
    } finally {
      await page.browserContext().close();
    }
  }, 90_000);

  it('TV: the retention dialog sits at 100000 and is 72vw wide', async () => {
    const vip = await loginDemo(base, 'vip_demo');
    const tv = await openTvPage(chromium().browser, base, '/');
    try {
      await storeUser(tv, vip);
      await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
      await tv.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
      await menuTo(tv, '/vip');
      await tv.waitForSelector('[data-testid="vip-package"]', { timeout: 20_000 });
      await tv.keyboard.press('Escape');
      await waitText(tv, '真的要放弃吗？');
      const dialog = await tv.evaluate(() => {
        const mask = document.querySelector<HTMLElement>('.tv-dialog-mask')!;
        const r = mask.querySelector<HTMLElement>('.tv-dialog')!.getBoundingClientRect();
        return { z: getComputedStyle(mask).zIndex, width: r.width, vw: window.innerWidth };
      });
      expect(dialog.z).toBe('100000');
      expect(dialog.width).toBeCloseTo(0.72 * dialog.vw, 0);
      expect(await zOf(tv, 'tv-loading-mask')).toBe('1000');
    } finally {
      await tv.close();
    }
  }, 90_000);
});

// Simplified/traditional switch in settings, on both layouts: the visible labels change at once
// (发现 -> 發現, 热播 -> 熱播), the lang cookie is written (and survives a reload), and switching
// back restores the simplified text.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, launchBrowser, openTvPage, tapWhenAccepted, withLayout, type LaunchedBrowser } from './browser';

const WAIT = { timeout: 20_000 };

async function langCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.browserContext().cookies();
  return cookies.find((c) => c.name === 'lang')?.value;
}

async function waitForText(page: Page, selector: string, text: string): Promise<void> {
  await page.waitForFunction(
    (sel: string, want: string) => (document.querySelector(sel)?.textContent ?? '').includes(want),
    WAIT,
    selector,
    text,
  );
}

async function tap(page: Page, selector: string): Promise<void> {
  await tapWhenAccepted(page, selector, WAIT.timeout);
}

const active = (name: string, selector = '') => `[data-page="${name}"][data-active="true"] ${selector}`.trim();

describe('language switch', () => {
  let chromium: LaunchedBrowser;
  let baseUrl: string;

  beforeAll(async () => {
    chromium = await launchBrowser();
    baseUrl = inject('baseUrl');
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it('mobile: settings switches to 繁体中文 (tab labels, cookie), survives a reload, and switches back', async () => {
    const context = await chromium.browser.createBrowserContext();
    try {
      // A separate context keeps this test's lang cookie away from the TV test.
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await page.goto(withLayout(baseUrl + '/', 'mobile'), { waitUntil: 'domcontentloaded' });
      const errors = collectErrors(page);
      await page.waitForSelector(active('Home'), WAIT);
      expect(await page.$eval('[data-testid="tab-discovery"]', (el) => el.textContent)).toContain('发现');
      expect(await page.$eval('[data-testid="tab-rank"]', (el) => el.textContent)).toContain('热播');
      expect(await langCookie(page)).not.toBe('zh-TW');

      await tap(page, '[data-testid="tab-user"]');
      await page.waitForSelector(active('PersonalCenter'), WAIT);
      await tap(page, active('PersonalCenter', 'a[href="/settings"]'));
      await page.waitForSelector(active('Settings'), WAIT);
      expect(await page.$eval('[data-testid="lang-switch"]', (el) => el.textContent)).toContain('简体中文');

      await tap(page, '[data-testid="lang-switch"]');
      // The label reads 繁体中文 as the spec writes it; the rest of the page is traditional.
      await waitForText(page, '[data-testid="lang-switch"]', '繁体中文');
      expect(await page.$eval('[data-testid="lang-switch"]', (el) => el.textContent)).toContain('語言');
      expect(await langCookie(page)).toBe('zh-TW');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');

      // Back to mine: the tab bar speaks traditional Chinese now.
      await page.goBack();
      await page.waitForSelector(active('PersonalCenter'), WAIT);
      await waitForText(page, '[data-testid="tab-discovery"]', '發現');
      expect(await page.$eval('[data-testid="tab-rank"]', (el) => el.textContent)).toContain('熱播');

      // The cookie brings the language back after a reload.
      await page.goto(withLayout(baseUrl + '/', 'mobile'), { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(active('Home'), WAIT);
      await waitForText(page, '[data-testid="tab-discovery"]', '發現');

      // And switching back restores simplified Chinese.
      await tap(page, '[data-testid="tab-user"]');
      await page.waitForSelector(active('PersonalCenter'), WAIT);
      await tap(page, active('PersonalCenter', 'a[href="/settings"]'));
      await page.waitForSelector(active('Settings'), WAIT);
      await tap(page, '[data-testid="lang-switch"]');
      await waitForText(page, '[data-testid="lang-switch"]', '简体中文');
      expect(await langCookie(page)).toBe('zh-CN');
      await page.goBack();
      await page.waitForSelector(active('PersonalCenter'), WAIT);
      await waitForText(page, '[data-testid="tab-discovery"]', '发现');
      expect(await page.$eval('[data-testid="tab-rank"]', (el) => el.textContent)).toContain('热播');
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('TV: OK on the language row of settings switches the top menu to 發現/熱播 and back', async () => {
    const page = await openTvPage(chromium.browser, baseUrl, '/settings');
    const errors = collectErrors(page);
    try {
      const row = '[data-testid="setting-language"]';
      await page.waitForSelector(`${row}.focused`, WAIT);
      const menuLabel = (id: string) => page.$eval(`[data-focus-key="tv-menu/${id}"]`, (el) => el.textContent ?? '');
      expect(await menuLabel('discovery')).toContain('发现');
      expect(await menuLabel('rank')).toContain('热播');

      await page.keyboard.press('Enter');
      await waitForText(page, '[data-focus-key="tv-menu/discovery"]', '發現');
      expect(await menuLabel('rank')).toContain('熱播');
      await waitForText(page, row, '繁体中文');
      expect(await langCookie(page)).toBe('zh-TW');

      await page.keyboard.press('Enter');
      await waitForText(page, '[data-focus-key="tv-menu/discovery"]', '发现');
      expect(await menuLabel('rank')).toContain('热播');
      await waitForText(page, row, '简体中文');
      expect(await langCookie(page)).toBe('zh-CN');
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

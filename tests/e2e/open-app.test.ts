// Issue 10 point 7 in Chromium on a phone: the watch page's 打开APP opens the open-app popup,
// which refuses route changes while it shows (history Back stays on the page); 下载APP goes to
// /app-download; 打开APP on Android tries the app's scheme and, the page still being shown
// 2 s later, falls back to /app-download; on UC browser the hint mask shows instead.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { openMobilePage, sharedBrowser, waitSettled } from './browser';

const base = inject('baseUrl');
const chromium = sharedBrowser();
const MEDIA_KEY = 'v1001';
const UC_UA = 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V2001A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0 UCBrowser/13.4.0.1306 Mobile Safari/537.36';

async function openPopup(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="watch-open-app"]', { timeout: 30_000 });
  await waitSettled(page, '[data-testid="watch-open-app"]');
  await page.click('[data-testid="watch-open-app"]');
  await page.waitForSelector('[data-testid="open-app"]', { timeout: 5_000 });
}

const path = (page: Page) => page.evaluate(() => location.pathname);

describe('open-app popup', () => {
  it('blocks route changes while shown; 下载APP goes to /app-download', async () => {
    const page = await openMobilePage(chromium().browser, base, '/');
    await page.waitForSelector('[data-testid="tab-bar"]', { timeout: 30_000 });
    await page.evaluate((p) => {
      history.pushState({ usr: null, key: 'w1', idx: 1 }, '', p);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, `/watch?id=${MEDIA_KEY}`);
    await openPopup(page);
    await page.goBack({ waitUntil: 'domcontentloaded' }).catch(() => undefined);
    // The blocked Back is dropped: the watch page and the popup stay.
    await page.waitForSelector('[data-testid="open-app"]', { timeout: 5_000 });
    expect(await path(page)).toBe('/watch');
    await page.click('[data-testid="open-app-download"]');
    await page.waitForFunction(() => location.pathname === '/app-download', { timeout: 10_000 });
    expect(await page.$('[data-testid="open-app"]')).toBeNull();
    await page.close();
  }, 60_000);

  it('打开APP on Android tries the scheme and falls back to /app-download', async () => {
    const page = await openMobilePage(chromium().browser, base, `/watch?id=${MEDIA_KEY}`);
    await openPopup(page);
    await page.click('[data-testid="open-app-open"]');
    await page.waitForFunction(() => location.pathname === '/app-download', { timeout: 15_000 });
    await page.close();
  }, 60_000);

  it('on UC browser 打开APP shows the hint mask; a tap closes it', async () => {
    const page = await chromium().browser.newPage();
    await page.setUserAgent(UC_UA);
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await page.goto(`${base}/watch?id=${MEDIA_KEY}&layout=mobile`, { waitUntil: 'domcontentloaded' });
    await openPopup(page);
    await page.click('[data-testid="open-app-open"]');
    await page.waitForSelector('[data-testid="uc-hint"]', { timeout: 5_000 });
    expect(await page.$eval('[data-testid="uc-hint"]', (e) => e.textContent)).toContain('请点击右上角，选择在浏览器中打开');
    await page.click('[data-testid="uc-hint"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="uc-hint"]'), { timeout: 5_000 });
    expect(await path(page)).toBe('/watch');
    await page.close();
  }, 60_000);
});

// Issue 11: /app-download in Chromium. The phone's Android card (1.6.0, download link), the
// embed=1 variant without nav bar, the PC-only "use a computer" message for desktop visitors
// only, the link that copies on tap (已复制链接, and 复制失败 when
// copying is refused), the share link in local storage; the TV's 2.2.0 card with a QR code.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, openMobilePage, openTvPage, waitTapAccepted, withLayout, type LaunchedBrowser } from './browser';

const base = inject('baseUrl');
const WAIT = { timeout: 20_000 };
let chromium: LaunchedBrowser;

beforeAll(async () => {
  chromium = await launchBrowser();
  await chromium.browser.defaultBrowserContext().overridePermissions(base, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

const toastTexts = (page: Page) => page.$$eval('[data-testid="toast"]', (els) => els.map((e) => e.textContent ?? ''));

async function waitToast(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.textContent === t), WAIT, text);
}

describe('/app-download on the phone', () => {
  it('shows the Android card, copies the link on tap and keeps it as the share link', async () => {
    const page = await openMobilePage(chromium.browser, base, '/app-download');
    await page.waitForSelector('[data-testid="download-button"]', WAIT);
    expect(await page.$eval('.m-nav-title', (e) => e.textContent)).toBe('下载APP');
    const card = await page.$eval('[data-testid="download-android"]', (e) => e.textContent ?? '');
    expect(card).toContain('Android客户端');
    expect(card).toContain('1.6.0');
    const link = await page.$eval('[data-testid="download-button"]', (e) => (e as HTMLAnchorElement).href);
    expect(link).toBe(`${base}/media/app/app-release.apk`);
    expect(await page.evaluate(() => localStorage.getItem('shareLink'))).toBe(link);

    // A phone downloads right here: no "use a computer" message (it is PC-only).
    expect(await page.$('[data-testid="download-pc-only"]')).toBeNull();
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('请使用电脑');

    await waitTapAccepted(page);
    await page.tap('[data-testid="download-copy"]');
    await waitToast(page, '已复制链接');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.close();
  }, 60_000);

  it('a desktop visitor (the touch layout in a desktop browser) is told to use a computer', async () => {
    const page = await chromium.browser.newPage();
    await page.setUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36');
    await page.goto(withLayout(`${base}/app-download`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="download-pc-only"]', WAIT);
    expect(await page.$eval('[data-testid="download-pc-only"]', (e) => e.textContent)).toBe('请使用电脑访问以下链接下载');
    await page.close();
  }, 60_000);

  it('embed=1 hides the nav bar; a refused copy says 复制失败', async () => {
    const page = await openMobilePage(chromium.browser, base, '/app-download?embed=1');
    await page.waitForSelector('[data-testid="download-copy"]', WAIT);
    expect(await page.$('.m-nav')).toBeNull();
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
      document.execCommand = () => false;
    });
    await waitTapAccepted(page);
    await page.tap('[data-testid="download-copy"]');
    await waitToast(page, '复制失败');
    expect(await toastTexts(page)).not.toContain('已复制链接');
    await page.close();
  }, 60_000);
});

describe('/app-download on TV', () => {
  it('shows the TV version 2.2.0 with a QR code of the download link; OK copies the link', async () => {
    const page = await openTvPage(chromium.browser, base, '/app-download');
    await page.waitForSelector('[data-testid="download-qr"]', WAIT);
    expect(await page.$eval('[data-testid="download-tv"]', (e) => e.textContent ?? '')).toContain('2.2.0');
    const qr = await page.$eval('[data-testid="download-qr"]', (e) => ({ src: (e as HTMLImageElement).src, alt: (e as HTMLImageElement).alt, w: (e as HTMLImageElement).naturalWidth }));
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(qr.alt).toBe(`${base}/media/app/tv-release.apk`);
    expect(qr.w).toBeGreaterThan(0);
    await page.waitForSelector('[data-testid="download-copy"].focused', WAIT);
    await page.keyboard.press('Enter');
    await waitToast(page, '已复制链接');
    await page.close();
  }, 60_000);
});

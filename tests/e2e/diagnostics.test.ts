// Issue 11 point 7: /test and /mobileTest as device diagnostics in Chromium: what was detected,
// the key tester with our key map's action, media and storage checks, an API round trip, and
// the demo stream played with its first-frame time and dropped frames.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { openMobilePage, openTvPage, sharedBrowser } from './browser';

const base = inject('baseUrl');
const WAIT = { timeout: 30_000 };
const chromium = sharedBrowser();

const check = (page: Page, name: string) => page.$eval(`[data-check="${name}"] td`, (e) => e.textContent ?? '');

describe('/test on TV', () => {
  it('shows the detection, the key map action of a key, media support, and plays the demo stream', async () => {
    const page = await openTvPage(chromium().browser, base, '/test');
    await page.waitForSelector('[data-testid="diag-play"].focused', WAIT);
    expect(await check(page, 'layout')).toBe('tv');
    expect(await check(page, 'userAgent')).toContain('Chrome');
    expect(await check(page, 'viewport')).toBe('1920x1080');
    expect(await check(page, 'MSE')).toBe('yes');
    expect(await check(page, 'H.264')).toBe('MSE');
    expect(await check(page, 'localStorage')).toBe('ok');
    await page.waitForSelector('[data-check="hls.js"]', WAIT);
    expect(await check(page, 'hls.js')).toMatch(/^yes/);

    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('[data-testid="diag-keys"] tr[data-key-code="39"]', WAIT);
    expect(await page.$eval('[data-testid="diag-keys"] tr[data-key-code="39"] td', (e) => e.textContent)).toContain('right');
    await page.waitForSelector('[data-testid="diag-network"].focused', WAIT);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /\d+ ms/.test(document.querySelector('[data-check="api"] td')?.textContent ?? ''), WAIT);

    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('[data-testid="diag-play"].focused', WAIT);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /首帧时间：\d+ 毫秒/.test(document.querySelector('[data-testid="diag-playback"]')?.textContent ?? ''), WAIT);
    expect(await page.$eval('[data-testid="diag-playback"]', (e) => e.textContent)).toMatch(/^hls · 首帧时间：\d+ 毫秒 · 丢帧：\d+ \/ \d+$/);
    await page.close();
  }, 90_000);
});

describe('/mobileTest on the phone', () => {
  it('shows the detection and plays the demo stream on a tap', async () => {
    const page = await openMobilePage(chromium().browser, base, '/mobileTest');
    await page.waitForSelector('[data-testid="diag-play"]', WAIT);
    expect(await check(page, 'layout')).toBe('mobile');
    expect(await check(page, 'pixelRatio')).toBe('2');
    await page.tap('[data-testid="diag-play"]');
    await page.waitForFunction(() => /首帧时间：\d+ 毫秒/.test(document.querySelector('[data-testid="diag-playback"]')?.textContent ?? ''), WAIT);
    await page.close();
  }, 90_000);
});

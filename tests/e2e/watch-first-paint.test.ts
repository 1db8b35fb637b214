// Issue 14 point 6: the phone watch page's largest paint comes with the HTML. The shell the
// server sends for /watch?id= has the video's poster in its splash (server/http/first-paint.ts),
// in the box the player fills and at the address the page's own poster asks for, so the page's
// poster replaces it in place from the same cached image. Scripts off shows the shell alone;
// scripts on with the stream held back keeps the page's poster up (no frame to replace it).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, withLayout, type LaunchedBrowser } from './browser';

const base = inject('baseUrl');
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
let chromium: LaunchedBrowser;

async function phonePage(browser: Browser): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setUserAgent(PHONE_UA);
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  return page;
}

const boxOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { src: el.getAttribute('src'), left: r.left, top: r.top, width: r.width, height: r.height, loaded: el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : false };
  });

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('phone watch shell', () => {
  it("paints the video's poster before any script runs, where and as the page's own poster", async () => {
    const shell = await phonePage(chromium.browser);
    await shell.setJavaScriptEnabled(false);
    await shell.goto(withLayout(`${base}/watch?id=v1001`, 'mobile'), { waitUntil: 'load' });
    const early = await boxOf(shell, '[data-testid="boot-poster"]');
    expect(early.loaded).toBe(true);
    expect(early.src).toMatch(/^\/media\/posters\/[\w-]+\.jpg\?w=600$/);

    const app = await phonePage(chromium.browser);
    // No stream: the page keeps its poster up instead of a first frame.
    await app.setRequestInterception(true);
    app.on('request', (r) => (new URL(r.url()).pathname.startsWith('/media/hls/') ? void r.abort() : void r.continue()));
    await app.goto(withLayout(`${base}/watch?id=v1001`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await app.waitForSelector('[data-testid="player-poster"]', { timeout: 20_000 });
    await app.waitForFunction(() => !document.getElementById('boot-splash'), { timeout: 20_000 });
    const page = await boxOf(app, '[data-testid="player-poster"]');
    expect(page.src).toBe(early.src);
    for (const k of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(page[k] - early[k])).toBeLessThanOrEqual(1);
    await shell.browserContext().close();
    await app.browserContext().close();
  }, 60_000);
});

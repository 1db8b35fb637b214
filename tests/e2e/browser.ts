import { afterAll, beforeAll } from 'vitest';
// Launches Chromium the way these machines need it, with a fresh profile per launch. Which
// browser: scripts/prerequisites.ts (CHROMIUM_PATH, puppeteer's download, /usr/bin/chromium).
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { browserPath } from '../../scripts/prerequisites';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=no-user-gesture-required', '--mute-audio',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchBrowser(extraArgs: string[] = []): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: browserPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, ...extraArgs],
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A TV page: 1920x1080, keyboard-driven, TV layout forced by the query override. */
export async function openTvPage(browser: Browser, baseUrl: string, path = '/'): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: 1920, height: 1080 });
  await page.goto(withLayout(baseUrl + path, 'tv'), { waitUntil: 'domcontentloaded' });
  return page;
}

/** A phone page: 390x844, touch, mobile layout forced by the query override. */
export async function openMobilePage(browser: Browser, baseUrl: string, path = '/'): Promise<Page> {
  const page = await browser.newPage();
  await page.setUserAgent(
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  );
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto(withLayout(baseUrl + path, 'mobile'), { waitUntil: 'domcontentloaded' });
  return page;
}

export function withLayout(url: string, layout: 'tv' | 'mobile'): string {
  const u = new URL(url);
  u.searchParams.set('layout', layout);
  return u.toString();
}

/**
 * Collects page errors and console errors so a test can assert the page stayed clean; also a
 * text looked up before it was loaded (the runtime's "[i18n] missing key" warning: the built
 * app loads page texts with the pages, src/i18n).
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.text().includes('[i18n] missing key')) errors.push(m.text());
  });
  return errors;
}

/**
 * Waits until `selector`'s box has kept its place for a few frames: a phone page slides in when
 * it opens, and a tap computed during the slide lands where the control was, not where it is.
 */
export async function waitSettled(page: Page, selector: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      new Promise<boolean>((resolve) => {
        const box = () => {
          const r = document.querySelector(sel)?.getBoundingClientRect();
          return r ? `${r.x},${r.y},${r.width},${r.height}` : '';
        };
        const first = box();
        let frames = 0;
        const step = () => {
          if (!first || box() !== first) return resolve(false);
          if (++frames >= 6) return resolve(true);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { timeout, polling: 100 },
    selector,
  );
}

/**
 * Collects the page's own-origin requests answered 4xx or 5xx (issue 28: no broken requests),
 * as "404 /path". Other origins are not the app's to fix; a request the page aborted (a left
 * page's image, a media segment hls.js no longer needs) is no failure.
 */
export function collectFailedRequests(page: Page, origin: string): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && r.status() >= 400) failed.push(`${r.status()} ${url.pathname}${url.search}`);
  });
  return failed;
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Returns a getter
 * (the browser exists only once beforeAll has run).
 */
export function sharedBrowser(extraArgs: string[] = []): () => LaunchedBrowser {
  let chromium: LaunchedBrowser | undefined;
  beforeAll(async () => {
    chromium = await launchBrowser(extraArgs);
  }, 60_000);
  afterAll(async () => {
    await chromium?.close();
  });
  return () => {
    if (!chromium) throw new Error('sharedBrowser: used before beforeAll');
    return chromium;
  };
}

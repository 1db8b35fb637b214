import { afterAll, beforeAll } from 'vitest';
// Launches Chromium the way these machines need it, with a fresh profile per launch. Which
// browser: scripts/prerequisites.ts (CHROMIUM_PATH, puppeteer's download, /usr/bin/chromium).
import puppeteer, { type Browser, type HTTPRequest, type KeyInput, type Page } from 'puppeteer';
import { DOUBLE_TAP_WINDOW_MS } from '../../layouts/mobile/shell/gesture-guard';
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

/**
 * A phone page: 390x844, touch, mobile layout forced by the query override. `browser` may be a
 * browser context (a second user with storage of its own).
 */
export async function openMobilePage(browser: Pick<Browser, 'newPage'>, baseUrl: string, path = '/'): Promise<Page> {
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

/**
 * Polls a check made outside the page (the server's outbox, a request log, the database) until
 * it holds, failing after `timeout` ms with `what` in the message. A check that asks the server
 * takes a longer `interval`.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeout = 20_000, interval = 50): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    // The polling interval of the loop, not a wait standing in for a condition.
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * The page's requests in flight, counted by the page's own request events. Puppeteer's
 * waitForNetworkIdle cannot serve: the entry shell's preloaded scripts report no end to it, so
 * it counts them in flight forever and never sees the page idle.
 */
export function trackRequests(page: Page) {
  const live = new Map<HTTPRequest, number>();
  let lastChange = Date.now();
  const end = (r: HTTPRequest) => {
    if (live.delete(r)) lastChange = Date.now();
  };
  page.on('request', (r) => {
    live.set(r, Date.now());
    lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  page.on('response', (r) => end(r.request()));
  return {
    /**
     * Resolves once no request started at or after `since` is in flight and none has started or
     * ended for `idleMs` (the requests a page starts after its first render, such as images and
     * the next list page, have landed).
     */
    idle: (since: number, idleMs = 400, timeout = 10_000) =>
      until(() => ![...live.values()].some((t) => t >= since) && Date.now() - lastChange >= idleMs, 'the page\'s requests to settle', timeout),
  };
}

/**
 * Waits until the mobile shell takes a tap again: its gesture guard drops a touch end within
 * DOUBLE_TAP_WINDOW_MS of the previous one (layouts/mobile/shell/gesture-guard.ts). The page's
 * own touch ends are recorded by a listener this installs (and keeps across navigations), so the
 * wait lasts what is left of the window after the last tap, not a fixed time.
 */
export async function waitTapAccepted(page: Page): Promise<void> {
  const installed = await page.evaluate(() => '__lastTouchEnd' in window);
  if (!installed) {
    const install = () => {
      const w = window as unknown as { __lastTouchEnd: number };
      w.__lastTouchEnd = Number.NEGATIVE_INFINITY;
      addEventListener('touchend', () => { w.__lastTouchEnd = Date.now(); }, { capture: true, passive: true });
    };
    await page.evaluateOnNewDocument(install);
    await page.evaluate(install);
  }
  await page.waitForFunction(
    (windowMs: number) => Date.now() - (window as unknown as { __lastTouchEnd: number }).__lastTouchEnd > windowMs,
    { polling: 'raf', timeout: 5_000 },
    DOUBLE_TAP_WINDOW_MS,
  );
}

/**
 * Taps `selector` once it is visible, has kept its place (a page sliding in moves it:
 * waitSettled) and the shell takes a tap again (waitTapAccepted).
 */
export async function tapWhenAccepted(page: Page, selector: string, timeout = 20_000): Promise<void> {
  const el = await page.waitForSelector(selector, { timeout, visible: true });
  if (!el) throw new Error(`no ${selector}`);
  await waitSettled(page, selector, timeout);
  await waitTapAccepted(page);
  await el.tap();
}

/** The TV's focused control: its data-focus-key, or null. */
export function focusedKey(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key') ?? null);
}

/**
 * Presses a remote key that moves the focus and waits until it has moved (the focused control's
 * data-focus-key changed), instead of sleeping after the press.
 */
export async function pressMovingFocus(page: Page, key: KeyInput, timeout = 5_000): Promise<void> {
  const before = await focusedKey(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (was: string | null) => {
      const now = document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key') ?? null;
      return now !== null && now !== was;
    },
    { timeout, polling: 'raf' },
    before,
  );
}

/**
 * Waits until a TV text field is (or is no longer) in typing mode: OK puts the caret in its
 * input (layouts/tv/components/text-field.tsx), an arrow moves on.
 */
export async function waitTyping(page: Page, typing: boolean, timeout = 5_000): Promise<void> {
  await page.waitForFunction(
    (want: boolean) => ['INPUT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? '') === want,
    { timeout, polling: 'raf' },
    typing,
  );
}

/**
 * Presses a key and waits until `uiState` (run in the page) reads differently: for a key whose
 * effect is not a focus move, e.g. Back that first hides the player's controls, then leaves.
 */
export async function pressChanging(page: Page, key: KeyInput, uiState: () => unknown, timeout = 5_000): Promise<void> {
  const before = JSON.stringify(await page.evaluate(uiState));
  await page.keyboard.press(key);
  await page.waitForFunction(`JSON.stringify((${uiState.toString()})()) !== ${JSON.stringify(before)}`, { timeout, polling: 'raf' });
}

/**
 * Resolves after the page has painted two more frames: what a render just put on screen has
 * had its effects run (React runs passive effects after the paint).
 */
export async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Waits until the input being typed in holds `text` (the typed keys have all landed). */
export async function waitTyped(page: Page, text: string, timeout = 5_000): Promise<void> {
  await page.waitForFunction((want: string) => (document.activeElement as HTMLInputElement | null)?.value === want, { timeout, polling: 'raf' }, text);
}

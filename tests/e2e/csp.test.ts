// Issue 8 point 8: the built client runs under the server's Content-Security-Policy with no
// violation: TV and mobile home, and a watch page that plays HLS through hls.js (its worker,
// blob: media) with the barrage socket connected; and another origin cannot frame it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { openMobilePage, openTvPage, sharedBrowser, until, withLayout } from './browser';
import { videoTime } from './watch-helpers';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1001';
const chromium = sharedBrowser();

/** Socket.io WebSocket handshakes that the server accepted (101), seen over the DevTools protocol. */
async function watchSockets(page: Page): Promise<string[]> {
  const opened: string[] = [];
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    if (e.response.status === 101) opened.push(e.requestId);
  });
  return opened;
}

/** Collects CSP violations reported by the page (event) and by the browser (console). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__cspViolation', (s: string) => seen.push(s));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

async function playsAndConnects(page: Page, sockets: string[]) {
  await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 1, { timeout: 40_000 });
  const t = await videoTime(page);
  await page.waitForFunction((x) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > x + 0.5, { timeout: 15_000 }, t);
  const src = await page.$eval('video[data-testid="video"]', (v) => (v as HTMLVideoElement).currentSrc);
  expect(src.startsWith('blob:')).toBe(true); // hls.js feeds MSE through a blob: URL
  await until(() => sockets.length > 0, 'the barrage socket', 10_000);
  expect(sockets.length).toBeGreaterThan(0); // the barrage socket got its WebSocket
}

describe('the client under the CSP', () => {
  it('serves the HTML shell with the CSP and the other security headers', async () => {
    const r = await fetch(`${base}/`);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('TV: home and a playing watch page report no violation', async () => {
    const page = await chromium().browser.newPage();
    const violations = await watchViolations(page);
    const sockets = await watchSockets(page);
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await playsAndConnects(page, sockets);
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);

  it('mobile: home and a playing watch page report no violation', async () => {
    const page = await openMobilePage(chromium().browser, base, '/__blank__');
    const violations = await watchViolations(page);
    const sockets = await watchSockets(page);
    await page.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="poster"]', { timeout: 30_000 });
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await playsAndConnects(page, sockets);
    expect(violations).toEqual([]);
    await page.close();
  }, 90_000);

  it('another origin cannot frame the app; the app may frame itself', async () => {
    const shell = await fetch(`${base}/`);
    expect(shell.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const page = await chromium().browser.newPage();
    /** Adds an iframe of `src` and answers where the child frame ended up (the app, or an error page). */
    const frameUrl = async (src: string) => {
      const child = page.waitForFrame((f) => f.parentFrame() === page.mainFrame() && /^(http|chrome-error)/.test(f.url()), { timeout: 15_000 });
      await page.evaluate((u) => {
        const f = document.createElement('iframe');
        f.src = u;
        document.body.appendChild(f);
      }, src);
      return (await child).url();
    };
    // Framed by a page of another origin (a plain server on another port, with no CSP of its
    // own that could be what blocks the frame): the browser refuses.
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<body>other site</body>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // Chromium shows its error page in place of a refused frame.
      expect(await frameUrl(`${base}/__blank__`)).toBe('chrome-error://chromewebdata/');
    } finally {
      other.close();
    }
    // Framed by the app's own origin: loads (the check above would see a framed app).
    await page.goto(`${base}/__blank__`, { waitUntil: 'domcontentloaded' });
    expect(await frameUrl(`${base}/__blank__`)).toBe(`${base}/__blank__`);
    await page.close();
  }, 60_000);

  it('a violation would be seen: an inline script on the page is blocked and reported', async () => {
    const page = await openTvPage(chromium().browser, base, '/__blank__');
    const violations = await watchViolations(page);
    await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.body.appendChild(s);
    });
    // The refusal is decided when the script is inserted; its report is what to wait for.
    await until(() => violations.some((v) => v.includes('script-src')), 'the script-src violation', 5_000);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false)).toBe(false);
    await page.close();
  }, 60_000);
});

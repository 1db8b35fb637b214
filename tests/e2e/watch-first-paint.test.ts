// Issue 14 point 6: the phone watch page's largest paint comes with the HTML. The shell the
// server sends for /watch?id= has the video's poster in its splash (server/http/first-paint.ts),
// in the box the player fills: once the poster's 600 px WebP is made, as a data URL of those
// very bytes (server/media/inline-image.ts), with the address the page's own poster asks for
// beside it, so the page's poster replaces it in place. Scripts off shows the shell alone;
// scripts on with the stream held back keeps the page's poster up (no frame to replace it).
// And a TV opened on a watch address shows the stream on a stage of its own until the page's
// surface takes the element (src/features/watch/start/cold-stage.ts, issue 14 point 2); the layout
// renders only once that frame is there (cold-start-gate.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withLayout, type LaunchedBrowser } from './browser';
import { boxOf, phonePage } from './first-paint-helpers';
import { loginDemo, storeUser } from './watch-helpers';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('opening the app on a watch address', () => {
  it("paints the video's poster from the HTML before any script runs, where and as the page's own poster", async () => {
    const shell = await phonePage(chromium.browser, { scripts: false });
    await shell.goto(withLayout(`${base}/watch?id=v1001`, 'mobile'), { waitUntil: 'load' });
    const seen = await boxOf(shell, '[data-testid="boot-poster"]');
    const address = seen.dataSrc ?? seen.src ?? '';
    expect(address).toMatch(/^\/media\/posters\/[\w-]+\.jpg\?w=600$/);
    // The page's address, as a phone's browser asks for it (this also makes the variant when no
    // earlier visit did, after which the shell carries it).
    const sized = Buffer.from(await (await fetch(base + address, { headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } })).arrayBuffer());
    await shell.goto(withLayout(`${base}/watch?id=v1001`, 'mobile'), { waitUntil: 'load' });
    const early = await boxOf(shell, '[data-testid="boot-poster"]');
    expect(early.loaded).toBe(true);
    expect(early.dataSrc).toBe(address);
    expect(early.src).toMatch(/^data:image\/webp;base64,/);
    expect(Buffer.from(early.src!.slice(early.src!.indexOf(',') + 1), 'base64').equals(sized)).toBe(true);

    const app = await phonePage(chromium.browser);
    // No stream: the page keeps its poster up instead of a first frame.
    await app.setRequestInterception(true);
    app.on('request', (r) => (new URL(r.url()).pathname.startsWith('/media/hls/') ? void r.abort() : void r.continue()));
    await app.goto(withLayout(`${base}/watch?id=v1001`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await app.waitForSelector('[data-testid="player-poster"]', { timeout: 20_000 });
    await app.waitForFunction(() => !document.getElementById('boot-splash'), { timeout: 20_000 });
    const page = await boxOf(app, '[data-testid="player-poster"]');
    expect(page.src).toBe(address);
    for (const k of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(page[k] - early[k])).toBeLessThanOrEqual(1);
    await shell.browserContext().close();
    await app.browserContext().close();
  }, 60_000);

  it('asks for the stream only once a poster that goes by address has painted (the splash-picture wait)', async () => {
    const app = await phonePage(chromium.browser);
    const url = withLayout(`${base}/watch?id=v1001`, 'mobile');
    // The shell as the server makes it, with the inline picture turned back into its address:
    // the form a first visitor gets before the poster's variant is made.
    const shell = await fetch(url, { headers: { 'user-agent': await app.browser().userAgent(), accept: 'text/html,image/webp,*/*;q=0.8' } });
    const html = (await shell.text()).replace(/src="data:image\/[^"]+" data-src="([^"]+)"/, 'src="$1"');
    expect(html).toMatch(/data-testid="boot-poster" src="\/media\/posters\//);
    await app.setRequestInterception(true);
    app.on('request', (r) => {
      if (r.isNavigationRequest()) {
        void r.respond({ status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': shell.headers.get('content-security-policy') ?? '' }, body: html });
      } else if (new URL(r.url()).pathname.startsWith('/media/posters/')) {
        // A slow image server: the picture arrives 300 ms after it was asked for.
        setTimeout(() => void r.continue(), 300);
      } else void r.continue();
    });
    await app.goto(url, { waitUntil: 'domcontentloaded' });
    await app.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('hls.light')), { timeout: 20_000 });
    const times = await app.evaluate(() => {
      const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const poster = res.find((e) => e.name.includes('/media/posters/'));
      const hls = res.find((e) => e.name.includes('hls.light'));
      return { posterEnd: poster?.responseEnd ?? -1, hlsStart: hls?.startTime ?? -1 };
    });
    expect(times.posterEnd).toBeGreaterThan(0);
    expect(times.hlsStart).toBeGreaterThanOrEqual(times.posterEnd);
    await app.browserContext().close();
  }, 60_000);

  it("TV cold start: the stream's element waits on its stage, the layout renders after its first frame, then it plays in the page, which took it", async () => {
    const page = await (await chromium.browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1920, height: 1080 });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __staged: boolean; __frameAt: number; __layoutAt: number };
      new MutationObserver((list) => {
        for (const m of list)
          for (const n of m.addedNodes) {
            if (!(n instanceof HTMLElement)) continue;
            if (n.dataset.testid === 'cold-stage') {
              const video = n.querySelector('video');
              w.__staged = !!video;
              video?.addEventListener('loadeddata', () => (w.__frameAt ??= performance.now()), { once: true });
            }
            if (n.parentElement?.id === 'root') w.__layoutAt ??= performance.now();
          }
      }).observe(document, { childList: true, subtree: true });
    });
    // The user is stored from a same-origin page that does not start the app.
    await page.goto(`${base}/robots.txt`);
    await storeUser(page, await loginDemo(base, 'vip_demo'));
    await page.goto(withLayout(`${base}/watch?id=v1001`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3, { timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="cold-stage"]'), { timeout: 5_000 });
    const state = await page.evaluate(() => {
      const w = window as unknown as { __staged?: boolean; __frameAt?: number; __layoutAt?: number };
      return {
        staged: w.__staged === true,
        layoutAfterFrame: w.__frameAt !== undefined && w.__layoutAt !== undefined && w.__layoutAt >= w.__frameAt,
        videos: document.querySelectorAll('video').length,
        inPage: !!document.getElementById('root')?.querySelector('video[data-testid="video"]'),
        splash: !!document.getElementById('boot-splash'),
      };
    });
    expect(state).toEqual({ staged: true, layoutAfterFrame: true, videos: 1, inPage: true, splash: false });
    await page.browserContext().close();
  }, 60_000);
});

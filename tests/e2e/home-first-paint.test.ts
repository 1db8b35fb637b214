// Issue 14 point 6: the phone home's largest paint comes with the HTML. The shell the server
// sends for / has the first banner slide's picture in its splash (server/http/first-paint.ts),
// in the slide's box and at the address the page's slide asks for, so the page's banner replaces
// it in place from the same cached image. Scripts off shows the shell alone. And the page's
// repaint of that picture is not reported as a later, larger paint than the splash's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withLayout, type LaunchedBrowser } from './browser';
import { boxOf, phonePage } from './first-paint-helpers';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('opening the phone home', () => {
  // The box is written in the theme's rem, which follows the width between its clamps.
  it.each([320, 390, 430])("paints the first banner slide before any script runs, where and as the page's own slide (%i px wide)", async (width) => {
    const shell = await phonePage(chromium.browser, { width, scripts: false });
    await shell.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'load' });
    const early = await boxOf(shell, '[data-testid="boot-banner"]');
    expect(early.loaded).toBe(true);
    expect(early.src).toMatch(/^\/media\/posters\/[\w-]+\.jpg\?w=600$/);

    const app = await phonePage(chromium.browser, { width });
    await app.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await app.waitForSelector('#root [data-testid="home-banner"] img', { timeout: 20_000 });
    const page = await boxOf(app, '#root [data-testid="home-banner"] img');
    expect(page.src).toBe(early.src);
    for (const k of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(page[k] - early[k])).toBeLessThanOrEqual(1.5);
    // It covers the slide (first-paint.ts: the page's repaint of the same picture is no larger paint).
    expect(early.width).toBeGreaterThan(page.width);
    expect(early.height).toBeGreaterThan(page.height);
    await shell.browserContext().close();
    await app.browserContext().close();
  }, 60_000);

  it("asks for the layout's and the page's files once the splash's picture has painted, not beside it", async () => {
    const shell = await phonePage(chromium.browser, { scripts: false });
    await shell.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'load' });
    const held = await shell.evaluate(() => {
      const template = document.querySelector<HTMLTemplateElement>('template#after-paint-hints');
      const inside = [...(template?.content.querySelectorAll('link[rel="modulepreload"]') ?? [])].map((l) => l.getAttribute('href') ?? '');
      const head = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? '');
      return { inside, head };
    });
    // The layout's and the page's files wait in the template; the entries' own are asked for at once.
    expect(held.inside.length).toBeGreaterThan(5);
    expect(held.head.length).toBeGreaterThan(0);
    expect(held.inside.filter((f) => held.head.includes(f))).toEqual([]);

    const app = await phonePage(chromium.browser);
    await app.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await app.waitForSelector('#root [data-testid="home-banner"] img', { timeout: 20_000 });
    const released = await app.evaluate(() => ({
      template: !!document.querySelector('template#after-paint-hints'),
      head: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href') ?? ''),
    }));
    expect(released.template).toBe(false);
    for (const f of held.inside) expect(released.head).toContain(f);
    await shell.browserContext().close();
    await app.browserContext().close();
  }, 60_000);

  it("keeps the splash's picture as the largest paint once the page has drawn its banner", async () => {
    const app = await phonePage(chromium.browser);
    await app.evaluateOnNewDocument(() => {
      const w = window as unknown as { __lcp: string[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) w.__lcp.push(e.element?.closest('#root, #boot-splash')?.id ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await app.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await app.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#root [data-testid="home-banner"] img');
      return !!img && img.complete && img.naturalWidth > 0 && !document.getElementById('boot-splash');
    }, { timeout: 20_000 });
    // Two frames for the page's paint to be reported.
    await app.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const entries = await app.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    expect(entries.at(-1)).toBe('boot-splash');
    await app.browserContext().close();
  }, 60_000);
});

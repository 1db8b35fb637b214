// The current engine's side of the bytes comparison, beside tests/bench/client/measure.ts
// initialJs (its scripts): the stylesheets today's Chromium fetches for the TV home until the
// first focused poster is painted. The legacy build has no stylesheet files (its chunks inject
// their CSS), so the old engine's JS is compared with the current engine's JS plus this.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer';
import { round } from '../client/measure';
import { TV_VIEWPORT } from './launch';
import { WATCH_FIRST_FOCUSED_POSTER } from './measure';

export async function currentEngineCss(browser: Browser, url: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(TV_VIEWPORT);
    await page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
    let painted = false;
    const pending: Promise<{ file: string; gzipBytes: number } | null>[] = [];
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (painted || !path.endsWith('.css')) return;
      pending.push(res.buffer().then((buf) => ({ file: path.replace(/^\//, ''), gzipBytes: gzipSync(buf, { level: 9 }).length }), () => null));
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.waitForFunction('(window.__firstFocusedPaint || 0) > 0', { timeout: 60_000, polling: 50 });
    painted = true;
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 10_000 }).catch(() => undefined);
    const files = (await Promise.all(pending)).filter((f) => f !== null).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      files: files.length,
      gzipKB: round(files.reduce((s, f) => s + f.gzipBytes, 0) / 1024, 1),
      list: files.map((f) => ({ file: f.file, gzipKB: round(f.gzipBytes / 1024, 1) })),
    };
  } finally {
    await context.close();
  }
}

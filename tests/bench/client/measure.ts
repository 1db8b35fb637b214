// The in-browser measurements of the client bench. Every figure is taken inside the page with
// performance.now() (navigation start = 0), so puppeteer's own latency never counts.
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, HTTPRequest, Page } from 'puppeteer';
import { emptyWatching, envelope, homePage, ROWS } from './home-fixture';

const TV_VIEWPORT = { width: 1920, height: 1080 };
const FOCUSED_POSTER = '.focused[data-testid="poster"]';

// The in-page scripts are plain strings: tsx compiles this file with keepNames, which wraps
// named functions in a helper that does not exist inside the page.

/** Installed before the app runs: the time of the first frame after a focused poster appears. */
const WATCH_FIRST_FOCUSED_POSTER = `(() => {
  const selector = ${JSON.stringify(FOCUSED_POSTER)};
  let seen = false;
  const obs = new MutationObserver(() => {
    if (seen || !document.querySelector(selector)) return;
    seen = true;
    obs.disconnect();
    requestAnimationFrame(() => { window.__firstFocusedPaint = performance.now(); });
  });
  const start = () => obs.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`;

async function newTvPage(browser: Browser, cpuRate: number): Promise<{ page: Page; cdp: CDPSession; close(): Promise<void> }> {
  // A fresh context per run: cold HTTP cache and storage, like a TV switched on.
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(TV_VIEWPORT);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
  return { page, cdp, close: () => context.close() };
}

async function firstFocusedPaint(page: Page, timeout = 60_000): Promise<number> {
  await page.waitForFunction('(window.__firstFocusedPaint || 0) > 0', { timeout, polling: 50 });
  return (await page.evaluate('window.__firstFocusedPaint')) as number;
}

export interface JsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What the browser received for it: the body as sent (compressed by the server or not) plus headers. */
  transferBytes: number;
  /** The Content-Encoding it came with ('' = none). */
  encoding: string;
  packages: string[];
}

/** Bytes received per URL (CDP's encodedDataLength: headers and body as they came over the wire). */
function watchTransfer(cdp: CDPSession): Promise<Map<string, { bytes: number; encoding: string }>> {
  const urls = new Map<string, { url: string; encoding: string }>();
  const received = new Map<string, { bytes: number; encoding: string }>();
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    urls.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = urls.get(e.requestId);
    if (r) received.set(new URL(r.url).pathname, { bytes: e.encodedDataLength, encoding: r.encoding });
  });
  return cdp.send('Network.enable').then(() => received);
}

/**
 * (a) Every script fetched until the first focused poster is painted: gzipped at level 9 here,
 * and as the browser received it from the server (transferBytes).
 */
export async function initialJs(browser: Browser, url: string, packagesByFile: Record<string, string[]>, piecesByFile: Record<string, Record<string, number>> = {}) {
  const { page, cdp, close } = await newTvPage(browser, 1);
  try {
    const transfer = await watchTransfer(cdp);
    const pending: Promise<Omit<JsFile, 'transferBytes' | 'encoding'> | null>[] = [];
    let painted = false;
    page.on('response', (res) => {
      if (painted) return;
      const req = res.request();
      const path = new URL(res.url()).pathname;
      if (req.resourceType() !== 'script' && !path.endsWith('.js')) return;
      pending.push(
        res.buffer().then(
          (buf) => {
            const file = path.replace(/^\//, '');
            return { file, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, packages: packagesByFile[file] ?? [] };
          },
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await firstFocusedPaint(page);
    painted = true;
    // Loading finishes after the response event that queued the body: wait for every script's.
    await page.waitForNetworkIdle({ idleTime: 200, timeout: 10_000 }).catch(() => undefined);
    const files: JsFile[] = (await Promise.all(pending))
      .filter((f) => f !== null)
      .map((f) => ({ ...f, transferBytes: transfer.get(`/${f.file}`)?.bytes ?? NaN, encoding: transfer.get(`/${f.file}`)?.encoding ?? '' }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipTotal = files.reduce((s, f) => s + f.gzipBytes, 0);
    const transferTotal = files.reduce((s, f) => s + f.transferBytes, 0);
    const hlsFiles = files.filter((f) => f.packages.includes('hls.js')).map((f) => f.file);
    return {
      files, gzipBytes: gzipTotal, gzipKB: round(gzipTotal / 1024, 1), rawKB: round(files.reduce((s, f) => s + f.bytes, 0) / 1024, 1),
      transferKB: round(transferTotal / 1024, 1), encodings: [...new Set(files.map((f) => f.encoding || 'none'))],
      largestPieces: largestPieces(files, piecesByFile, 5), hlsJsLoaded: hlsFiles.length > 0, hlsFiles,
    };
  } finally {
    await close();
  }
}

/**
 * The pieces (packages, and our own code as one) with the most gzip bytes in the initial JS.
 * A file's gzip bytes are shared among its pieces by their rendered bytes: an estimate, since
 * gzip does not compress every piece equally, but it ranks them and sums to the measured total.
 */
export function largestPieces(files: Omit<JsFile, 'transferBytes' | 'encoding'>[], piecesByFile: Record<string, Record<string, number>>, count: number) {
  const gzipByPiece = new Map<string, number>();
  for (const f of files) {
    const pieces = Object.entries(piecesByFile[f.file] ?? { '(unknown)': 1 });
    const rendered = pieces.reduce((s, [, n]) => s + n, 0) || 1;
    for (const [piece, n] of pieces) gzipByPiece.set(piece, (gzipByPiece.get(piece) ?? 0) + (f.gzipBytes * n) / rendered);
  }
  return [...gzipByPiece]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([piece, bytes]) => ({ piece, gzipKB: round(bytes / 1024, 1) }));
}

/** (b) Navigation start to the frame after the first focused poster, at a CPU throttle rate. */
export async function timeToFocusedPoster(browser: Browser, url: string, cpuRate: number, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { page, close } = await newTvPage(browser, cpuRate);
    try {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      samples.push(round(await firstFocusedPaint(page, 120_000), 1));
    } finally {
      await close();
    }
  }
  return { cpuThrottle: cpuRate, runs, medianMs: median(samples), samplesMs: samples };
}

/** Installed in the page: keydown (capture) -> the frame after the focused element changed. */
const KEY_LATENCY_PROBE = `(() => {
  window.__keyLatencies = [];
  window.__keyPending = false;
  const focusedKey = () => { const el = document.querySelector('.focused'); return el ? el.getAttribute('data-focus-key') : null; };
  window.addEventListener('keydown', () => {
    const t0 = performance.now();
    const before = focusedKey();
    window.__keyPending = true;
    const obs = new MutationObserver(() => {
      if (focusedKey() === before) return;
      obs.disconnect();
      requestAnimationFrame(() => {
        window.__keyLatencies.push(performance.now() - t0);
        window.__keyPending = false;
      });
    });
    obs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  }, true);
})();`;

export interface BigHomeOptions {
  posterFiles: readonly string[];
  rightPressesPerRow: number;
}

/** (c) and (d): key press latency on a 20 x 40 home at 4x CPU, then the heap after every row. */
export async function bigHome(browser: Browser, url: string, opts: BigHomeOptions) {
  const { page, cdp, close } = await newTvPage(browser, 4);
  try {
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      const u = new URL(req.url());
      const path = u.pathname.toLowerCase();
      if (path === '/api/home/getrecommend') {
        const pageNo = Number(u.searchParams.get('page') ?? '1');
        const size = Number(u.searchParams.get('pageSize') ?? '10');
        void req.respond({ status: 200, contentType: 'application/json; charset=utf-8', body: envelope(homePage(pageNo, size, opts.posterFiles)) });
      } else if (path === '/api/home/getwatchinglist') {
        void req.respond({ status: 200, contentType: 'application/json; charset=utf-8', body: envelope(emptyWatching()) });
      } else {
        void req.continue();
      }
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await firstFocusedPaint(page, 120_000);
    await page.evaluate(KEY_LATENCY_PROBE);

    const focused = async () => (await page.evaluate("(document.querySelector('.focused') || { getAttribute: () => '' }).getAttribute('data-focus-key') || ''")) as string;
    const press = async (key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown') => {
      const before = await focused();
      await page.keyboard.press(key);
      await page.waitForFunction(
        `!window.__keyPending && ((document.querySelector('.focused') || { getAttribute: () => '' }).getAttribute('data-focus-key') || '') !== ${JSON.stringify(before)}`,
        { timeout: 15_000, polling: 'raf' },
      );
      // A remote's repeat is ~100-200 ms; let the page settle as it would between presses.
      await new Promise((r) => setTimeout(r, 60));
    };

    const rowsVisited = new Set<number>();
    // Focus keys carry data ids, not positions: the row is the focused poster's list cell.
    const focusedRow = async () => (await page.evaluate("Number((document.querySelector('.focused') && document.querySelector('.focused').closest('.vlist-cell') || { getAttribute: () => -1 }).getAttribute('data-index'))")) as number;
    rowsVisited.add(await focusedRow());
    let stuck: string | null = null;
    for (let r = 0; r < ROWS; r++) {
      // Down lands on the next row's remembered (first) poster, so every row is walked rightwards.
      const dir = 'ArrowRight';
      for (let i = 0; i < opts.rightPressesPerRow; i++) {
        try {
          await press(dir);
        } catch {
          stuck = `${dir} did not move focus from ${await focused()}`;
          break;
        }
      }
      if (stuck || r === ROWS - 1) break;
      try {
        await press('ArrowDown');
      } catch {
        stuck = `ArrowDown did not move focus from ${await focused()}`;
        break;
      }
      rowsVisited.add(await focusedRow());
    }
    const latencies = (await page.evaluate('window.__keyLatencies')) as number[];
    const rendered = (await page.evaluate(`document.querySelectorAll('[data-testid="poster"]').length`)) as number;

    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    return {
      keyLatency: {
        cpuThrottle: 4,
        presses: latencies.length,
        p50Ms: round(percentile(latencies, 50), 1),
        p95Ms: round(percentile(latencies, 95), 1),
        maxMs: round(Math.max(...latencies), 1),
        rowsVisited: rowsVisited.size,
        stuck,
      },
      heap: { jsHeapUsedMB: round(heap / 2 ** 20, 2), rowsVisited: rowsVisited.size, postersInDom: rendered },
    };
  } finally {
    await close();
  }
}

export function median(xs: number[]): number {
  return percentile(xs, 50);
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const idx = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[idx];
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

// The in-browser measurements of the old-engine bench, on Chromium 64/69 under puppeteer-legacy.
// As in tests/bench/client/measure.ts every time is taken inside the page with performance.now()
// (navigation start = 0), so puppeteer's latency never counts. The in-page scripts are ES5 text:
// the old engine parses them (and tsx's keepNames helper does not exist in the page).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, InterceptedRequest, Page } from 'puppeteer-legacy';
import type { OldEngine } from '../../../scripts/old-engines';
import { emptyWatching, envelope, homePage, ROWS } from '../client/home-fixture';
import { median, percentile, round } from '../client/measure';
import { launchOldEngine, newOldTvPage } from './launch';

const FOCUSED_POSTER = '[data-testid="poster"].focused';

/**
 * Installed before the app runs: when a focused poster is first in the DOM
 * (__firstFocusedPoster, the MutationObserver callback after the mutation that put it there) and
 * the first animation frame after that (__firstFocusedPaint).
 */
export const WATCH_FIRST_FOCUSED_POSTER = `(function () {
  var selector = ${JSON.stringify(FOCUSED_POSTER)};
  var seen = false;
  var obs = new MutationObserver(function () {
    if (seen || !document.querySelector(selector)) return;
    seen = true;
    window.__firstFocusedPoster = performance.now();
    obs.disconnect();
    requestAnimationFrame(function () { window.__firstFocusedPaint = performance.now(); });
  });
  function start() { obs.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] }); }
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`;

/**
 * The start advert (src/features/start-ad) takes the focus a few seconds after a cold start and
 * gives it back when its countdown ends: a key pressed meanwhile moves nothing on the home. The
 * walk starts as if one had been shown a minute ago ("a start within 10 minutes of the last ad
 * shows none").
 */
const NO_START_AD = `(function () { try { localStorage.setItem('startAdShownAt', String(Date.now() - 60000)); } catch (e) { /* no storage */ } })();`;

/** Resource timing keeps 150 entries by default; the legacy build alone fetches ~70 scripts. */
const KEEP_RESOURCE_TIMING = '(function () { if (performance.setResourceTimingBufferSize) performance.setResourceTimingBufferSize(5000); })();';

/** pathname -> when it was asked for (ms after navigation start), from resource timing. */
const REQUESTED_AT = `(function () {
  var out = {};
  var list = performance.getEntriesByType('resource');
  for (var i = 0; i < list.length; i++) {
    var a = document.createElement('a');
    a.href = list[i].name;
    if (!(a.pathname in out)) out[a.pathname] = list[i].startTime;
  }
  return out;
})()`;

/**
 * What the page booted into the TV home: the legacy build (SystemJS, no modern flag), the middle
 * tier (the modern chunks' copies in assets/mid/, scripts/vite-plugins/vite-plugin-middle-tier.ts)
 * or the modern chunks.
 */
const BOOT_STATE = `(function () {
  var nav = performance.getEntriesByType('navigation')[0];
  return {
    legacyBuild: !!window.System && !window.__vite_is_modern_browser,
    tier: window.System ? 'legacy' : document.querySelector('script[src*="/assets/mid/"]') ? 'middle' : 'modern',
    tvHome: !!document.querySelector('.tv-page[data-page=Home]'),
    domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : -1,
    firstFocusedPosterMs: window.__firstFocusedPoster,
    frameAfterMs: window.__firstFocusedPaint
  };
})()`;

/** The canary's SyntaxErrors (modern entry, detection script): how the legacy build gets chosen. */
const EXPECTED_ERROR = /^pageerror: (Error: )?SyntaxError: Unexpected token \{$/;

export function splitErrors(errors: string[]) {
  const unexpected = errors.filter((e) => !EXPECTED_ERROR.test(e));
  return { expectedCanarySyntaxErrors: errors.length - unexpected.length, unexpected };
}

export type Tier = 'legacy' | 'middle' | 'modern';

interface BootState {
  legacyBuild: boolean;
  tier: Tier;
  tvHome: boolean;
  domContentLoadedMs: number;
  firstFocusedPosterMs: number;
  frameAfterMs: number;
}

/**
 * Polls an ES5 expression by Runtime.evaluate until it is truthy. Not page.waitForFunction or
 * waitForSelector: puppeteer-legacy builds their predicate with `new Function` in the page, and
 * Chromium 64 refuses that under the app's CSP (no 'unsafe-eval'; Chromium 69 allows it). The
 * figures are taken in the page, so the polling's own delay never counts.
 */
async function poll(page: Page, expression: string, timeout: number, intervalMs: number, what: string): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    const ok = await page.evaluate<boolean>(`!!(${expression})`).catch((e: Error) => {
      // A navigation between two polls: ask the new document next time.
      if (/context/i.test(e.message)) return false;
      throw e;
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

async function waitFirstFocusedPaint(page: Page, timeout: number): Promise<BootState> {
  await poll(page, '(window.__firstFocusedPaint || 0) > 0', timeout, 50, 'the first focused poster');
  return page.evaluate<BootState>(BOOT_STATE);
}

/** A busy loop's time in the page: the throttle check compares it at the bench's rate and at 1x. */
const BUSY = '(function () { var t = performance.now(); var x = 0; for (var i = 0; i < 2e7; i++) x += i; return x > 0 ? performance.now() - t : 0; })()';

/**
 * Navigation start to the first focused poster on a cold TV home, `runs` times, each in a new
 * browser process with an empty profile (cold HTTP cache, storage and code cache).
 */
export async function coldStart(engine: OldEngine, url: string, cpuRate: number, runs: number, userAgentOverride?: string) {
  const present: number[] = [];
  const frameAfter: number[] = [];
  const dcl: number[] = [];
  const perRun: { legacyBuild: boolean; tier: Tier; tvHome: boolean; errors: string[] }[] = [];
  const throttleRatios: number[] = [];
  let userAgent = '';
  let chromeVersion = '';
  for (let i = 0; i < runs; i++) {
    const run = await launchOldEngine(engine);
    try {
      chromeVersion = await run.browser.version();
      const tv = await newOldTvPage(run, cpuRate, userAgentOverride);
      userAgent = tv.userAgent;
      await tv.page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
      await tv.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      let state: BootState;
      try {
        state = await waitFirstFocusedPaint(tv.page, 120_000);
      } catch (e) {
        throw new Error(`${engine} run ${i + 1}: no focused poster (${(e as Error).message}); page errors: ${JSON.stringify(tv.errors)}`);
      }
      present.push(round(state.firstFocusedPosterMs, 1));
      frameAfter.push(round(state.frameAfterMs, 1));
      dcl.push(round(state.domContentLoadedMs, 1));
      perRun.push({ legacyBuild: state.legacyBuild, tier: state.tier, tvHome: state.tvHome, errors: tv.errors.slice() });
      // The throttle held through the navigation: a loop at the bench's rate, then at 1x.
      const throttled = await tv.page.evaluate<number>(BUSY);
      await tv.throttle.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      throttleRatios.push(round(throttled / Math.min(await tv.page.evaluate<number>(BUSY), await tv.page.evaluate<number>(BUSY)), 2));
    } finally {
      await run.close();
    }
  }
  const allErrors = perRun.flatMap((r) => r.errors);
  return {
    engine: chromeVersion,
    userAgent,
    cpuThrottle: cpuRate,
    runs,
    cache: 'cold: a new browser process with an empty --user-data-dir per run',
    medianMs: median(present),
    samplesMs: present,
    frameAfter: { medianMs: median(frameAfter), samplesMs: frameAfter },
    domContentLoaded: { medianMs: median(dcl), samplesMs: dcl },
    throttleCheck: { note: 'a busy loop after each run: time at the bench rate / at 1x (the 1x loop shares the CPU with the machine: noisy when the load is high)', ratios: throttleRatios },
    legacyBuildEveryRun: perRun.every((r) => r.legacyBuild),
    tiers: [...new Set(perRun.map((r) => r.tier))],
    tvHomeEveryRun: perRun.every((r) => r.tvHome),
    pageErrors: { ...splitErrors(allErrors), perRun: perRun.map((r) => r.errors) },
  };
}

interface Fetched {
  file: string;
  status: number;
  /** CDP's encodedDataLength: headers and body as they came over the wire. */
  transferBytes: number;
  encoding: string;
  bytes: number;
  gzipBytes: number;
  /** Body from the built folder: CDP kept none (a prefetch's, a worker's). */
  bodyFromDisk: boolean;
}

/** Network requests of one page from its own CDP session, with a "quiet for idleMs" wait. */
async function watchNetwork(session: CDPSession) {
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  const responses = new Map<string, { url: string; status: number; encoding: string }>();
  const finished = new Map<string, number>();
  session.on('Network.requestWillBeSent', (e: { requestId: string }) => {
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  session.on('Network.responseReceived', (e: { requestId: string; response: { url: string; status: number; headers: Record<string, string> } }) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    responses.set(e.requestId, { url: e.response.url, status: e.response.status, encoding: headers['content-encoding'] ?? '' });
  });
  session.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    finished.set(e.requestId, e.encodedDataLength);
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  session.on('Network.loadingFailed', (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  await session.send('Network.enable');
  return {
    async idle(idleMs: number, maxMs: number) {
      const until = Date.now() + maxMs;
      while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastActivity < idleMs)) await new Promise((r) => setTimeout(r, 50));
    },
    /** Every finished .js/.css response (once per file), its body gzipped at level 9 here. */
    async scriptsAndStyles(clientDir: string): Promise<Fetched[]> {
      const out = new Map<string, Fetched>();
      for (const [id, r] of responses) {
        const file = new URL(r.url).pathname.replace(/^\//, '');
        if (!/\.(js|css)$/.test(file) || !finished.has(id) || out.has(file)) continue;
        const body = await session.send<{ body: string; base64Encoded: boolean }>('Network.getResponseBody', { requestId: id }).catch(() => null);
        let buf = body ? Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
        const bodyFromDisk = buf.length === 0 && existsSync(join(clientDir, file));
        if (bodyFromDisk) buf = readFileSync(join(clientDir, file));
        out.set(file, { file, status: r.status, transferBytes: finished.get(id) ?? NaN, encoding: r.encoding, bytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length, bodyFromDisk });
      }
      return [...out.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    },
  };
}

type Timed = Fetched & { requestedMs: number | null; beforeFirstFocusedPoster: boolean };

function sum(files: Fetched[]) {
  return {
    files: files.length,
    gzipKB: round(files.reduce((s, f) => s + f.gzipBytes, 0) / 1024, 1),
    rawKB: round(files.reduce((s, f) => s + f.bytes, 0) / 1024, 1),
    transferKB: round(files.reduce((s, f) => s + f.transferBytes, 0) / 1024, 1),
  };
}

/** Totals of a group of files: all of them, and those asked for before the first focused poster. */
function group(files: Timed[], withList = true) {
  const early = files.filter((f) => f.beforeFirstFocusedPoster);
  return {
    ...sum(files),
    untilFirstFocusedPoster: sum(early),
    afterwards: sum(files.filter((f) => !f.beforeFirstFocusedPoster)),
    ...(withList
      ? {
          list: files.map((f) => ({
            file: f.file, gzipKB: round(f.gzipBytes / 1024, 1), transferKB: round(f.transferBytes / 1024, 1), encoding: f.encoding || 'none',
            requestedMs: f.requestedMs === null ? null : round(f.requestedMs, 0), ...(f.bodyFromDisk ? { bodyFromDisk: true } : {}),
          })),
        }
      : {}),
  };
}

/** What the built HTML names: the modern entry and its modulepreloads, the legacy (nomodule) scripts. */
export function htmlScripts(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1] ?? '';
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return {
    moduleEntry: tags.filter((t) => /type="module"/.test(t) && /\ssrc=/.test(t)).map((t) => attr(t, 'src')),
    modulePreload: tags.filter((t) => /rel="modulepreload"/.test(t)).map((t) => attr(t, 'href')),
    legacy: tags.filter((t) => /nomodule/.test(t)).map((t) => attr(t, 'src') || attr(t, 'data-src')).filter(Boolean),
    stylesheets: tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, 'href')),
  };
}

/**
 * Every script and stylesheet of a cold TV home load on the old engine, until the first focused
 * poster is painted and then the network has been quiet for a second (the home's idle-time
 * warmups included), split into the legacy chunks it runs, the polyfills, the modern chunks it
 * fetched but cannot run, files both builds share (assets such as hls.js's worker), and CSS.
 * Each file is also marked by whether it was asked for before the first focused poster.
 */
export async function coldLoadBytes(engine: OldEngine, url: string, cpuRate: number, build: { clientDir: string; chunks: ReadonlySet<string> }, userAgentOverride?: string) {
  const run = await launchOldEngine(engine);
  try {
    const tv = await newOldTvPage(run, cpuRate, userAgentOverride);
    const net = await watchNetwork(await tv.page.target().createCDPSession());
    await tv.page.evaluateOnNewDocument(KEEP_RESOURCE_TIMING);
    await tv.page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
    await tv.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const state = await waitFirstFocusedPaint(tv.page, 120_000);
    await net.idle(1_000, 15_000);
    const requestedAt = await tv.page.evaluate<Record<string, number>>(REQUESTED_AT);
    const files: Timed[] = (await net.scriptsAndStyles(build.clientDir)).map((f) => {
      const at = requestedAt[`/${f.file}`];
      const requestedMs = typeof at === 'number' ? at : null;
      return { ...f, requestedMs, beforeFirstFocusedPoster: requestedMs !== null && requestedMs <= state.frameAfterMs };
    });
    const js = files.filter((f) => f.file.endsWith('.js'));
    const isLegacy = (f: Fetched) => /-legacy[-.]/.test(f.file);
    const polyfills = js.filter((f) => /polyfills-legacy/.test(f.file));
    const legacy = js.filter((f) => isLegacy(f) && !polyfills.includes(f));
    const isMiddle = (f: Fetched) => f.file.startsWith('assets/mid/');
    const middlePolyfills = js.filter((f) => isMiddle(f) && /\/polyfills-mid-/.test(f.file));
    const middle = js.filter((f) => isMiddle(f) && !middlePolyfills.includes(f));
    const modern = js.filter((f) => !isLegacy(f) && build.chunks.has(f.file));
    const shared = js.filter((f) => !isLegacy(f) && !isMiddle(f) && !build.chunks.has(f.file));
    const css = files.filter((f) => f.file.endsWith('.css'));
    return {
      engine: await run.browser.version(),
      legacyBuild: state.legacyBuild,
      tier: state.tier,
      firstFocusedPosterFrameMs: round(state.frameAfterMs, 1),
      legacyAndPolyfills: { ...group([...legacy, ...polyfills], false), legacyChunks: group(legacy), polyfills: group(polyfills) },
      middleTier: { ...group([...middle, ...middlePolyfills], false), chunks: group(middle), polyfills: group(middlePolyfills) },
      modernFetchedUnused: group(modern),
      sharedAssets: { ...group(shared), note: 'JS that is no chunk of either build (hls.js worker: ES5, runs on both)' },
      css: { ...group(css), note: 'stylesheets fetched as files; the legacy chunks carry their CSS inside the JS (SystemJS chunks inject it)' },
      allJs: group(js, false),
      allJsAndCss: group(files, false),
      pageErrors: splitErrors(tv.errors),
    };
  } finally {
    await run.close();
  }
}

/** keydown (capture) -> the frame after the focused element changed; as tests/bench/client/measure.ts, in ES5. */
const KEY_LATENCY_PROBE = `(function () {
  window.__keyLatencies = [];
  window.__keyPending = false;
  function focusedKey() { var el = document.querySelector('.focused'); return el ? el.getAttribute('data-focus-key') : null; }
  window.addEventListener('keydown', function () {
    var t0 = performance.now();
    var before = focusedKey();
    window.__keyPending = true;
    var obs = new MutationObserver(function () {
      if (focusedKey() === before) return;
      obs.disconnect();
      requestAnimationFrame(function () {
        window.__keyLatencies.push(performance.now() - t0);
        window.__keyPending = false;
      });
    });
    obs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'], childList: true });
  }, true);
})();`;

const FOCUSED_KEY = "((document.querySelector('.focused') || { getAttribute: function () { return ''; } }).getAttribute('data-focus-key') || '')";
const FOCUSED_ROW = "Number(((document.querySelector('.focused') && document.querySelector('.focused').closest('.vlist-cell')) || { getAttribute: function () { return -1; } }).getAttribute('data-index'))";

/**
 * Key press latency and the heap, as the client bench takes them on the current engine: the
 * 20 x 40 home of tests/bench/client/home-fixture.ts (the home API intercepted), walked by
 * remote: `rightPressesPerRow` ArrowRight on each row, then ArrowDown to the next, every row.
 * Then a forced GC and the JS heap.
 */
export async function keyLatencyAndHeap(engine: OldEngine, url: string, cpuRate: number, opts: { posterFiles: readonly string[]; rightPressesPerRow: number }) {
  const run = await launchOldEngine(engine);
  try {
    const tv = await newOldTvPage(run, cpuRate);
    const { page, throttle } = tv;
    await page.setRequestInterception(true);
    page.on('request', (req: InterceptedRequest) => {
      const u = new URL(req.url());
      const path = u.pathname.toLowerCase();
      const json = (body: string) => req.respond({ status: 200, contentType: 'application/json; charset=utf-8', body }).catch(() => undefined);
      if (path === '/api/home/getrecommend') {
        void json(envelope(homePage(Number(u.searchParams.get('page') ?? '1'), Number(u.searchParams.get('pageSize') ?? '10'), opts.posterFiles)));
      } else if (path === '/api/home/getwatchinglist') {
        void json(envelope(emptyWatching()));
      } else {
        void req.continue().catch(() => undefined);
      }
    });
    await page.evaluateOnNewDocument(NO_START_AD);
    await page.evaluateOnNewDocument(WATCH_FIRST_FOCUSED_POSTER);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    const boot = await waitFirstFocusedPaint(page, 120_000);
    await page.evaluate(KEY_LATENCY_PROBE);

    const focused = () => page.evaluate<string>(FOCUSED_KEY);
    const press = async (key: 'ArrowRight' | 'ArrowDown') => {
      const before = await focused();
      await page.keyboard.press(key);
      await poll(page, `!window.__keyPending && ${FOCUSED_KEY} !== ${JSON.stringify(before)}`, 15_000, 16, `${key} to move focus`);
      // A remote's repeat is ~100-200 ms; let the page settle as it would between presses.
      await new Promise((r) => setTimeout(r, 60));
    };

    const rowsVisited = new Set<number>([await page.evaluate<number>(FOCUSED_ROW)]);
    let stuck: string | null = null;
    let rightPresses = 0;
    let downPresses = 0;
    for (let r = 0; r < ROWS && !stuck; r++) {
      for (let i = 0; i < opts.rightPressesPerRow; i++) {
        try {
          await press('ArrowRight');
          rightPresses++;
        } catch {
          stuck = `ArrowRight did not move focus from ${await focused()}`;
          break;
        }
      }
      if (stuck || r === ROWS - 1) break;
      try {
        await press('ArrowDown');
        downPresses++;
      } catch {
        stuck = `ArrowDown did not move focus from ${await focused()}`;
        break;
      }
      rowsVisited.add(await page.evaluate<number>(FOCUSED_ROW));
    }
    const latencies = await page.evaluate<number[]>('window.__keyLatencies');
    const postersInDom = await page.evaluate<number>(`document.querySelectorAll('[data-testid="poster"]').length`);

    await throttle.send('HeapProfiler.enable');
    await throttle.send('HeapProfiler.collectGarbage');
    const usage = await throttle.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage').catch(() => null);
    await throttle.send('Performance.enable');
    const { metrics } = await throttle.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
    const jsHeapUsed = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    const perfMemory = await page.evaluate<number>('performance.memory ? performance.memory.usedJSHeapSize : -1');

    // The throttle held: the same loop at the bench's rate and at 1x.
    const throttled = await page.evaluate<number>(BUSY);
    await throttle.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const full = Math.min(await page.evaluate<number>(BUSY), await page.evaluate<number>(BUSY));

    return {
      startAd: 'suppressed (startAdShownAt set a minute back): it would take the focus mid-walk',
      boot: { legacyBuild: boot.legacyBuild, tvHome: boot.tvHome, firstFocusedPosterMs: round(boot.firstFocusedPosterMs, 1) },
      keyLatency: {
        cpuThrottle: cpuRate,
        presses: latencies.length,
        arrowRight: rightPresses,
        arrowDown: downPresses,
        p50Ms: round(percentile(latencies, 50), 1),
        p95Ms: round(percentile(latencies, 95), 1),
        maxMs: round(Math.max(...latencies), 1),
        rowsVisited: rowsVisited.size,
        stuck,
      },
      heap: {
        jsHeapUsedMB: round(jsHeapUsed / 2 ** 20, 2),
        source: 'CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage (as the client bench)',
        runtimeGetHeapUsageMB: usage ? round(usage.usedSize / 2 ** 20, 2) : null,
        performanceMemoryUsedMB: perfMemory >= 0 ? round(perfMemory / 2 ** 20, 2) : null,
        rowsVisited: rowsVisited.size,
        postersInDom,
      },
      throttleCheck: { loopMsThrottled: round(throttled, 1), loopMsAt1x: round(full, 1), ratio: round(throttled / full, 2) },
      pageErrors: splitErrors(tv.errors),
    };
  } finally {
    await run.close();
  }
}

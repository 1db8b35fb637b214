// Player bench (`npm run bench -- player`): how fast /watch shows its first video frame on the
// built client and the reference server, in headless Chromium with CDP CPU throttling.
//  (a) navigation start -> first frame, TV layout (1920x1080) and mobile layout (390x844), at
//      1x and 4x CPU, median of N runs (a fresh browser context each: cold cache and storage).
//      First frame = the first requestVideoFrameCallback of the <video>; where that API is
//      missing, the first 'playing'/'timeupdate' with currentTime > 0 (the method is reported).
//  (b) hls.js is loaded only on this route: its chunk is fetched on /watch and not on home.
//  (c) hls.js transmuxes in its worker: the worker script is fetched and a worker started.
// The VIP demo user is stored before the app starts so no insert advert holds playback back.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer';
import { startServer } from '../../server/app';
import { benchSecret } from './bench-secret';
import { ensureDemoMedia } from '../../server/media';
import { VIDEOS } from '../../server/db/seed-data';
import { launchBrowser } from '../e2e/browser';
import { buildClient, type BuiltClient } from './client/build-client';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Layout = 'tv' | 'mobile';
const VIEWPORTS: Record<Layout, { width: number; height: number; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number }> = {
  tv: { width: 1920, height: 1080 },
  mobile: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

// Plain strings: tsx compiles this file with keepNames, whose helper does not exist in the page.
const WATCH_FIRST_FRAME = `(() => {
  const done = (t, how) => { if (!window.__firstFrame) window.__firstFrame = { t, how }; };
  const hook = (v) => {
    if (v.__benchHooked) return;
    v.__benchHooked = true;
    if (typeof v.requestVideoFrameCallback === 'function') {
      v.requestVideoFrameCallback((now) => done(performance.now(), 'requestVideoFrameCallback'));
    } else {
      const on = () => { if (v.currentTime > 0) done(performance.now(), 'playing/timeupdate'); };
      v.addEventListener('playing', on);
      v.addEventListener('timeupdate', on);
    }
  };
  const scan = () => { const v = document.querySelector('video'); if (v) hook(v); };
  const start = () => { scan(); new MutationObserver(scan).observe(document.documentElement, { subtree: true, childList: true }); };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
})();`;

interface Login {
  token: { uid: number; gid: number; sign: string; expire: number };
  [k: string]: unknown;
}

async function loginVip(base: string): Promise<Login> {
  const r = await fetch(`${base}/api/Login/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'vip_demo', password: 'demo1234' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: Login };
  if (env.ret !== 200) throw new Error(`vip_demo login failed: ${env.ret} ${env.msg}`);
  return env.data;
}

interface Visit {
  page: Page;
  scripts: string[];
  close(): Promise<void>;
}

/** A fresh context with the VIP user stored, CPU throttled; records every script URL fetched. */
async function open(browser: Browser, layout: Layout, cpuRate: number, user: Login): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (layout === 'mobile') await page.setUserAgent(MOBILE_UA);
  await page.setViewport(VIEWPORTS[layout]);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.evaluateOnNewDocument(`try { localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))}); } catch (e) {}`);
  await page.evaluateOnNewDocument(WATCH_FIRST_FRAME);
  const scripts: string[] = [];
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (p.endsWith('.js') || req.resourceType() === 'script') scripts.push(p.replace(/^\//, ''));
  });
  return { page, scripts, close: () => context.close() };
}

async function firstFrame(page: Page, timeout = 90_000): Promise<{ t: number; how: string }> {
  await page.waitForFunction('!!window.__firstFrame', { timeout, polling: 50 });
  return (await page.evaluate('window.__firstFrame')) as { t: number; how: string };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (v: number, d = 0) => Math.round(v * 10 ** d) / 10 ** d;

async function timeToFirstFrame(browser: Browser, base: string, watchPath: string, layout: Layout, cpuRate: number, runs: number, user: Login) {
  const samples: number[] = [];
  const methods = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const v = await open(browser, layout, cpuRate, user);
    try {
      await v.page.goto(`${base}${watchPath}&layout=${layout}`, { waitUntil: 'domcontentloaded' });
      const f = await firstFrame(v.page);
      samples.push(round(f.t, 1));
      methods.add(f.how);
    } finally {
      await v.close();
    }
  }
  return { medianMs: round(median(samples), 1), samplesMs: samples, method: [...methods].join(', ') };
}

/** Which scripts home and /watch fetch, and whether the hls.js worker ran on /watch. */
async function routeLoading(browser: Browser, base: string, watchPath: string, layout: Layout, built: BuiltClient, user: Login) {
  const hlsChunks = Object.entries(built.packagesByFile).filter(([, pkgs]) => pkgs.includes('hls.js')).map(([f]) => f);
  const home = await open(browser, layout, 1, user);
  let homeScripts: string[];
  try {
    await home.page.goto(`${base}/?layout=${layout}`, { waitUntil: 'domcontentloaded' });
    await home.page.waitForSelector('[data-testid="poster"]', { timeout: 60_000 });
    // Idle time for anything prefetched after the first paint to show up too.
    await new Promise((r) => setTimeout(r, 2000));
    homeScripts = [...home.scripts];
  } finally {
    await home.close();
  }
  const watch = await open(browser, layout, 1, user);
  try {
    const workers: string[] = [];
    watch.page.on('workercreated', (w) => workers.push(w.url()));
    await watch.page.goto(`${base}${watchPath}&layout=${layout}`, { waitUntil: 'domcontentloaded' });
    await firstFrame(watch.page);
    const onWatch = hlsChunks.filter((f) => watch.scripts.includes(f));
    const onHome = hlsChunks.filter((f) => homeScripts.includes(f));
    const workerScripts = watch.scripts.filter((s) => /hls\.worker/i.test(s));
    return {
      hlsChunks,
      hlsJsOnlyOnWatch: { met: onWatch.length > 0 && onHome.length === 0, fetchedOnWatch: onWatch, fetchedOnHome: onHome },
      worker: { used: workerScripts.length > 0 && workers.length > 0, workerScripts, workersStarted: workers.map((u) => u.replace(base, '')) },
    };
  } finally {
    await watch.close();
  }
}

export async function runPlayerBench(opts: { quick: boolean }): Promise<object> {
  const work = mkdtempSync(join(tmpdir(), 'bench-player-'));
  const clientDir = join(work, 'dist');
  const mediaDir = join(root, 'node_modules/.cache/e2e/media');
  const runs = opts.quick ? 3 : 7;
  if (!existsSync(join(mediaDir, 'hls'))) await ensureDemoMedia({ mediaDir });
  const free = VIDEOS.find((v) => !v.vip && !v.gold);
  if (!free) throw new Error('no free demo video in the seed');
  const watchPath = `/watch?id=${free.key}`;

  const built = await buildClient(clientDir);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir, clientDir, prepareMedia: true, logger: false, tokenSecret: benchSecret() });
  const chromium = await launchBrowser();
  try {
    const user = await loginVip(server.url);
    const result: Record<string, unknown> = { video: free.key, runs, user: 'vip_demo (no insert advert)' };
    for (const layout of ['tv', 'mobile'] as const) {
      result[layout] = {
        viewport: `${VIEWPORTS[layout].width}x${VIEWPORTS[layout].height}`,
        firstFrame: {
          at1x: await timeToFirstFrame(chromium.browser, server.url, watchPath, layout, 1, runs, user),
          at4x: await timeToFirstFrame(chromium.browser, server.url, watchPath, layout, 4, runs, user),
        },
        ...(await routeLoading(chromium.browser, server.url, watchPath, layout, built, user)),
      };
    }
    return result;
  } finally {
    await chromium.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// What every player bench case shares: a fresh browser context per run (cold HTTP cache and
// storage) with the VIP demo user stored, CPU throttling, a first-frame probe, and statistics.
import type { Browser, Page } from 'puppeteer';

export type Layout = 'tv' | 'mobile';
export const VIEWPORTS: Record<Layout, { width: number; height: number; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number }> = {
  tv: { width: 1920, height: 1080 },
  mobile: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

// Plain strings: tsx compiles this file with keepNames, whose helper does not exist in the page.
// First frame = the first requestVideoFrameCallback of a <video> put in the document; where that
// API is missing, the first 'playing'/'timeupdate' with currentTime > 0 (the method is reported).
// `window.__firstFrame = undefined` re-arms it for the next <video> (the warm case).
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
  const scan = () => { document.querySelectorAll('video').forEach(hook); };
  const start = () => { scan(); new MutationObserver(scan).observe(document.documentElement, { subtree: true, childList: true }); };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
})();`;

/** Long main-thread tasks (over 50 ms): what a key press could be kept waiting behind. */
const LONG_TASKS = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); }).observe({ entryTypes: ['longtask'] });
  } catch (e) {}
})();`;

export interface Login {
  token: { uid: number; gid: number; sign: string; expire: number };
  [k: string]: unknown;
}

export async function loginVip(base: string): Promise<Login> {
  const r = await fetch(`${base}/api/Login/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'vip_demo', password: 'demo1234' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: Login };
  if (env.ret !== 200) throw new Error(`vip_demo login failed: ${env.ret} ${env.msg}`);
  return env.data;
}

export interface Visit {
  page: Page;
  scripts: string[];
  /** Sends a CDP command on the page's own session (heap, metrics). */
  cdp: Awaited<ReturnType<Page['createCDPSession']>>;
  close(): Promise<void>;
}

/** A fresh context with the VIP user stored (unless null), CPU throttled; records every script URL fetched. */
export async function open(browser: Browser, layout: Layout, cpuRate: number, user: Login | null): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (layout === 'mobile') await page.setUserAgent(MOBILE_UA);
  await page.setViewport(VIEWPORTS[layout]);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (user) await page.evaluateOnNewDocument(`try { localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))}); } catch (e) {}`);
  await page.evaluateOnNewDocument(WATCH_FIRST_FRAME);
  await page.evaluateOnNewDocument(LONG_TASKS);
  const scripts: string[] = [];
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (p.endsWith('.js') || req.resourceType() === 'script') scripts.push(p.replace(/^\//, ''));
  });
  return { page, scripts, cdp, close: () => context.close() };
}

export async function firstFrame(page: Page, timeout = 90_000): Promise<{ t: number; how: string }> {
  await page.waitForFunction('!!window.__firstFrame', { timeout, polling: 50 });
  return (await page.evaluate('window.__firstFrame')) as { t: number; how: string };
}

export const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const round = (v: number, d = 0) => Math.round(v * 10 ** d) / 10 ** d;

export function target(value: number, max: number) {
  return { value, target: `<= ${max}`, met: Number.isFinite(value) && value <= max };
}

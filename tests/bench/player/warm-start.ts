// OK on a focused poster -> the first video frame, in the running TV app (issue 14 point 1).
// Each run: a fresh context with the VIP user, the TV home loaded and left to settle (network
// idle: whatever the app does after its first screen, such as loading the player ahead, is
// done), the remote moved to the poster of the bench video, focus left resting on it for
// `dwellMs` (0: OK at once), then OK. Time = the keydown's timestamp -> the first frame, both in
// the page's clock. Also reported: what the home fetched and held before OK (requests and
// bytes from navigation start, JS heap after a forced GC, long main-thread tasks after the first
// focused poster), the cost side of any warm-up.
import type { Browser, Page } from 'puppeteer';
import { firstFrame, median, open, round, type Login } from './visit';
import { readMilestones, summarize, type Milestones, type Patterns } from './milestones';

const FOCUSED = '.tv-page:not(.tv-page-hidden) .focused[data-testid="poster"]';

interface PosterPos {
  title: string;
  row: number;
  col: number;
}

const focusedPoster = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.querySelector(${JSON.stringify(FOCUSED)});
    if (!el) return null;
    const pos = (sel) => Number((el.closest(sel) || { getAttribute: () => -1 }).getAttribute('data-index'));
    return { title: (el.querySelector('.tv-poster-title') || {}).textContent || '', row: pos('.vlist-cell'), col: pos('.vrow-cell') };
  })()`) as Promise<PosterPos | null>;

const posterByTitle = (page: Page, title: string) =>
  page.evaluate(`(() => {
    const all = document.querySelectorAll('.tv-page:not(.tv-page-hidden) [data-testid="poster"]');
    for (const el of all) {
      if (((el.querySelector('.tv-poster-title') || {}).textContent || '') !== ${JSON.stringify(title)}) continue;
      const pos = (sel) => Number((el.closest(sel) || { getAttribute: () => -1 }).getAttribute('data-index'));
      return { title: ${JSON.stringify(title)}, row: pos('.vlist-cell'), col: pos('.vrow-cell') };
    }
    return null;
  })()`) as Promise<PosterPos | null>;

/** Moves the remote to the first poster titled `title` in view; returns the focused poster. */
async function remoteTo(page: Page, title: string): Promise<PosterPos | null> {
  for (let i = 0; i < 40; i++) {
    const cur = await focusedPoster(page);
    const want = await posterByTitle(page, title);
    if (!cur || !want || cur.title === title) return cur;
    const key = want.row > cur.row ? 'ArrowDown' : want.row < cur.row ? 'ArrowUp' : want.col > cur.col ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(key);
    await page.waitForFunction(
      (sel, before) => {
        const el = document.querySelector(sel);
        return !!el && el.getAttribute('data-focus-key') !== before;
      },
      { timeout: 10_000, polling: 'raf' },
      FOCUSED,
      (await page.evaluate(`(document.querySelector(${JSON.stringify(FOCUSED)}) || { getAttribute: () => '' }).getAttribute('data-focus-key')`)) as string,
    ).catch(() => undefined);
  }
  return focusedPoster(page);
}

const RESOURCES = `(() => {
  const out = { requests: 0, transferKB: 0, byType: {} };
  for (const r of performance.getEntriesByType('resource')) {
    const t = r.initiatorType;
    const b = out.byType[t] || (out.byType[t] = { requests: 0, transferKB: 0 });
    b.requests++; out.requests++;
    b.transferKB += (r.transferSize || 0) / 1024; out.transferKB += (r.transferSize || 0) / 1024;
  }
  return out;
})()`;

interface HomeCost {
  requests: number;
  transferKB: number;
  byType: Record<string, { requests: number; transferKB: number }>;
}

async function heapMB(v: Awaited<ReturnType<typeof open>>): Promise<number> {
  await v.cdp.send('HeapProfiler.enable');
  await v.cdp.send('HeapProfiler.collectGarbage');
  await v.cdp.send('Performance.enable');
  const { metrics } = await v.cdp.send('Performance.getMetrics');
  return round((metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 2 ** 20, 2);
}

const ARM_OK = `(() => {
  window.__okAt = 0;
  window.__firstFrame = undefined;
  window.addEventListener('keydown', (e) => { if (e.key === 'Enter' && !window.__okAt) window.__okAt = e.timeStamp || performance.now(); }, true);
})()`;

export interface WarmOptions {
  title: string;
  dwellMs: number;
  patterns: Patterns;
}

export async function okToFirstFrame(browser: Browser, base: string, cpuRate: number, runs: number, user: Login, opts: WarmOptions) {
  const samples: number[] = [];
  const marks: Milestones[] = [];
  const costs: HomeCost[] = [];
  const heaps: number[] = [];
  const longest: number[] = [];
  const longTotal: number[] = [];
  const posters = new Set<string>();
  for (let i = 0; i < runs; i++) {
    const v = await open(browser, 'tv', cpuRate, user);
    try {
      await v.page.goto(`${base}/?layout=tv`, { waitUntil: 'domcontentloaded' });
      await v.page.waitForSelector(FOCUSED, { timeout: 60_000 });
      const homeShownAt = (await v.page.evaluate('performance.now()')) as number;
      await v.page.waitForNetworkIdle({ idleTime: 1000, timeout: 30_000 }).catch(() => undefined);
      const at = await remoteTo(v.page, opts.title);
      posters.add(at?.title ?? '(none)');
      if (opts.dwellMs > 0) await new Promise((r) => setTimeout(r, opts.dwellMs));
      costs.push((await v.page.evaluate(RESOURCES)) as HomeCost);
      const tasks = ((await v.page.evaluate('window.__longTasks || []')) as [number, number][]).filter(([t]) => t >= homeShownAt);
      longest.push(tasks.reduce((m, [, d]) => Math.max(m, d), 0));
      longTotal.push(tasks.reduce((s, [, d]) => s + d, 0));
      if (opts.dwellMs > 0) heaps.push(await heapMB(v));
      await v.page.evaluate(ARM_OK);
      await v.page.keyboard.press('Enter');
      const f = await firstFrame(v.page);
      const okAt = (await v.page.evaluate('window.__okAt')) as number;
      samples.push(round(f.t - okAt, 1));
      marks.push(await readMilestones(v.page, opts.patterns, okAt, f.t));
    } finally {
      await v.close();
    }
  }
  const cost = {
    requests: median(costs.map((c) => c.requests)),
    transferKB: round(median(costs.map((c) => c.transferKB)), 1),
    byType: Object.fromEntries(
      [...new Set(costs.flatMap((c) => Object.keys(c.byType)))].sort().map((t) => [
        t,
        { requests: median(costs.map((c) => c.byType[t]?.requests ?? 0)), transferKB: round(median(costs.map((c) => c.byType[t]?.transferKB ?? 0)), 1) },
      ]),
    ),
  };
  return {
    cpuThrottle: cpuRate,
    dwellMs: opts.dwellMs,
    poster: [...posters].join(', '),
    medianMs: round(median(samples), 1),
    samplesMs: samples,
    ...summarize(marks),
    homeBeforeOk: {
      ...cost,
      ...(heaps.length ? { jsHeapMB: round(median(heaps), 2) } : {}),
      // From the first focused poster to OK: the main thread's long tasks (a key press waits behind one).
      longestTaskMs: round(median(longest)),
      longTasksTotalMs: round(median(longTotal)),
    },
  };
}

/** The bare page's warm floor: hls.js loaded, Enter -> new Hls, load, first frame. */
export async function bareOkToFirstFrame(browser: Browser, url: string, cpuRate: number, runs: number) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const v = await open(browser, 'tv', cpuRate, null);
    try {
      await v.page.goto(url, { waitUntil: 'domcontentloaded' });
      await v.page.waitForFunction('!!window.__bareReady', { timeout: 30_000, polling: 50 });
      await v.page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
      await v.page.evaluate(ARM_OK);
      await v.page.keyboard.press('Enter');
      const f = await firstFrame(v.page);
      samples.push(round(f.t - ((await v.page.evaluate('window.__okAt')) as number), 1));
    } finally {
      await v.close();
    }
  }
  return { cpuThrottle: cpuRate, medianMs: round(median(samples), 1), samplesMs: samples };
}

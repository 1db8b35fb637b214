// What both halves of the soak share: the heap after a forced GC and the end-versus-first
// comparison.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession } from 'puppeteer';
import { round } from './filter-bench';
import { CHROMIUM_ARGS } from './render-bench';

/** Chromium for a soak half, with a fresh profile; close() also removes the profile. */
export async function launchSoakBrowser(name: string, extraArgs: string[] = []): Promise<{ browser: Browser; close(): Promise<void> }> {
  const userDataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    protocolTimeout: 600_000,
    // Puppeteer's network monitoring keeps DevTools data for every request (about 0.5 KB each,
    // 660 segment and playlist loads per 20 min): heap the page itself would not hold.
    networkEnabled: false,
    args: [...CHROMIUM_ARGS, ...extraArgs, `--user-data-dir=${userDataDir}`],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Within 10 %: the bar for "the same as after the first 10 minutes". */
const TOLERANCE = 0.1;

/** Two full GCs, then the heap and the page's counters as Chromium sees them. */
export async function heapAfterGc(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return {
    heapUsedMB: round(heap.usedSize / 1024 / 1024),
    heapTotalMB: round(heap.totalSize / 1024 / 1024),
    nodes: m.Nodes,
    jsEventListeners: m.JSEventListeners,
    documents: m.Documents,
  };
}

export type Sample = Record<string, number>;

/** end / first for each key; met when every key named in `gated` is within the tolerance. */
export function compare(first: Sample, end: Sample, gated: string[]) {
  const ratios: Record<string, number | null> = {};
  for (const k of Object.keys(end)) {
    if (typeof first[k] !== 'number' || typeof end[k] !== 'number') continue;
    ratios[k] = first[k] === 0 ? (end[k] === 0 ? 1 : null) : round(end[k] / first[k], 3);
  }
  // A count that falls is no leak: only growth past the tolerance fails.
  const over = gated.filter((k) => ratios[k] === null || (ratios[k] as number) > 1 + TOLERANCE);
  return { ratios, gated, tolerance: `end <= first x ${1 + TOLERANCE}`, met: over.length === 0, over };
}


/** A heap snapshot of the page into `file` (BARRAGE_SOAK_SNAPSHOTS: to find what grows). */
export async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  writeFileSync(file, chunks.join(''));
}

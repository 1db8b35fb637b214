// Lighthouse bench (`npm run bench -- lighthouse`): Lighthouse's mobile preset (simulated slow 4G
// and 4x CPU, a Moto G class screen) on the phone home and /watch of the built client, served by
// the reference server with the e2e demo media, in the system Chromium launched as the other
// benches launch it. Reports per page the median run (by performance score) and every run's
// scores: simulated figures still move with the load on this machine.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer';
import { startServer } from '../../server/app';
import { ensureDemoMedia } from '../../server/media/index';
import { VIDEOS } from '../../server/db/seed-data';
import { launchBrowser } from '../e2e/browser';
import { benchSecret } from './bench-secret';
import { buildClient } from './client/build-client';
import { categoryScoreWithout } from './lighthouse-score';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.1, accessibility: 95 };

/**
 * The viewport rule that blocks pinch zoom: the spec's own viewport (user-scalable=no,
 * maximum-scale=1) fails it by design, so the target is judged on the score without it.
 */
export const SPEC_WAIVED_AUDIT = 'meta-viewport';

interface LighthouseRun {
  performance: number;
  /** The accessibility score as Lighthouse gives it. */
  accessibility: number;
  /**
   * The same score recomputed from the category's audit weights with SPEC_WAIVED_AUDIT left
   * out: what the target is judged on.
   */
  accessibilityWithoutViewportRule: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * The largest paint as this machine saw it, unthrottled: the simulation counts every request
   * that ended before it as the LCP's dependency, so a late one here means a late LCP.
   */
  observedLcpMs: number;
  /** Bytes the page received over the network (compressed as sent). */
  transferKB: number;
  /** What Lighthouse still flags: failing audits of both categories with their titles. */
  failing: { id: string; title: string; score: number | null }[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, cat: string) => Math.round((lhr.categories[cat]?.score ?? NaN) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function summarise(lhr: Lhr): LighthouseRun {
  const ids = new Set(['performance', 'accessibility'].flatMap((c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)));
  const failing = [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative')
    .map((a) => ({ id: a.id, title: a.title, score: a.score }));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    accessibilityWithoutViewportRule: categoryScoreWithout(lhr, 'accessibility', [SPEC_WAIVED_AUDIT]),
    lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
    observedLcpMs: Math.round(Number((lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint ?? NaN)),
    transferKB: Math.round(numeric(lhr, 'total-byte-weight') / 102.4) / 10,
    failing,
  };
}

function judged(run: LighthouseRun) {
  const t = (value: number, ok: boolean, target: string) => ({ value, target, met: ok });
  return {
    performance: t(run.performance, run.performance >= TARGETS.performance, `>= ${TARGETS.performance}`),
    lcpMs: t(run.lcpMs, run.lcpMs <= TARGETS.lcpMs, `<= ${TARGETS.lcpMs}`),
    cls: t(run.cls, run.cls <= TARGETS.cls, `<= ${TARGETS.cls}`),
    // Judged without the spec's viewport rule (the issue lets it stay); Lighthouse's own score is in the run.
    accessibilityWithoutViewportRule: t(run.accessibilityWithoutViewportRule, run.accessibilityWithoutViewportRule >= TARGETS.accessibility, `>= ${TARGETS.accessibility}`),
  };
}

/**
 * One visit before measuring, as earlier visitors would have made it: the server makes each
 * sized image on its first request (server/media/sized-image.ts), which a measured run should not pay.
 */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 }).catch(() => undefined);
    // The lazy images below the first screen are asked for too.
    await page.evaluate('document.querySelectorAll("img").forEach((i) => { i.loading = "eager"; })').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    await page.close();
  }
}

/** One Lighthouse run; a trace lost on a loaded machine (NO_NAVSTART and the like) is tried again twice. */
async function lighthouseRun(url: string, port: number) {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const out = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (out && !out.lhr.runtimeError) return out;
    lastError = out?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`lighthouse on ${url}: ${lastError}`);
}

export async function runLighthouseBench(opts: { quick: boolean }): Promise<object> {
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const clientDir = join(work, 'dist');
  const mediaDir = join(root, 'node_modules/.cache/e2e/media');
  if (!existsSync(join(mediaDir, 'hls'))) await ensureDemoMedia({ mediaDir });
  const free = VIDEOS.find((v) => !v.vip && !v.gold);
  if (!free) throw new Error('no free demo video in the seed');
  const allPages = { phoneHome: '/?layout=mobile', watch: `/watch?id=${free.key}&layout=mobile` };
  // LIGHTHOUSE_PAGES=watch and LIGHTHOUSE_RUNS=7: more samples of one page (the simulated
  // figures spread widely from run to run).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only?.length || only.includes(name)));
  const runs = Number(process.env.LIGHTHOUSE_RUNS) || (opts.quick ? 1 : 3);
  const reportDir = join(root, 'bench-results', 'lighthouse');

  // LIGHTHOUSE_CLIENT_DIR: an earlier build instead (a before-and-after pair measured in turn,
  // in the same minutes, on this shared machine).
  const prebuilt = process.env.LIGHTHOUSE_CLIENT_DIR;
  if (!prebuilt) await buildClient(clientDir);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir, clientDir: prebuilt || clientDir, prepareMedia: true, logger: false, tokenSecret: benchSecret() });
  const chromium = await launchBrowser();
  try {
    const port = Number(new URL(chromium.browser.wsEndpoint()).port);
    const result: Record<string, unknown> = {
      preset: 'Lighthouse mobile (simulated slow 4G, 4x CPU)',
      lighthouse: '',
      runsPerPage: runs,
      accessibilityNote: `accessibility is Lighthouse's score; accessibilityWithoutViewportRule leaves out ${SPEC_WAIVED_AUDIT} (the spec's viewport blocks pinch zoom) and is what the target judges`,
      // Simulated throttling scales the trace's own CPU times: a loaded machine moves every figure.
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      reports: 'bench-results/lighthouse/<page>-<run>.json',
    };
    for (const path of Object.values(pages)) await warmUp(chromium.browser, server.url + path);
    for (const [name, path] of Object.entries(pages)) {
      const all: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const out = await lighthouseRun(server.url + path, port);
        result.lighthouse = out.lhr.lighthouseVersion;
        // The whole report beside the summary, for the audits' details (which element is the LCP, which bytes).
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${name}-${i + 1}.json`), JSON.stringify(out.lhr));
        all.push(summarise(out.lhr));
      }
      const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)];
      result[name] = {
        path,
        median,
        targets: judged(median),
        runs: all.map(({ performance, accessibility, accessibilityWithoutViewportRule, lcpMs, tbtMs, cls, fcpMs, observedLcpMs }) => ({
          performance,
          accessibility,
          accessibilityWithoutViewportRule,
          lcpMs,
          tbtMs,
          cls,
          fcpMs,
          observedLcpMs,
        })),
      };
    }
    return result;
  } finally {
    await chromium.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

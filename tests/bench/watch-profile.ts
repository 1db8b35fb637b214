// `npm run bench -- watch-profile` (issue 41 point 1): what a phone's cold /watch runs before the
// video's first frame, from V8's sampling profiler at 4x CPU (phone-watch/first-frame-profile.ts),
// 3 fresh contexts (5 without --quick), on the built client served by the reference server.
// Self time per script before the first frame ('loadeddata'), before play() is first called and
// before 'playing', and each script's share of the main thread before the first frame: shares
// move less with this shared machine's load than the times do. WATCH_PROFILE_CLIENT_DIR: an
// earlier build instead of building now (a before-and-after pair).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer';
import { startServer } from '../../server/app';
import { ensureDemoMedia } from '../../server/media/index';
import { benchSecret } from './bench-secret';
import { buildClient } from './client/build-client';
import { profileFirstFrame } from './phone-watch/first-frame-profile';

const root = fileURLToPath(new URL('../..', import.meta.url));
const THROTTLE = 4;

export async function runWatchProfileBench(opts: { quick: boolean }): Promise<object> {
  const work = mkdtempSync(join(tmpdir(), 'bench-watch-profile-'));
  const mediaDir = join(root, 'node_modules/.cache/e2e/media');
  await ensureDemoMedia({ mediaDir });
  const clientDir = process.env.WATCH_PROFILE_CLIENT_DIR || join(work, 'dist');
  if (!process.env.WATCH_PROFILE_CLIENT_DIR) await buildClient(clientDir);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir, clientDir, prepareMedia: true, logger: false, tokenSecret: benchSecret() });
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--mute-audio', `--user-data-dir=${join(work, 'profile')}`],
  });
  const url = `${server.url}/watch?id=v1001&layout=mobile`;
  try {
    // One visit first, as for Lighthouse: the server makes each sized image on its first request.
    const warm = await browser.newPage();
    await warm.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 }).catch(() => undefined);
    await warm.close();
    const runs = [];
    const load = [];
    for (let i = 0; i < (opts.quick ? 3 : 5); i++) {
      runs.push(await profileFirstFrame(browser, url, { cpuThrottle: THROTTLE }));
      load.push(Math.round(loadavg()[0] * 100) / 100);
    }
    // Per script: the median over the runs of its share of the samples before the first frame.
    const shares: Record<string, number[]> = {};
    for (const r of runs) {
      const w = r.beforeFirstFrame;
      if (!w || !w.totalMs) continue;
      for (const [k, v] of Object.entries(w.byScript)) (shares[k] ??= []).push(v / w.totalMs);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      page: '/watch?id=v1001&layout=mobile, 412x823 at 1.75, fresh context per run',
      cpuThrottle: THROTTLE,
      loadAverage1m: load,
      shareBeforeFirstFrame: Object.fromEntries(Object.entries(shares).map(([k, v]): [string, number] => [k, Math.round(median(v) * 1000) / 1000]).sort((a, b) => b[1] - a[1]).slice(0, 15)),
      runs,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Client bench (`npm run bench -- client`): size and speed of the TV home on the built client
// and the reference server, in headless Chromium with CDP CPU throttling.
//  (a) initial JS of the TV home (gzip -9 of every script fetched until the first focused
//      poster is painted, and transferKB: what the browser received from the server with its
//      Content-Encoding), and that no hls.js chunk is among them;
//  (b) navigation start -> the frame after the first focused poster, at 1x and 4x CPU;
//  (c) key press -> focus-moved frame on a 20 x 40 home at 4x CPU (p95);
//  (d) JS heap after visiting every row of that home (after a forced GC).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app';
import { benchSecret } from './bench-secret';
import { launchBrowser } from '../e2e/browser';
import { buildClient, type BuiltClient } from './client/build-client';
import { bigHome, initialJs, timeToFocusedPoster } from './client/measure';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const TARGETS = {
  // Issue 7: with axios, react-router-dom and the data primitive in the initial JS; issue 31
  // raised it from 165 so that the code is shaped by its design, not by bytes to spare.
  initialJsGzipKB: 175,
  // Issue 31: the binding figure beside the raised byte budget (issue 7 had 1.2 s).
  timeToFocusedPosterMsAt4x: 1000,
  keyLatencyP95MsAt4x: 20,
  heapAfterAllRowsMB: 30,
};

function target(value: number, max: number) {
  return { value, target: `<= ${max}`, met: Number.isFinite(value) && value <= max };
}

async function sizeAndStartup(browser: Awaited<ReturnType<typeof launchBrowser>>['browser'], url: string, built: BuiltClient, runs: number) {
  const js = await initialJs(browser, url, built.packagesByFile, built.piecesByFile);
  const at1x = await timeToFocusedPoster(browser, url, 1, runs);
  const at4x = await timeToFocusedPoster(browser, url, 4, runs);
  return {
    initialJs: { ...js, gzipKBTarget: target(js.gzipKB, TARGETS.initialJsGzipKB), noHlsJs: { met: !js.hlsJsLoaded, files: js.hlsFiles } },
    timeToFocusedPoster: { at1x, at4x, at4xTarget: target(at4x.medianMs, TARGETS.timeToFocusedPosterMsAt4x) },
  };
}

export async function runClientBench(opts: { quick: boolean }): Promise<object> {
  const work = mkdtempSync(join(tmpdir(), 'bench-client-'));
  const clientDir = join(work, 'dist');
  const e2eMedia = join(root, 'node_modules/.cache/e2e/media');
  const mediaDir = existsSync(join(e2eMedia, 'posters')) ? e2eMedia : join(work, 'media');
  const posterFiles = existsSync(join(mediaDir, 'posters')) ? readdirSync(join(mediaDir, 'posters')).filter((f) => f.endsWith('.jpg')) : ['poster-1.jpg'];
  const runs = opts.quick ? 3 : 7;

  const built = await buildClient(clientDir);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir, clientDir, prepareMedia: false, logger: false, tokenSecret: benchSecret() });
  const chromium = await launchBrowser();
  const url = `${server.url}/?layout=tv`;
  try {
    const current = await sizeAndStartup(chromium.browser, url, built, runs);
    const big = await bigHome(chromium.browser, url, { posterFiles, rightPressesPerRow: opts.quick ? 4 : 12 });
    const result: Record<string, unknown> = {
      url: '/?layout=tv',
      media: mediaDir === e2eMedia ? 'e2e demo media' : 'none (posters 404)',
      ...current,
      keyLatency: { ...big.keyLatency, home: '20 rows x 40 posters (intercepted home API, empty watching row)', p95Target: target(big.keyLatency.p95Ms, TARGETS.keyLatencyP95MsAt4x) },
      heap: { ...big.heap, target: target(big.heap.jsHeapUsedMB, TARGETS.heapAfterAllRowsMB) },
    };
    return result;
  } finally {
    await chromium.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

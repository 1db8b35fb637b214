// Old-engine bench (`npm run bench -- old-engine`, issue 26 point 5): the TV home on a real
// Chromium 69 (scripts/old-engines.ts) with a Tizen 5.5 user agent and no ?layout= override, at
// 4x CPU (CDP Emulation.setCPUThrottlingRate), on the built client (both halves: the modern
// chunks and the legacy build that engines below Chrome 94 run) and the reference server:
//  (a) navigation start -> first focused poster on a cold TV home (a new browser and empty
//      profile per run), and the same on Chromium 64 (Tizen 5.0 user agent; no target); both
//      run the middle tier (issue 41), and the peer in the same run is Chromium 69 told by a
//      Chromium 53 user agent to take the legacy build;
//  (b) key press -> focus-moved frame (p50/p95), walking every row of the client bench's
//      20 x 40 home by remote, as the client bench does on the current engine;
//  (c) JS heap after visiting every row of that home (after a forced GC);
//  (d) bytes: the middle tier's scripts, the legacy scripts and polyfills the old engine loads (and the
//      legacy peer's), the modern files it fetches
//      and cannot run, and the current engine's initial JS of the same page for comparison
//      (tests/bench/client/measure.ts initialJs on today's Chromium with ?layout=tv).
// Page errors on the old engines are collected: a SyntaxError "Unexpected token {" of the
// modern entry or the canary is tolerated (a shell served with them, e.g. through a cache that
// ignores Vary: User-Agent); the server leaves both out for an old Chromium, so none is seen.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../server/app';
import { ensureOldEngines } from '../../scripts/old-engines';
import { benchSecret } from './bench-secret';
import { buildClient } from './client/build-client';
import { initialJs, round } from './client/measure';
import { currentEngineCss } from './old-engine/current';
import { launchCurrentChromium } from './old-engine/launch';
import { coldLoadBytes, coldStart, htmlScripts, keyLatencyAndHeap } from './old-engine/measure';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Issue 41 point 2 (the middle tier, docs/decisions/055-middle-tier-for-chromium-64-93.md); the heap
// target is issue 26's.
const TARGETS = {
  timeToFocusedPosterMsAt4x: 1000,
  keyLatencyP95MsAt4x: 16,
  heapAfterAllRowsMB: 30,
  jsUntilFirstFocusedPosterGzipKB: 180,
};

/**
 * The peer in the same run: the same Chromium 69 told by its user agent that it is a webOS 4
 * set's Chromium 53, so the server gives it the legacy build (SystemJS, core-js for 53) that
 * every engine below 94 ran before the middle tier.
 */
const LEGACY_PEER_UA = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager';

const CPU_THROTTLE = 4;

function target(value: number, max: number) {
  return { value, target: `<= ${max}`, met: Number.isFinite(value) && value <= max };
}

const noTarget = (value: number) => ({ value, target: 'none set (issue 26 point 5 names none)', met: null });
const load = () => loadavg().map((l) => round(l, 2));

export async function runOldEngineBench(opts: { quick: boolean }): Promise<object> {
  const started = Date.now();
  const loadAverage: Record<string, number[]> = { atStart: load() };
  const phaseSec: Record<string, number> = {};
  const phase = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t = Date.now();
    loadAverage[name] = load();
    console.error(`[bench] old-engine: ${name}...`);
    try {
      return await fn();
    } finally {
      phaseSec[name] = round((Date.now() - t) / 1000, 1);
    }
  };

  const work = mkdtempSync(join(tmpdir(), 'bench-old-engine-'));
  const clientDir = join(work, 'dist');
  const e2eMedia = join(root, 'node_modules/.cache/e2e/media');
  const mediaDir = existsSync(join(e2eMedia, 'posters')) ? e2eMedia : join(work, 'media');
  const posterFiles = existsSync(join(mediaDir, 'posters')) ? readdirSync(join(mediaDir, 'posters')).filter((f) => f.endsWith('.jpg')) : ['poster-1.jpg'];
  const runs = opts.quick ? 3 : 5;

  await phase('oldEngines', () => ensureOldEngines());
  const built = await phase('build', () => buildClient(clientDir));
  const html = htmlScripts(readFileSync(join(clientDir, 'index.html'), 'utf8'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir, clientDir, prepareMedia: false, logger: false, tokenSecret: benchSecret() });
  const url = `${server.url}/`;
  const build = { clientDir, chunks: new Set(Object.keys(built.packagesByFile)) };
  try {
    const cold69 = await phase('coldStart69', () => coldStart('chromium69', url, CPU_THROTTLE, runs));
    const cold69Legacy = await phase('coldStart69LegacyPeer', () => coldStart('chromium69', url, CPU_THROTTLE, runs, LEGACY_PEER_UA));
    const walk = await phase('keyLatencyAndHeap69', () => keyLatencyAndHeap('chromium69', url, CPU_THROTTLE, { posterFiles, rightPressesPerRow: opts.quick ? 4 : 12 }));
    const bytes69 = await phase('bytes69', () => coldLoadBytes('chromium69', url, CPU_THROTTLE, build));
    const bytes69Legacy = await phase('bytes69LegacyPeer', () => coldLoadBytes('chromium69', url, CPU_THROTTLE, build, LEGACY_PEER_UA));
    const cold64 = await phase('coldStart64', () => coldStart('chromium64', url, CPU_THROTTLE, runs));
    const bytes64 = await phase('bytes64', () => coldLoadBytes('chromium64', url, CPU_THROTTLE, build));
    const current = await phase('currentEngineInitialJs', async () => {
      const chromium = await launchCurrentChromium();
      try {
        const tvUrl = `${server.url}/?layout=tv`;
        return { js: await initialJs(chromium.browser, tvUrl, built.packagesByFile, built.piecesByFile), css: await currentEngineCss(chromium.browser, tvUrl) };
      } finally {
        await chromium.close();
      }
    });
    loadAverage.atEnd = load();

    const currentJs = {
      engine: "today's Chromium (scripts/prerequisites.ts), /?layout=tv, 1x: tests/bench/client/measure.ts initialJs (scripts until the first focused poster is painted)",
      gzipKB: current.js.gzipKB,
      transferKB: current.js.transferKB,
      files: current.js.files.length,
      list: current.js.files.map((f) => ({ file: f.file, gzipKB: round(f.gzipBytes / 1024, 1) })),
    };
    const legacy69 = bytes69.legacyAndPolyfills;
    const errors69 = [...cold69.pageErrors.unexpected, ...cold69Legacy.pageErrors.unexpected, ...walk.pageErrors.unexpected, ...bytes69.pageErrors.unexpected, ...bytes69Legacy.pageErrors.unexpected];
    const early69 = bytes69.allJs.untilFirstFocusedPoster.gzipKB;
    const early69Legacy = bytes69Legacy.allJs.untilFirstFocusedPoster.gzipKB;
    const early69WithCss = bytes69.allJsAndCss.untilFirstFocusedPoster.gzipKB;
    const errors64 = [...cold64.pageErrors.unexpected, ...bytes64.pageErrors.unexpected];
    const withoutLists = <T extends object>(o: T) => JSON.parse(JSON.stringify(o, (k, v: unknown) => (k === 'list' ? undefined : v))) as T;

    return {
      url: '/ (no ?layout= override; the Tizen user agent chooses the TV layout)',
      media: mediaDir === e2eMedia ? 'e2e demo media' : 'none (posters 404)',
      cpuThrottle: CPU_THROTTLE,
      coldStart: {
        chromium69: { ...cold69, target: target(cold69.medianMs, TARGETS.timeToFocusedPosterMsAt4x) },
        chromium69LegacyPeer: { ...cold69Legacy, note: 'the same engine with a Chromium 53 user agent: the legacy build', target: noTarget(cold69Legacy.medianMs) },
        chromium69VsLegacyPeer: { note: 'median time to the first focused poster, this tier / the legacy build, same engine, same run', ratio: round(cold69.medianMs / cold69Legacy.medianMs, 2) },
        chromium64: { ...cold64, target: noTarget(cold64.medianMs) },
      },
      keyLatency: {
        ...walk.keyLatency,
        engine: cold69.engine,
        home: '20 rows x 40 posters (intercepted home API, empty watching row), as the client bench',
        p95Target: target(walk.keyLatency.p95Ms, TARGETS.keyLatencyP95MsAt4x),
      },
      heap: { ...walk.heap, engine: cold69.engine, target: target(walk.heap.jsHeapUsedMB, TARGETS.heapAfterAllRowsMB) },
      throttleCheck: walk.throttleCheck,
      bytes: {
        unit: 'KB of gzip -9 of each body (transferKB: CDP encodedDataLength, headers included, as the server sent it); untilFirstFocusedPoster: asked for before the first focused poster was painted (resource timing), afterwards: the home\'s idle-time warmups until the network was quiet for 1 s',
        html,
        chromium69: {
          tier: bytes69.tier,
          jsUntilFirstFocusedPoster: { gzipKB: early69, target: target(early69, TARGETS.jsUntilFirstFocusedPosterGzipKB) },
          jsAndCssUntilFirstFocusedPoster: { gzipKB: early69WithCss, note: 'the legacy build carries its CSS in its JS; the middle tier fetches the modern stylesheets', target: noTarget(early69WithCss) },
          middleTier: bytes69.middleTier,
          legacyAndPolyfills: { ...legacy69, target: noTarget(legacy69.gzipKB) },
          modernFetchedUnused: { ...bytes69.modernFetchedUnused, target: noTarget(bytes69.modernFetchedUnused.gzipKB) },
          sharedAssets: bytes69.sharedAssets,
          css: bytes69.css,
          allJs: bytes69.allJs,
          legacyBuild: bytes69.legacyBuild,
          firstFocusedPosterFrameMs: bytes69.firstFocusedPosterFrameMs,
        },
        chromium69LegacyPeer: { ...withoutLists(bytes69Legacy), pageErrors: undefined },
        chromium69VsLegacyPeer: {
          note: 'asked for before the first focused poster, gzip: this tier / the legacy build, same engine',
          js: round(early69 / early69Legacy, 3),
          jsAndCss: round(early69WithCss / bytes69Legacy.allJsAndCss.untilFirstFocusedPoster.gzipKB, 3),
        },
        chromium64: { ...withoutLists(bytes64), pageErrors: undefined },
        currentEngine: {
          initialJs: { ...currentJs, target: noTarget(currentJs.gzipKB) },
          css: { ...current.css, note: 'stylesheets until the first focused poster is painted (the legacy build carries its CSS in its JS)' },
        },
        chromium69VsCurrent: {
          note: 'old engine until its first focused poster (legacy JS with its CSS inside + wasted modern chunks) against the current engine\'s initial JS + CSS',
          oldEngineLegacyAndPolyfillsGzipKB: legacy69.untilFirstFocusedPoster.gzipKB,
          oldEngineModernUnusedGzipKB: bytes69.modernFetchedUnused.untilFirstFocusedPoster.gzipKB,
          oldEngineAllJsGzipKB: bytes69.allJs.untilFirstFocusedPoster.gzipKB,
          currentJsPlusCssGzipKB: round(currentJs.gzipKB + current.css.gzipKB, 1),
          extraGzipKB: round(bytes69.allJs.untilFirstFocusedPoster.gzipKB - (currentJs.gzipKB + current.css.gzipKB), 1),
        },
      },
      pageErrors: {
        expected: 'none: the server leaves the modern entry and the canary out for an old Chromium (server/http/old-engine-shell.ts); their SyntaxErrors would be tolerated',
        unexpected: { chromium69: errors69, chromium64: errors64 },
        met: errors69.length === 0 && errors64.length === 0,
      },
      loadAverage,
      phaseSec,
      durationSec: round((Date.now() - started) / 1000, 1),
    };
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// `npm run bench -- old-soak` (issue 41 point 4): two hours of playback on the real Chromium 69
// (scripts/old-engines.ts, a 2020 TV's engine) with the barrage on, as a soak at 16x. The page
// (old-soak/page-old-soak.ts) is the TV player (Player, TV buffer config, hls.js and its worker)
// on the VP9 stream that engine plays (server/media/vp9-test-stream.ts, looped in its playlists
// with a discontinuity per loop: 2 h of media cost no encoding or disk), the barrage renderer on
// the video's clock and BarrageFeed at 50 comments a second of media, bundled at Chrome 64's
// syntax with the middle tier's polyfills (barrage/page-bundle.ts). Before any page script,
// old-soak/page-counters.ts wraps the timer and listener functions to count what is pending.
// Every 10 min of media played: pause, the probe (away and back to the first sample's media time,
// so every sample has the same comments on screen and the same picture), two forced GCs (CDP and
// the page's own gc() of --expose-gc), then the heap, CDP's node and listener counts and the
// page's counters; then a seek (back 2 min, forward 5 min, in turn) and play on.
// Judged (end against the 10 min sample): heap and DOM nodes within 10 %; timers (pending
// timeouts, running intervals, pending animation frames) and listeners (those on the window, the
// document and its elements, and added minus removed over all targets) not above the first
// samples' (COUNTS).
// OLD_SOAK_MINUTES: another length of media (a multiple of 10; --quick: 30).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { CDPSession } from 'puppeteer';
import { launchOldEngine } from './old-engine/launch';
import { bundlePage } from './barrage/page-bundle';
import { round } from './barrage/filter-bench';
import { compare, heapAfterGc, writeHeapSnapshot, type Sample } from './barrage/soak-measure';
import { ensureSoakStream, loopPlaylist, serve } from './barrage/soak-player';
import type { OldSoakPageConfig } from './old-soak/page-old-soak';
import { VP9_TEST_MEDIA_KEY } from '../../server/media/vp9-test-stream';

const MINUTE = 60;
const RATE = 16;
const PER_SECOND = 50;
const SAMPLE_EVERY = 10 * MINUTE;
const SEEKS = [-2 * MINUTE, 5 * MINUTE];
/** The first sample's media time, mid-way through a 60 s barrage window. */
const PROBE_AT = SAMPLE_EVERY + 30;
const OLD_SYNTAX = 'chrome64';
const WORKER_PATH = '/hls.worker.js';
const root = new URL('../..', import.meta.url).pathname;

/**
 * Judged as "not growing": the end's count may not pass the highest of the first two samples'
 * (a timeout of hls.js's or the feed's may be pending or not at the moment of a sample).
 * CDP's JSEventListeners is reported beside them, not judged: it also counts the handlers of
 * hls.js's requests in flight and of XHRs not yet collected (24-30 over one session).
 */
const COUNTS = ['pendingTimeouts', 'runningIntervals', 'pendingFrames', 'listenersLive', 'listenersNet'] as const;

type SoakWindow = { __soak: Record<string, (...a: never[]) => unknown> };

export async function runOldSoakBench(opts: { quick: boolean }): Promise<object> {
  const log = (m: string) => console.error(`[bench] old-soak: ${m}`);
  const minutes = Number(process.env.OLD_SOAK_MINUTES) || (opts.quick ? 30 : 120);
  const mediaSeconds = minutes * MINUTE;
  const loadAverage: Record<string, number[]> = { atStart: loadavg().map((l) => round(l)) };

  const video = VP9_TEST_MEDIA_KEY;
  const hlsDir = await ensureSoakStream(video);
  const master = readFileSync(join(hlsDir, 'master.m3u8'), 'utf8');
  const renditions = master.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('/')[0]);
  const loopSeconds = readFileSync(join(hlsDir, renditions[0], 'index.m3u8'), 'utf8')
    .split('\n').filter((l) => l.startsWith('#EXTINF')).reduce((s, l) => s + Number(l.slice(8).split(',')[0]), 0);
  // Room for the media played, the net jumps forward of the seeks and the probe's trip away.
  const loops = Math.ceil((mediaSeconds * 1.5 + PROBE_AT + 30 * MINUTE) / loopSeconds);
  const files = new Map<string, string>();
  files.set('/loop/master.m3u8', master);
  for (const r of renditions) files.set(`/loop/${r}/index.m3u8`, loopPlaylist(readFileSync(join(hlsDir, r, 'index.m3u8'), 'utf8'), r, loops, video));
  files.set('/index.html', '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  files.set('/soak.js', await bundlePage('../old-soak/page-old-soak.ts', [{
    name: 'soak-url-imports',
    setup(b) {
      b.onResolve({ filter: /hls\.worker\.js\?url$/ }, () => ({ path: 'worker-url', namespace: 'soak' }));
      b.onLoad({ filter: /.*/, namespace: 'soak' }, () => ({ contents: `export default ${JSON.stringify(WORKER_PATH)};`, loader: 'js' }));
    },
  }], OLD_SYNTAX));
  files.set(WORKER_PATH, readFileSync(join(root, 'node_modules/hls.js/dist/hls.worker.js'), 'utf8'));
  const counters = await bundlePage('../old-soak/page-counters.ts', [], OLD_SYNTAX);
  const { server, base } = await serve(files, new Map([[`/media/${video}/`, hlsDir + '/']]));

  const engine = await launchOldEngine('chromium69', ['--js-flags=--expose-gc']);
  const samples: Sample[] = [];
  const seeks: { from: number; to: number }[] = [];
  const errors: string[] = [];
  const wallStart = Date.now();
  try {
    const page = await engine.browser.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    if (process.env.SOAK_PLAYER_CONSOLE) page.on('console', (m) => log(`console.${m.type()}: ${m.text()}`));
    // puppeteer-legacy keeps DevTools data for every request (660 segment and playlist loads per
    // 20 min of media); nothing here reads it.
    else await (page as unknown as { _client: { send(m: string): Promise<unknown> } })._client.send('Network.disable');
    await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
    await page.evaluateOnNewDocument(counters);
    const cdp = (await page.target().createCDPSession()) as unknown as CDPSession;
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Performance.enable');
    await page.goto(`${base}/index.html`);
    await page.addScriptTag({ url: `${base}/soak.js` });
    const cfg: OldSoakPageConfig = { src: `${base}/loop/master.m3u8`, rate: RATE, perSecond: PER_SECOND, width: 1920, height: 1080 };
    await page.evaluate((c: OldSoakPageConfig) => (window as unknown as SoakWindow).__soak.start(c as never), cfg);
    log(`${minutes} min of media at ${RATE}x, barrage ${PER_SECOND}/s`);
    // A 10 min stretch takes 37.5 s at 16x; a slower machine gets up to three times that.
    const wallLimitMs = ((SAMPLE_EVERY / RATE) * 3 + 30) * 1000;
    for (let k = 1; k * SAMPLE_EVERY <= mediaSeconds; k++) {
      const r = (await page.evaluate(
        (p: number, w: number) => (window as unknown as SoakWindow).__soak.playUntil(p as never, w as never),
        k * SAMPLE_EVERY,
        wallLimitMs,
      )) as { at: number; played: number; timedOut: boolean };
      await page.evaluate((t: number) => (window as unknown as SoakWindow).__soak.probe(t as never), PROBE_AT);
      const heap = await heapAfterGc(cdp);
      await page.evaluate('window.gc && (window.gc(), window.gc())');
      const s = (await page.evaluate(() => (window as unknown as SoakWindow).__soak.sample())) as Sample;
      // Listeners added minus removed over every target (those on targets since collected too).
      s.listenersNet = Object.values(s.listenersNetByClass as unknown as Record<string, number>).reduce((a, b) => a + b, 0);
      const snapshots = process.env.BARRAGE_SOAK_SNAPSHOTS;
      if (snapshots) await writeHeapSnapshot(cdp, join(snapshots, `old-soak-${k * 10}min.heapsnapshot`));
      samples.push({ ...s, ...heap, timedOut: r.timedOut ? 1 : 0, wallSeconds: Math.round((Date.now() - wallStart) / 1000), load1m: round(loadavg()[0]) });
      log(`${round(r.played / 60, 1)} min played: heap ${heap.heapUsedMB} MB, nodes ${heap.nodes}, listeners ${heap.jsEventListeners} (${s.listenersLive} on the document), timeouts ${s.pendingTimeouts}, intervals ${s.runningIntervals}, buffered ${s.videoBufferedSeconds} s${r.timedOut ? ' (wall limit)' : ''}`);
      if ((k + 1) * SAMPLE_EVERY > mediaSeconds) break;
      const to = Math.max(0, r.at + SEEKS[(k - 1) % SEEKS.length]);
      seeks.push({ from: Math.round(r.at), to: Math.round(to) });
      await page.evaluate((t: number) => (window as unknown as SoakWindow).__soak.seek(t as never), to);
    }
    await page.evaluate(() => (window as unknown as SoakWindow).__soak.stop());
  } finally {
    await engine.close();
    server.close();
  }
  loadAverage.atEnd = loadavg().map((l) => round(l));
  const first = samples[0];
  const end = samples[samples.length - 1];
  const growth = first && end ? compare(first, end, ['heapUsedMB', 'nodes']) : null;
  const early = samples.slice(0, 2);
  const counts = Object.fromEntries(COUNTS.map((k) => {
    const bound = Math.max(...early.map((s) => s[k]));
    return [k, { first: first?.[k] ?? null, end: end?.[k] ?? null, bound, max: Math.max(...samples.map((s) => s[k])), met: !!end && end[k] <= bound }];
  }));
  const cdpListeners = samples.map((s) => s.jsEventListeners);
  const wall = (end?.wallSeconds as number) || 1;
  return {
    engine: `Chromium ${engine.chromeVersion} (scripts/old-engines.ts), headless, --single-process, --js-flags=--expose-gc`,
    setup: {
      player: 'Player (src/player) with device tv and TV_BUFFER_CONFIG, hls.js 1.x with its worker, 1920x1080 muted <video>',
      barrage: `BarrageRenderer on the video's clock (followPlaybackRate), BarrageFeed 60 s windows, ${PER_SECOND}/s of media, 1920x1080 dpr 1`,
      stream: `${video} (${renditions.join(', ')}) looped ${loops}x in its playlists with EXT-X-DISCONTINUITY (${round((loops * loopSeconds) / 60, 1)} min)`,
      playbackRate: RATE,
      mediaMinutes: minutes,
      achievedRate: end ? round((end.played as number) / wall, 1) : null,
      seekPattern: 'every 10 min of media played: back 2 min, forward 5 min, in turn',
      sampledAt: `media time ${PROBE_AT} s after a probe there (away 20 min and back), paused, after forced GCs`,
    },
    seeks,
    samples,
    judged: {
      heapAndNodesWithin10Percent: growth,
      timersAndListenersNotGrowing: counts,
      cdpJsEventListeners: { first: cdpListeners[0] ?? null, end: cdpListeners[cdpListeners.length - 1] ?? null, min: Math.min(...cdpListeners), max: Math.max(...cdpListeners), judged: false },
      met: !!growth?.met && Object.values(counts).every((c) => c.met) && samples.length === minutes / 10,
    },
    pageErrors: errors.slice(0, 5),
    loadAverage,
  };
}

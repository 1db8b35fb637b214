// The player half of the soak (soak-bench.ts): the TV player (page-soak-player.ts: Player, TV
// buffer config, hls.js and its worker) plays a long HLS stream at 16x in headless Chromium, with
// the same seeks as the barrage soak, and reports every SourceBuffer's buffered ranges after each
// 10 min of media played, with the heap. The stream is the media pipeline's demo video (the same
// renditions and 2 s segments the server serves; prepared like the player bench does) looped in
// its playlists with a discontinuity per loop, so 2 h of media cost no encoding or disk.
// Served by a small static server here: only the player is measured, not the app around it.
// SOAK_PLAYER_CONSOLE=1 logs the page's console and responses.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'puppeteer';
import { ensureDemoMedia } from '../../../server/media';
import { makeVp9TestStream, VP9_TEST_MEDIA_KEY } from '../../../server/media/vp9-test-stream';
import { compare, heapAfterGc, launchSoakBrowser, writeHeapSnapshot } from './soak-measure';
import { bundlePage } from './page-bundle';
import { round } from './filter-bench';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const MEDIA_DIR = join(root, 'node_modules/.cache/e2e/media');
const VIDEO = 'demo-1';
const WORKER_PATH = '/hls.worker.js';

export interface PlayerSoakOptions {
  mediaSeconds: number;
  rate: number;
  sampleEvery: number;
  seeks: number[];
  log: (m: string) => void;
  /**
   * Another stream and browser (old-barrage.ts: Chromium 69, which plays VP9 and not H.264, so
   * the `vp9-test` stream, fMP4 with an init segment), with the syntax its pages are bundled at.
   */
  engine?: { video: string; target: string; launch(): Promise<{ browser: Browser; close(): Promise<void> }> };
}

/** One rendition's playlist repeated `loops` times; segment URIs point at the real files. */
export function loopPlaylist(source: string, rendition: string, loops: number, video = VIDEO): string {
  const lines = source.split('\n');
  const head: string[] = [];
  const body: string[] = [];
  for (const l of lines) {
    if (l.startsWith('#EXTINF') || (l && !l.startsWith('#'))) body.push(l.startsWith('#') ? l : `/media/${video}/${rendition}/${l}`);
    else if (l.startsWith('#EXT-X-ENDLIST') || !l) continue;
    // An fMP4 stream's init segment, by its address as the segments are.
    else if (body.length === 0) head.push(l.replace(/^(#EXT-X-MAP:URI=")([^"/]+)"/, `$1/media/${video}/${rendition}/$2"`));
  }
  const out = [...head];
  for (let i = 0; i < loops; i++) {
    if (i > 0) out.push('#EXT-X-DISCONTINUITY');
    out.push(...body);
  }
  out.push('#EXT-X-ENDLIST', '');
  return out.join('\n');
}

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
};

/** Files from memory and folders by prefix, on loopback; the player soaks' only server. */
export function serve(files: Map<string, string>, dirs: Map<string, string>): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const body = files.get(path);
    if (body !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
      return;
    }
    for (const [prefix, dir] of dirs) {
      if (!path.startsWith(prefix)) continue;
      const file = join(dir, path.slice(prefix.length));
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) break;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': statSync(file).size });
      createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const a = server.address() as { port: number };
    resolve({ server, base: `http://127.0.0.1:${a.port}` });
  }));
}

/** The stream's folder, made first when the media cache lacks it (the demo's, or the VP9 one). */
export async function ensureSoakStream(video: string): Promise<string> {
  const hlsDir = join(MEDIA_DIR, 'hls', video);
  if (existsSync(join(hlsDir, 'master.m3u8'))) return hlsDir;
  if (video === VP9_TEST_MEDIA_KEY) await makeVp9TestStream(hlsDir);
  else await ensureDemoMedia({ mediaDir: MEDIA_DIR });
  return hlsDir;
}

export async function runPlayerSoak(o: PlayerSoakOptions) {
  const video = o.engine?.video ?? VIDEO;
  const hlsDir = await ensureSoakStream(video);
  const master = readFileSync(join(hlsDir, 'master.m3u8'), 'utf8');
  const renditions = master.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('/')[0]);
  const loopSeconds = readFileSync(join(hlsDir, renditions[0], 'index.m3u8'), 'utf8')
    .split('\n').filter((l) => l.startsWith('#EXTINF')).reduce((s, l) => s + Number(l.slice(8).split(',')[0]), 0);
  // Room for the media played plus the net jumps forward of the seeks.
  const loops = Math.ceil((o.mediaSeconds * 1.5) / loopSeconds);
  const files = new Map<string, string>();
  files.set('/loop/master.m3u8', master);
  for (const r of renditions) files.set(`/loop/${r}/index.m3u8`, loopPlaylist(readFileSync(join(hlsDir, r, 'index.m3u8'), 'utf8'), r, loops, video));
  files.set('/index.html', '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  // The worker's URL comes from Vite's `?url` import in the app; here from this server.
  files.set('/soak.js', await bundlePage('page-soak-player.ts', [{
    name: 'soak-url-imports',
    setup(b) {
      b.onResolve({ filter: /hls\.worker\.js\?url$/ }, () => ({ path: 'worker-url', namespace: 'soak' }));
      b.onLoad({ filter: /.*/, namespace: 'soak' }, () => ({ contents: `export default ${JSON.stringify(WORKER_PATH)};`, loader: 'js' }));
    },
  }], o.engine?.target));
  files.set(WORKER_PATH, readFileSync(join(root, 'node_modules/hls.js/dist/hls.worker.js'), 'utf8'));
  const { server, base } = await serve(files, new Map([[`/media/${video}/`, hlsDir + '/']]));

  const { browser, close } = await (o.engine?.launch() ?? launchSoakBrowser('player-soak', ['--autoplay-policy=no-user-gesture-required']));
  const samples: Record<string, unknown>[] = [];
  const seeks: { from: number; to: number }[] = [];
  const errors: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    if (process.env.SOAK_PLAYER_CONSOLE) page.on('console', (m) => o.log(`console.${m.type()}: ${m.text()}`));
    if (process.env.SOAK_PLAYER_CONSOLE) page.on('requestfailed', (r) => o.log(`requestfailed: ${r.url()}`));
    if (process.env.SOAK_PLAYER_CONSOLE) page.on('response', (r) => o.log(`response: ${r.status()} ${r.url()}`));
    await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });
    const cdp = await page.target().createCDPSession();
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Performance.enable');
    await page.goto(`${base}/index.html`);
    await page.addScriptTag({ url: `${base}/soak.js` });
    await page.evaluate((c) => (window as unknown as { __soak: { start(c: unknown): Promise<void> } }).__soak.start(c), { src: `${base}/loop/master.m3u8`, rate: o.rate });
    const wallStart = Date.now();
    // A 10 min stretch takes 37.5 s at 16x; a slower machine gets up to three times that.
    const wallLimitMs = ((o.sampleEvery / o.rate) * 3 + 30) * 1000;
    for (let k = 1; k * o.sampleEvery <= o.mediaSeconds; k++) {
      const r = (await page.evaluate(
        (p, w) => (window as unknown as { __soak: { playUntil(p: number, w: number): Promise<{ at: number; timedOut: boolean }> } }).__soak.playUntil(p, w),
        k * o.sampleEvery,
        wallLimitMs,
      )) as { at: number; played: number; timedOut: boolean };
      const heap = await heapAfterGc(cdp);
      const s = (await page.evaluate(() => (window as unknown as { __soak: { sample(): Record<string, unknown> } }).__soak.sample())) as Record<string, unknown>;
      const snapshots = process.env.BARRAGE_SOAK_SNAPSHOTS;
      if (snapshots) await writeHeapSnapshot(cdp, join(snapshots, `player-${k * (o.sampleEvery / 60)}min.heapsnapshot`));
      samples.push({ ...s, ...heap, timedOut: r.timedOut, wallSeconds: Math.round((Date.now() - wallStart) / 1000) });
      o.log(`player soak: ${round(r.played / 60, 1)} min played at ${Math.round(r.at)} s, buffered ${s.videoBufferedSeconds} s (${s.bufferedBehindSeconds} behind), heap ${heap.heapUsedMB} MB${r.timedOut ? ' (wall limit)' : ''}`);
      if ((k + 1) * o.sampleEvery > o.mediaSeconds) break;
      const to = Math.max(0, r.at + o.seeks[(k - 1) % o.seeks.length]);
      seeks.push({ from: Math.round(r.at), to: Math.round(to) });
      await page.evaluate((t) => (window as unknown as { __soak: { seek(t: number): void } }).__soak.seek(t), to);
    }
    await page.evaluate(() => (window as unknown as { __soak: { stop(): void } }).__soak.stop());
  } finally {
    await close();
    server.close();
  }
  const num = (s: Record<string, unknown>) => ({ heapUsedMB: s.heapUsedMB as number, loadStatsObjects: s.loadStatsObjects as number, videoBufferedSeconds: s.videoBufferedSeconds as number, bufferedBehindSeconds: s.bufferedBehindSeconds as number, nodes: s.nodes as number, jsEventListeners: s.jsEventListeners as number });
  const first = samples[0];
  const end = samples[samples.length - 1];
  const wall = (end?.wallSeconds as number) || 1;
  const maxBuffered = Math.max(...samples.map((s) => s.videoBufferedSeconds as number));
  const { backBufferLength, maxMaxBufferLength } = (await import('../../../src/player/buffer-config')).TV_BUFFER_CONFIG;
  // Bounded: what is buffered never passes the back buffer plus the longest forward buffer
  // (plus one 2 s segment each side, the unit hls.js adds and evicts).
  const bound = backBufferLength + maxMaxBufferLength + 4;
  return {
    setup: {
      player: 'Player (src/player) with device tv and TV_BUFFER_CONFIG, hls.js 1.x with its worker, 1920x1080 muted <video>',
      stream: `${video} (media pipeline: ${renditions.join(', ')}, 2 s segments) looped ${loops}x in its playlists with EXT-X-DISCONTINUITY (${round((loops * loopSeconds) / 60, 1)} min)`,
      playbackRate: o.rate,
      mediaMinutes: o.mediaSeconds / 60,
      achievedRate: end ? round((end.played as number) / wall, 1) : null,
      seekPattern: 'every 10 min of media played: back 2 min, forward 5 min, in turn',
    },
    seeks,
    samples,
    atEnd: end ? { sourceBuffers: end.sourceBuffers, videoBuffered: end.videoBuffered, totalBufferedSeconds: end.videoBufferedSeconds, estimatedMB: end.estimatedBufferedMB, behindSeconds: end.bufferedBehindSeconds, aheadSeconds: end.bufferedAheadSeconds } : null,
    backBufferBounded: {
      config: { backBufferLength, maxMaxBufferLength },
      maxBufferedSecondsSeen: maxBuffered,
      boundSeconds: bound,
      met: samples.length > 0 && maxBuffered <= bound,
    },
    result: first && end ? compare(num(first), num(end), ['heapUsedMB', 'videoBufferedSeconds', 'jsEventListeners', 'nodes']) : null,
    pageErrors: errors.slice(0, 5),
  };
}

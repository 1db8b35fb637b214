// The player core in real Chromium: a two-rendition HLS stream made by ffmpeg, the core
// bundled by vite into a tiny page, both served from a local http server. Independent of
// the app's server and build, so it checks src/player alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'puppeteer';
import { launchBrowser, type LaunchedBrowser } from './browser';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const FFMPEG = process.env.FFMPEG_PATH || '/usr/bin/ffmpeg';

let work: string;
let server: Server;
let baseUrl: string;
let chromium: LaunchedBrowser;
const requested: string[] = [];

async function makeStream(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  // 6 s, two H.264/AAC renditions, 2 s segments (keyframe every 2 s at 25 fps), VOD playlists.
  await run(
    FFMPEG,
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=6',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=6',
      '-filter_complex', '[0:v]split=2[a][b];[b]scale=320:180[lo]',
      '-map', '[a]', '-map', '[lo]', '-map', '1:a', '-map', '1:a',
      '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p',
      '-g', '50', '-keyint_min', '50', '-sc_threshold', '0',
      '-b:v:0', '700k', '-b:v:1', '200k', '-c:a', 'aac', '-b:a', '64k', '-ac', '2',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod',
      '-hls_segment_filename', join(dir, 'v%v/seg%d.ts'),
      '-master_pl_name', 'master.m3u8',
      '-var_stream_map', 'v:0,a:0 v:1,a:1',
      join(dir, 'v%v/index.m3u8'),
    ],
    { timeout: 120_000 },
  );
}

const PAGE_ENTRY = `
import { Player } from ${JSON.stringify(join(root, 'src/player/player.ts'))};
const log = { states: [], errors: [], levels: [], switched: [] };
window.__log = log;
window.__make = (options) => {
  window.__player?.destroy();
  const video = document.querySelector('video');
  video.muted = true;
  const player = new Player({ video, ...options });
  player.on('state', (s) => log.states.push(s));
  player.on('error', (e) => log.errors.push(e));
  player.on('levels', (l) => log.levels.push(l.length));
  player.on('level', (l) => log.switched.push(l.index));
  window.__player = player;
  return true;
};
document.title = 'ready';
`;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

function serve(dirs: { prefix: string; dir: string }[]): Promise<{ server: Server; url: string }> {
  const srv = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(path);
    for (const { prefix, dir } of dirs) {
      if (!path.startsWith(prefix)) continue;
      const rel = normalize(path.slice(prefix.length) || 'index.html').replace(/^(\.\.[/\\])+/, '');
      const file = join(dir, rel === '/' || rel === '.' ? 'index.html' : rel);
      if (existsSync(file)) {
        res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
        return;
      }
    }
    res.writeHead(404).end('not found');
  });
  return new Promise((resolve) => {
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({ server: srv, url: `http://127.0.0.1:${port}` });
    });
  });
}

async function openPlayerPage(options: Record<string, unknown> = {}): Promise<Page> {
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 720 });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.title === 'ready');
  await page.evaluate((o) => (window as unknown as { __make(o: unknown): boolean }).__make(o), options);
  return page;
}

type PageWindow = Window & {
  __player: import('../../src/player/player').Player;
  __log: { states: string[]; errors: { kind: string; fatal: boolean; message: string; detail?: string }[]; levels: number[]; switched: number[] };
};

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'player-core-'));
  const media = join(work, 'media');
  await makeStream(join(media, 'good'));
  // A copy whose middle segment is gone in every rendition.
  cpSync(join(media, 'good'), join(media, 'broken'), { recursive: true });
  for (const v of ['v0', 'v1']) rmSync(join(media, 'broken', v, 'seg1.ts'));

  const pageDir = join(work, 'page');
  mkdirSync(pageDir);
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><html><body><video width="640" height="360"></video><script type="module" src="./entry.ts"></script></body></html>');
  writeFileSync(join(pageDir, 'entry.ts'), PAGE_ENTRY);
  await build({
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    resolve: { alias: { '@src': join(root, 'src') } },
    build: { outDir: join(work, 'dist'), emptyOutDir: true, minify: false },
  });

  ({ server, url: baseUrl } = await serve([
    { prefix: '/media/hls/', dir: media },
    { prefix: '/', dir: join(work, 'dist') },
  ]));
  chromium = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await chromium?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('player core in Chromium', () => {
  it('keeps hls.js out of the entry chunk (dynamic import only) and emits the worker file', () => {
    const dist = join(work, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const assets = readdirSync(join(dist, 'assets'));
    // A string only hls.js' transmuxer interface contains.
    const hlsChunk = assets.find((f) => f.endsWith('.js') && readFileSync(join(dist, 'assets', f), 'utf8').includes('loading Web Worker'));
    expect(hlsChunk).toBeDefined();
    expect(`assets/${hlsChunk}`).not.toBe(entry);
    expect(readFileSync(join(dist, entry!), 'utf8')).not.toContain('loading Web Worker');
    expect(assets.some((f) => /^hls\.worker[^/]*\.js$/.test(f))).toBe(true);
  });

  it('plays through hls.js (not native) with transmuxing in the worker', async () => {
    const page = await openPlayerPage();
    await page.evaluate((url) => void (window as unknown as PageWindow).__player.load({ url }), `${baseUrl}/media/hls/good/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.currentTime > 1, { timeout: 30_000 });
    const info = await page.evaluate(() => {
      const p = (window as unknown as PageWindow).__player;
      return { engine: p.engine, enableWorker: p.hls?.config.enableWorker, workerPath: p.hls?.config.workerPath, levels: p.levels.length, states: (window as unknown as PageWindow).__log.states };
    });
    expect(info.engine).toBe('hls');
    expect(info.enableWorker).toBe(true);
    expect(typeof info.workerPath).toBe('string');
    expect(requested.some((p) => /hls\.worker[^/]*\.js$/.test(p))).toBe(true);
    expect(page.workers().some((w) => /hls\.worker[^/]*\.js$/.test(w.url()))).toBe(true);
    expect(info.levels).toBeGreaterThanOrEqual(2);
    expect(info.states).toContain('playing');
    await page.close();
  });

  it('switches rendition on request and seeks', async () => {
    const page = await openPlayerPage();
    await page.evaluate((url) => void (window as unknown as PageWindow).__player.load({ url, autoplay: false }), `${baseUrl}/media/hls/good/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.levels.length >= 2, { timeout: 30_000 });
    const target = await page.evaluate(() => {
      const p = (window as unknown as PageWindow).__player;
      // Ask for the rendition that is not playing now, so a switch must happen.
      const next = p.level.index === 1 ? 0 : 1;
      p.setLevel(next);
      return next;
    });
    await page.waitForFunction((t) => (window as unknown as PageWindow).__player.level.index === t && (window as unknown as PageWindow).__log.switched.includes(t), { timeout: 30_000 }, target);
    expect(await page.evaluate(() => (window as unknown as PageWindow).__player.level.auto)).toBe(false);

    await page.evaluate(() => (window as unknown as PageWindow).__player.seek(3.5));
    await page.waitForFunction(() => {
      const p = (window as unknown as PageWindow).__player;
      return !p.video.seeking && p.video.readyState >= 2;
    }, { timeout: 30_000 });
    const after = await page.evaluate(() => (window as unknown as PageWindow).__player.currentTime);
    expect(after).toBeGreaterThanOrEqual(3.4);
    await page.evaluate(() => void (window as unknown as PageWindow).__player.play());
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.currentTime > 4, { timeout: 30_000 });
    await page.close();
  });

  it('a deleted segment ends in the error state with a message, not a frozen spinner', async () => {
    const page = await openPlayerPage({ retryBaseDelayMs: 100, maxNetworkRetries: 2, stallTimeoutMs: 8000 });
    await page.evaluate((url) => void (window as unknown as PageWindow).__player.load({ url }), `${baseUrl}/media/hls/broken/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.state === 'error', { timeout: 60_000 });
    const err = await page.evaluate(() => (window as unknown as PageWindow).__player.error);
    expect(err?.fatal).toBe(true);
    expect(err?.message.length).toBeGreaterThan(0);
    expect(requested).toContain('/media/hls/broken/v0/seg1.ts');
    // hls.js reports the 404 only as non-fatal and keeps waiting; the watchdog ends the wait.
    expect(await page.evaluate(() => (window as unknown as PageWindow).__player.video.paused)).toBe(true);
    await page.close();
  });

  it('a dead stream ends in the error state, and retry() plays again once it is back', async () => {
    const page = await openPlayerPage({ retryBaseDelayMs: 100, maxNetworkRetries: 2, stallTimeoutMs: 8000 });
    const media = join(work, 'media');
    await page.evaluate((url) => void (window as unknown as PageWindow).__player.load({ url }), `${baseUrl}/media/hls/later/master.m3u8`);
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.state === 'error', { timeout: 60_000 });
    const err = await page.evaluate(() => (window as unknown as PageWindow).__player.error);
    expect(err).toMatchObject({ kind: 'network', fatal: true });
    expect(err?.message.length).toBeGreaterThan(0);

    cpSync(join(media, 'good'), join(media, 'later'), { recursive: true });
    await page.evaluate(() => void (window as unknown as PageWindow).__player.retry());
    await page.waitForFunction(() => (window as unknown as PageWindow).__player.currentTime > 1, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as PageWindow).__player.state)).not.toBe('error');
    await page.close();
  });
});

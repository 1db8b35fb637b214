// Issue 14 point 6: the built client as a browser receives it. A small dist made here the way
// the build makes it (the build's own precompress step, the real public/robots.txt) is served
// by a real server: the encoded copy the request accepts, a year's immutable cache for hashed
// assets, a revalidated HTML shell for page paths, robots.txt as text and 404 for a missing
// asset. Raw bytes are read with node:http, so nothing decodes them on the way.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { precompressDir } from '../../scripts/vite-plugins/vite-plugin-precompress';
import { resolveFfmpeg } from '../../server/media';

const root = path.resolve(import.meta.dirname, '../..');
const ASSET = 'assets/index-Ab12Cd34.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const WATCH_SHELL = '<!doctype html><head><meta charset="UTF-8" /><title>phone watch shell</title><link rel="modulepreload" href="/assets/a.js"></head><body><div id="boot-splash" aria-live="polite"><div class="logo">x</div></div><div id="root"></div></body>';
const HOME_SHELL = WATCH_SHELL.replace('phone watch shell', 'phone home shell');

// What Chromium sends with a page navigation.
const CHROMIUM_NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

const varyList = (r: RawResponse) => String(r.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

let dir: string;
let server: RunningServer;
let script: Buffer;
let html: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'client-delivery-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`item ${i}`)};\n`).join(''));
  html = Buffer.from(`<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>t</title><script type="module" src="/${ASSET}"></script></head><body><div id="root">${'<p>shell</p>'.repeat(120)}</div></body></html>`);
  writeFileSync(path.join(dist, ASSET), script);
  writeFileSync(path.join(dist, 'index.html'), html);
  // The phone's entry-route shells and their table, as scripts/vite-plugins/vite-plugin-entry-shells.ts writes them.
  mkdirSync(path.join(dist, 'shells'));
  writeFileSync(path.join(dist, 'shells', 'mobile-home.html'), HOME_SHELL);
  writeFileSync(path.join(dist, 'shells', 'mobile-watch.html'), WATCH_SHELL);
  writeFileSync(path.join(dist, 'shells', 'shells.json'), JSON.stringify({ mobile: { '/': 'shells/mobile-home.html', '/japan': 'shells/mobile-home.html', '/watch': 'shells/mobile-watch.html' } }));
  copyFileSync(path.join(root, 'public', 'robots.txt'), path.join(dist, 'robots.txt'));
  await precompressDir(dist);
  const pg = process.env.TEST_DATABASE_URL;
  server = await startServer({
    port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: dist, mediaDir: path.join(dir, 'media'), dataDir: path.join(dir, 'data'),
    ...(pg ? { databaseUrl: pg, dbSchema: `vt_${process.pid}_delivery` } : { databaseUrl: '' }),
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built client delivery', () => {
  it('sends a hashed script as brotli, gzip or plain by Accept-Encoding, immutable for a year, varying on the encoding', async () => {
    const br = await get(`${server.url}/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);
    expect(br.body.length).toBeLessThan(script.length / 3);

    const gz = await get(`${server.url}/${ASSET}`, { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await get(`${server.url}/${ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);

    for (const r of [br, gz, plain]) {
      expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyList(r)).toContain('accept-encoding');
    }
  });

  it('sends the HTML at / and at a page path revalidated on every use, with validators, compressed when accepted', async () => {
    for (const page of ['/', '/watch?id=v1001', '/discovery']) {
      const r = await get(`${server.url}${page}`, { 'accept-encoding': 'br' });
      expect(r.status, page).toBe(200);
      expect(r.headers['content-type'], page).toMatch(/^text\/html/);
      expect(r.headers['cache-control'], page).toBe('no-cache');
      expect(r.headers.etag, page).toBeTruthy();
      expect(r.headers['content-encoding'], page).toBe('br');
      expect(brotliDecompressSync(r.body).equals(html), page).toBe(true);
      // The validator answers a revalidation with 304 and no body.
      const again = await get(`${server.url}${page}`, { 'accept-encoding': 'br', 'if-none-match': String(r.headers.etag) });
      expect(again.status, page).toBe(304);
    }
  });

  it("sends a phone's entry route its own shell, varying on the user agent, and others index.html", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
    const home = await get(`${server.url}/`, { 'user-agent': phone, 'accept-encoding': 'identity' });
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain('phone home shell');
    expect(varyList(home)).toContain('user-agent');
    const asked = await get(`${server.url}/?layout=mobile`, { 'accept-encoding': 'identity' });
    expect(asked.body.toString()).toContain('phone home shell');
    const tv = await get(`${server.url}/?layout=tv`, { 'user-agent': phone, 'accept-encoding': 'identity' });
    expect(tv.body.equals(html)).toBe(true);
    const other = await get(`${server.url}/discovery`, { 'user-agent': phone, 'accept-encoding': 'identity' });
    expect(other.body.equals(html)).toBe(true);
  });

  it('sends an old Chromium (a 2018-2021 TV) the shell without the modern entry and its preloads, which it could not run', async () => {
    const tizen55 = 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106.1/5.5 TV Safari/537.36';
    const webos5 = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.106 Safari/537.36 WebAppManager';
    for (const ua of [tizen55, webos5]) {
      const r = await get(`${server.url}/discovery`, { 'user-agent': ua, 'accept-encoding': 'gzip' });
      expect(r.status).toBe(200);
      const page = gunzipSync(r.body).toString();
      expect(page, ua).not.toContain(ASSET);
      expect(page).toContain('<div id="root">');
      expect(varyList(r)).toEqual(expect.arrayContaining(['user-agent', 'accept-encoding']));
    }
    const oldPhone = 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Mobile Safari/537.36';
    const shell = await get(`${server.url}/`, { 'user-agent': oldPhone, 'accept-encoding': 'identity' });
    expect(shell.body.toString()).toContain('phone home shell');
    expect(shell.body.toString()).not.toContain('modulepreload');
    // A current engine keeps the file as built.
    const current = await get(`${server.url}/discovery`, { 'user-agent': 'Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.31 TV Safari/537.36', 'accept-encoding': 'identity' });
    expect(current.body.equals(html)).toBe(true);
  });

  it("puts the video's poster in the phone watch shell's splash, sized as the page asks for it, and nothing for an unknown or hostile id", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
    const r = await get(`${server.url}/watch?id=v1001`, { 'user-agent': phone, 'accept-encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(varyList(r)).toEqual(expect.arrayContaining(['user-agent', 'accept-encoding']));
    const page = brotliDecompressSync(r.body).toString();
    expect(page).toContain('phone watch shell');
    // The seed's posters are /media/posters/poster-<n>.jpg; the page asks for the 600 px step.
    const src = /<div id="boot-splash" aria-live="polite">\s*<img class="boot-poster" data-testid="boot-poster" src="(\/media\/posters\/poster-\d+\.jpg\?w=600)"/.exec(page)?.[1];
    expect(src).toBeDefined();
    // Asked for first in the head, ahead of the shell's script hints.
    expect(page.indexOf(`<link rel="preload" as="image" fetchpriority="high" href="${src}">`)).toBeGreaterThan(page.indexOf('<meta charset'));
    expect(page.indexOf(`href="${src}"`)).toBeLessThan(page.indexOf('modulepreload'));
    // By numeric id too (posters link /watch?id=<id>); plain when nothing is accepted.
    const plain = await get(`${server.url}/watch?id=v1001&layout=mobile`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('data-testid="boot-poster"');
    for (const id of ['nope404', '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'x'.repeat(80)]) {
      const other = await get(`${server.url}/watch?id=${id}`, { 'user-agent': phone, 'accept-encoding': 'identity' });
      expect(other.status).toBe(200);
      expect(other.body.toString()).toBe(WATCH_SHELL);
    }
    const tv = await get(`${server.url}/watch?id=v1001&layout=tv`, { 'accept-encoding': 'identity' });
    expect(tv.body.equals(html)).toBe(true);
  });

  it("carries the poster in the watch shell itself once its sized WebP is made: the same bytes the page's address serves, no request for it", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
    const headers = { 'user-agent': phone, 'accept-encoding': 'identity', accept: CHROMIUM_NAVIGATION_ACCEPT };
    const first = (await get(`${server.url}/watch?id=v1001`, headers)).body.toString();
    const address = /data-testid="boot-poster" src="(\/media\/posters\/(poster-\d+\.jpg)\?w=600)"/.exec(first);
    expect(address).not.toBeNull();
    // The poster itself, in the media folder this server reads (the other tests run without one).
    mkdirSync(path.join(dir, 'media', 'posters'), { recursive: true });
    execFileSync(resolveFfmpeg(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=400x600:rate=1', '-frames:v', '1', '-q:v', '3', path.join(dir, 'media', 'posters', address![2])]);
    // The page's address makes the 600 px WebP (as the first phone to open the page would).
    const sized = await get(`${server.url}${address![1]}`, { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' });
    expect(sized.status).toBe(200);
    expect(sized.headers['content-type']).toBe('image/webp');

    const r = await get(`${server.url}/watch?id=v1001`, headers);
    expect(varyList(r)).toEqual(expect.arrayContaining(['user-agent', 'accept-encoding', 'accept']));
    const page = r.body.toString();
    const img = /<div id="boot-splash" aria-live="polite">\s*<img class="boot-poster" data-testid="boot-poster" src="data:image\/webp;base64,([A-Za-z0-9+/=]+)" data-src="([^"]+)"/.exec(page);
    expect(img).not.toBeNull();
    expect(Buffer.from(img![1], 'base64').equals(sized.body)).toBe(true);
    expect(img![2]).toBe(address![1]);
    // Nothing to ask for: no preload of the picture.
    expect(page).not.toContain('rel="preload" as="image"');
  });

  it("puts the home's first banner slide in the phone home shell's splash on the recommendation tab only", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
    const r = await get(`${server.url}/`, { 'user-agent': phone, 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    const page = brotliDecompressSync(r.body).toString();
    // The seed's banner is its best scored videos; the page asks for the slide at the 600 px step.
    const src = /<div id="boot-splash" aria-live="polite">\s*<img class="boot-poster" data-testid="boot-banner" src="(\/media\/posters\/poster-\d+\.jpg\?w=600)"/.exec(page)?.[1];
    expect(src).toBeDefined();
    expect(page.indexOf(`href="${src}"`)).toBeLessThan(page.indexOf('modulepreload'));
    // A channel tab (an alias of the home) has no banner; the TV gets index.html.
    const tab = await get(`${server.url}/japan`, { 'user-agent': phone, 'accept-encoding': 'identity' });
    expect(tab.body.toString()).toBe(HOME_SHELL);
    const tv = await get(`${server.url}/?layout=tv`, { 'accept-encoding': 'identity' });
    expect(tv.body.equals(html)).toBe(true);
  });

  it('answers /robots.txt with the text file, not the app', async () => {
    const r = await get(`${server.url}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.body.toString('utf8')).toBe(readFileSync(path.join(root, 'public', 'robots.txt'), 'utf8'));
  });

  it('answers a missing asset or file with 404, not the HTML shell', async () => {
    for (const missing of ['/assets/index-Gone1234.js', '/assets/app-Gone1234.css', '/favicon.ico', '/sitemap.xml']) {
      for (const method of ['GET', 'HEAD']) {
        const r = await get(`${server.url}${missing}`, { 'accept-encoding': 'br, gzip' }, method);
        expect(r.status, `${method} ${missing}`).toBe(404);
        expect(r.headers['content-type'], `${method} ${missing}`).not.toMatch(/html/);
        expect(r.headers['cache-control'], `${method} ${missing}`).toBe('no-store');
      }
    }
  });
});

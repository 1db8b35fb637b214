// Publishing on the phone layout in real Chromium against the real server: a real clip made by
// ffmpeg (several 2 MB parts) goes through the page's file input; the cover is a frame chosen on
// /selectVideoPreview (reached from /dynamicVideoAddPoster), the location the nearest built-in
// city on /getUserLocation (no maps key: offline), and it is sent from /previewDynamicVideo; the
// connection is cut once in the middle (request interception), the retry sends only the parts
// the server lacks, the progress reaches 100, /myDynamic shows the dynamic turn published, its
// detail shows the location and it plays; on TV it plays by remote from /myDynamic and from the
// author's /space/{id}.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import { launchBrowser, openMobilePage, openTvPage, pressMovingFocus, until, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, loginDemo, storeUser, waitPlayingPastAds, type DemoUser } from './watch-helpers';
import { runFfmpeg } from '../../server/media/run-ffmpeg';

const base = inject('baseUrl');
const CHUNK = 2 * 1024 * 1024;
let chromium: LaunchedBrowser;
let page: Page;
let user: DemoUser;
let dir: string;
let clip: string;
/** The published dynamic's text (set by the phone test, watched by remote after it). */
let published = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'publish-e2e-'));
  clip = join(dir, 'clip.mp4');
  // Noise keeps the encoder from shrinking the clip: about 7 MB, so four parts.
  await runFfmpeg(['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-t', '4', '-vf', 'noise=alls=80:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '12M', '-pix_fmt', 'yuv420p', clip]);
  user = await loginDemo(base, 'member_demo');
  chromium = await launchBrowser();
  // The browser's position for /getUserLocation: Shanghai.
  await chromium.browser.defaultBrowserContext().overridePermissions(base, ['geolocation']);
  page = await openMobilePage(chromium.browser, base, '/');
  await page.setGeolocation({ latitude: 31.23, longitude: 121.47 });
  await storeUser(page, user);
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const isChunk = (r: HTTPRequest) => /\/api\/upload\/videochunk/i.test(r.url()) && r.method() === 'POST';


/** TV: waits up to 40 s for the video to pass 0.5 s, skipping the insert advert by remote (a
 * member, not VIP, may get it first); returns the time reached. */
function playedByRemote(tv: Page): Promise<number> {
  return waitPlayingPastAds(tv, { timeout: 40_000, byRemote: true });
}

describe('publishing a video on the phone', () => {
  it('resumes after a cut, reaches 100, turns published in /myDynamic and plays', async () => {
    const parts = Math.ceil(statSync(clip).size / CHUNK);
    expect(parts).toBeGreaterThanOrEqual(3);
    let chunkRequests = 0;
    let cut = false;
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.isInterceptResolutionHandled()) return;
      if (isChunk(r)) {
        chunkRequests += 1;
        // The second part's first attempt: the connection drops.
        if (chunkRequests === 2 && !cut) {
          cut = true;
          void r.abort('connectionreset');
          return;
        }
      }
      void r.continue();
    });

    await page.goto(withLayout(`${base}/publishDynamic`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="publish-text"]', { timeout: 20_000 });
    const text = `e2e clip ${Date.now().toString(36)}`;
    await page.type('[data-testid="publish-text"]', text);
    const input = (await page.$('[data-testid="publish-video-input"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(clip);
    // The cover: /dynamicVideoAddPoster -> frames of the video on /selectVideoPreview -> the third one.
    await page.waitForSelector('[data-testid="cover-add"]', { timeout: 20_000 });
    await page.click('[data-testid="cover-add"]');
    await page.waitForSelector('[data-testid="poster-frames"]', { timeout: 20_000 });
    await page.click('[data-testid="poster-frames"]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="frame"]').length === 8, { timeout: 30_000 });
    const times = await page.$$eval('[data-testid="frame"]', (els) => els.map((e) => Number(e.getAttribute('data-time'))));
    expect(times.every((t, i) => i === 0 || t > times[i - 1])).toBe(true);
    await page.click('[data-testid="frame"]:nth-child(3)');
    await page.click('[data-testid="frame-confirm"]');
    // Back on the form (two steps back) with the frame as the cover.
    await page.waitForSelector('[data-testid="publish-cover"][data-source="frame"]', { timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/publishDynamic');

    // The location: no maps key in the config, so the nearest built-in city to the browser's position.
    await page.click('[data-testid="publish-location"]');
    await page.waitForSelector('[data-testid="place"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="place"]', (e) => e.textContent)).toBe('上海');
    await page.click('[data-testid="place"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="publish-location"]')?.textContent?.includes('上海'), { timeout: 10_000 });

    // Sent from the preview, which returns to the form where the progress shows.
    await page.click('[data-testid="publish-preview-link"]');
    await page.waitForSelector('[data-testid="preview-video"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="preview-text"]', (e) => e.textContent)).toBe(text);
    expect(await page.$eval('[data-testid="preview-location"]', (e) => e.textContent)).toBe('上海');
    await page.click('[data-testid="preview-send"]');
    await page.waitForSelector('[data-testid="publish-error"]', { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/publishDynamic');
    // One part arrived, the second was cut: nothing more was sent.
    expect(chunkRequests).toBe(2);

    await page.click('[data-testid="publish-send"]');
    await page.waitForSelector('[data-testid="publish-done"]', { timeout: 60_000 });
    expect(await page.$eval('[data-testid="publish-progress"]', (e) => e.getAttribute('data-progress'))).toBe('100');
    // The retry asked what the server holds and sent only the missing parts (all but the first).
    expect(chunkRequests - 2).toBe(parts - 1);

    await page.click('[data-testid="publish-done"] a');
    await page.waitForSelector('[data-testid="dynamic-item"]', { timeout: 20_000 });
    // Transcoding runs in the background: the item reads processing, then published.
    const itemOf = (want: string) => {
      const item = [...document.querySelectorAll('[data-testid="dynamic-item"]')].find((e) => e.textContent?.includes(want));
      return { id: Number(item?.getAttribute('data-id') ?? 0), state: item?.getAttribute('data-state') ?? '' };
    };
    const { id } = await page.evaluate(itemOf, text);
    expect(id).toBeGreaterThan(0);
    // The server says when transcoding is over; the list shows it once reloaded.
    let serverState = '';
    await until(async () => {
      serverState = (await apiGet<{ state?: string }>(base, '/api/Trends/TrendDetail', { id }, user)).state ?? '';
      return serverState === 'published' || serverState === 'failed';
    }, 'the transcoding to end', 150_000, 500);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="dynamic-item"]', { timeout: 20_000 });
    const { state } = await page.evaluate(itemOf, text);
    expect(state).toBe('published');
    published = text;

    await page.evaluate((want) => {
      const item = [...document.querySelectorAll('[data-testid="dynamic-item"]')].find((e) => e.textContent?.includes(want)) as HTMLElement;
      item.click();
    }, text);
    await page.waitForSelector('[data-testid="dynamic-text"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="dynamic-text"]', (e) => e.textContent)).toBe(text);
    expect(await page.$eval('[data-testid="dynamic-location"]', (e) => e.textContent)).toBe('上海');
    await page.click('[data-testid="dynamic-play"]');
    const time = await waitPlayingPastAds(page, { timeout: 40_000 });
    expect(time).toBeGreaterThan(0.5);
  }, 300_000);

  it('the published dynamic plays by remote on the TV layout', async () => {
    expect(published).not.toBe('');
    const tv = await openTvPage(chromium.browser, base, '/');
    await storeUser(tv, user);
    await tv.goto(withLayout(`${base}/myDynamic`, 'tv'), { waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="dyn-publish"].focused', { timeout: 20_000 });
    await tv.waitForSelector('[data-testid="dynamic-item"]', { timeout: 20_000 });
    // Newest first: one step down from the publish entry is the dynamic just published.
    await tv.keyboard.press('ArrowDown');
    await tv.waitForSelector('[data-testid="dynamic-item"].focused', { timeout: 5_000 });
    expect(await tv.$eval('[data-testid="dynamic-item"].focused', (e) => e.textContent)).toContain(published);
    await tv.keyboard.press('Enter');
    await tv.waitForSelector('[data-testid="dynamic-play"].focused', { timeout: 20_000 });
    expect(await tv.$eval('[data-testid="dynamic-text"]', (e) => e.textContent)).toBe(published);
    const detailUrl = tv.url();
    await tv.keyboard.press('Enter');
    await tv.waitForFunction((u) => location.href !== u, { timeout: 10_000 }, detailUrl);
    expect(tv.url()).toContain('/watch');
    const time = await playedByRemote(tv);
    expect(time, await tv.evaluate(() => `${location.href} ${document.body.innerText.slice(0, 300)}`)).toBeGreaterThan(0.5);
  }, 120_000);

  it("the dynamic is on the author's /space/{id} and plays from there by remote on the TV layout", async () => {
    expect(published).not.toBe('');
    const tv = await openTvPage(chromium.browser, base, '/');
    await storeUser(tv, user);
    await tv.goto(withLayout(`${base}/space/${user.id}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="space-dynamic"]', { timeout: 20_000 });
    await tv.waitForSelector('.focused', { timeout: 20_000 });
    // Down from the profile's buttons, past the videos row, to the dynamics row.
    for (let i = 0; i < 4 && !(await tv.$('[data-testid="space-dynamic"].focused')); i++) await pressMovingFocus(tv, 'ArrowDown');
    await tv.waitForSelector('[data-testid="space-dynamic"].focused', { timeout: 5_000 });
    expect(await tv.$eval('[data-testid="space-dynamic"].focused', (e) => e.textContent)).toContain(published);
    await tv.keyboard.press('Enter');
    await tv.waitForSelector('[data-testid="dynamic-play"].focused', { timeout: 20_000 });
    expect(await tv.$eval('[data-testid="dynamic-location"]', (e) => e.textContent)).toBe('上海');
    const detailUrl = tv.url();
    await tv.keyboard.press('Enter');
    await tv.waitForFunction((u) => location.href !== u, { timeout: 10_000 }, detailUrl);
    expect(tv.url()).toContain('/watch');
    const time = await playedByRemote(tv);
    expect(time).toBeGreaterThan(0.5);
    // Back (the first hides the player's controls) returns to the detail, then to the space.
    // Space is not kept alive: it is built again, and its history entry's memory puts focus back
    // on the dynamic that was opened.
    for (let i = 0; i < 4 && (await tv.evaluate(() => location.pathname)) === '/watch'; i++) {
      const hadControls = !!(await tv.$('[data-testid="watch-controls"]'));
      await tv.keyboard.press('Escape');
      await tv.waitForFunction(
        (had: boolean) => location.pathname !== '/watch' || (had && !document.querySelector('[data-testid="watch-controls"]')),
        { timeout: 5_000 },
        hadControls,
      );
    }
    await tv.waitForSelector('[data-testid="dynamic-play"].focused', { timeout: 20_000 });
    await tv.keyboard.press('Escape');
    await tv.waitForFunction((p) => location.pathname === p && !!document.querySelector('[data-testid="space"] .focused'), { timeout: 20_000 }, `/space/${user.id}`);
    await tv.waitForSelector('[data-testid="space-dynamic"].focused', { timeout: 5_000 });
    expect(await tv.$eval('[data-testid="space-dynamic"].focused', (e) => e.textContent)).toContain(published);
  }, 120_000);

  it("the publish steps on TV show the QR code to the phone's publish page", async () => {
    const tv = await openTvPage(chromium.browser, base, '/');
    await storeUser(tv, user);
    await tv.goto(withLayout(`${base}/getUserLocation`, 'tv'), { waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="publish-qr"] img', { timeout: 20_000 });
    expect(new URL((await tv.$eval('[data-testid="publish-qr"]', (e) => e.getAttribute('data-url'))) ?? '').pathname).toBe('/publishDynamic');
    expect(await tv.$eval('[data-testid="publish-qr-text"]', (e) => e.textContent)).toBe('请用手机扫描二维码，在手机上继续发布动态');
    await tv.waitForSelector('[data-testid="qr-my-dynamic"].focused', { timeout: 5_000 });
  }, 60_000);
});

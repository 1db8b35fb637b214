// Issue 42 point 4, 追剧 in Chromium: a viewer follows a series by remote on TV (追剧 -> 已追剧 in
// the control bar) and another by touch on the phone; the series' next episode is published (the
// media:import --series path, on a server of this file's own so the test can publish): each gets
// the row 我的追剧 on the home with the new episode marked, and one 追剧更新 notice in the message
// centre, however often the episode is published.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { startServer, type RunningServer } from '../../server/app';
import { insertImportedEpisode } from '../../server/media/import-video';
import { notifyNewEpisode } from '../../server/chat/series-notices';
import { launchBrowser, openMobilePage, openTvPage, pressMovingFocus, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, storeUser, type DemoUser } from './watch-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'e2e');
let work: string;
let server: RunningServer;
let base: string;
let chromium: LaunchedBrowser;
let tvUser: DemoUser;
let phoneUser: DemoUser;
let series: { id: number; media_key: string; title: string; next: number; stream_key: string };

async function register(tag: string): Promise<DemoUser> {
  const r = await fetch(`${base}/api/Login/Register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: `e2e${tag}${Date.now().toString(36)}`, password: 'e2e-pass-1' }),
  });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data;
}

const focusedTestId = (page: Page) => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
const textOf = (page: Page, sel: string) => page.$eval(sel, (e) => e.textContent?.trim() ?? '');

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'e2e-pay-sms-series-'));
  // A server of this file's own, on the built client and the demo media of the global setup:
  // publishing an episode writes its database, which the shared server keeps to itself.
  server = await startServer({
    port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), mediaDir: join(cache, 'media'), clientDir: join(cache, 'dist'),
    prepareMedia: true, logger: false, limitExemptAddresses: ['127.0.0.1'],
  });
  await server.db.query("UPDATE ads SET regions = 'ZZ' WHERE grp = 'kaiping'");
  base = server.url;
  const { rows } = await server.db.query<{ id: number; media_key: string; title: string; next: number; stream_key: string }>(
    `SELECT v.id, v.media_key, v.title, (SELECT max(idx) + 1 FROM episodes WHERE video_id = v.id) AS next,
       (SELECT stream_key FROM episodes WHERE video_id = v.id ORDER BY idx LIMIT 1) AS stream_key
     FROM videos v WHERE v.episode_count > 1 AND NOT v.vip AND v.gold = 0
       AND NOT EXISTS (SELECT 1 FROM episodes e WHERE e.video_id = v.id AND e.idx = 1 AND e.vip) ORDER BY v.id LIMIT 1`,
  );
  series = rows[0];
  [tvUser, phoneUser] = await Promise.all([register('tvfan'), register('mfan')]);
  chromium = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await chromium?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('追剧', () => {
  it('TV: 追剧 in the control bar by remote turns 已追剧', async () => {
    const page = await openTvPage(chromium.browser, base, '/');
    await storeUser(page, tvUser);
    await page.goto(withLayout(`${base}/watch?id=${series.id}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="follow-series"]', { timeout: 60_000 });
    expect(await textOf(page, '[data-testid="follow-series"]')).toBe('追剧');
    // After the pre-roll advert focus is on the stage; Down brings the control bar.
    await page.waitForSelector('[data-testid="watch-stage"].focused, [data-testid="watch-controls"] .focused', { timeout: 90_000 });
    for (let i = 0; i < 3 && !(await page.$('[data-testid="watch-controls"] .focused')); i++) {
      await page.keyboard.press('ArrowDown');
      await new Promise((r) => setTimeout(r, 500));
    }
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 16 && (await focusedTestId(page)) !== 'follow-series'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focusedTestId(page)).toBe('follow-series');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="follow-series"]')?.textContent?.trim() === '已追剧', { timeout: 10_000 });
    expect(await apiGet<{ followed: boolean }>(base, '/api/Video/GetSeriesFollow', { mediaKey: series.media_key }, tvUser)).toEqual({ followed: true });
    await page.close();
  }, 180_000);

  it('phone: a tap on 追剧 turns 已追剧', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    const page = await openMobilePage(ctx, base, '/');
    await storeUser(page, phoneUser);
    await page.goto(withLayout(`${base}/watch?id=${series.id}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="follow-series"]', { timeout: 60_000 });
    expect(await textOf(page, '[data-testid="follow-series"]')).toBe('追剧');
    await page.tap('[data-testid="follow-series"]');
    await page.waitForFunction(() => document.querySelector('[data-testid="follow-series"]')?.textContent?.trim() === '已追剧', { timeout: 10_000 });
    await ctx.close();
  }, 120_000);

  it('a published episode puts the series on both homes with its mark, and one notice each', async () => {
    const ep = { seriesKey: series.media_key, idx: series.next, streamKey: series.stream_key, durationSec: 30 };
    expect((await insertImportedEpisode(server.db, ep, notifyNewEpisode)).told).toBe(2);
    expect((await insertImportedEpisode(server.db, ep, notifyNewEpisode)).told).toBe(0);
    const mark = `新：第${series.next}集`;

    const tv = await openTvPage(chromium.browser, base, '/');
    await storeUser(tv, tvUser);
    await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="poster-mark"]', { timeout: 60_000 });
    expect(await textOf(tv, '[data-testid="poster-mark"]')).toBe(mark);
    expect(await tv.evaluate(() => [...document.querySelectorAll('.tv-section-title')].map((e) => e.textContent))).toContain('我的追剧');
    // By remote: Down from the first row reaches the followed series' poster.
    await tv.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
    await pressMovingFocus(tv, 'ArrowDown');
    expect(await tv.evaluate(() => document.querySelector('[data-testid="poster"].focused')?.getAttribute('data-video-id'))).toBe(String(series.id));
    await tv.close();

    const ctx = await chromium.browser.createBrowserContext();
    const phone = await openMobilePage(ctx, base, '/');
    await storeUser(phone, phoneUser);
    await phone.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await phone.waitForSelector('[data-testid="home-followed-series"] [data-testid="poster"]', { timeout: 60_000 });
    expect(await textOf(phone, '[data-testid="home-followed-series"] h2')).toBe('我的追剧');
    expect(await textOf(phone, '[data-testid="home-followed-series"] .m-poster-sub')).toBe(mark);
    await phone.goto(withLayout(`${base}/systemMessage`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await phone.waitForFunction((t: string) => document.body.textContent?.includes(t), { timeout: 30_000 }, `你追的《${series.title}》更新了第${series.next}集`);
    const notices = await phone.evaluate(() => (document.body.textContent?.match(/追剧更新/g) ?? []).length);
    expect(notices).toBe(1);
    await ctx.close();

    for (const u of [tvUser, phoneUser]) {
      const list = await apiGet<{ list: { title: string }[] }>(base, '/api/Message/GetSystemMessages', { page: 1, pageSize: 20 }, u);
      expect(list.list.filter((n) => n.title === '追剧更新')).toHaveLength(1);
    }
  }, 180_000);
});

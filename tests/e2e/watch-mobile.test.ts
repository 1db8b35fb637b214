// Mobile watching: play, send a barrage and see it drawn at once; a second viewer of the same
// video (another browser context, another user) sees it live through the video room.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, openMobilePage, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, loginDemo, storeUser, waitPlayingPastAds, type DemoUser } from './watch-helpers';
import { freshUser } from './vip-helpers';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1001';
let chromium: LaunchedBrowser;
let sender: Page;
let viewer: Page;
let vip: DemoUser;
let kefu: DemoUser;

async function openAs(page: Page, user: DemoUser) {
  await storeUser(page, user);
  await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
}

async function waitPlaying(page: Page) {
  // A visitor / non-VIP may get the insert ad first: skip it.
  await waitPlayingPastAds(page);
}

beforeAll(async () => {
  [vip, kefu] = await Promise.all([loginDemo(base, 'vip_demo'), loginDemo(base, 'kefu_demo')]);
  chromium = await launchBrowser();
  sender = await openMobilePage(chromium.browser, base, '/');
  const ctx = await chromium.browser.createBrowserContext();
  viewer = await openMobilePage(ctx, base);
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

describe('mobile watch page', () => {
  it('plays the video with the barrage canvas over it', async () => {
    await openAs(viewer, kefu);
    await openAs(sender, vip);
    await sender.waitForSelector('[data-testid="barrage-canvas"]', { timeout: 20_000 });
    await waitPlaying(sender);
    await waitPlaying(viewer);
  }, 90_000);

  it('the danmu advert group is drawn among the barrage marked 【广告】 for a non-VIP viewer, never for a VIP', async () => {
    const AD = '【广告】开通VIP，免广告畅享高清大片';
    // A viewer who is surely not VIP: a new account (the demo accounts may have been given VIP by
    // the VIP tests before this file).
    const ctx = await chromium.browser.createBrowserContext();
    try {
      const plain = await openMobilePage(ctx, base);
      await openAs(plain, await freshUser(base, 'danmuad'));
      await waitPlaying(plain);
      await plain.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 30_000 }, AD);
    } finally {
      await ctx.close();
    }
    // The VIP has played all along: no advert of any kind was drawn there.
    expect(await sender.evaluate(() => (window.__barrageLog ?? []).some((e) => e.text.startsWith('【广告】')))).toBe(false);
  }, 60_000);

  it('sends a barrage: drawn at once here and live on the other viewer', async () => {
    const text = `hello-${Date.now().toString(36)}`;
    // Toasts last 1.5 s: the page records each one it shows, so a slow check still sees it.
    await sender.evaluate(() => {
      const w = window as unknown as { __toasts?: string[] };
      if (w.__toasts) return;
      const seen: string[] = (w.__toasts = []);
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="toast"]')) {
          const t = el.textContent ?? '';
          if (t && !seen.includes(t)) seen.push(t);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await sender.type('[data-testid="barrage-input"]', text);
    await sender.click('[data-testid="barrage-send"]');
    await sender.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 15_000 }, text);
    // Drawn at once; the input clears when the server has taken it.
    await sender.waitForFunction(() => (document.querySelector('[data-testid="barrage-input"]') as HTMLInputElement | null)?.value === '', { timeout: 10_000 });
    await viewer.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 15_000 }, text);
    const seen = await viewer.evaluate(() => (window.__barrageLog ?? []).map((e) => e.text));
    expect(seen).toContain(text);
    // The barrage reward status (GetBarrageCoin) is toasted after sending.
    await sender.waitForFunction(() => ((window as unknown as { __toasts?: string[] }).__toasts ?? []).some((t) => /今日弹幕奖励 \d+\/\d+，金币余额 \d+/.test(t)), { timeout: 10_000 });
  }, 60_000);

  it('shows the up-master with a follow button for others (关注 <-> 已关注) and none for the uploader', async () => {
    const label = (p: Page) => p.$eval('[data-testid="follow-uploader"]', (e) => e.textContent?.trim() ?? '');
    await sender.waitForSelector('[data-testid="uploader"] [data-testid="follow-uploader"]', { timeout: 15_000 });
    expect(await sender.$eval('[data-testid="uploader"]', (e) => e.textContent)).toContain('在线客服');
    const before = await label(sender);
    expect(['关注', '已关注']).toContain(before);
    const flipped = before === '关注' ? '已关注' : '关注';
    await sender.click('[data-testid="follow-uploader"]');
    await sender.waitForFunction((want) => document.querySelector('[data-testid="follow-uploader"]')?.textContent?.trim() === want, { timeout: 10_000 }, flipped);
    await sender.click('[data-testid="follow-uploader"]');
    await sender.waitForFunction((want) => document.querySelector('[data-testid="follow-uploader"]')?.textContent?.trim() === want, { timeout: 10_000 }, before);
    // kefu_demo uploaded v1001: their own page shows the uploader but no follow button.
    await viewer.waitForSelector('[data-testid="uploader"]', { timeout: 15_000 });
    expect(await viewer.$('[data-testid="follow-uploader"]')).toBeNull();
  }, 60_000);

  it('rating: the summary (VideoRatingDetails) shows under the title; a star rates (VoteLike, 2 points a star)', async () => {
    await sender.waitForSelector('[data-testid="rating"] [data-testid="rate-4"]', { timeout: 15_000 });
    await sender.waitForFunction(() => /分 · \d+人评分|暂无评分/.test(document.querySelector('[data-testid="rating-summary"]')?.textContent ?? ''), { timeout: 10_000 });
    await sender.click('[data-testid="rate-4"]');
    await sender.waitForFunction(() => document.querySelector('[data-testid="rate-4"]')?.getAttribute('aria-checked') === 'true', { timeout: 10_000 });
    await sender.waitForFunction(() => /分 · \d+人评分/.test(document.querySelector('[data-testid="rating-summary"]')?.textContent ?? '') && !!document.querySelector('[data-testid="rating-bands"]'), { timeout: 10_000 });
    const mine = await apiGet<{ myScore: number | null }>(base, '/api/Video/VideoRatingDetails', { mediaKey: MEDIA_KEY }, vip);
    expect(mine.myScore).toBe(8);
  }, 60_000);

  it('barrage settings show the reward status; 屏蔽管理 opens /settings?tab=shield', async () => {
    await sender.click('[data-testid="danmu-settings"]');
    await sender.waitForSelector('[data-testid="barrage-coin"]', { timeout: 10_000 });
    expect(await sender.$eval('[data-testid="barrage-coin"]', (e) => e.textContent)).toMatch(/今日弹幕奖励 \d+\/\d+/);
    await sender.click('[data-testid="open-shield"]');
    await sender.waitForSelector('[data-testid="settings-shield"] [data-testid="shield-manager"]', { timeout: 10_000 });
    const url = new URL(sender.url());
    expect(url.pathname).toBe('/settings');
    expect(url.searchParams.get('tab')).toBe('shield');
  }, 60_000);
});

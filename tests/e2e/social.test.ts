// Issue 10 (client): the social pages in Chromium. On the phone: a guest's follow button is the
// login mask; a member follows from the space (关注 -> 已关注, the fans count moves), sees no
// button on their own space, and removes a blacklisted user from /blacklist after the 取消拉黑
// confirm, after which the space shows 关注 again. On TV: the follow button by remote, and the
// same blacklist flow by remote (已拉黑, 移出, the confirm dialog focused on 确定, 关注 again).
// Reporting a user from /complaint goes through ReportUserReq.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer';
import { launchBrowser, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const PASSWORD = 'e2e-pass-1';
let chromium: LaunchedBrowser;
let carol: DemoUser;
let dave: DemoUser;

async function freshUser(tag: string): Promise<DemoUser> {
  const account = `e2e${tag}${Date.now().toString(36)}`;
  const r = await fetch(`${base}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: PASSWORD, nickName: tag }) });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data;
}

async function open(ctx: BrowserContext, layout: 'tv' | 'mobile', path: string, user?: DemoUser): Promise<Page> {
  const page = await ctx.newPage();
  if (layout === 'tv') await page.setViewport({ width: 1920, height: 1080 });
  else await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  if (user) await page.evaluateOnNewDocument((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  await page.goto(withLayout(`${base}${path}`, layout), { waitUntil: 'domcontentloaded' });
  return page;
}

const followText = (page: Page) => page.$eval('[data-testid="follow-button"]', (e) => e.textContent?.trim());
const waitFollow = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="follow-button"]')?.textContent?.trim() === t, { timeout: 10_000 }, text);

beforeAll(async () => {
  chromium = await launchBrowser();
  carol = await freshUser('carol');
  dave = await freshUser('dave');
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('social pages on the phone', () => {
  it('a guest pressing 关注 is sent to login', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'mobile', `/space/${dave.id}`);
    await page.waitForSelector('[data-testid="follow-button"]', { timeout: 30_000 });
    expect(await followText(page)).toBe('关注');
    await page.click('[data-testid="follow-button"]');
    await page.waitForFunction(() => location.pathname === '/login', { timeout: 10_000 });
    await ctx.close();
  }, 60_000);

  it('a member follows from the space; their own space has no button', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'mobile', `/space/${dave.id}`, carol);
    await page.waitForSelector('[data-testid="follow-button"]', { timeout: 30_000 });
    expect(await page.$eval('[data-testid="space-name"]', (e) => e.textContent)).toContain('dave');
    expect(await followText(page)).toBe('关注');
    await page.click('[data-testid="follow-button"]');
    await waitFollow(page, '已关注');
    await page.waitForFunction(() => document.querySelector('[data-testid="space-fans"]')?.textContent?.includes('1'), { timeout: 10_000 });
    const fans = await apiGet<{ list: { userId: number }[] }>(base, '/api/User/GetUserFansList', { uid: dave.id, type: 0 }, carol);
    expect(fans.list.map((u) => u.userId)).toContain(carol.id);

    await page.goto(withLayout(`${base}/space/${carol.id}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="space-name"]', { timeout: 30_000 });
    expect(await page.$('[data-testid="follow-button"]')).toBeNull();
    await ctx.close();
  }, 60_000);

  it('a blacklisted user shows 已拉黑 and leaves /blacklist after the 取消拉黑 confirm', async () => {
    await apiGet(base, '/api/User/preventUser', { uid: dave.id, status: 1 }, carol);
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'mobile', `/space/${dave.id}`, carol);
    await waitFollow(page, '已拉黑');
    await page.goto(withLayout(`${base}/blacklist`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="unblock"]', { timeout: 30_000 });
    await page.click('[data-testid="unblock"]');
    await page.waitForSelector('[data-testid="dialog"]', { timeout: 5_000 });
    const dialog = await page.$eval('[data-testid="dialog"]', (e) => e.textContent);
    expect(dialog).toContain('取消拉黑');
    expect(dialog).toContain('您已拉黑该用户，是否移出黑名单？');
    await page.click('[data-testid="dialog-btn-confirm"]');
    await page.waitForSelector('[data-testid="empty-state"]', { timeout: 10_000 });
    const list = await apiGet<{ list: unknown[] }>(base, '/api/User/GetBlackList', {}, carol);
    expect(list.list).toEqual([]);
    await page.goto(withLayout(`${base}/space/${dave.id}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await waitFollow(page, '关注');
    await ctx.close();
  }, 60_000);
});

describe('reporting a user on the phone', () => {
  it('/complaint sends the report through ReportUserReq (spec 002 §7) and shows the report-received dialog', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'mobile', `/complaint?uid=${dave.id}`, carol);
    const reports: URL[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      const path = u.pathname.toLowerCase();
      if (path.startsWith('/api/') && (path.includes('complaint') || path.includes('reportuser'))) reports.push(u);
    });
    await page.waitForSelector('[data-testid="complaint-reason"]', { timeout: 30_000 });
    await page.type('[data-testid="complaint-reason"]', '发布不良信息');
    await page.click('[data-testid="complaint-submit"]');
    await page.waitForSelector('[data-testid="dialog-btn-ok"]', { timeout: 10_000 });
    expect(reports.map((u) => [u.pathname, u.searchParams.get('uid'), u.searchParams.get('reason')])).toEqual([['/api/video/reportuserreq', String(dave.id), '发布不良信息']]);
    await ctx.close();
  }, 60_000);
});

describe('social pages on TV', () => {
  it('the follow button on a space works by remote', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'tv', `/space/${carol.id}`, dave);
    await page.waitForSelector('[data-testid="follow-button"].focused', { timeout: 30_000 });
    expect(await followText(page)).toBe('关注');
    await page.keyboard.press('Enter');
    await waitFollow(page, '已关注');
    await ctx.close();
  }, 60_000);

  it('a blacklisted user shows 已拉黑; /blacklist removes them by remote after the 取消拉黑 confirm', async () => {
    await apiGet(base, '/api/User/preventUser', { uid: carol.id, status: 1 }, dave);
    const ctx = await chromium.browser.createBrowserContext();
    const page = await open(ctx, 'tv', `/space/${carol.id}`, dave);
    await waitFollow(page, '已拉黑');
    await page.goto(withLayout(`${base}/blacklist`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="unblock"].focused', { timeout: 30_000 });
    expect(await page.$eval('[data-testid="unblock"]', (e) => e.textContent)).toContain('carol');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="tv-dialog"]', { timeout: 5_000 });
    const dialog = await page.$eval('[data-testid="tv-dialog"]', (e) => e.textContent);
    expect(dialog).toContain('取消拉黑');
    expect(dialog).toContain('您已拉黑该用户，是否移出黑名单？');
    // The confirming button has focus, as TV dialogs do.
    await page.waitForSelector('.tv-dialog-button.focused', { timeout: 5_000 });
    expect(await page.$eval('.tv-dialog-button.focused', (e) => e.textContent)).toBe('确定');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.textContent?.includes('黑名单为空'), { timeout: 10_000 });
    expect(await page.$('.focused')).not.toBeNull();
    const list = await apiGet<{ list: unknown[] }>(base, '/api/User/GetBlackList', {}, dave);
    expect(list.list).toEqual([]);
    await page.goto(withLayout(`${base}/space/${carol.id}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await waitFollow(page, '关注');
    await ctx.close();
  }, 60_000);
});

// Issue 38 point 4 end to end, the console's other catalogue pages in real Chromium against the
// real server: home rows (made, ordered, published: the home API follows), adverts (a pause
// advert started and paused), help articles (Markdown whose script never reaches a viewer) and
// VIP packages (offered, then retired). A kefu and a moderator get the refusal.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, type LaunchedBrowser } from './browser';
import { apiGet } from './watch-helpers';
import { clickInRow, gotoPage, newPage, signedIn, submitDialog } from './admin-helpers';

const base = inject('baseUrl');
const tag = Date.now().toString(36);
let chromium: LaunchedBrowser;
let op: Page;

async function openDialogOf(page: Page, label: string): Promise<void> {
  await page.click(`button::-p-text(${label})`);
  await page.waitForSelector('dialog[open] form', { timeout: 10_000 });
}

/** Waits until the row holding `text` offers the button `label` (the state it is in now). */
const rowOffers = (page: Page, table: string, text: string, label: string) =>
  page.waitForFunction(
    (tb, t, l) => [...document.querySelectorAll(`[data-table="${tb}"] tbody tr`)].some((r) => (r as HTMLElement).innerText.includes(t) && [...r.querySelectorAll('button')].some((b) => b.textContent === l)),
    { timeout: 15_000 }, table, text, label,
  );

const rowsOf = (page: Page, table: string) => page.$$eval(`[data-table="${table}"] tbody tr`, (rows) => rows.map((r) => (r as HTMLElement).innerText));

beforeAll(async () => {
  chromium = await launchBrowser();
  op = await newPage(chromium.browser);
  await signedIn(op, 'admin_demo');
}, 60_000);

// Each test from the console's first page, whatever the one before left open.
beforeEach(async () => {
  await op.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
  await op.waitForSelector('[data-testid="staff-me"]', { timeout: 15_000 });
});

afterAll(async () => {
  await chromium?.close();
});

describe('home rows', () => {
  it('an operator makes a picks row, publishes it, moves it up, and the home API shows it in that place', async () => {
    const title = `精选${tag.slice(-4)}`;
    // Two seeded titles (another test file may be publishing and withdrawing its own).
    const feed = await apiGet<{ list: { id: number; mediaKey: string }[] }>(base, '/api/list/GetDiscovery', { pageSize: 30 });
    const picks = feed.list.filter((v) => /^v1\d+$/.test(v.mediaKey)).map((v) => v.id).slice(0, 2);
    expect(picks).toHaveLength(2);
    await gotoPage(op, '首页栏目', '[data-table="home-rows"] tbody tr');
    await openDialogOf(op, '新建栏目');
    await submitDialog(op, { title, kind: 'picks', videoIds: picks.join(',') });
    await clickInRow(op, 'home-rows', title, '上架');
    await submitDialog(op);
    await rowOffers(op, 'home-rows', title, '下架');
    // New rows go last; moved up once it is one place higher on the home too.
    const sections = async () => (await apiGet<{ sections: { title: string }[] }>(base, '/api/home/GetRecommend', { page: 1, pageSize: 100 })).sections.map((s) => s.title);
    const before = await sections();
    expect(before.at(-1)).toBe(title);
    await clickInRow(op, 'home-rows', title, '上移');
    await op.waitForFunction((t) => {
      const rows = [...document.querySelectorAll('[data-table="home-rows"] tbody tr')];
      return rows.length > 1 && !(rows.at(-1) as HTMLElement).innerText.includes(t);
    }, { timeout: 15_000 }, title);
    const after = await sections();
    expect(after.indexOf(title)).toBe(before.indexOf(title) - 1);
    expect(after).toHaveLength(before.length);
  }, 90_000);
});

describe('adverts', () => {
  it('an operator makes a pause advert, starts it, and the advert API hands it out until it is paused', async () => {
    const title = `暂停广告${tag.slice(-4)}`;
    await gotoPage(op, '广告', '[data-table="ads"] tbody tr');
    await openDialogOf(op, '新建广告');
    await submitDialog(op, { group: 'zanting', title, showUrl: '/media/posters/poster-2.jpg', duration: '5', sort: '0' });
    await clickInRow(op, 'ads', title, '投放');
    await submitDialog(op);
    const shown = async () => (await apiGet<{ zanting: { title?: string }[] }>(base, '/api/Video/GetAdsDataList', { typeList: '2' })).zanting.some((a) => a.title === title);
    await rowOffers(op, 'ads', title, '暂停');
    expect(await shown()).toBe(true);
    await clickInRow(op, 'ads', title, '暂停');
    await submitDialog(op);
    await rowOffers(op, 'ads', title, '投放');
    expect(await shown()).toBe(false);
  }, 90_000);
});

describe('help articles', () => {
  it('an operator writes Markdown with a script in it; the preview and the viewer get the text without the script', async () => {
    const title = `帮助测试${tag.slice(-4)}`;
    await gotoPage(op, '帮助文章', '[data-table="help-articles"] tbody tr');
    await openDialogOf(op, '新建文章');
    await submitDialog(op, { categoryId: '1', title, markdown: '## 开通会员\n\n**加粗**说明 <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">', sort: '1' });
    await clickInRow(op, 'help-articles', title, '上架');
    await submitDialog(op);
    await rowOffers(op, 'help-articles', title, '下架');
    await clickInRow(op, 'help-articles', title, '预览');
    await op.waitForSelector('[data-testid="article-preview"] strong', { timeout: 15_000 });
    const preview = await op.$eval('[data-testid="article-preview"]', (el) => el.innerHTML);
    expect(preview).toContain('<strong>加粗</strong>');
    expect(preview).not.toMatch(/<script|onerror/);
    expect(await op.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const id = Number((await rowsOf(op, 'help-articles')).find((r) => r.includes(title))?.split('\t')[0]);
    const viewer = await apiGet<{ info: { title: string; contxt: string }[] }>(base, '/api/home/gethelpcontentbyid', { id });
    expect(viewer.info[0].title).toBe(title);
    expect(viewer.info[0].contxt).toContain('<strong>加粗</strong>');
    expect(viewer.info[0].contxt).not.toMatch(/<script|onerror/);
  }, 90_000);
});

describe('VIP packages', () => {
  it('an operator offers a package, the VIP API lists it, and retiring it (confirmed) takes it off', async () => {
    const name = `测试套餐${tag.slice(-4)}`;
    await gotoPage(op, 'VIP 套餐', '[data-table="packages"] tbody tr');
    const category = (await rowsOf(op, 'packages'))[0].split('\t')[1];
    await openDialogOf(op, '新建套餐');
    await submitDialog(op, { categoryId: category, name, type: '1', validityDays: '30', price: '9.9', priceSymbol: '¥', rmb: '9.9' });
    await op.waitForFunction((n) => document.querySelector('[data-table="packages"]')?.textContent?.includes(n), { timeout: 15_000 }, name);
    const offered = async () => (await apiGet<{ categoryList: { data: { name: string }[] }[] }>(base, '/api/User/GetVipPayType', {})).categoryList.some((c) => c.data.some((p) => p.name === name));
    expect(await offered()).toBe(true);
    await clickInRow(op, 'packages', name, '停售');
    await submitDialog(op);
    await rowOffers(op, 'packages', name, '恢复销售');
    expect(await offered()).toBe(false);
  }, 90_000);
});

describe('refusals', () => {
  for (const [who, path, page] of [['kefu_demo', '/admin/packages', 'VIP 套餐'], ['mod_demo', '/admin/ads', '广告'], ['kefu_demo', '/admin/home-rows', '首页栏目']] as const) {
    it(`${who} has no ${page}: the menu does not offer it and the server refuses its requests`, async () => {
      const p = await newPage(chromium.browser);
      await signedIn(p, who);
      expect(await p.$eval('nav.adm-nav', (el) => (el as HTMLElement).innerText)).not.toContain(page);
      await p.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
      await p.waitForSelector('[data-testid="not-allowed"]', { timeout: 15_000 });
      await p.waitForFunction(() => document.body.innerText.includes('您没有此操作的权限'), { timeout: 15_000 });
      expect(await p.$$('.adm-main tbody tr')).toHaveLength(0);
      await p.close();
    }, 60_000);
  }
});

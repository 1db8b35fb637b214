// Issue 38 point 4 end to end, 片库: in real Chromium against the real server, a member of
// staff with catalog.edit makes a title in the console (category, tags, VIP flag), gives it an
// episode on an existing stream, publishes both, and the viewer API finds it; an edit reaches
// the viewer; taking it down asks first and hides it again. A moderator gets the refusal.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, type LaunchedBrowser } from './browser';
import { apiGet } from './watch-helpers';
import { clickInRow, gotoPage, newPage, signedIn, submitDialog } from './admin-helpers';

const base = inject('baseUrl');
const tag = Date.now().toString(36);
let chromium: LaunchedBrowser;

interface Details {
  video: { title: string };
}

/** What a viewer gets for the key: the details, or null when the server does not show it. */
const viewerDetails = (mediaKey: string) => apiGet<Details>(base, '/api/Video/VideoDetails', { mediaKey }).catch(() => null);

async function openDialogOf(page: Page, label: string): Promise<void> {
  await page.click(`button::-p-text(${label})`);
  await page.waitForSelector('dialog[open] form', { timeout: 10_000 });
}

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('片库 in the console', () => {
  it('an operator creates, publishes, edits and withdraws a title, and the viewer API follows', async () => {
    const key = `e2ecat${tag}`;
    const name = `星河测试${tag.slice(-4)}`;
    const op = await newPage(chromium.browser);
    await signedIn(op, 'admin_demo');
    await gotoPage(op, '片库', '[data-table="titles"] tbody tr');

    await openDialogOf(op, '新建影片');
    const category = await op.$eval('dialog[open] select[name="categoryId"] option:nth-child(2)', (o) => (o as HTMLOptionElement).value);
    await submitDialog(op, {
      mediaKey: key, title: name, poster: '/media/posters/poster-3.jpg', categoryId: category, tags: '科幻，冒险', year: '2026', region: '大陆', description: '控制台新建的影片',
    });
    // Found by the server-side search of the table, as a draft.
    await op.type('[data-table="titles"] [name="keyword"]', key);
    await op.click('[data-table="titles"] .adm-filters button[type="submit"]');
    await op.waitForFunction(() => document.querySelectorAll('[data-table="titles"] tbody tr').length === 1, { timeout: 15_000 });
    const row = await op.$eval('[data-table="titles"] tbody tr', (el) => (el as HTMLElement).innerText);
    expect(row).toContain(name);
    expect(row).toContain('科幻、冒险');
    expect(await viewerDetails(key)).toBeNull();

    // Its episodes: one on the stream of a demo episode, then published, then the title.
    await clickInRow(op, 'titles', key, '剧集');
    await op.waitForSelector('[data-testid="title-name"]', { timeout: 15_000 });
    await openDialogOf(op, '添加剧集');
    await submitDialog(op, { sourceStreamKey: 'v1003-1' });
    await clickInRow(op, 'episodes', '第1集', '上架');
    await submitDialog(op);
    await op.waitForFunction(() => [...document.querySelectorAll('[data-table="episodes"] tbody tr button')].some((b) => b.textContent === '下架'), { timeout: 15_000 });
    expect(await viewerDetails(key)).toBeNull();
    await op.click('.adm-buttons [data-action="staffTitlePublish"]');
    await submitDialog(op);
    await op.waitForFunction(() => document.querySelector('[data-testid="title-state"]')?.textContent === '已上架', { timeout: 15_000 });
    expect((await viewerDetails(key))?.video.title).toBe(name);

    // An edit (name and VIP flag) reaches the viewer.
    await op.click('.adm-buttons [data-action="staffTitleSave"]');
    await submitDialog(op, { title: `${name}改`, vip: 'true' });
    await op.waitForFunction((n) => document.querySelector('[data-testid="title-name"]')?.textContent?.includes(n), { timeout: 15_000 }, `${name}改`);
    const edited = await viewerDetails(key);
    expect(edited?.video.title).toBe(`${name}改`);

    // Withdrawing asks first; confirmed, the viewer loses it.
    await op.click('.adm-buttons [data-action="staffTitlePublish"]');
    await op.waitForSelector('dialog[open] form', { timeout: 10_000 });
    await op.click('dialog[open] button[type="submit"]');
    const question = await op.waitForSelector('dialog[open] [role="alertdialog"]', { timeout: 5_000 });
    expect(await question?.evaluate((el) => (el as HTMLElement).innerText)).toContain('确定下架');
    // Asked, not yet done: the viewer still has it until the question is answered.
    expect((await viewerDetails(key))?.video.title).toBe(`${name}改`);
    await op.click('dialog[open] [data-confirm="yes"]');
    await op.waitForFunction(() => document.querySelector('[data-testid="title-state"]')?.textContent === '草稿', { timeout: 15_000 });
    expect(await viewerDetails(key)).toBeNull();
    await op.close();
  }, 120_000);

  it('a moderator has no 片库: the menu does not offer it and the server refuses its requests', async () => {
    const mod = await newPage(chromium.browser);
    await signedIn(mod, 'mod_demo');
    expect(await mod.$eval('nav.adm-nav', (el) => (el as HTMLElement).innerText)).not.toContain('片库');
    await mod.goto(`${base}/admin/catalog`, { waitUntil: 'domcontentloaded' });
    await mod.waitForSelector('[data-testid="not-allowed"]', { timeout: 15_000 });
    await mod.waitForFunction(() => document.body.innerText.includes('您没有此操作的权限'), { timeout: 15_000 });
    expect(await mod.$$('[data-table="titles"] tbody tr')).toHaveLength(0);
    await mod.close();
  }, 60_000);
});

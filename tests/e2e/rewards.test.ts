// Issue 12 points 3 and 4 in Chromium, against the real server and database: signing in twice
// in a day (two open pages) pays once, seen on /myGold; a new-hand task is claimed after the
// share it asks for; an invitation code entered by a second user rewards both once; a video is
// removed from the collection by remote on TV.
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer';
import { sharedBrowser, withLayout } from './browser';
import { apiGet, type DemoUser } from './watch-helpers';
import { registerVerified } from './verified-user';
import { INVITATION_NEEDS_CONTACT_MSG } from '../../server/routes/rewards';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = sharedBrowser();
const WAIT = { timeout: 15_000 };
let seq = 0;

async function freshUser(tag: string): Promise<DemoUser> {
  const account = `e2erw${tag}${Date.now().toString(36)}${seq++}`;
  const r = await fetch(`${base}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'e2e-pass-1', nickName: tag }) });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data;
}

async function open(ctx: BrowserContext, layout: 'tv' | 'mobile', path: string, user: DemoUser): Promise<Page> {
  const page = await ctx.newPage();
  if (layout === 'tv') await page.setViewport({ width: 1920, height: 1080 });
  else await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.evaluateOnNewDocument((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  await page.goto(withLayout(`${base}${path}`, layout), { waitUntil: 'domcontentloaded' });
  return page;
}

const text = (page: Page, sel: string) => page.$eval(sel, (e) => e.textContent?.trim() ?? '');
const waitText = (page: Page, sel: string, want: string) =>
  page.waitForFunction((s, w) => document.querySelector(s)?.textContent?.trim() === w, WAIT, sel, want);
const waitToast = (page: Page, want: string) => page.waitForFunction((w) => document.body.textContent?.includes(w), WAIT, want);

/** The balance and the records /myGold shows (phone layout). */
async function goldPage(ctx: BrowserContext, user: DemoUser): Promise<{ balance: string; records: string[] }> {
  const page = await open(ctx, 'mobile', '/myGold', user);
  await page.waitForSelector('[data-testid="gold-record"], [data-testid="empty-state"]', WAIT);
  await page.waitForFunction(() => /\d/.test(document.querySelector('[data-testid="gold-balance"]')?.textContent ?? ''), WAIT);
  const out = { balance: await text(page, '[data-testid="gold-balance"]'), records: await page.$$eval('[data-testid="gold-record"]', (els) => els.map((e) => e.textContent ?? '')) };
  await page.close();
  return out;
}

describe('daily sign-in', () => {
  it('two pages signing in the same day pay once; /myGold shows one record', async () => {
    const me = await freshUser('sign');
    const ctx = await browser().browser.createBrowserContext();
    // Both pages show 立即签到 before either signs in: the second press reaches the server.
    const tv = await open(ctx, 'tv', '/signIn', me);
    const phone = await open(ctx, 'mobile', '/signIn', me);
    await phone.waitForSelector('[data-testid="sign-in-button"]:not([disabled])', WAIT);
    // A background tab gets no animation frames, which the focus layer waits for.
    await tv.bringToFront();
    await tv.waitForSelector('[data-testid="sign-in-button"].focused', WAIT);
    expect(await text(tv, '[data-testid="sign-in-button"]')).toContain('立即签到');
    await tv.keyboard.press('Enter');
    await waitText(tv, '[data-testid="sign-in-button"]', '今日已签到');
    await waitToast(tv, '签到成功，获得5金币');
    await phone.bringToFront();
    await phone.click('[data-testid="sign-in-button"]');
    await waitToast(phone, '今天已经签到过了，明天再来吧');
    await waitText(phone, '[data-testid="sign-in-button"]', '今日已签到');
    // Pressing again on TV asks nothing and says so.
    await tv.bringToFront();
    await tv.keyboard.press('Enter');
    await waitToast(tv, '今日已签到');
    const gold = await goldPage(ctx, me);
    expect(gold.balance).toBe('5');
    expect(gold.records).toHaveLength(1);
    expect(gold.records[0]).toContain('签到第1天');
    expect(gold.records[0]).toContain('+5');
    await ctx.close();
  }, 90_000);
});

describe('tasks', () => {
  it('a new-hand task is claimed once after the share it asks for', async () => {
    const me = await freshUser('task');
    const ctx = await browser().browser.createBrowserContext();
    const page = await open(ctx, 'mobile', '/newHandTask', me);
    const row = '[data-testid="task-newHand-5"]';
    await page.waitForSelector(row, WAIT);
    expect(await page.$eval(row, (e) => e.getAttribute('data-state'))).toBe('todo');
    // Doing the task: a share the server records.
    await apiGet(base, '/api/Video/Share', { mediaKey: 'v1001' }, me);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector(`${row}[data-state="claim"]`, WAIT);
    await page.click(`${row} [data-testid="task-button"]`);
    await waitToast(page, '领取成功，获得10金币');
    await page.waitForSelector(`${row}[data-state="claimed"]`, WAIT);
    expect(await page.$eval(`${row} [data-testid="task-button"]`, (e) => (e as HTMLButtonElement).disabled)).toBe(true);
    const gold = await goldPage(ctx, me);
    expect(gold.balance).toBe('10');
    expect(gold.records).toHaveLength(1);
    expect(gold.records[0]).toContain('新手任务：首次分享视频');
    await ctx.close();
  }, 90_000);
});

describe('invitation', () => {
  it('a second user enters the code once: both sides rewarded once, the code cannot be entered again', async () => {
    const inviter = await freshUser('host');
    // Invitation gold needs the invitee's e-mail or phone proved by a code (issue 27).
    const invitee = await registerVerified(base, dataDir, 'guest');
    const unverified = await freshUser('lurker');
    const ctx = await browser().browser.createBrowserContext();
    const host = await open(ctx, 'mobile', '/invitation', inviter);
    await host.waitForFunction(() => /^[A-Z0-9]{8}$/.test(document.querySelector('[data-testid="invitation-code"]')?.textContent ?? ''), WAIT);
    const code = await text(host, '[data-testid="invitation-code"]');
    await host.waitForSelector('[data-testid="invitation-qr"]', WAIT);
    expect(await text(host, '[data-testid="invitation-link"]')).toContain(`invitationCode=${code}`);

    // Own code: refused at the form, nothing sent.
    const own = await open(ctx, 'mobile', '/inputInvitationCode', inviter);
    await own.waitForSelector('input[name="invitationCode"]', WAIT);
    await own.type('input[name="invitationCode"]', code.toLowerCase());
    await own.click('[data-testid="invite-code-submit"]');
    await waitText(own, '[data-testid="form-error"]', '不能填写自己的邀请码');
    await own.close();

    // An account without a proved contact is told what to do, and nobody is paid.
    const lurker = await open(ctx, 'mobile', '/inputInvitationCode', unverified);
    await lurker.waitForSelector('input[name="invitationCode"]', WAIT);
    await lurker.type('input[name="invitationCode"]', code);
    await lurker.click('[data-testid="invite-code-submit"]');
    await waitText(lurker, '[data-testid="form-error"]', INVITATION_NEEDS_CONTACT_MSG);
    await lurker.close();

    const guest = await open(ctx, 'mobile', '/inputInvitationCode', invitee);
    await guest.waitForSelector('input[name="invitationCode"]', WAIT);
    await guest.type('input[name="invitationCode"]', code);
    await guest.click('[data-testid="invite-code-submit"]');
    await waitToast(guest, '填写成功，获得20金币');
    // Done: the form gives way to the user's own invitation page.
    await guest.waitForFunction(() => location.pathname === '/invitation', WAIT);
    await guest.goto(withLayout(`${base}/inputInvitationCode`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await guest.waitForSelector('[data-testid="code-entered"]', WAIT);
    expect(await text(guest, '[data-testid="code-entered"]')).toBe('你已经填写过邀请码了');

    await host.bringToFront();
    await host.reload({ waitUntil: 'domcontentloaded' });
    await waitText(host, '[data-testid="invited-count"]', '已邀请1人');
    for (const u of [inviter, invitee]) {
      const gold = await goldPage(ctx, u);
      expect(gold.balance).toBe('20');
      expect(gold.records).toHaveLength(1);
    }
    await ctx.close();
  }, 120_000);
});

describe('collection on TV', () => {
  it('管理 then OK on a poster removes it; the list stays without it after a reload', async () => {
    const me = await freshUser('fav');
    for (const k of ['v1001', 'v1002']) await apiGet(base, '/api/Video/AddToScjs', { mediaKey: k }, me);
    const ctx = await browser().browser.createBrowserContext();
    const tv = await open(ctx, 'tv', '/myCollection', me);
    await tv.waitForSelector('[data-testid="collection-edit"].focused', WAIT);
    expect(await tv.$$eval('[data-testid="collection-item"]', (els) => els.length)).toBe(2);
    await tv.keyboard.press('Enter');
    await waitText(tv, '[data-testid="collection-edit"]', '完成');
    await tv.keyboard.press('ArrowDown');
    await tv.waitForSelector('[data-testid="collection-item"].focused', WAIT);
    const removed = await tv.$eval('[data-testid="collection-item"].focused', (e) => e.getAttribute('data-media-key'));
    await tv.keyboard.press('Enter');
    await tv.waitForFunction(() => document.querySelectorAll('[data-testid="collection-item"]').length === 1, WAIT);
    // Focus moved to the poster that took its place.
    await tv.waitForSelector('[data-testid="collection-item"].focused', WAIT);
    await tv.reload({ waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="collection-item"]', WAIT);
    const left = await tv.$$eval('[data-testid="collection-item"]', (els) => els.map((e) => e.getAttribute('data-media-key')));
    expect(left).toHaveLength(1);
    expect(left).not.toContain(removed);
    await ctx.close();
  }, 90_000);
});

// Issue 38 end to end: the staff console at /admin in real Chromium against the real server.
// (a) a moderator signs in (TOTP from the demo seed, computed here with otplib), finds the case
// of a reported barrage, hides it, and a TV watching that video drops it from the screen at
// once and never draws it again; (b) a kefu confirms a member's manual payment and the member's
// TV shows VIP, and a refund takes it away; (c) a member, and a kefu on an admin page, get the
// refusal; an ended staff session sends the console back to its sign-in page saying so.
// One browser for the file; each person is a browser context of their own (own storage).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser, until, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, storeUser, waitPlayingPastAds, type DemoUser } from './watch-helpers';
import { freshUser } from './vip-helpers';
import { bodyText, clickInRow, gotoPage, newPage, signIn, signedIn, submitDialog } from './admin-helpers';
import { STAFF_TOKEN_HEADER } from '../../src/api/contract/staff';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1003';
const tag = Date.now().toString(36);
let chromium: LaunchedBrowser;

/** A TV page of `user` (stored as the app keeps it), barrage debug on. */
async function tvAs(browser: Browser, user: DemoUser, path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewport({ width: 1920, height: 1080 });
  await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
  await storeUser(page, user);
  await page.goto(withLayout(`${base}${path}`, 'tv'), { waitUntil: 'domcontentloaded' });
  return page;
}

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('a moderator hides a reported barrage', () => {
  const text = `举报测试-${tag}`;
  const time = 6;
  let barrageId = 0;
  let tv: Page;

  beforeAll(async () => {
    const [author, reporter, viewer] = await Promise.all(['mauthor', 'mreport', 'mview'].map((t) => freshUser(base, t)));
    barrageId = (await apiGet<{ id: number }>(base, '/api/Video/AddBarrages', { mediaKey: MEDIA_KEY, content: text, time }, author)).id;
    await apiGet(base, '/api/Video/AccusationBarrage', { id: barrageId, reason: '广告刷屏' }, reporter);
    tv = await tvAs(chromium.browser, viewer, `/watch?id=${MEDIA_KEY}`);
    await waitPlayingPastAds(tv, { byRemote: true, after: 1 });
  }, 120_000);

  it('finds the case with its context, hides the barrage, and the watching TV drops it at once', async () => {
    // The TV draws it when its time comes; paused there, it stays on the screen.
    await tv.waitForFunction((id) => (window.__barrageOnScreen ?? []).includes(id), { timeout: 40_000, polling: 50 }, String(barrageId));
    await tv.evaluate(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).pause());
    expect(await tv.evaluate(() => window.__barrageOnScreen ?? [])).toContain(String(barrageId));

    const mod = await newPage(chromium.browser);
    await signedIn(mod, 'mod_demo');
    await gotoPage(mod, '举报处理');
    await clickInRow(mod, 'cases', text, '查看');
    await mod.waitForSelector('[data-testid="case-text"]');
    const detail = await bodyText(mod);
    expect(detail).toContain(text);
    expect(detail).toContain(`${MEDIA_KEY} 第`);
    expect(detail).toContain('0:06');
    expect(detail).toMatch(/此前举报 \d+ 次/);
    expect(detail).toContain('广告刷屏');
    await mod.click('button::-p-text(删除内容)');
    await submitDialog(mod, { note: '广告' });
    await mod.waitForFunction(() => document.querySelector('[data-testid="case-state"]')?.textContent === '已处理', { timeout: 15_000 });

    // Gone from the TV's screen over the socket, without a reload.
    await tv.waitForFunction((id) => !(window.__barrageOnScreen ?? []).includes(id), { timeout: 10_000, polling: 50 }, String(barrageId));
    // And never drawn again: back before its time and playing through it.
    const drawnBefore = await tv.evaluate((id) => (window.__barrageLog ?? []).filter((e) => e.id === id).length, String(barrageId));
    await tv.evaluate((t) => {
      const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement;
      v.currentTime = t - 2;
      void v.play();
    }, time);
    await tv.waitForFunction((t) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > t + 2, { timeout: 30_000 }, time);
    expect(await tv.evaluate((id) => (window.__barrageLog ?? []).filter((e) => e.id === id).length, String(barrageId))).toBe(drawnBefore);
    expect(await tv.evaluate(() => window.__barrageOnScreen ?? [])).not.toContain(String(barrageId));
    // The server no longer lists it.
    const list = await apiGet<{ list: { id: number }[] }>(base, '/api/Video/GetBarrageList', { mediaKey: MEDIA_KEY, start: 0, end: 30 });
    expect(list.list.some((b) => b.id === barrageId)).toBe(false);
    await mod.close();
    await tv.close();
  }, 120_000);
});

describe('a kefu confirms a manual payment, then refunds it', () => {
  it("the member's TV shows VIP after the confirmation and not after the refund", async () => {
    const member = await freshUser(base, 'kpay');
    const order = await apiGet<{ orderId: string }>(base, '/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', payType: 3, requestId: `e2e${tag}manual` }, member);
    const tv = await tvAs(chromium.browser, member, '/vip');
    await tv.waitForSelector('[data-testid="vip-not-vip"]', { timeout: 30_000 });

    const kefu = await newPage(chromium.browser);
    await signedIn(kefu, 'kefu_demo');
    await gotoPage(kefu, '订单', '[data-table="orders"] [name="orderId"]');
    await kefu.type('[data-table="orders"] [name="orderId"]', order.orderId);
    await kefu.click('[data-table="orders"] .adm-filters button[type="submit"]');
    await clickInRow(kefu, 'orders', order.orderId, '确认收款');
    await submitDialog(kefu, { reason: '已收到银行转账' });
    await kefu.waitForFunction((id) => [...document.querySelectorAll('[data-table="orders"] tbody tr')].some((r) => (r as HTMLElement).innerText.includes(id) && (r as HTMLElement).innerText.includes('paid')), { timeout: 15_000 }, order.orderId);

    await tv.reload({ waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="vip-expire"]', { timeout: 30_000 });

    await clickInRow(kefu, 'orders', order.orderId, '退款');
    await submitDialog(kefu, { reason: '用户申请退款' });
    await kefu.waitForFunction((id) => [...document.querySelectorAll('[data-table="orders"] tbody tr')].some((r) => (r as HTMLElement).innerText.includes(id) && (r as HTMLElement).innerText.includes('refunded')), { timeout: 15_000 }, order.orderId);
    await tv.reload({ waitUntil: 'domcontentloaded' });
    await tv.waitForSelector('[data-testid="vip-not-vip"]', { timeout: 30_000 });

    // Both actions are in the audit log (the kefu's role may not read it; the admin's may).
    const admin = await newPage(chromium.browser);
    await signedIn(admin, 'admin_demo');
    await gotoPage(admin, '操作日志', '[data-table="audit"] [name="target"]');
    await admin.type('[data-table="audit"] [name="target"]', `order:${order.orderId}`);
    await admin.click('[data-table="audit"] .adm-filters button[type="submit"]');
    await admin.waitForFunction(() => document.querySelectorAll('[data-table="audit"] tbody tr').length >= 2, { timeout: 15_000 });
    const log = await admin.$eval('[data-table="audit"] tbody', (el) => (el as HTMLElement).innerText);
    expect(log).toContain('kefu_demo');
    expect(log).toMatch(/refund\./);
    await Promise.all([tv.close(), kefu.close(), admin.close()]);
  }, 120_000);
});

describe('refusals', () => {
  it('a kefu on the admin-only staff page gets the refusal, and the menu does not offer it', async () => {
    const kefu = await newPage(chromium.browser);
    await signedIn(kefu, 'kefu_demo');
    const menu = await kefu.$eval('nav.adm-nav', (el) => (el as HTMLElement).innerText);
    expect(menu).not.toContain('员工与角色');
    expect(menu).toContain('订单');
    await kefu.goto(`${base}/admin/staff`, { waitUntil: 'domcontentloaded' });
    await kefu.waitForSelector('[data-testid="not-allowed"]', { timeout: 15_000 });
    // The server's own refusal of the page's requests (ret 403).
    await kefu.waitForFunction(() => document.body.innerText.includes('您没有此操作的权限'), { timeout: 15_000 });
    expect(await kefu.$('[data-table="staff-members"]')).toBeNull();
    await kefu.close();
  }, 60_000);

  it('a member with a member token gets no console: the sign-in refuses them and the staff API too', async () => {
    const member = await freshUser(base, 'knot');
    const page = await newPage(chromium.browser);
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    await storeUser(page, member);
    await signIn(page, String(member.userNameRaw ?? member.nickName), 'e2e-pass-1', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    await page.waitForSelector('.adm-failure', { timeout: 15_000 });
    expect(await page.$('[data-testid="staff-me"]')).toBeNull();
    // The member's token on a staff endpoint, from the page: making themselves admin is refused.
    const reply = await page.evaluate(async (u) => {
      const r = await fetch('/api/staff/setrole', {
        method: 'POST',
        headers: { 'content-type': 'application/json', uid: String(u.token.uid), gid: String(u.token.gid), sign: u.token.sign, expire: String(u.token.expire), login_uid: String(u.token.uid) },
        body: JSON.stringify({ uid: u.token.uid, role: 'admin' }),
      });
      return (await r.json()) as { ret: number; msg: string };
    }, member);
    expect(reply.ret).not.toBe(200);
    expect(reply.msg).toBe('请先登录管理后台');
    await page.close();
  }, 60_000);

  it('an ended staff session sends the console back to its sign-in page, saying so', async () => {
    const mod = await newPage(chromium.browser);
    await signedIn(mod, 'mod_demo');
    // The session ends on the server (as after its 8 hours): the next request gets ret 201.
    const token = await mod.evaluate(() => (JSON.parse(sessionStorage.getItem('staff.session') ?? '{}') as { token?: string }).token ?? '');
    const out = await fetch(`${base}/api/staff/logout`, { method: 'POST', headers: { 'content-type': 'application/json', [STAFF_TOKEN_HEADER]: token }, body: '{}' });
    expect(((await out.json()) as { ret: number }).ret).toBe(200);
    await gotoPage(mod, '屏蔽词');
    await mod.waitForSelector('[data-testid="session-expired"]', { timeout: 15_000 });
    expect(await bodyText(mod)).toContain('登录已过期，请重新登录');
    expect(await mod.evaluate(() => sessionStorage.getItem('staff.session'))).toBeNull();
    await until(async () => !!(await mod.$('#sign-in-username')), 'the sign-in form');
    await mod.close();
  }, 60_000);
});

// Issue 30, point 1: youth mode in both layouts, end to end. TV (a guest: the mode is the
// device's) by remote, the phone (an account) by touch: turn it on from the settings page with
// a PIN on the digit pad, see a home of titles for minors only, reach the day's 40 minutes on a
// fake clock (the server's youth clock reads youth-clock.json in its data folder; the watching
// is the player's progress reports, sent here straight to the API), see the Chinese blocking
// screen on the watch page, and turn it off with the PIN.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer';
import { signGet } from '../../src/api/contract/signature';
import { DEMO_MINOR_TITLES } from '../../server/youth/seed';
import { YOUTH_MSG } from '../../server/youth/rules';
import { openMobilePage, openTvPage, pressMovingFocus, sharedBrowser, tapWhenAccepted, until, withLayout } from './browser';
import { apiGet, focusedTestId, storeUser, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = sharedBrowser();
const clockFile = join(dataDir, 'youth-clock.json');

// 2026-03-02 10:00 in China (UTC+8), far from the night hours.
const MORNING_MS = Date.UTC(2026, 2, 2, 2, 0, 0);
const setClock = (ms: number) => writeFileSync(clockFile, JSON.stringify({ nowMs: ms }));

afterAll(() => rmSync(clockFile, { force: true }));

interface Item { id: number; mediaKey: string }

/** Ids of the demo titles for minors, from an unrestricted search as anyone sees it. */
async function minorIds(): Promise<Set<number>> {
  const rank = await apiGet<{ list: Item[] }>(base, '/api/list/GetRankList', { page: 1, pageSize: 50 });
  return new Set(rank.list.filter((v) => DEMO_MINOR_TITLES.includes(v.mediaKey)).map((v) => v.id));
}

/** 81 progress reports 30 s apart on the fake clock: 40 minutes of watching as the server counts it. */
async function watchFortyMinutes(headers: Record<string, string>, mediaKey: string): Promise<void> {
  for (let i = 0; i <= 80; i++) {
    setClock(MORNING_MS + 60_000 + i * 30_000);
    const params = { mediaKey, position: i * 30 };
    const pub = Math.floor(Date.now() / 1000);
    const q = new URLSearchParams({ mediaKey, position: String(i * 30), pub: String(pub), vv: signGet(params, pub) });
    const r = await fetch(`${base}/api/video/addplayrecord?${q}`, { headers });
    expect(((await r.json()) as { ret: number }).ret).toBe(200);
  }
}

const posterIds = (page: Page) =>
  page.$$eval('[data-testid="poster"]', (els) => els.map((e) => Number(e.getAttribute('data-video-id'))));

async function expectMinorHome(page: Page, ok: Set<number>) {
  await page.waitForSelector('[data-testid="poster"]', { timeout: 30_000 });
  const ids = await posterIds(page);
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id) => !ok.has(id))).toEqual([]);
}

const youthOn = (page: Page, on: boolean) => page.waitForSelector(`[data-testid="youth-page"][data-on="${on}"]`, { timeout: 15_000 });

describe('youth mode on TV, by remote (a guest device)', () => {
  it('turns on from settings with the digit pad, filters the home, stops at the day limit, turns off with the PIN', async () => {
    setClock(MORNING_MS);
    const ok = await minorIds();
    const page = await openTvPage(browser().browser, base, '/settings');
    await page.waitForSelector('[data-testid="setting-language"].focused', { timeout: 30_000 });
    for (let i = 0; i < 20 && (await focusedTestId(page)) !== 'setting-youth'; i++) await pressMovingFocus(page, 'ArrowDown');
    expect(await focusedTestId(page)).toBe('setting-youth');
    await page.keyboard.press('Enter');
    await youthOn(page, false);
    await until(async () => (await focusedTestId(page)) === 'youth-digit-1', 'focus on the pad');

    // PIN 1212 by remote, twice (set, confirm): OK, Right, OK, Left ...
    const typePin = async () => {
      if ((await focusedTestId(page)) === 'youth-digit-2') await pressMovingFocus(page, 'ArrowLeft');
      expect(await focusedTestId(page)).toBe('youth-digit-1');
      for (const [i, key] of (['ArrowRight', 'ArrowLeft', 'ArrowRight', null] as const).entries()) {
        const filled = await page.$eval('[data-testid="youth-pin-dots"]', (e) => Number(e.getAttribute('data-filled')));
        await page.keyboard.press('Enter');
        if (i < 3) await page.waitForFunction((n: number) => document.querySelector('[data-testid="youth-pin-dots"]')?.getAttribute('data-filled') === String(n), {}, filled + 1);
        if (key) await pressMovingFocus(page, key);
      }
    };
    await typePin();
    await page.waitForFunction(() => document.querySelector('[data-testid="youth-prompt"]')?.textContent === '请再次输入密码');
    await typePin();
    await youthOn(page, true);
    expect(await page.$eval('[data-testid="youth-usage"]', (e) => e.textContent)).toBe('今日已使用0分钟，剩余40分钟');

    await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
    await expectMinorHome(page, ok);

    const deviceId = await page.evaluate(() => localStorage.getItem('visitorId'));
    expect(deviceId).toBeTruthy();
    await watchFortyMinutes({ DeviceId: String(deviceId) }, 'v6001');
    const kid = [...ok][0];
    await page.goto(withLayout(`${base}/watch?id=${kid}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="watch-youth-blocked"]', { timeout: 30_000 });
    expect(await page.evaluate(() => document.body.textContent)).toContain(YOUTH_MSG.limit);

    await page.goto(withLayout(`${base}/youth`, 'tv'), { waitUntil: 'domcontentloaded' });
    await youthOn(page, true);
    expect(await page.$eval('[data-testid="youth-usage"]', (e) => e.textContent)).toBe('今日已使用40分钟，剩余0分钟');
    await until(async () => (await focusedTestId(page)) === 'youth-digit-1', 'focus on the pad');
    await typePin();
    await youthOn(page, false);
    await page.close();
  }, 180_000);
});

describe('youth mode on the phone, by touch (an account)', () => {
  it('offers it once on first launch, filters the home, stops at the day limit, turns off from settings with the PIN', async () => {
    setClock(MORNING_MS);
    const ok = await minorIds();
    const r = await fetch(`${base}/api/login/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: `y${process.pid.toString(36)}${Date.now().toString(36)}`, password: 'e2e-pass-1', nickName: '少年' }),
    });
    const user = ((await r.json()) as { data: DemoUser }).data;
    const page = await openMobilePage(browser().browser, base, '/robots.txt');
    await storeUser(page, user);
    // The first-launch offer skips automated browsers (navigator.webdriver): this one is a person.
    await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
    await page.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="dialog-btn-youth-open"]', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('youthPromptSeen'))).toBe('1');
    await tapWhenAccepted(page, '[data-testid="dialog-btn-youth-open"]');
    await youthOn(page, false);
    const typePin = async () => {
      for (const d of ['1', '2', '1', '2']) await page.click(`[data-testid="youth-digit-${d}"]`);
    };
    await typePin();
    await page.waitForFunction(() => document.querySelector('[data-testid="youth-prompt"]')?.textContent === '请再次输入密码');
    await typePin();
    await youthOn(page, true);

    await page.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await expectMinorHome(page, ok);

    const t = user.token;
    await watchFortyMinutes({ uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) }, 'v6002');
    await page.goto(withLayout(`${base}/watch?id=${[...ok][1]}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="watch-youth-blocked"]', { timeout: 30_000 });
    expect(await page.evaluate(() => document.body.textContent)).toContain(YOUTH_MSG.limit);

    await page.goto(withLayout(`${base}/settings`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.querySelector('[data-testid="setting-youth"]')?.textContent?.includes('已开启'));
    await tapWhenAccepted(page, '[data-testid="setting-youth"]');
    await youthOn(page, true);
    await typePin();
    await youthOn(page, false);
    await page.close();
  }, 180_000);
});

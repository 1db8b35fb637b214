// Issue 42 point 2: a bad address says what is wrong and offers the way back. Every route of the
// table that names a thing by a parameter (RouteDef.needs) is opened in both layouts with the
// parameter missing (query routes) and with one that names nothing; each shows the message of
// src/i18n (链接不完整，缺少订单号 / 订单不存在或已失效 ...), never 加载失败 or the network prompt,
// and its back button returns to the page before: on TV it is focused on arrival and the
// remote's Back leaves too, on the phone it is tapped. The watch page keeps its own message for a
// video that is gone (视频不存在或已下架, over the player) with the player's back arrow.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import zhCN from '../../src/i18n/zh-CN';
import { ROUTES, type RouteDef } from '../../src/routes/table';
import { launchBrowser, focusedKey, withLayout, type LaunchedBrowser } from './browser';
import { goInApp } from './tv-crawl-core';
import type { DemoUser } from './watch-helpers';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let me: DemoUser;

/** A value of the parameter that names nothing on the server (valid in form). */
const UNKNOWN: Record<string, string> = { order: 'nosuchorder42', video: 'v9999999', album: 'v9999999', article: '9999999', dynamic: '9999999', message: '9999999', user: '9999999' };

const NEEDING = ROUTES.filter((r): r is RouteDef & { needs: NonNullable<RouteDef['needs']> } => !!r.needs);
const isPathParam = (r: RouteDef) => r.path.includes(':');

/** The watch page (Watch, Play) says a gone video over its player, with the player's back arrow. */
const ownsUnknown = (r: RouteDef, kind: 'missing' | 'unknown') => kind === 'unknown' && r.needs?.what === 'video';

function text(kind: 'missing' | 'unknown', r: RouteDef): string {
  if (ownsUnknown(r, kind)) return zhCN.watch.notFound;
  const what = r.needs!.what;
  return kind === 'missing' ? zhCN.errors.paramMissing.replace('{what}', zhCN.subjects[`${what}Id`]) : zhCN.errors.paramUnknown.replace('{what}', zhCN.subjects[what]);
}

function address(kind: 'missing' | 'unknown', r: RouteDef): string {
  const value = UNKNOWN[r.needs!.what]!;
  if (isPathParam(r)) return r.path.replace(/:[A-Za-z]+/, value);
  return kind === 'missing' ? r.path : `${r.path}?${r.needs!.keys[0]}=${value}`;
}

const CASES = NEEDING.flatMap((r) => (isPathParam(r) ? (['unknown'] as const) : (['missing', 'unknown'] as const)).map((kind) => ({ r, kind })));

async function open(layout: 'tv' | 'mobile'): Promise<Page> {
  const page = await chromium.browser.newPage();
  if (layout === 'tv') await page.setViewport({ width: 1920, height: 1080 });
  else await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.evaluateOnNewDocument((u) => localStorage.setItem('user', JSON.stringify(u)), me);
  return page;
}

/** Each case starts on a fresh home, so the way back leads there and one failure stays one. */
async function home(page: Page, layout: 'tv' | 'mobile'): Promise<void> {
  await page.goto(withLayout(`${base}/`, layout), { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(layout === 'tv' ? '[data-page="Home"]' : '.m-page[data-page="Home"]', { timeout: 30_000 });
}

async function shownText(page: Page, watch = false): Promise<string> {
  if (watch) {
    const want = zhCN.watch.notFound;
    await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout: 15_000 }, want);
    return want;
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="bad-address"]')].some((e) => (e as HTMLElement).offsetParent !== null), { timeout: 15_000 });
  return page.evaluate(() => {
    const el = [...document.querySelectorAll('[data-testid="bad-address"]')].find((e) => (e as HTMLElement).offsetParent !== null);
    return el?.querySelector('[data-testid="bad-address-text"]')?.textContent?.trim() ?? '';
  });
}

const atHome = (page: Page) => page.waitForFunction(() => location.pathname === '/', { timeout: 10_000 });

beforeAll(async () => {
  chromium = await launchBrowser();
  const account = `e2ebad${Date.now().toString(36)}`;
  const r = await fetch(`${base}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'e2e-pass-1', nickName: 'bad' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  me = env.data;
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

it('the walk covers the payment pages and every kind of parameter', () => {
  const names = NEEDING.map((r) => r.name);
  expect(names).toEqual(expect.arrayContaining(['Notice', 'PayResult', 'Watch', 'Play', 'Space', 'HelpDetail', 'DynamicDetail']));
  expect(CASES.length).toBeGreaterThanOrEqual(NEEDING.length * 2 - NEEDING.filter(isPathParam).length);
});

describe('bad addresses on TV: the message, focus on 返回, Back leaves', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('tv');
  }, 60_000);
  afterAll(async () => {
    await page?.close();
  });
  for (const { r, kind } of CASES) {
    it(`${r.path} with the parameter ${kind}`, async () => {
      await home(page, 'tv');
      await goInApp(page, address(kind, r));
      expect(await shownText(page, ownsUnknown(r, kind))).toBe(text(kind, r));
      if (!ownsUnknown(r, kind)) {
        await page.waitForFunction(() => document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key')?.endsWith('bad-address-back'), { timeout: 10_000 });
        expect(await focusedKey(page)).toMatch(/bad-address-back$/);
      }
      await page.keyboard.press('Escape');
      await atHome(page);
    }, 40_000);
  }
  it('返回 pressed by OK leaves too', async () => {
    await home(page, 'tv');
    await goInApp(page, '/notice');
    expect(await shownText(page)).toBe(text('missing', NEEDING.find((r) => r.name === 'Notice')!));
    await page.waitForFunction(() => document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key')?.endsWith('bad-address-back'), { timeout: 10_000 });
    await page.keyboard.press('Enter');
    await atHome(page);
  }, 40_000);
});

describe('bad addresses on the phone: the message and the back button', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open('mobile');
  }, 60_000);
  afterAll(async () => {
    await page?.close();
  });
  for (const { r, kind } of CASES) {
    it(`${r.path} with the parameter ${kind}`, async () => {
      await home(page, 'mobile');
      await goInApp(page, address(kind, r));
      expect(await shownText(page, ownsUnknown(r, kind))).toBe(text(kind, r));
      const sel = ownsUnknown(r, kind) ? '.m-watch-back' : '[data-testid="bad-address-back"]';
      await page.evaluate((q) => ([...document.querySelectorAll(q)].find((e) => (e as HTMLElement).offsetParent !== null) as HTMLElement | undefined)?.click(), sel);
      await atHome(page);
    }, 40_000);
  }
});

// Issue 10 (client): two browser contexts as two users on one server. A message to the phone
// user shows the message tip, a message to the TV user lights the red dot of the TV top menu
// and shows the tip there (OK on it opens the chat);
// tapping the tip opens the chat; replies typed on each side arrive live on the other; and a
// second login of the phone account on another phone ends the older session with the
// kicked-out dialog, whose confirm goes home.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer';
import { launchBrowser, withLayout, type LaunchedBrowser } from './browser';
import { apiPost, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const PASSWORD = 'e2e-pass-1';
let chromium: LaunchedBrowser;
let phoneCtx: BrowserContext;
let tvCtx: BrowserContext;
let phone: Page;
let tv: Page;
let alice: DemoUser & { account: string };
let bob: DemoUser & { account: string };

async function post<T>(path: string, body: unknown): Promise<T> {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = (await r.json()) as { ret: number; msg: string; data: T };
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
}

async function freshUser(tag: string, device: 'mobile' | 'tv'): Promise<DemoUser & { account: string }> {
  const account = `e2e${tag}${Date.now().toString(36)}`;
  await post('/api/Login/Register', { account, password: PASSWORD, nickName: tag });
  // Logged in again naming the device: one session per device kind.
  const user = await post<DemoUser>('/api/Login/Login', { account, password: PASSWORD, device });
  return { ...user, account };
}

async function openAs(ctx: BrowserContext, layout: 'tv' | 'mobile', user: DemoUser, path = '/'): Promise<Page> {
  const page = await ctx.newPage();
  if (layout === 'tv') await page.setViewport({ width: 1920, height: 1080 });
  else {
    await page.setUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36');
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  }
  await page.evaluateOnNewDocument((u) => {
    if (!localStorage.getItem('user') && !sessionStorage.getItem('e2eStored')) {
      localStorage.setItem('user', JSON.stringify(u));
      sessionStorage.setItem('e2eStored', '1');
    }
  }, user);
  await page.goto(withLayout(`${base}${path}`, layout), { waitUntil: 'domcontentloaded' });
  return page;
}

/** Resolves once the page's socket is bound to its user (the server answered `conn`). */
async function waitConnected(page: Page, peer: DemoUser, to: DemoUser): Promise<void> {
  // No hook into the socket from outside: a probe message must arrive as a push. A message
  // sent before the socket is bound is not pushed, so probe until one is counted.
  for (let i = 0; i < 40; i++) {
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').totalMsgCount ?? 0);
    await apiPost(base, '/api/Chat/SendMessage', { toUid: to.id, content: `probe ${i}` }, peer);
    // A push comes within a second once the socket is bound; none by then: probe again.
    const pushed = await page
      .waitForFunction((b: number) => (JSON.parse(localStorage.getItem('user') ?? '{}').totalMsgCount ?? 0) > b, { timeout: 1_000 }, before)
      .then(() => true, () => false);
    if (pushed) return;
  }
  throw new Error('the socket never delivered a push');
}

beforeAll(async () => {
  chromium = await launchBrowser();
  phoneCtx = await chromium.browser.createBrowserContext();
  tvCtx = await chromium.browser.createBrowserContext();
  alice = await freshUser('alice', 'mobile');
  bob = await freshUser('bob', 'tv');
  phone = await openAs(phoneCtx, 'mobile', alice);

  tv = await openAs(tvCtx, 'tv', bob);
  await phone.waitForSelector('[data-testid="tab-bar"]', { timeout: 30_000 });
  await tv.waitForSelector('.tv-menu', { timeout: 30_000 });
}, 90_000);

afterAll(async () => {
  await chromium?.close();
});

describe('live chat between a phone and a TV', () => {
  it('a message to the TV user lights the red dot of the mine item on the TV top menu', async () => {
    await waitConnected(tv, alice, bob);
    await tv.waitForSelector('.tv-menu-item[data-path="/user"] [data-testid="tv-menu-dot"]', { timeout: 10_000 });
  }, 60_000);

  it('the TV shows the message tip in its top menu; the remote reaches it and OK opens the chat', async () => {
    await apiPost(base, '/api/Chat/SendMessage', { toUid: bob.id, content: '电视上看到了吗' }, alice);
    await tv.waitForSelector('.tv-menu [data-testid="message-tip"]', { timeout: 10_000 });
    expect(await tv.$eval('[data-testid="message-tip"]', (e) => e.textContent)).toContain('alice');
    // Up to the menu, then right to the tip (it never takes focus by itself).
    for (let i = 0; i < 8 && !(await tv.$('.tv-menu .focused')); i++) await tv.keyboard.press('ArrowUp');
    for (let i = 0; i < 10 && !(await tv.$('[data-testid="message-tip"].focused')); i++) await tv.keyboard.press('ArrowRight');
    await tv.waitForSelector('[data-testid="message-tip"].focused', { timeout: 5_000 });
    await tv.keyboard.press('Enter');
    await tv.waitForFunction(() => location.pathname === '/chat', { timeout: 10_000 });
    expect(new URL(tv.url()).searchParams.get('toUid')).toBe(String(alice.id));
    await tv.waitForFunction(() => [...document.querySelectorAll('[data-testid="chat-message"]')].some((e) => e.textContent?.includes('电视上看到了吗')), { timeout: 10_000 });
    expect(await tv.$('[data-testid="message-tip"]')).toBeNull();
    await tv.keyboard.press('Escape');
    await tv.waitForFunction(() => location.pathname !== '/chat', { timeout: 10_000 });
  }, 60_000);

  it('a message to the phone user shows the tip; tapping it opens the chat with the message', async () => {
    await waitConnected(phone, bob, alice);
    // The probes made the tip; start from a clean one and send the message under test.
    await phone.evaluate(() => sessionStorage.removeItem('msgTipIgnore'));
    await apiPost(base, '/api/Chat/SendMessage', { toUid: alice.id, content: '你好，我是Bob' }, bob);
    await phone.waitForSelector('[data-testid="message-tip"]', { timeout: 10_000 });
    expect(await phone.$eval('[data-testid="message-tip"]', (e) => e.textContent)).toContain('bob');
    expect(await phone.$('[data-testid="tab-dot-user"]')).not.toBeNull();
    await phone.click('[data-testid="message-tip-open"]');
    await phone.waitForFunction(() => location.pathname === '/chat', { timeout: 10_000 });
    expect(new URL(phone.url()).searchParams.get('toUid')).toBe(String(bob.id));
    // Spec 001 §2: the tip opens /chat with toUid, avatar, nickName and refresh.
    expect(new URL(phone.url()).searchParams.get('nickName')).toBeTruthy();
    expect(new URL(phone.url()).searchParams.get('refresh')).toMatch(/^[0-9a-z]+$/);
    await phone.waitForFunction(() => [...document.querySelectorAll('[data-page="Chat"] [data-testid="chat-message"]')].some((e) => e.textContent?.includes('你好，我是Bob')), { timeout: 10_000 });
    expect(await phone.$('[data-testid="message-tip"]')).toBeNull();
  }, 60_000);

  it('a reply typed on the phone arrives live in the open TV chat, and one typed on the TV arrives on the phone', async () => {
    await tv.evaluate((path) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `chat${idx}`, idx }, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, `/chat?toUid=${alice.id}&nickName=alice`);
    await tv.waitForSelector('[data-testid="chat-input"]', { timeout: 10_000 });
    await tv.waitForFunction(() => document.querySelectorAll('[data-testid="chat-message"]').length > 0, { timeout: 10_000 });

    await phone.type('[data-page="Chat"] [data-testid="chat-input"]', '收到，晚上见');
    await phone.click('[data-page="Chat"] [data-testid="chat-send"]');
    await phone.waitForFunction(
      () => [...document.querySelectorAll('[data-page="Chat"] [data-testid="chat-message"][data-mine="true"]')].some((e) => e.textContent?.includes('收到，晚上见') && e.getAttribute('data-status') === 'sent'),
      { timeout: 10_000 },
    );
    await tv.waitForFunction(() => [...document.querySelectorAll('[data-testid="chat-message"]')].some((e) => e.textContent?.includes('收到，晚上见')), { timeout: 10_000 });

    // The TV types through its input by remote: focus arrives on it, OK opens it, OK sends.
    await tv.waitForSelector('.focused [data-testid="chat-input"]', { timeout: 5_000 });
    await tv.keyboard.press('Enter');
    await tv.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'chat-input', { timeout: 5_000 });
    await tv.keyboard.type('好的');
    await tv.keyboard.press('Enter');
    await tv.waitForFunction(() => [...document.querySelectorAll('[data-testid="chat-message"][data-mine="true"]')].some((e) => e.textContent?.includes('好的') && e.getAttribute('data-status') === 'sent'), { timeout: 10_000 });
    await phone.waitForFunction(() => [...document.querySelectorAll('[data-page="Chat"] [data-testid="chat-message"][data-mine="false"]')].some((e) => e.textContent?.includes('好的')), { timeout: 10_000 });
  }, 60_000);

  it('a second phone login of the same account shows the kicked-out dialog on the older phone; confirm goes home', async () => {
    await post('/api/Login/Login', { account: alice.account, password: PASSWORD, device: 'mobile' });
    await phone.waitForSelector('[data-testid="dialog"]', { timeout: 10_000 });
    expect(await phone.$eval('[data-testid="dialog"]', (e) => e.textContent)).toContain('该账号已在其他设备登录');
    const buttons = await phone.$$('[data-testid="dialog"] button');
    expect(buttons).toHaveLength(1);
    await buttons[0].click();
    await phone.waitForFunction(() => location.pathname === '/', { timeout: 10_000 });
    expect(await phone.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The TV (another device kind) is still signed in.
    expect(await tv.evaluate(() => localStorage.getItem('user'))).not.toBeNull();
  }, 60_000);
});

// The phone layout on the built client and the reference server: the tab bar switches pages by
// replacing the history entry, pull to refresh reloads the home, a paged list loads its next
// page at the end, and a member logs in and out.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HTTPRequest, HTTPResponse, Page } from 'puppeteer';
import { collectErrors, launchBrowser, openMobilePage, tapWhenAccepted, until, type LaunchedBrowser } from './browser';

const WAIT = { timeout: 20_000 };

async function waitForActivePage(page: Page, name: string): Promise<void> {
  await page.waitForSelector(`[data-page="${name}"][data-active="true"]`, WAIT);
}

async function tap(page: Page, selector: string): Promise<void> {
  // The shell drops a second tap within 300 ms (spec: double-tap blocking); a person's taps on
  // different controls are further apart than that.
  await tapWhenAccepted(page, selector, WAIT.timeout);
}

interface FooterEntry {
  page: string;
  state: string;
  posters: number;
}

/**
 * Installed before the app runs: records every load-more footer state of each active page with
 * the number of posters shown at that moment, so states that pass quickly are not missed.
 */
function recordFooterStates() {
  const log: FooterEntry[] = [];
  const last: Record<string, string> = {};
  (window as unknown as { __footer: FooterEntry[] }).__footer = log;
  const read = () => {
    document.querySelectorAll('[data-page][data-active="true"]').forEach((root) => {
      const name = root.getAttribute('data-page') ?? '';
      const footer = root.querySelector('[data-testid="load-more"]');
      const state = footer ? (footer.getAttribute('data-state') ?? '') : 'none';
      if (last[name] === state) return;
      last[name] = state;
      log.push({ page: name, state, posters: root.querySelectorAll('[data-testid="poster"]').length });
    });
  };
  const start = () => new MutationObserver(read).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'data-active'] });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

const inActive = (name: string, selector: string) => `[data-page="${name}"][data-active="true"] ${selector}`;

describe('mobile layout: tabs, pull to refresh, load more, login', () => {
  let chromium: LaunchedBrowser;
  let page: Page;
  let errors: string[];
  const requests: string[] = [];
  let pendingApi = 0;
  const isApi = (r: HTTPRequest) => new URL(r.url()).pathname.toLowerCase().startsWith('/api/');
  /** The API calls of the page have settled (a socket.io poll or an image never counts). */
  const apiIdle = () => until(() => pendingApi === 0, 'the API calls to settle');

  beforeAll(async () => {
    chromium = await launchBrowser();
    page = await openMobilePage(chromium.browser, inject('baseUrl'));
    await page.evaluateOnNewDocument(recordFooterStates);
    await page.reload({ waitUntil: 'domcontentloaded' });
    errors = collectErrors(page);
    page.on('request', (r: HTTPRequest) => {
      requests.push(r.url());
      if (isApi(r)) pendingApi++;
    });
    const done = (r: HTTPRequest) => {
      if (isApi(r)) pendingApi--;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await waitForActivePage(page, 'Home');
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it('the tab bar switches pages and replaces the history entry', async () => {
    const startLength = await page.evaluate(() => history.length);
    const steps: [string, string, string][] = [
      ['discovery', 'Find', '/discovery'],
      ['rank', 'HotBroadcast', '/rank'],
      ['user', 'PersonalCenter', '/user'],
      ['home', 'Home', '/'],
    ];
    for (const [tab, name, path] of steps) {
      await tap(page, `[data-testid="tab-${tab}"]`);
      await waitForActivePage(page, name);
      expect(await page.evaluate(() => location.pathname)).toBe(path);
      expect(await page.$eval(`[data-testid="tab-${tab}"]`, (el) => el.getAttribute('aria-current'))).toBe('page');
    }
    expect(await page.evaluate(() => history.length)).toBe(startLength);
  });

  it('pulling the home down beyond the head height reloads it', async () => {
    await waitForActivePage(page, 'Home');
    await page.waitForSelector(inActive('Home', '[data-testid="poster"]'), WAIT);
    await apiIdle();
    const homeCalls = () => requests.filter((u) => new URL(u).pathname.toLowerCase() === '/api/home/getrecommend').length;
    const before = homeCalls();
    expect(before).toBeGreaterThan(0);

    const box = await (await page.waitForSelector(inActive('Home', '[data-testid="pull-refresh"]'), WAIT))?.boundingBox();
    if (!box) throw new Error('the pull-refresh container has no box');
    expect(await page.$eval(inActive('Home', '[data-testid="pull-refresh"]'), (el) => el.scrollTop)).toBe(0);
    // Head height is 400/750 of the width (208 px here) and the head follows the finger at half
    // speed: a 560 px drag pulls it 280 px, past the release point.
    const x = box.x + box.width / 2;
    const y0 = box.y + 20;
    await page.touchscreen.touchStart(x, y0);
    for (let step = 1; step <= 14; step++) await page.touchscreen.touchMove(x, y0 + step * 40);
    const phase = await page.$eval(inActive('Home', '[data-testid="pull-refresh"]'), (el) => el.getAttribute('data-pull-phase'));
    expect(phase).toBe('release');
    await page.touchscreen.touchEnd();
    await until(() => homeCalls() > before, 'a new home API request after the pull');
    expect(homeCalls()).toBeGreaterThan(before);
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('data-pull-phase') === 'idle',
      WAIT,
      inActive('Home', '[data-testid="pull-refresh"]'),
    );
  });

  it('a short drag that does not pull the head out does not reload', async () => {
    await apiIdle();
    const before = requests.length;
    const box = await (await page.$(inActive('Home', '[data-testid="pull-refresh"]')))?.boundingBox();
    if (!box) throw new Error('the pull-refresh container has no box');
    const x = box.x + box.width / 2;
    const y0 = box.y + 20;
    await page.touchscreen.touchStart(x, y0);
    for (let step = 1; step <= 4; step++) await page.touchscreen.touchMove(x, y0 + step * 40);
    await page.touchscreen.touchEnd();
    // The release decides at once: back to idle, or refreshing (and the reload asked for).
    await page.waitForFunction(
      (sel: string) => document.querySelector(sel)?.getAttribute('data-pull-phase') === 'idle',
      WAIT,
      inActive('Home', '[data-testid="pull-refresh"]'),
    );
    await apiIdle();
    const homeAfter = requests.slice(before).filter((u) => new URL(u).pathname.toLowerCase() === '/api/home/getrecommend');
    expect(homeAfter).toEqual([]);
  });

  it('scrolling to the end of discovery loads the next page (footer state 1), then shows 没有更多了 (state 2)', async () => {
    await tap(page, '[data-testid="tab-discovery"]');
    await waitForActivePage(page, 'Find');
    await page.waitForSelector(inActive('Find', '[data-testid="poster"]'), WAIT);
    const count = () => page.$$eval(inActive('Find', '[data-testid="poster"]'), (els) => els.length);
    const state = () => page.$eval(inActive('Find', '[data-testid="load-more"]'), (el) => el.getAttribute('data-state'));
    // Scroll to the end until the list says there is no more.
    for (let round = 0; round < 20 && (await state()) !== '2'; round++) {
      const have = await count();
      await page.$eval(inActive('Find', '[data-testid="pull-refresh"]'), (el) => {
        el.scrollTop = el.scrollHeight;
        el.dispatchEvent(new Event('scroll'));
      });
      await page.waitForFunction(
        (sel: string, n: number) => {
          const root = document.querySelector(sel);
          if (!root) return false;
          const s = root.querySelector('[data-testid="load-more"]')?.getAttribute('data-state');
          return root.querySelectorAll('[data-testid="poster"]').length > n || s === '2';
        },
        WAIT,
        '[data-page="Find"][data-active="true"]',
        have,
      );
    }
    expect(await state()).toBe('2');
    expect(await page.$eval(inActive('Find', '[data-testid="load-more"]'), (el) => el.textContent)).toContain('没有更多了');
    const log = (await page.evaluate(() => (window as unknown as { __footer: FooterEntry[] }).__footer)).filter((e) => e.page === 'Find');
    // Some next page was requested (state 1) and its posters appeared after it.
    const loading = log.findIndex((e) => e.state === '1' && e.posters > 0);
    expect(loading, `footer states: ${JSON.stringify(log)}`).toBeGreaterThanOrEqual(0);
    expect(log.slice(loading + 1).some((e) => e.posters > log[loading].posters)).toBe(true);
    expect(log[log.length - 1].state).toBe('2');
    expect(await count()).toBeGreaterThan(log[loading].posters);
    // No poster twice: each page appended new videos.
    const ids = await page.$$eval(inActive('Find', '[data-testid="poster"]'), (els) => els.map((e) => e.getAttribute('data-video-id')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('member_demo logs in (mine shows the nickname) and logs out (session cleared)', async () => {
    await tap(page, '[data-testid="tab-user"]');
    await waitForActivePage(page, 'PersonalCenter');
    await tap(page, inActive('PersonalCenter', '[data-testid="user-login"]'));
    await waitForActivePage(page, 'Login');

    const loginReply = page.waitForResponse((r: HTTPResponse) => new URL(r.url()).pathname.toLowerCase() === '/api/login/login', WAIT);
    await page.type('input[name="account"]', 'member_demo');
    await page.type('input[name="password"]', 'demo1234');
    await tap(page, '[data-testid="login-submit"]');
    const body = (await (await loginReply).json()) as { ret: number; data: { nickName: string } };
    expect(body.ret).toBe(200);
    const nick = body.data.nickName;
    expect(nick.length).toBeGreaterThan(0);

    await waitForActivePage(page, 'PersonalCenter');
    await page.waitForFunction(
      (sel: string, n: string) => document.querySelector(sel)?.textContent?.includes(n) === true,
      WAIT,
      inActive('PersonalCenter', '[data-testid="user-nickname"]'),
      nick,
    );
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(stored).not.toBeNull();
    expect((JSON.parse(stored as string) as { nickName: string }).nickName).toBe(nick);

    await tap(page, inActive('PersonalCenter', '[data-testid="logout"]'));
    await tap(page, '[data-testid="dialog-confirm"]');
    await page.waitForSelector(inActive('PersonalCenter', '[data-testid="user-login"]'), WAIT);
    expect(await page.$(inActive('PersonalCenter', '[data-testid="user-nickname"]'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  it('raised no page errors', () => {
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

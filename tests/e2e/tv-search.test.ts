// Issue 28 point 1 on the built client and the reference server, by remote keys only: the top
// menu's search entry opens /search with the hot keywords shown before anything is typed; f h s
// j typed on the on-screen keyboard (arrows to each key, OK) find the demo's 繁花似锦 by its
// pinyin initials, first, while typing (asked with live=1 after the pause); the arrows reach the
// result; cleared, the hot keywords are back and OK on one searches it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, openTvPage, sharedBrowser } from './browser';

const WAIT = { timeout: 20_000 };
const TITLE = '繁花似锦';

interface KeyBox { key: string; x: number; y: number; focused: boolean }

/** The on-screen keys where they are drawn, and which one has focus. */
const keyboard = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tv-search [data-key]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { key: el.getAttribute('data-key') ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2, focused: el.classList.contains('focused') };
    }),
  ) as Promise<KeyBox[]>;

/** Walks focus to `key` with the arrows, as a viewer looking at the keyboard does, then presses OK. */
async function typeKey(page: Page, key: string): Promise<void> {
  for (let presses = 0; presses < 20; presses++) {
    const keys = await keyboard(page);
    const at = keys.find((k) => k.focused);
    const target = keys.find((k) => k.key === key);
    if (!at || !target) throw new Error(`keyboard: no focused key or no key ${key}`);
    if (at.key === key) {
      await page.keyboard.press('Enter');
      return;
    }
    const dy = target.y - at.y;
    const dx = target.x - at.x;
    const arrow = Math.abs(dy) > 5 ? (dy > 0 ? 'ArrowDown' : 'ArrowUp') : dx > 0 ? 'ArrowRight' : 'ArrowLeft';
    await page.keyboard.press(arrow);
    await page.waitForFunction((before) => document.querySelector('.tv-search .focused[data-key]')?.getAttribute('data-key') !== before, WAIT, at.key);
  }
  throw new Error(`keyboard: could not reach ${key}`);
}

const focusedAttr = (page: Page, attr: string) =>
  page.evaluate((a) => document.querySelector('.focused')?.getAttribute(a) ?? null, attr);

describe('TV search by remote: pinyin initials on the on-screen keyboard', () => {
  const chromium = sharedBrowser();
  let page: Page;
  let errors: string[];
  const asked: { keyword: string; live: string | null }[] = [];

  beforeAll(async () => {
    page = await openTvPage(chromium().browser, inject('baseUrl'));
    errors = collectErrors(page);
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.toLowerCase() === '/api/list/search') asked.push({ keyword: u.searchParams.get('keyword') ?? '', live: u.searchParams.get('live') });
    });
    await page.waitForSelector('.focused[data-testid="poster"]', WAIT);
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 });
  });

  afterAll(() => {
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('the top menu search entry opens /search: focus on the keyboard, the hot keywords shown before typing', async () => {
    for (let i = 0; i < 6 && !(await page.$('.tv-menu .focused')); i++) await page.keyboard.press('ArrowUp');
    for (let i = 0; i < 12 && (await focusedAttr(page, 'data-focus-key')) !== 'tv-menu-search'; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedAttr(page, 'data-focus-key')).toBe('tv-menu-search');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/search', WAIT);
    await page.waitForSelector('.tv-search .focused[data-key="A"]', WAIT);
    await page.waitForSelector('[data-testid="hot-search"] [data-keyword]', WAIT);
    const hot = await page.$$eval('[data-testid="hot-search"] [data-keyword]', (els) => els.map((e) => e.getAttribute('data-keyword')));
    // The demo seed's hot keywords, hottest first.
    expect(hot[0]).toBe(TITLE);
    expect(await page.$eval('[data-testid="hot-search"]', (el) => el.getBoundingClientRect().width > 0)).toBe(true);
    expect(asked).toEqual([]);
  });

  it('f h s j typed by remote find 繁花似锦 first, asked while typing', async () => {
    for (const k of ['F', 'H', 'S', 'J']) await typeKey(page, k);
    await page.waitForFunction(() => document.querySelector('[data-testid="search-text"]')?.textContent === 'fhsj', WAIT);
    await page.waitForFunction(
      (title) => document.querySelector('.tv-search-results [data-testid="poster"] .tv-poster-title')?.textContent === title,
      WAIT,
      TITLE,
    );
    expect(asked.map((a) => a.keyword)).toContain('fhsj');
    expect(asked.every((a) => a.live === '1')).toBe(true);
    expect(await page.$('[data-testid="hot-search"]')).toBeNull();
    // Typing left focus on the keyboard; the arrows reach the result.
    expect(await focusedAttr(page, 'data-key')).toBe('J');
    for (let i = 0; i < 8 && (await focusedAttr(page, 'data-testid')) !== 'poster'; i++) await page.keyboard.press('ArrowRight');
    expect(await page.$eval('.focused[data-testid="poster"] .tv-poster-title', (el) => el.textContent)).toBe(TITLE);
  });

  it('cleared, the hot keywords are back; OK on one searches it and focus goes to its result', async () => {
    for (let i = 0; i < 8 && !(await page.$('.tv-search .focused[data-key]')); i++) await page.keyboard.press('ArrowLeft');
    await typeKey(page, '清空');
    await page.waitForSelector('[data-testid="hot-search"] [data-keyword]', WAIT);
    for (let i = 0; i < 8 && !(await page.$('[data-testid="hot-search"] .focused')); i++) await page.keyboard.press('ArrowRight');
    expect(await focusedAttr(page, 'data-keyword')).toBe(TITLE);
    const before = asked.length;
    await page.keyboard.press('Enter');
    await page.waitForSelector('.tv-search-results .focused[data-testid="poster"]', WAIT);
    expect(await page.$eval('.focused[data-testid="poster"] .tv-poster-title', (el) => el.textContent)).toBe(TITLE);
    // A picked keyword is a real search: no live flag, so it counts as a hot search.
    expect(asked.slice(before)).toEqual([{ keyword: TITLE, live: null }]);
  });
});

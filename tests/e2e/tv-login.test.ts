// Issue 7 point 1: the TV login is a view over src/features/auth, with the phone's rules: a
// phone number goes with its AreaCode, and a successful login returns to the page that sent
// the user to it, with the same element focused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer';
import { launchBrowser, pressMovingFocus, waitTyped, waitTyping, withLayout, type LaunchedBrowser } from './browser';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let page: Page;

const focusedKey = () => page.evaluate(() => document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key') ?? null);
const activePage = () =>
  page.evaluate(() => [...document.querySelectorAll('[data-page]')].filter((f) => f.getAttribute('aria-hidden') !== 'true').pop()?.getAttribute('data-page') ?? null);

beforeAll(async () => {
  chromium = await launchBrowser();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1920, height: 1080 });
  await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('TV login by remote', () => {
  it('sends AreaCode with a phone number and goes back to the page it came from', async () => {
    await pressMovingFocus(page, 'ArrowRight');
    const homeKey = await focusedKey();
    expect(homeKey).toBeTruthy();

    // To /login as a link does (a new history entry).
    await page.evaluate(() => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `login${idx}`, idx }, '', '/login');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForSelector('[data-testid="area-code"].focused', { timeout: 5_000 });
    expect(await page.$eval('[data-testid="area-code"]', (e) => e.textContent)).toContain('+86');

    const sent: Record<string, unknown>[] = [];
    const onRequest = (r: HTTPRequest) => {
      if (r.method() === 'POST' && /\/api\/login\/login$/i.test(new URL(r.url()).pathname)) sent.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
    };
    page.on('request', onRequest);

    const typeInto = async (text: string) => {
      await page.keyboard.press('Enter');
      await waitTyping(page, true);
      await page.keyboard.type(text);
      await waitTyped(page, text);
      await page.keyboard.press('Enter');
    };
    await pressMovingFocus(page, 'ArrowDown');
    await typeInto('13800000002');
    await pressMovingFocus(page, 'ArrowDown');
    await typeInto('demo1234');
    await pressMovingFocus(page, 'ArrowDown');
    expect(await page.$eval('.focused', (e) => e.getAttribute('data-testid'))).toBe('form-submit');
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => !!localStorage.getItem('user'), { timeout: 10_000 });
    page.off('request', onRequest);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ account: '13800000002', password: 'demo1234', AreaCode: '+86' });

    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-page]')].filter((f) => f.getAttribute('aria-hidden') !== 'true').pop()?.getAttribute('data-page') === 'Home',
      { timeout: 10_000 },
    );
    expect(await activePage()).toBe('Home');
    // Focus is back on the poster, or (when the poster left the rows) in its row.
    await page.waitForFunction(
      (k: string) => {
        const now = document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key') ?? '';
        return now === k || (!document.querySelector(`[data-focus-key="${k}"]`) && now.startsWith(k.replace(/\/[^/]*$/, '/')));
      },
      { timeout: 5_000 },
      homeKey!,
    );
    // The same poster, when the signed-in user's rows still hold it; the rows are the user's
    // own after a login (other test files play videos as this demo user), and a poster that
    // left them leaves the focus in the same row.
    const stillThere = await page.evaluate((k) => !!document.querySelector(`[data-focus-key="${k}"]`), homeKey!);
    if (stillThere) expect(await focusedKey()).toBe(homeKey);
    else expect(await focusedKey()).toMatch(new RegExp(`^${homeKey!.replace(/\/[^/]*$/, '/')}`));
  }, 60_000);
});

// TV browsing with the remote on the built client and the reference server: the home boots with
// a focused poster, arrows move along a row and between rows, OK opens the video, Back returns
// to the home with the same poster focused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, launchBrowser, openTvPage, type LaunchedBrowser } from './browser';

interface FocusState {
  key: string | null;
  videoId: string | null;
  path: string;
  search: string;
}

const WAIT = { timeout: 20_000 };

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.querySelector('.focused');
    return {
      key: el ? el.getAttribute('data-focus-key') : null,
      videoId: el ? el.getAttribute('data-video-id') : null,
      path: location.pathname,
      search: location.search,
    };
  });
}

/** "home/rows/<r>/<i>" -> [r, i]. */
function rowAndIndex(key: string | null): [number, number] {
  const m = /^home\/rows\/(\d+)\/(\d+)$/.exec(key ?? '');
  if (!m) throw new Error(`focus is not on a home poster: ${String(key)}`);
  return [Number(m[1]), Number(m[2])];
}

function videoIdAt(page: Page, focusKey: string): Promise<string | null> {
  return page.evaluate((k) => {
    const el = document.querySelector(`[data-testid="poster"][data-focus-key="${k}"]`);
    return el ? el.getAttribute('data-video-id') : null;
  }, focusKey);
}

async function waitForFocusKey(page: Page, predicate: string): Promise<void> {
  // predicate: JS expression over `k` (the focused element's data-focus-key).
  await page.waitForFunction(`(() => { const el = document.querySelector('.focused'); const k = el ? el.getAttribute('data-focus-key') : null; return ${predicate}; })()`, WAIT);
}

describe('TV browse with the remote', () => {
  let chromium: LaunchedBrowser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    chromium = await launchBrowser();
    page = await openTvPage(chromium.browser, inject('baseUrl'));
    errors = collectErrors(page);
    await page.waitForSelector('.focused[data-testid="poster"]', WAIT);
    // A user presses keys once the home has loaded: wait for its calls (rows, watching) to land.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 20_000 });
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it('boots into the home with a poster of its first row focused', async () => {
    const state = await focusState(page);
    expect(state.path).toBe('/');
    expect(state.videoId).toMatch(/^\d+$/);
    expect(rowAndIndex(state.key)[0]).toBe(0);
    const activePage = await page.$eval('.tv-page:not(.tv-page-hidden)[data-page]', (el) => el.getAttribute('data-page'));
    expect(activePage).toBe('Home');
  });

  it('ArrowRight moves focus to the next poster of the same row', async () => {
    const before = await focusState(page);
    const [r, i] = rowAndIndex(before.key);
    const neighbourKey = `home/rows/${r}/${i + 1}`;
    const neighbourId = await videoIdAt(page, neighbourKey);
    expect(neighbourId, 'the row has a rendered neighbour to the right').not.toBeNull();
    await page.keyboard.press('ArrowRight');
    await waitForFocusKey(page, `k === ${JSON.stringify(neighbourKey)}`);
    const after = await focusState(page);
    expect(after.videoId).toBe(neighbourId);
    expect(after.videoId).not.toBe(before.videoId);
  });

  it('ArrowLeft moves back to the previous poster', async () => {
    const before = await focusState(page);
    const [r, i] = rowAndIndex(before.key);
    const leftKey = `home/rows/${r}/${i - 1}`;
    const leftId = await videoIdAt(page, leftKey);
    await page.keyboard.press('ArrowLeft');
    await waitForFocusKey(page, `k === ${JSON.stringify(leftKey)}`);
    expect((await focusState(page)).videoId).toBe(leftId);
    // Back to the second poster for the next steps.
    await page.keyboard.press('ArrowRight');
    await waitForFocusKey(page, `k === ${JSON.stringify(before.key)}`);
  });

  it('ArrowDown moves focus to a poster of the next row', async () => {
    const before = await focusState(page);
    const [r] = rowAndIndex(before.key);
    await page.keyboard.press('ArrowDown');
    await waitForFocusKey(page, `k !== null && k.indexOf(${JSON.stringify(`home/rows/${r + 1}/`)}) === 0`);
    const after = await focusState(page);
    expect(rowAndIndex(after.key)[0]).toBe(r + 1);
    expect(after.videoId).toBe(await videoIdAt(page, after.key as string));
  });

  it('OK opens the focused video (/watch?id=<id>) and Back returns to the home on the same poster', async () => {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => {
      const k = document.querySelector('.focused')?.getAttribute('data-focus-key') ?? '';
      return /^home\/rows\/\d+\/[1-9]\d*$/.test(k);
    }, WAIT);
    const before = await focusState(page);
    expect(before.videoId).toMatch(/^\d+$/);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/watch', WAIT);
    const opened = await focusState(page);
    expect(new URLSearchParams(opened.search).get('id')).toBe(before.videoId);
    await page.waitForSelector('[data-page="Watch"]', WAIT);

    // The watch page may spend a Back on closing its own panels or controls first (its
    // documented order); the remote user presses Back until the page is left.
    for (let presses = 0; presses < 4; presses++) {
      await page.keyboard.press('Escape');
      const left = await page
        .waitForFunction(() => location.pathname === '/', { timeout: 4_000 })
        .then(() => true)
        .catch(() => false);
      if (left) break;
    }
    expect(await page.evaluate(() => location.pathname)).toBe('/');
    await page.waitForSelector(`.focused[data-testid="poster"][data-video-id="${before.videoId}"]`, WAIT);
    const back = await focusState(page);
    expect(back.key).toBe(before.key);
    expect(back.videoId).toBe(before.videoId);
  });

  it('raised no page errors', () => {
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

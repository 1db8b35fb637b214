// TV browsing with the remote on the built client and the reference server: the home boots with
// a focused poster, arrows move along a row and between rows, OK opens the video, Back returns
// to the home with the same poster focused.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { collectErrors, launchBrowser, openTvPage, type LaunchedBrowser } from './browser';

interface FocusState {
  key: string | null;
  videoId: string | null;
  /** Row and poster positions on the home (the cells' data-index), -1 elsewhere. */
  row: number;
  col: number;
  path: string;
  search: string;
}

const WAIT = { timeout: 20_000 };

function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.querySelector('.focused');
    const pos = (sel: string) => Number(el?.closest(sel)?.getAttribute('data-index') ?? -1);
    return {
      key: el ? el.getAttribute('data-focus-key') : null,
      videoId: el ? el.getAttribute('data-video-id') : null,
      row: pos('.vlist-cell'),
      col: pos('.vrow-cell'),
      path: location.pathname,
      search: location.search,
    };
  });
}

/** The focused home poster's [row, position]; its focus key is the home's scope, the row's id and the video's id. */
function rowAndIndex(state: FocusState): [number, number] {
  const m = /^page:Home\/home\/rows\/[^/]+\/(\d+)$/.exec(state.key ?? '');
  if (!m || state.row < 0 || state.col < 0) throw new Error(`focus is not on a home poster: ${String(state.key)}`);
  expect(m[1], 'the key names the video by its id').toBe(state.videoId);
  return [state.row, state.col];
}

function videoIdAt(page: Page, row: number, col: number): Promise<string | null> {
  return page.evaluate(
    (r, c) => {
      const el = document.querySelector(`.tv-page:not(.tv-page-hidden) .vlist-cell[data-index="${r}"] .vrow-cell[data-index="${c}"] [data-testid="poster"]`);
      return el ? el.getAttribute('data-video-id') : null;
    },
    row,
    col,
  );
}

async function waitForFocusedVideo(page: Page, videoId: string): Promise<void> {
  await page.waitForFunction((id) => document.querySelector('.focused')?.getAttribute('data-video-id') === id, WAIT, videoId);
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
    expect(rowAndIndex(state)[0]).toBe(0);
    const activePage = await page.$eval('.tv-page:not(.tv-page-hidden)[data-page]', (el) => el.getAttribute('data-page'));
    expect(activePage).toBe('Home');
  });

  it('the VIP menu entry shows the recharge activity title and its animation from launch, focus never in the menu (spec 001 §2)', async () => {
    await page.waitForSelector('.tv-menu-item.is-animated[data-path="/vip"]', WAIT);
    expect(await page.$eval('.tv-menu-item[data-path="/vip"]', (el) => el.textContent?.trim())).toBe('充值有礼');
    expect(await page.$('.tv-menu .focused')).toBeNull();
    expect((await focusState(page)).path).toBe('/');
  });

  it('ArrowRight moves focus to the next poster of the same row', async () => {
    const before = await focusState(page);
    const [r, i] = rowAndIndex(before);
    const neighbourId = await videoIdAt(page, r, i + 1);
    expect(neighbourId, 'the row has a rendered neighbour to the right').not.toBeNull();
    await page.keyboard.press('ArrowRight');
    await waitForFocusedVideo(page, neighbourId as string);
    const after = await focusState(page);
    expect(rowAndIndex(after)).toEqual([r, i + 1]);
    expect(after.videoId).toBe(neighbourId);
    expect(after.videoId).not.toBe(before.videoId);
  });

  it('ArrowLeft moves back to the previous poster', async () => {
    const before = await focusState(page);
    const [r, i] = rowAndIndex(before);
    const leftId = await videoIdAt(page, r, i - 1);
    expect(leftId).not.toBeNull();
    await page.keyboard.press('ArrowLeft');
    await waitForFocusedVideo(page, leftId as string);
    expect(rowAndIndex(await focusState(page))).toEqual([r, i - 1]);
    // Back to the second poster for the next steps.
    await page.keyboard.press('ArrowRight');
    await waitForFocusedVideo(page, before.videoId as string);
  });

  it('ArrowDown moves focus to a poster of the next row', async () => {
    const before = await focusState(page);
    const [r] = rowAndIndex(before);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((row) => document.querySelector('.focused')?.closest('.vlist-cell')?.getAttribute('data-index') === String(row), WAIT, r + 1);
    const after = await focusState(page);
    const [r2, i2] = rowAndIndex(after);
    expect(r2).toBe(r + 1);
    expect(after.videoId).toBe(await videoIdAt(page, r2, i2));
  });

  it('OK opens the focused video (/watch?id=<id>) and Back returns to the home on the same poster', async () => {
    await page.keyboard.press('ArrowRight');
    // Any poster but the first of its row.
    await page.waitForFunction(() => Number(document.querySelector('.focused')?.closest('.vrow-cell')?.getAttribute('data-index') ?? 0) > 0, WAIT);
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

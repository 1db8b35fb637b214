// /choseEpisodes in both layouts: the series' episodes are listed (VideoChooseGather), and
// choosing one replaces the page with that episode's /watch URL.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openMobilePage, openTvPage, type LaunchedBrowser } from './browser';

const base = inject('baseUrl');
// The demo series (six episodes).
const SERIES = 'v2001';
const WAIT = { timeout: 20_000 };
let chromium: LaunchedBrowser;

beforeAll(async () => {
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
});

describe('choose episodes', () => {
  it('mobile: lists the six episodes and a tap opens the third one', async () => {
    const page = await openMobilePage(chromium.browser, base, `/choseEpisodes?id=${SERIES}`);
    await page.waitForSelector('[data-testid="episode"]', WAIT);
    const episodes = await page.$$('[data-testid="chose-episodes"] [data-testid="episode"]');
    expect(episodes).toHaveLength(6);
    await episodes[2].tap();
    await page.waitForFunction(() => location.pathname === '/watch', WAIT);
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe(SERIES);
    expect(Number(url.searchParams.get('episode'))).toBeGreaterThan(0);
    await page.close();
  });

  it('TV: lists the episodes, Right then OK opens the second one', async () => {
    const page = await openTvPage(chromium.browser, base, `/choseEpisodes?id=${SERIES}`);
    await page.waitForSelector('[data-testid="episode"].focused', WAIT);
    expect(await page.$$eval('[data-testid="chose-episodes"] [data-testid="episode"]', (els) => els.length)).toBe(6);
    const first = await page.$eval('[data-testid="episode"].focused', (el) => el.textContent);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((f) => document.querySelector('[data-testid="episode"].focused')?.textContent !== f, WAIT, first);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/watch', WAIT);
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe(SERIES);
    expect(Number(url.searchParams.get('episode'))).toBeGreaterThan(0);
    await page.close();
  });
});

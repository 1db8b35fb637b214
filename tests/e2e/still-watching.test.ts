// Issue 29 point 3 on TV, by remote only. With the count shortened to 1 (debugStillWatching=1,
// src/features/watch/still-watching.ts): episode 1 ends and episode 2 autoplays (one episode
// autoplayed, no key pressed), episode 2 ends and episode 3 waits paused at its start under
// 还在观看吗？ with focus on 继续观看, and OK plays it. 退出 leaves the player as Back does. The
// sleep timer's 播完本集 pauses at the episode's end and dims; a key shows the paused player.
// The demo series v2001 has six episodes of 40-60 s with marks 5 s from each end (moreFun skip
// plays from the opening's end to the credits); a start position near the end of episode 1
// (t=) and 2x speed keep it short.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer';
import { afterPaint, launchBrowser, openTvPage, pressMovingFocus, until, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, loginDemo, storeUser, videoTime, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const SERIES = 'v2001';
let chromium: LaunchedBrowser;
let page: Page;
let vip: DemoUser;
let episodes: { id: number; durationSec: number }[] = [];
/** Episode numbers whose HLS stream the page asked for, in order (stream keys are v2001-N). */
let streams: number[] = [];

const focusedTestId = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
const focusedText = () => page.evaluate(() => document.querySelector('.focused')?.textContent?.trim() ?? '');
const videoPaused = () => page.evaluate(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).paused);

/**
 * The video stays held at `at`: once the stream has data to play on (readyState
 * HAVE_FUTURE_DATA), a player meant to play would be playing within the frames that follow;
 * it is paused and has not moved.
 */
async function expectHeld(at: number): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).readyState >= 3, { timeout: 15_000 });
  await afterPaint(page);
  expect(await videoPaused()).toBe(true);
  expect(await videoTime(page)).toBe(at);
}

/** The episodes played, in order (a playlist asked again, by a retry, counts once). */
const streamsInOrder = () => streams.filter((n, i) => i === 0 || streams[i - 1] !== n);

function onRequest(r: HTTPRequest) {
  const m = /\/hls\/v2001-(\d+)\/master\.m3u8/.exec(r.url());
  if (m) streams.push(Number(m[1]));
}

/** The play records of episodes 2-4 (all: `from` 0) back to 0, so each starts where a first viewing does. */
async function resetRecords(from = 1) {
  for (const ep of episodes.slice(from, 4)) await apiGet(base, '/api/Video/AddPlayRecord', { mediaKey: SERIES, episodeId: ep.id, position: 0, duration: ep.durationSec }, vip);
}

/** Episode 1, `beforeCredits` media seconds before its credits (5 s before its end). */
async function openEpisodeOne(beforeCredits: number, params: string) {
  const ep = episodes[0];
  const t = Math.max(6, Math.floor(ep.durationSec - 5 - beforeCredits));
  // Off the previous page first: a TV home left by 退出 prestarts the series' resume episode when
  // focus rests on its poster, and that request must not count as this visit's.
  await page.goto('about:blank');
  streams = [];
  await page.goto(withLayout(`${base}/watch?id=${SERIES}&episode=${ep.id}&t=${t}&${params}`, 'tv'), { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => {
    const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null;
    return !!v && !v.paused && v.currentTime > 1;
  }, { timeout: 30_000 });
}

beforeAll(async () => {
  vip = await loginDemo(base, 'vip_demo');
  const details = await apiGet<{ episodeList: { id: number; index: number; durationSec: number }[] }>(base, '/api/Video/VideoDetails', { mediaKey: SERIES }, vip);
  episodes = [...details.episodeList].sort((a, b) => a.index - b.index);
  chromium = await launchBrowser();
  page = await openTvPage(chromium.browser, base, '/');
  // vip_demo: no insert advert, and every episode may play.
  await storeUser(page, vip);
  page.on('request', onRequest);
}, 120_000);

afterAll(async () => {
  page?.off('request', onRequest);
  await chromium?.close();
  // Other files open the series as vip_demo too: it starts from the beginning again for them.
  if (episodes.length) await resetRecords(0);
});

describe('还在观看吗？ after autoplayed episodes (count shortened to 1)', () => {
  it('episode 2 autoplays; episode 3 waits paused at its start and asks, focus on 继续观看; OK plays it', async () => {
    expect(episodes.length).toBeGreaterThanOrEqual(3);
    await resetRecords();
    await page.evaluate(() => localStorage.setItem('playbackRate', '2'));
    await openEpisodeOne(6, 'debugStillWatching=1');
    // No key from here on: episode 1's credits, episode 2 from its opening's end to its credits.
    await page.waitForSelector('[data-testid="still-watching"]', { timeout: 75_000 });
    expect(await page.$eval('[data-testid="still-watching"]', (e) => e.textContent)).toContain('还在观看吗？');
    await page.waitForFunction(() => document.querySelector('.focused')?.getAttribute('data-testid') === 'still-watching-continue', { timeout: 5_000 });
    expect(await focusedText()).toBe('继续观看');
    // Episode 3 loads (its play data is asked once the question is up), held at its start (past
    // its opening: 5 s), and it stays there.
    await until(() => streamsInOrder().length === 3, 'episode 3 asked for', 15_000);
    expect(streamsInOrder()).toEqual([1, 2, 3]);
    await page.waitForFunction(() => {
      const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement;
      return v.readyState >= 2 && v.currentTime < 8;
    }, { timeout: 15_000 });
    const at = await videoTime(page);
    expect(at).toBeLessThan(8);
    await expectHeld(at);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid="still-watching"]'), { timeout: 5_000 });
    await page.waitForFunction((a) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > a + 0.5, { timeout: 15_000 }, at);
    expect(await videoPaused()).toBe(false);
    expect(await focusedTestId()).toBe('watch-stage');
  }, 120_000);

  it('退出 leaves the player as Back does', async () => {
    await resetRecords();
    // 0: the first autoplayed episode asks.
    await openEpisodeOne(4, 'debugStillWatching=0');
    await page.waitForSelector('[data-testid="still-watching"]', { timeout: 45_000 });
    await page.waitForFunction(() => document.querySelector('.focused')?.getAttribute('data-testid') === 'still-watching-continue', { timeout: 5_000 });
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.focused')?.getAttribute('data-testid') === 'still-watching-exit', { timeout: 5_000 });
    expect(await focusedText()).toBe('退出');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-page"]'), { timeout: 10_000 });
    // Opened without history, Back (and so 退出) lands on the home page, focused.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForSelector('.focused', { timeout: 15_000 });
  }, 90_000);
});

describe('the sleep timer by remote', () => {
  it('播完本集: at the episode\'s end playback pauses and the screen dims; a key shows the paused player', async () => {
    await resetRecords();
    await page.evaluate(() => localStorage.setItem('playbackRate', '1'));
    // Long enough before the credits to set the timer by remote first.
    await openEpisodeOne(14, 'debugStillWatching=9');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 12 && (await focusedTestId()) !== 'sleep-timer'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focusedText()).toBe('定时关闭');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-sleep"] .focused', { timeout: 10_000 });
    expect(await page.$$eval('[data-testid="sleep-option"]', (els) => els.map((e) => e.textContent?.trim()))).toEqual(['关闭', '30分钟', '60分钟', '90分钟', '播完本集']);
    expect(await focusedText()).toBe('关闭');
    for (let i = 0; i < 6 && (await focusedText()) !== '播完本集'; i++) await pressMovingFocus(page, 'ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="sleep-timer"]')?.textContent?.trim() === '定时 播完本集', { timeout: 5_000 });

    await page.waitForSelector('[data-testid="sleep-dim"]', { timeout: 45_000 });
    expect(await page.$eval('[data-testid="sleep-dim"]', (e) => e.textContent)).toContain('按任意键唤醒');
    expect(await focusedTestId()).toBe('sleep-dim');
    // Dimmed, not only paused: the overlay covers the whole screen, near black, above the picture.
    const dim = await page.$eval('[data-testid="sleep-dim"]', (e) => {
      const r = e.getBoundingClientRect();
      const bg = getComputedStyle(e).backgroundColor.match(/[\d.]+/g)!.map(Number);
      const top = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      return { covers: r.left <= 0 && r.top <= 0 && r.right >= innerWidth && r.bottom >= innerHeight, rgb: bg.slice(0, 3), alpha: bg.length > 3 ? bg[3] : 1, onTop: !!top && e.contains(top) };
    });
    expect(dim.covers).toBe(true);
    expect(dim.onTop).toBe(true);
    expect(Math.max(...dim.rgb)).toBeLessThan(40);
    expect(dim.alpha).toBeGreaterThanOrEqual(0.85);
    // The next episode is loaded but waits paused at its start.
    await until(() => streamsInOrder().length === 2, 'episode 2 asked for', 15_000);
    expect(streamsInOrder()).toEqual([1, 2]);
    await page.waitForFunction(() => {
      const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement;
      return v.readyState >= 2 && v.currentTime < 8;
    }, { timeout: 15_000 });
    const at = await videoTime(page);
    await expectHeld(at);

    // Any key wakes it: the paused player with its controls, still paused.
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => !document.querySelector('[data-testid="sleep-dim"]'), { timeout: 5_000 });
    await page.waitForSelector('[data-testid="watch-controls"]', { timeout: 5_000 });
    await afterPaint(page);
    expect(await videoPaused()).toBe(true);
    expect(await videoTime(page)).toBe(at);
    // The timer went off once: it is off again.
    expect(await page.$eval('[data-testid="sleep-timer"]', (e) => e.textContent?.trim())).toBe('定时关闭');
    // OK on the player plays on.
    await page.keyboard.press('Enter');
    await page.waitForFunction((a) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > a + 0.5, { timeout: 15_000 }, at);
  }, 120_000);
});

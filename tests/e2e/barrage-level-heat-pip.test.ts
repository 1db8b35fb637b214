// Issue 42, point 4, end to end on the real server and Chromium: 高能进度条 (the barrage density
// curve over the progress bar: TV while a held arrow seeks, phone while the controls show and while
// dragging), 弹幕屏蔽等级 (set by remote and by touch, hiding barrage scored below it by the
// server from reports and likes) and 画中画 on the phone (the button, the API call, the
// enter/leave handling that keeps the barrage switch as it was).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, openMobilePage, openTvPage, pressMovingFocus, tapWhenAccepted, until, waitTapAccepted, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, focusedTestId, storeUser, videoTime, waitPlayingPastAds, type DemoUser } from './watch-helpers';
import { freshUser } from './vip-helpers';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1001';
const tag = Date.now().toString(36);
/** Media seconds of the prepared barrage: after the settings are changed, before the end (40 s and more). */
const TIMES = [22, 26, 30, 34, 38];
const LOW = `low-${tag}`;
const GOOD = `good-${tag}`;
let chromium: LaunchedBrowser;

interface LogEntry { id: string; text: string; at: number }
const drawnLog = (page: Page) => page.evaluate(() => (window.__barrageLog ?? []).map((e) => ({ id: e.id, text: e.text, at: e.at })));
/** Viewers' barrage only: the danmu advert (id ad-...) carries no score and is never hidden by the level. */
const viewers = (log: LogEntry[]) => log.filter((e) => !e.id.startsWith('ad-'));

/** The server's score of every barrage of the prepared video's first minute, by id. */
async function scoresById(): Promise<Map<string, number>> {
  const list = await apiGet<{ list: { id: number; score: number }[] }>(base, '/api/Video/GetBarrageList', { mediaKey: MEDIA_KEY, start: 0, end: 60 });
  return new Map(list.list.map((b) => [String(b.id), b.score]));
}

/**
 * Once the prepared barrage's times have played: of the viewers' barrage drawn since log entry
 * `from`, liked ones were drawn, reported ones not, and none scored below `level`.
 */
async function expectDrawnFrom(page: Page, from: number, level: number): Promise<void> {
  await page.waitForFunction((t) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > t, { timeout: 60_000 }, TIMES[TIMES.length - 1] + 1);
  const after = viewers((await drawnLog(page)).slice(from));
  expect(after.some((e) => e.text.startsWith(GOOD))).toBe(true);
  expect(after.filter((e) => e.text.startsWith(LOW))).toEqual([]);
  const scores = await scoresById();
  expect(after.filter((e) => (scores.get(e.id) ?? 0) < level)).toEqual([]);
}

/** Records when the page's video first played, to compare with the density request. */
async function recordFirstPlaying(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('playing', () => {
      const w = window as unknown as { __firstPlaying?: number };
      w.__firstPlaying ??= performance.now();
    }, true);
  });
}

/** The density request's start and the first `playing`, both on the page's clock. */
const densityTiming = (page: Page) =>
  page.evaluate(() => {
    const e = performance.getEntriesByType('resource').find((r) => /getbarragedensity/i.test(r.name));
    return { request: e ? e.startTime : null, playing: (window as unknown as { __firstPlaying?: number }).__firstPlaying ?? null };
  });

beforeAll(async () => {
  const [low, good, r1, r2, r3] = await Promise.all(['lvlow', 'lvgood', 'lvr1', 'lvr2', 'lvr3'].map((t) => freshUser(base, t)));
  for (const time of TIMES) {
    const l = await apiGet<{ id: number }>(base, '/api/Video/AddBarrages', { mediaKey: MEDIA_KEY, content: `${LOW}-${time}`, time }, low);
    const g = await apiGet<{ id: number }>(base, '/api/Video/AddBarrages', { mediaKey: MEDIA_KEY, content: `${GOOD}-${time}`, time }, good);
    // Two reports: score 1. Three likes: score 7.
    for (const r of [r1, r2]) await apiGet(base, '/api/Video/AccusationBarrage', { id: l.id, reason: '刷屏' }, r);
    for (const r of [r1, r2, r3]) await apiGet(base, '/api/Video/BarrageLike', { id: g.id }, r);
  }
  const list = await apiGet<{ list: { content: string; score: number }[] }>(base, '/api/Video/GetBarrageList', { mediaKey: MEDIA_KEY, start: 20, end: 40 });
  const scores = new Set(list.list.filter((b) => b.content.includes(tag)).map((b) => `${b.content.slice(0, b.content.lastIndexOf('-'))}:${b.score}`));
  expect([...scores].sort()).toEqual([`${GOOD}:7`, `${LOW}:1`]);
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

describe('TV by remote: density curve while seeking, shield level', () => {
  let page: Page;
  let viewer: DemoUser;

  beforeAll(async () => {
    viewer = await freshUser(base, 'lvtv');
    page = await openTvPage(chromium.browser, base, '/');
    await storeUser(page, viewer);
    await recordFirstPlaying(page);
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await waitPlayingPastAds(page, { byRemote: true, after: 1 });
  }, 90_000);

  it('fetches the counts only after playback started, and draws the curve only while a held arrow seeks', async () => {
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /getbarragedensity/i.test(r.name)), { timeout: 20_000 });
    const timing = await densityTiming(page);
    expect(timing.playing).not.toBeNull();
    expect(timing.request!).toBeGreaterThanOrEqual(timing.playing!);
    expect(await page.$('[data-testid="heat-curve"]')).toBeNull();
    // Held: key-downs repeat until the curve is there (a remote repeats them while held).
    let shown = false;
    for (let i = 0; i < 40 && !shown; i++) {
      await page.keyboard.down('ArrowLeft');
      shown = !!(await page.$('[data-testid="watch-progress"] [data-testid="heat-curve"] path'));
      if (!shown) await new Promise((r) => setTimeout(r, 100));
    }
    expect(shown).toBe(true);
    const d = await page.$eval('[data-testid="watch-progress"] [data-testid="heat-curve"] path', (el) => el.getAttribute('d') ?? '');
    // The prepared barrage (22-38 s) lifts the curve somewhere above the bottom line (y 100).
    const ys = [...d.matchAll(/L[\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeLessThan(100);
    await page.keyboard.up('ArrowLeft');
    await page.waitForFunction(() => !document.querySelector('[data-testid="heat-curve"]'), { timeout: 5_000 });
  }, 60_000);

  it('sets 屏蔽等级 to 6 by remote in 弹幕设置; from then on only well-liked barrage is drawn, and the level is saved', async () => {
    // Back to the start (the held arrow seeked there already; this only makes sure), so the
    // prepared barrage is ahead.
    await page.evaluate(() => {
      const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement;
      v.currentTime = 0;
    });
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 12 && (await focusedTestId(page)) !== 'danmu-settings'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focusedTestId(page)).toBe('danmu-settings');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-settings"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 16 && (await focusedTestId(page)) !== 'danmu-shield-level'; i++) await pressMovingFocus(page, 'ArrowDown');
    expect(await focusedTestId(page)).toBe('danmu-shield-level');
    const label = () => page.$eval('[data-testid="danmu-shield-level"]', (el) => el.textContent ?? '');
    expect(await label()).toContain('屏蔽等级：1级');
    for (let n = 2; n <= 6; n++) {
      await page.keyboard.press('Enter');
      await page.waitForFunction((want) => document.querySelector('[data-testid="danmu-shield-level"]')?.textContent?.includes(want), { timeout: 5_000 }, `${n}级`);
    }
    const from = (await drawnLog(page)).length;
    const setAt = await videoTime(page);
    expect(from).toBeLessThan(1000);
    expect(setAt).toBeLessThan(TIMES[0]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-settings"]'), { timeout: 5_000 });
    // The seeded demo barrage has 0-29 likes (scores 5-9): only those scored 6 and up are drawn.
    await expectDrawnFrom(page, from, 6);
    // Remembered on the account (debounced save) and on the device.
    let saved = 0;
    for (let i = 0; i < 50 && saved !== 6; i++) {
      saved = (await apiGet<{ shieldLevel: number }>(base, '/api/user/GetBarrageCofig', {}, viewer)).shieldLevel;
      if (saved !== 6) await new Promise((r) => setTimeout(r, 200));
    }
    expect(saved).toBe(6);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('barrageSettings') ?? '{}').shieldLevel)).toBe(6);
  }, 120_000);
});

describe('phone by touch: density curve, shield level, 画中画', () => {
  let page: Page;

  async function showControls(): Promise<void> {
    if (!(await page.$('[data-testid="play-toggle"]'))) await tapWhenAccepted(page, '[data-testid="player-tap"]');
    await page.waitForSelector('[data-testid="play-toggle"]', { timeout: 5_000 });
  }

  beforeAll(async () => {
    const ctx = await chromium.browser.createBrowserContext();
    page = await openMobilePage(ctx, base, '/');
    await storeUser(page, await freshUser(base, 'lvm'));
    await recordFirstPlaying(page);
    // Counts the calls of the real API (and lets them through).
    await page.evaluateOnNewDocument(() => {
      const real = HTMLVideoElement.prototype.requestPictureInPicture;
      const w = window as unknown as { __pipCalls: number; __pipOutcome: string };
      w.__pipCalls = 0;
      w.__pipOutcome = '';
      HTMLVideoElement.prototype.requestPictureInPicture = function (this: HTMLVideoElement) {
        w.__pipCalls++;
        const p = real.call(this);
        p.then(() => (w.__pipOutcome = 'entered'), (e: Error) => (w.__pipOutcome = `refused: ${e.name}`));
        return p;
      };
    });
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await waitPlayingPastAds(page, { after: 1 });
    // From here on the page records its touch ends, so a tap waits out the double-tap guard.
    await waitTapAccepted(page);
  }, 90_000);

  it('draws the curve on the progress bar while the controls show (after playback started) and while dragging', async () => {
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /getbarragedensity/i.test(r.name)), { timeout: 20_000 });
    const timing = await densityTiming(page);
    expect(timing.request!).toBeGreaterThanOrEqual(timing.playing!);
    await showControls();
    await page.waitForSelector('[data-testid="progress"] [data-testid="heat-curve"] path', { timeout: 10_000 });
    const box = (await (await page.$('[data-testid="progress"]'))!.boundingBox())!;
    const y = box.y + box.height / 2;
    await waitTapAccepted(page);
    await page.touchscreen.touchStart(box.x + box.width * 0.2, y);
    await page.touchscreen.touchMove(box.x + box.width * 0.5, y);
    // Mid-drag: the curve is still there and the thumb follows the finger.
    expect(await page.$('[data-testid="progress"] [data-testid="heat-curve"] path')).not.toBeNull();
    const thumb = await page.$eval('.m-watch-progress-thumb', (el) => (el as HTMLElement).style.left);
    expect(parseFloat(thumb)).toBeGreaterThan(40);
    await page.touchscreen.touchMove(box.x + 2, y);
    await page.touchscreen.touchEnd();
    await page.waitForFunction(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime < 5, { timeout: 10_000 });
  }, 60_000);

  it('sets 屏蔽等级 by touch in the barrage settings sheet; reported barrage is no longer drawn, liked barrage is', async () => {
    // Under load a tap right after the seek was seen to get lost (1 run in 3): tap again, up to 3 times.
    for (let i = 0; i < 3 && !(await page.$('[data-testid="danmu-shield-level"]')); i++) {
      await tapWhenAccepted(page, '[data-testid="danmu-settings"]');
      await page.waitForSelector('[data-testid="danmu-shield-level"]', { visible: true, timeout: 5_000 }).catch(() => undefined);
    }
    await page.waitForSelector('[data-testid="danmu-shield-level"]', { visible: true, timeout: 1_000 });    await page.$eval('[data-testid="danmu-shield-level"]', (el) => el.scrollIntoView({ block: 'center' }));
    const slider = (await (await page.$('[data-testid="danmu-shield-level"]'))!.boundingBox())!;
    // A tap a little past the middle of the 1-10 slider.
    await waitTapAccepted(page);
    await page.touchscreen.tap(slider.x + slider.width * 0.55, slider.y + slider.height / 2);
    const level = Number(await page.$eval('[data-testid="danmu-shield-level"]', (el) => (el as HTMLInputElement).value));
    expect(level).toBeGreaterThanOrEqual(2);
    expect(level).toBeLessThanOrEqual(7);
    expect(await page.$eval('[data-testid="danmu-settings-sheet"]', (el) => el.textContent ?? '')).toContain(`屏蔽等级 ${level}级`);
    const from = (await drawnLog(page)).length;
    expect(from).toBeLessThan(1000);
    expect(await videoTime(page)).toBeLessThan(TIMES[0]);
    // Close the sheet by its mask.
    await waitTapAccepted(page);
    await page.touchscreen.tap(5, 5);
    await page.waitForFunction(() => !document.querySelector('[data-testid="danmu-settings-sheet"]'), { timeout: 5_000 });
    await expectDrawnFrom(page, from, level);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('barrageSettings') ?? '{}').shieldLevel)).toBe(level);
  }, 120_000);

  it('画中画: the button calls requestPictureInPicture; entering tips that barrage is not drawn; leaving keeps the barrage switch', async () => {
    await showControls();
    await tapWhenAccepted(page, '[data-testid="pip"]');
    await page.waitForFunction(() => (window as unknown as { __pipCalls: number }).__pipCalls === 1, { timeout: 5_000 });
    // Headless Chromium may open the window or refuse it: both outcomes are handled.
    await page.waitForFunction(() => (window as unknown as { __pipOutcome: string }).__pipOutcome !== '', { timeout: 5_000 });
    const outcome = await page.evaluate(() => (window as unknown as { __pipOutcome: string }).__pipOutcome);
    // Which of the two this Chromium build does, for whoever reads the run.
    console.info(`[pip] requestPictureInPicture in this browser: ${outcome}`);
    const toasts = () => page.$$eval('[data-testid="toast"]', (els) => els.map((e) => e.textContent ?? ''));
    if (outcome === 'entered') {
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.textContent?.includes('画中画模式下不显示弹幕')), { timeout: 5_000 });
      await page.evaluate(() => document.exitPictureInPicture());
    } else {
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.textContent?.includes('暂时无法进入画中画')), { timeout: 5_000 });
    }
    // The element's events, as the browser fires them when the window opens and closes.
    const pipRound = async () => {
      await page.evaluate(() => document.querySelector('video[data-testid="video"]')!.dispatchEvent(new Event('enterpictureinpicture')));
      await showControls();
      await page.waitForFunction(() => document.querySelector('[data-testid="pip"]')?.textContent === '退出画中画', { timeout: 5_000 });
      await until(async () => (await toasts()).some((t) => t.includes('画中画模式下不显示弹幕')), 'the no-barrage tip', 5_000);
      await page.evaluate(() => document.querySelector('video[data-testid="video"]')!.dispatchEvent(new Event('leavepictureinpicture')));
      await showControls();
      await page.waitForFunction(() => document.querySelector('[data-testid="pip"]')?.textContent === '画中画', { timeout: 5_000 });
    };
    const switchOn = () => page.$eval('[data-testid="danmu-switch"]', (el) => el.classList.contains('on'));
    // Barrage off before: still off after.
    await tapWhenAccepted(page, '[data-testid="danmu-switch"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="danmu-switch"]')?.classList.contains('on'), { timeout: 5_000 });
    await pipRound();
    expect(await switchOn()).toBe(false);
    // Barrage on before: on again after (drawing resumes).
    await tapWhenAccepted(page, '[data-testid="danmu-switch"]');
    await page.waitForFunction(() => !!document.querySelector('[data-testid="danmu-switch"]')?.classList.contains('on'), { timeout: 5_000 });
    await pipRound();
    expect(await switchOn()).toBe(true);
  }, 60_000);

  it('hides the 画中画 button where the browser has no Picture-in-Picture', async () => {
    const ctx = await chromium.browser.createBrowserContext();
    try {
      const p = await openMobilePage(ctx, base, '/');
      await p.evaluateOnNewDocument(() => Object.defineProperty(Document.prototype, 'pictureInPictureEnabled', { configurable: true, get: () => false }));
      await p.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
      await p.waitForSelector('[data-testid="fullscreen"]', { timeout: 30_000 });
      expect(await p.$('[data-testid="pip"]')).toBeNull();
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

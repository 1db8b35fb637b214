// Issue 29 point 2, subtitles and audio tracks on v1007 双城记（双语版） (the demo stream with
// 国语/粤语 audio and 中文/English subtitles, server/media/README.md). TV by remote: 音轨 粤语
// switches the audio rendition (its playlist and segments are requested), 字幕 English shows the
// English cue of the moment above the control bar, and both are remembered on the device. Phone
// by touch: the same two choices from the player's controls. A title without tracks offers
// neither control (watch-speed.test.ts walks v1001's bar).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer';
import { launchBrowser, openMobilePage, openTvPage, pressMovingFocus, until, waitTapAccepted, withLayout, type LaunchedBrowser } from './browser';
import { waitPlayingPastAds, focusedText, focusedTestId, loginDemo, storeUser, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1007';
let chromium: LaunchedBrowser;
let page: Page;
let vip: DemoUser;
const requested: string[] = [];


// vip_demo gets no insert advert: this waits for the playhead past `after` seconds.
const waitPlaying = (p: Page, after = 0.5) => waitPlayingPastAds(p, { after });

/** Requests of the audio rendition `lang` (its playlist or its segments) since `from`. */
const audioRequests = (lang: string, from = 0) => requested.slice(from).filter((u) => u.includes(`/audio-${lang}/`));

/**
 * The English cue shown now and the media time: the demo's cues read "English subtitle N · m:ss"
 * with m:ss their start, each showing 2.5 s of every 3 (demo-media.ts).
 */
async function englishCueAgrees(p: Page) {
  await p.waitForFunction(() => /^English subtitle \d+ · \d+:\d\d$/.test(document.querySelector('[data-testid="subtitle-cue"]')?.textContent?.trim() ?? ''), { timeout: 20_000 });
  const { text, time } = await p.evaluate(() => ({
    text: document.querySelector('[data-testid="subtitle-cue"]')?.textContent?.trim() ?? '',
    time: (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime,
  }));
  const m = /(\d+):(\d\d)$/.exec(text)!;
  const start = Number(m[1]) * 60 + Number(m[2]);
  // Read in one evaluate: the cue started at most its 2.5 s ago (a little slack for the event).
  expect(time, text).toBeGreaterThanOrEqual(start - 0.3);
  expect(time, text).toBeLessThan(start + 3);
}

/** Moves along the control bar's row, one press at a time, until the control `testId` is focused. */
async function focusControl(p: Page, testId: string) {
  for (let i = 0; i < 16 && (await focusedTestId(p)) !== testId; i++) {
    const step = await p.evaluate((id) => {
      const row = [...document.querySelectorAll('[data-testid="watch-controls"] .tv-watch-controls-row [data-focus-key]')];
      const at = row.findIndex((e) => e.classList.contains('focused'));
      const to = row.findIndex((e) => e.getAttribute('data-testid') === id);
      return at < 0 || to < 0 ? 1 : to - at;
    }, testId);
    await pressMovingFocus(p, step < 0 ? 'ArrowLeft' : 'ArrowRight');
  }
  expect(await focusedTestId(p)).toBe(testId);
}

/** Opens the control bar (it hides after a while) with focus on its first control. */
async function openBar(p: Page) {
  if (!(await p.$('[data-testid="watch-controls"] .tv-watch-controls-row .focused'))) {
    if (!(await p.$('[data-testid="watch-controls"]'))) await p.keyboard.press('ArrowDown');
    await p.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 4 && !(await p.$('[data-testid="watch-controls"] .tv-watch-controls-row .focused')); i++) {
      await pressMovingFocus(p, 'ArrowUp');
    }
  }
}

beforeAll(async () => {
  vip = await loginDemo(base, 'vip_demo');
  chromium = await launchBrowser();
  page = await openTvPage(chromium.browser, base, '/');
  page.on('request', (r) => requested.push(r.url()));
  // vip_demo: no insert advert before the video.
  await storeUser(page, vip);
  await page.evaluate(() => {
    localStorage.removeItem('audioLang');
    localStorage.removeItem('subtitleLang');
  });
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

describe('字幕 and 音轨 on TV by remote', () => {
  it('音轨 lists 国语 and 粤语 on the one playing; OK on 粤语 switches the audio rendition', async () => {
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await waitPlaying(page);
    expect(audioRequests('zh').length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    await focusControl(page, 'audio-track');
    expect(await focusedText(page)).toBe('音轨 国语');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-audio"] .focused', { timeout: 10_000 });
    expect(await page.$$eval('[data-testid="audio-option"]', (els) => els.map((e) => e.textContent?.trim()))).toEqual(['国语', '粤语']);
    expect(await focusedText(page)).toBe('国语');
    const mark = requested.length;
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.querySelector('.focused')?.textContent?.trim() === '粤语', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    // The 粤语 playlist and then its segments are fetched: the audio buffer is refilled from it.
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-audio"]'), { timeout: 5_000 });
    expect(await focusedTestId(page)).toBe('audio-track');
    await page.waitForFunction(() => document.querySelector('.focused')?.textContent?.trim() === '音轨 粤语', { timeout: 10_000 });
    await until(() => audioRequests('yue', mark).some((u) => /\.ts(\?|$)/.test(u)), 'a 粤语 segment', 20_000, 200);
    expect(audioRequests('yue', mark).some((u) => u.includes('/audio-yue/index.m3u8'))).toBe(true);
    expect(audioRequests('yue', mark).some((u) => /\.ts(\?|$)/.test(u))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('audioLang'))).toBe('yue');
  }, 90_000);

  it('字幕 English shows the English cue of the moment, above the control bar and under the barrage', async () => {
    await openBar(page);
    await focusControl(page, 'subtitles');
    expect(await focusedText(page)).toBe('字幕');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-subtitles"] .focused', { timeout: 10_000 });
    expect(await page.$$eval('[data-testid="subtitle-option"]', (els) => els.map((e) => e.textContent?.trim()))).toEqual(['关闭', '中文', 'English']);
    expect(await focusedText(page)).toBe('关闭');
    for (let i = 0; i < 3 && (await focusedText(page)) !== 'English'; i++) {
      await pressMovingFocus(page, 'ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-subtitles"]'), { timeout: 5_000 });
    await englishCueAgrees(page);
    expect(await page.evaluate(() => localStorage.getItem('subtitleLang'))).toBe('en');

    // The bar is up (focus is on it): the line sits above it, and below the barrage canvas.
    const layout = await page.evaluate(() => {
      const bar = document.querySelector('[data-testid="watch-controls"]')!.getBoundingClientRect();
      const sub = document.querySelector('[data-testid="subtitle-cue"]')!;
      const r = sub.getBoundingClientRect();
      const canvas = document.querySelector('[data-testid="barrage-canvas"]')!;
      return { subBottom: r.bottom, barTop: bar.top, beforeCanvas: !!(sub.compareDocumentPosition(canvas) & Node.DOCUMENT_POSITION_FOLLOWING), sameParent: sub.parentNode === canvas.parentNode };
    });
    expect(layout.subBottom).toBeLessThanOrEqual(layout.barTop + 1);
    expect(layout.sameParent && layout.beforeCanvas).toBe(true);
  }, 90_000);

  it('both choices are remembered on this device: a new visit plays 粤语 with English subtitles', async () => {
    const mark = requested.length;
    await page.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'tv'), { waitUntil: 'domcontentloaded' });
    await waitPlaying(page);
    expect(audioRequests('yue', mark).length).toBeGreaterThan(0);
    await englishCueAgrees(page);
  }, 90_000);
});

describe('字幕 and 音轨 on the phone by touch', () => {
  let context: BrowserContext;
  let phone: Page;
  const phoneRequests: string[] = [];

  beforeAll(async () => {
    // Its own storage: the TV tests above left their choices on their device.
    context = await chromium.browser.createBrowserContext();
    phone = await openMobilePage(context, base);
    phone.on('request', (r) => phoneRequests.push(r.url()));
    await storeUser(phone, vip);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  async function tapControl(testId: string) {
    if (!(await phone.$(`[data-testid="${testId}"]`))) await (await phone.$('[data-testid="player-tap"]'))!.tap();
    await waitTapAccepted(phone);
    await (await phone.waitForSelector(`[data-testid="${testId}"]`, { timeout: 5_000 }))!.tap();
  }

  it('字幕 English shows the English cue; 音轨 粤语 switches the audio rendition', async () => {
    await phone.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await waitPlaying(phone);
    // Off by default on a device that never chose.
    expect(await phone.$('[data-testid="subtitle-cue"]')).toBeNull();

    await tapControl('subtitles');
    await phone.waitForSelector('[data-testid="subtitle-menu"]', { timeout: 5_000 });
    // The two controls sit apart from the bottom bar: its progress bar keeps a finger's room.
    expect(await phone.$eval('[data-testid="progress"]', (e) => e.getBoundingClientRect().width)).toBeGreaterThan(120);
    const subs = await phone.$$('[data-testid="subtitle-option"]');
    const subLabels = await Promise.all(subs.map((o) => o.evaluate((e) => e.textContent?.trim())));
    expect(subLabels).toEqual(['关闭', '中文', 'English']);
    await waitTapAccepted(phone);
    await subs[subLabels.indexOf('English')].tap();
    await englishCueAgrees(phone);

    const mark = phoneRequests.length;
    await tapControl('audio-track');
    await phone.waitForSelector('[data-testid="audio-menu"]', { timeout: 5_000 });
    const audio = await phone.$$('[data-testid="audio-option"]');
    const audioLabels = await Promise.all(audio.map((o) => o.evaluate((e) => e.textContent?.trim())));
    expect(audioLabels).toEqual(['国语', '粤语']);
    await waitTapAccepted(phone);
    await audio[audioLabels.indexOf('粤语')].tap();
    await phone.waitForFunction(() => localStorage.getItem('audioLang') === 'yue', { timeout: 5_000 });
    await until(() => phoneRequests.slice(mark).some((u) => u.includes('/audio-yue/index.m3u8')), 'the 粤语 playlist', 20_000, 200);
    expect(phoneRequests.slice(mark).some((u) => u.includes('/audio-yue/index.m3u8'))).toBe(true);
  }, 90_000);
});

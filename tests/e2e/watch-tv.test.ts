// TV watching by remote: open a video from home with arrows + Enter, playback advances, barrage
// is drawn, shielded keywords / users are never drawn, arrows seek, Back returns to the poster.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { launchBrowser, openTvPage, pressChanging, pressMovingFocus, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, apiPost, drawnTexts, loginDemo, storeUser, videoTime, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let page: Page;
let vip: DemoUser;
let member: DemoUser;
let kefu: DemoUser;
const tag = Date.now().toString(36);
const KEYWORD = `zzblock${tag}`;

beforeAll(async () => {
  [vip, member, kefu] = await Promise.all([loginDemo(base, 'vip_demo'), loginDemo(base, 'member_demo'), loginDemo(base, 'kefu_demo')]);
  await apiGet(base, '/api/Video/ShieldKeyWord', { keyword: KEYWORD }, vip);
  await apiGet(base, '/api/Video/ShieldUser', { uid: member.token.uid }, vip);
  chromium = await launchBrowser();
  page = await openTvPage(chromium.browser, base, '/');
  await storeUser(page, vip);
  await page.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

const focusedPosterId = () => page.$eval('[data-testid="poster"].focused', (el) => el.getAttribute('data-video-id'));

describe('TV watch page by remote', () => {
  let posterId: string | null = null;
  let mediaKey = '';

  it('opens the focused poster from home with arrows and Enter', async () => {
    await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
    await pressMovingFocus(page, 'ArrowRight');
    posterId = await focusedPosterId();
    expect(posterId).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-page"]', { timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid="watch-page"]')?.getAttribute('data-media-key'), { timeout: 20_000 });
    mediaKey = (await page.$eval('[data-testid="watch-page"]', (el) => el.getAttribute('data-media-key'))) ?? '';
    expect(mediaKey).not.toBe('');
  }, 60_000);

  it('plays: currentTime advances', async () => {
    await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 1, { timeout: 30_000 });
    const a = await videoTime(page);
    await page.waitForFunction((t) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > t + 0.5, { timeout: 10_000 }, a);
  }, 60_000);

  it('draws barrage, and never a shielded keyword or a shielded user', async () => {
    const t = await videoTime(page);
    const visible = `visible-${tag}`;
    const byUser = `shielded-user-${tag}`;
    const byWord = `word ${KEYWORD} inside`;
    await apiGet(base, '/api/Video/AddBarrages', { mediaKey, content: byUser, time: Math.floor(t) + 1 }, member);
    await apiGet(base, '/api/Video/AddBarrages', { mediaKey, content: byWord, time: Math.floor(t) + 1 }, kefu);
    await apiGet(base, '/api/Video/AddBarrages', { mediaKey, content: visible, time: Math.floor(t) + 1 }, kefu);
    await page.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 20_000 }, visible);
    // Give the shielded ones the same chance to appear: all three are due at the same media
    // second, so once playback is a second past it, any of them would have been drawn.
    await page.waitForFunction((due) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime > due + 1, { timeout: 10_000 }, Math.floor(t) + 1);
    const texts = await drawnTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts).toContain(visible);
    expect(texts.some((x) => x.includes(KEYWORD))).toBe(false);
    expect(texts).not.toContain(byUser);
  }, 60_000);

  it('arrow right seeks forward (currentTime jumps)', async () => {
    const before = await videoTime(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).currentTime >= b + 7, { timeout: 10_000 }, before);
    const after = await videoTime(page);
    expect(after).toBeGreaterThanOrEqual(before + 7);
  }, 30_000);

  it('comments: the control bar opens the panel; OK shows a comment\'s replies; the heart likes it', async () => {
    const top = await apiPost<{ id: number }>(base, '/api/Video/Replys', { mediaKey, content: `tv-comment-${tag}` }, kefu);
    await apiPost(base, '/api/Video/Replys', { mediaKey, content: `tv-reply-${tag}`, parentId: top.id }, kefu);
    const focused = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    for (let i = 0; i < 12 && (await focused()) !== 'comments-open'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focused()).toBe('comments-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="tv-comment"].focused', { timeout: 15_000 });
    // Newest first: the comment just posted is on top and focused.
    expect(await page.$eval('[data-testid="tv-comment"].focused', (el) => el.textContent)).toContain(`tv-comment-${tag}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="tv-comment"][data-reply="1"]')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, `tv-reply-${tag}`);
    // The heart beside the opened comment likes it.
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('tv-comment-like');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => { const el = document.querySelector('[data-testid="tv-comment-like"].focused'); return !!el?.querySelector('svg[data-icon="heart"]') && el.textContent?.trim() === '1'; }, { timeout: 10_000 });
    // Back: replies -> list -> panel closed.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="tv-comment-replies"]') && !!document.querySelector('[data-testid="tv-comment"]'), { timeout: 5000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-comments"]'), { timeout: 5000 });
  }, 60_000);

  it('rating: the control bar opens 评分 with the summary; OK on a star rates (VoteLike) and the summary follows', async () => {
    const focused = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    const CONTROLS = ['play-toggle', 'danmu-switch', 'danmu-settings', 'danmu-list', 'quality', 'speed', 'sleep-timer', 'rating-open', 'comments-open'];
    const inRow = async () => CONTROLS.includes(await focused()) || (await page.evaluate(() => !document.querySelector('.focused')?.getAttribute('data-testid')));
    for (let i = 0; i < 4 && !(await inRow()); i++) await pressMovingFocus(page, 'ArrowUp');
    for (let i = 0; i < 14 && !['rating-open', 'play-toggle'].includes(await focused()); i++) await pressMovingFocus(page, 'ArrowLeft');
    for (let i = 0; i < 14 && (await focused()) !== 'rating-open'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focused()).toBe('rating-open');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-rating"] .focused', { timeout: 10_000 });
    await page.waitForFunction(() => /分 · \d+人评分|暂无评分/.test(document.querySelector('[data-testid="rating-summary"]')?.textContent ?? ''), { timeout: 10_000 });
    // Focus lands on the viewer's own score, or 5 stars; go to 3 stars (rate-3) and rate.
    for (let i = 0; i < 5 && (await focused()) !== 'rate-3'; i++) {
      const f = await focused();
      await pressMovingFocus(page, Number(f.slice(5)) > 3 ? 'ArrowDown' : 'ArrowUp');
    }
    expect(await focused()).toBe('rate-3');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !!document.querySelector('[data-testid="rate-3"] svg[data-icon="check"]'), { timeout: 10_000 });
    await page.waitForFunction(() => /分 · \d+人评分/.test(document.querySelector('[data-testid="rating-summary"]')?.textContent ?? ''), { timeout: 10_000 });
    const mine = await apiGet<{ myScore: number | null }>(base, '/api/Video/VideoRatingDetails', { mediaKey }, vip);
    expect(mine.myScore).toBe(6);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-rating"]'), { timeout: 5000 });
  }, 60_000);

  it('sends barrage by remote: the barrage panel opens the send panel, OK types in the input, OK sends and it is drawn', async () => {
    const focused = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-controls"] .focused', { timeout: 10_000 });
    const CONTROLS = ['play-toggle', 'danmu-switch', 'danmu-settings', 'danmu-list', 'quality', 'rating-open', 'comments-open'];
    const inRow = async () => CONTROLS.includes(await focused()) || (await page.evaluate(() => !document.querySelector('.focused')?.getAttribute('data-testid')));
    const press = (key: 'ArrowUp' | 'ArrowLeft' | 'ArrowRight') => pressMovingFocus(page, key);
    for (let i = 0; i < 4 && !(await inRow()); i++) await press('ArrowUp');
    for (let i = 0; i < 12 && (await focused()) !== 'play-toggle'; i++) await press('ArrowLeft');
    for (let i = 0; i < 6 && (await focused()) !== 'danmu-list'; i++) await press('ArrowRight');
    expect(await focused()).toBe('danmu-list');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="danmu-send"].focused', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="watch-send"]', { timeout: 5_000 });
    // Down from the quick phrases to the input; OK opens it, typing, OK sends.
    await page.waitForSelector('[data-testid="watch-send"] .focused', { timeout: 5_000 });
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('[data-testid="watch-send"] .focused [data-testid="barrage-input"]', { timeout: 5_000 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'barrage-input', { timeout: 5_000 });
    const text = `tv-sent-${tag}`;
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 10_000 }, text);
    expect(await page.$eval('[data-testid="barrage-input"]', (e) => (e as HTMLInputElement).value)).toBe('');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-send"]'), { timeout: 5_000 });
  }, 60_000);

  it('Back hides the controls, then leaves with focus back on the poster', async () => {
    for (let i = 0; i < 4 && (await page.$('[data-testid="watch-page"]')); i++) {
      await pressChanging(page, 'Escape', () => [!!document.querySelector('[data-testid="watch-page"]'), !!document.querySelector('[data-testid="watch-controls"]')]);
    }
    await page.waitForFunction(() => !document.querySelector('[data-testid="watch-page"]'), { timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForSelector('[data-testid="poster"].focused', { timeout: 10_000 });
    expect(await focusedPosterId()).toBe(posterId);
  }, 30_000);

  it('plays a VIP video for vip_demo through its signed media address', async () => {
    const media: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/media/') && !path.startsWith('/media/posters/')) media.push(path);
    };
    page.on('request', onRequest);
    try {
      await page.goto(withLayout(`${base}/watch?id=v1002`, 'tv'), { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 1, { timeout: 30_000 });
    } finally {
      page.off('request', onRequest);
    }
    // This video's requests: the page left behind may still ask for a segment of its own stream
    // (public, unsigned) while the navigation starts.
    const stream = media.filter((p) => p.includes('/hls/v1002'));
    expect(stream.some((p) => p.endsWith('.ts') || p.endsWith('.m4s'))).toBe(true);
    expect(stream.every((p) => /^\/media\/s\/\d+\/[A-Za-z0-9_-]{43}\/hls\/v1002-1\//.test(p))).toBe(true);
  }, 60_000);
});

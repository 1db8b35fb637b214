// Issue 30 point 2, play on the TV: two browser contexts signed in as one user, a TV on its home
// and a phone on a watch page. 在电视上播放 lists the TV; a tap opens the video on the TV at the
// phone's place (±2 s); the phone's remote seeks, pauses and sends a barrage the TV draws;
// 结束投屏 hands playback back to the phone at the TV's place; a TV that goes away ends the
// session on the phone with a message.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'puppeteer';
import { getHandoffTvs } from '../../src/api/contract/handoff';
import { launchBrowser, openMobilePage, tapWhenAccepted, until, withLayout, type LaunchedBrowser } from './browser';
import { apiGet, loginDemo, storeUser, videoTime, waitPlayingPastAds, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const MEDIA_KEY = 'v1001';
let chromium: LaunchedBrowser;
let user: DemoUser;
const contexts: BrowserContext[] = [];

const tvIds = async () => (await apiGet<{ list: { tvId: string }[] }>(base, getHandoffTvs.path, {}, user)).list.map((t) => t.tvId);
const visitorId = (p: Page) => p.evaluate(() => localStorage.getItem('visitorId') ?? '');
const danmuOpen = (p: Page) => p.evaluate(() => localStorage.getItem('danmuOpen'));
const paused = (p: Page) => p.evaluate(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.paused ?? null);

/** A TV on its home, signed in; resolves once its listener is listed to the user's phones. */
async function tvHome(): Promise<Page> {
  const c = await chromium.browser.createBrowserContext();
  contexts.push(c);
  const tv = await c.newPage();
  await tv.setViewport({ width: 1920, height: 1080 });
  await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
  await storeUser(tv, user);
  await tv.goto(withLayout(`${base}/`, 'tv'), { waitUntil: 'domcontentloaded' });
  // The listed id is the TV's visitor id; other tests' TVs of the same user may be listed too.
  await until(async () => {
    const id = await visitorId(tv);
    return !!id && (await tvIds()).includes(id);
  }, 'the TV to be listed', 20_000, 1000);
  return tv;
}

/** A phone playing the demo video past `after` seconds. */
async function phoneWatching(after: number): Promise<Page> {
  const c = await chromium.browser.createBrowserContext();
  contexts.push(c);
  const p = await openMobilePage(c, base);
  await storeUser(p, user);
  await p.goto(withLayout(`${base}/watch?id=${MEDIA_KEY}`, 'mobile'), { waitUntil: 'domcontentloaded' });
  await waitPlayingPastAds(p, { after });
  return p;
}

/** The phone hands the video to `tv`; resolves with the phone's place at the tap. */
async function handTo(phone: Page, tv: Page): Promise<number> {
  await tapWhenAccepted(phone, '[data-testid="handoff-open"]');
  const id = await visitorId(tv);
  const pick = `[data-testid="handoff-tv"][data-tv-id="${id}"]`;
  await phone.waitForSelector(pick, { timeout: 10_000 });
  const at = await videoTime(phone);
  await tapWhenAccepted(phone, pick);
  await phone.waitForSelector('[data-testid="handoff-remote"]', { timeout: 10_000 });
  return at;
}

beforeAll(async () => {
  user = await loginDemo(base, 'vip_demo');
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await chromium?.close();
});

describe('play on the TV', () => {
  it('the TV plays from the phone\'s place; a seek, a pause and a barrage from the phone arrive; 结束投屏 returns to the phone', async () => {
    const tv = await tvHome();
    const phone = await phoneWatching(4);
    // The phone's barrage is off: the TV opens with it off too.
    await tapWhenAccepted(phone, '[data-testid="danmu-switch"]');
    await until(async () => (await phone.evaluate(() => localStorage.getItem('danmuOpen'))) === 'false', 'the phone\'s barrage to go off', 5_000);
    const at = await handTo(phone, tv);
    // The phone pauses; the TV opens the same video and plays from the phone's place.
    await until(async () => (await paused(phone)) === true, 'the phone to pause', 5_000);
    await tv.waitForSelector(`[data-testid="watch-page"][data-media-key="${MEDIA_KEY}"]`, { timeout: 15_000 });
    await tv.waitForFunction(() => {
      const v = document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null;
      return !!v && !v.paused && v.currentTime > 0;
    }, { timeout: 20_000, polling: 50 });
    const tvStart = await videoTime(tv);
    expect(Math.abs(tvStart - at)).toBeLessThanOrEqual(2);
    await phone.waitForSelector('[data-testid="handoff-remote"][data-phase="playing"]', { timeout: 10_000 });
    expect(await danmuOpen(tv)).toBe('false');

    // Barrage on and the volume, from the phone.
    await tapWhenAccepted(phone, '[data-testid="handoff-barrage"]');
    await until(async () => (await danmuOpen(tv)) === 'true', 'the TV\'s barrage to go on', 5_000);
    await phone.$eval('[data-testid="handoff-volume"]', (el) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '30');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(async () => Math.abs((await tv.evaluate(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement).volume)) - 0.3) < 0.01, 'the TV\'s volume to be 30%', 5_000);

    // +10 s from the phone.
    const before = await videoTime(tv);
    await tapWhenAccepted(phone, '[data-testid="handoff-forward10"]');
    await until(async () => (await videoTime(tv)) >= before + 9, 'the TV to seek 10 s on', 10_000);

    // A barrage typed on the phone is sent by the TV and drawn there.
    const text = `投屏-${Date.now().toString(36)}`;
    await phone.type('[data-testid="handoff-barrage-input"]', text);
    await tapWhenAccepted(phone, '[data-testid="handoff-barrage-send"]');
    const told = await phone.waitForFunction(() => [...document.querySelectorAll('[data-testid="toast"]')].map((e) => e.textContent ?? '').find((x) => x.includes('电视')), { timeout: 10_000 });
    expect(await told.jsonValue()).toBe('弹幕已在电视上显示');
    await tv.waitForFunction((v) => (window.__barrageLog ?? []).some((e) => e.text === v), { timeout: 10_000 }, text);

    // Pause from the phone.
    await tapWhenAccepted(phone, '[data-testid="handoff-play"]');
    await until(async () => (await paused(tv)) === true, 'the TV to pause', 5_000);
    await phone.waitForSelector('[data-testid="handoff-remote"][data-phase="paused"]', { timeout: 5_000 });

    // 结束投屏: the phone plays on from the TV's place.
    const tvAt = await videoTime(tv);
    await tapWhenAccepted(phone, '[data-testid="handoff-end"]');
    await phone.waitForFunction(() => !document.querySelector('[data-testid="handoff-remote"]'), { timeout: 5_000 });
    await until(async () => (await paused(phone)) === false && (await videoTime(phone)) >= tvAt - 0.5, 'the phone to play on from the TV\'s place', 10_000);
    expect(await videoTime(phone)).toBeLessThan(tvAt + 5);
  }, 150_000);

  it('a TV that goes away ends the session on the phone with a message', async () => {
    const tv = await tvHome();
    const phone = await phoneWatching(1);
    await handTo(phone, tv);
    await phone.waitForSelector('[data-testid="handoff-remote"][data-phase="playing"]', { timeout: 20_000 });
    await tv.close();
    await phone.waitForFunction(() => !document.querySelector('[data-testid="handoff-remote"]'), { timeout: 5_000 });
    await phone.waitForFunction(() => [...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.textContent?.includes('电视已离线，投屏已结束')), { timeout: 2_000 });
  }, 120_000);
});

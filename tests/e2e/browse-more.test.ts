// Issue 13 point 5 in Chromium against the reference server and its demo short videos: the
// phone's swipe feed plays the visible video and, after a swipe, the next one (preloaded before
// the swipe); the TV channel is driven by the remote (down plays the next); an album's episode
// opens the watch page on that episode.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer';
import { openMobilePage, openTvPage, sharedBrowser, until, waitSettled, waitTapAccepted, withLayout } from './browser';
import { loginDemo, storeUser, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const browser = sharedBrowser();
let vip: DemoUser;

beforeAll(async () => {
  vip = await loginDemo(base, 'vip_demo');
}, 30_000);

interface FeedState {
  index: string | null;
  current: string | null;
  preloaded: string | null;
  stream: string | null;
  /** mediaKey of the slot holding the video element. */
  videoIn: string | null;
  time: number;
  paused: boolean;
}

const feedState = (page: Page) =>
  page.evaluate((): FeedState => {
    const feed = [...document.querySelectorAll<HTMLElement>('[data-testid="mini-feed"]')].pop();
    const video = feed?.querySelector<HTMLVideoElement>('video[data-testid="video"]');
    return {
      index: feed?.getAttribute('data-index') ?? null,
      current: feed?.getAttribute('data-current') ?? null,
      preloaded: feed?.getAttribute('data-preloaded') || null,
      stream: feed?.getAttribute('data-stream') || null,
      videoIn: video?.closest('[data-media-key]')?.getAttribute('data-media-key') ?? null,
      time: video?.currentTime ?? -1,
      paused: video?.paused ?? true,
    };
  });

async function waitState(page: Page, pred: (s: FeedState) => boolean, what: string, ms = 30_000): Promise<FeedState> {
  let s = await feedState(page);
  await until(async () => pred((s = await feedState(page))), what, ms).catch((e: Error) => {
    throw new Error(`${e.message}: ${JSON.stringify(s)}`);
  });
  return s;
}

/** The feed's media requests (playlists and fragments) by stream folder key. */
function mediaLog(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: HTTPRequest) => {
    const m = /\/media\/(?:s\/[^/]+\/[^/]+\/)?hls\/([^/]+)\//.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

const streamKeyOf = (url: string | null) => (url ? /\/hls\/([^/]+)\//.exec(url)?.[1] ?? null : null);

describe('phone short-video feed', () => {
  let page: Page;
  afterAll(async () => page?.close());

  it('is reached from discovery, plays the visible video, preloads the next, and a swipe up plays the next', async () => {
    page = await openMobilePage(browser().browser, base, '/discovery');
    const media = mediaLog(page);
    const entry = await page.waitForSelector('[data-testid="entry-mini-videos"]', { ...WAIT, visible: true });
    await waitTapAccepted(page);
    await entry!.tap();
    await page.waitForSelector('[data-page="MiniVideoChannel"][data-active="true"] [data-testid="mini-feed"]', WAIT);

    const first = await waitState(page, (s) => s.index === '0' && !!s.current && s.videoIn === s.current && s.time > 0.5 && !s.paused, 'first video playing');
    const keys = await page.$$eval('[data-testid="mini-item"]', (els) => els.map((e) => e.getAttribute('data-media-key')));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(first.current).toBe(keys[0]);
    // The next one is preloaded before any swipe: its stream's start was fetched.
    const pre = await waitState(page, (s) => s.preloaded === keys[1], 'second preloaded');
    expect(pre.index).toBe('0');

    // Swipe up with a finger: the second becomes visible and plays its own stream.
    const box = (await page.$eval('[data-testid="mini-feed"]', (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, top: r.top, h: r.height };
    }))!;
    await page.touchscreen.touchStart(box.x, box.top + box.h * 0.75);
    for (let i = 1; i <= 5; i++) await page.touchscreen.touchMove(box.x, box.top + box.h * (0.75 - i * 0.1));
    await page.touchscreen.touchEnd();
    const second = await waitState(page, (s) => s.current === keys[1] && s.videoIn === keys[1] && s.time > 0.5 && !s.paused, 'second video playing');
    expect(second.index).toBe('1');
    const secondStream = streamKeyOf(second.stream);
    expect(secondStream).toBeTruthy();
    expect(secondStream).not.toBe(streamKeyOf(first.stream));
    expect(media).toContain(secondStream);
    // And the third is preloaded in turn.
    if (keys.length > 2) await waitState(page, (s) => s.preloaded === keys[2], 'third preloaded');
  }, 90_000);
});

describe('TV short-video channel by remote', () => {
  let page: Page;
  afterAll(async () => page?.close());

  it('focuses and plays the first video; down moves focus to the next, which plays', async () => {
    page = await openTvPage(browser().browser, base, '/');
    await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
    // In-app navigation, as an entry does.
    await page.evaluate(() => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `mini${idx}`, idx }, '', '/miniVideoChannel?titleId=games');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForSelector('[data-testid="mini-item"].focused', WAIT);
    const keys = await page.$$eval('[data-testid="mini-item"]', (els) => els.map((e) => e.getAttribute('data-media-key')));
    const first = await waitState(page, (s) => s.current === keys[0] && s.time > 0.5 && !s.paused, 'first video playing');
    await waitState(page, (s) => s.preloaded === keys[1], 'second preloaded');

    await page.keyboard.press('ArrowDown');
    expect(await page.$eval('[data-testid="mini-item"].focused', (el) => el.getAttribute('data-media-key'))).toBe(keys[1]);
    const second = await waitState(
      page,
      (s) => s.current === keys[1] && streamKeyOf(s.stream) !== streamKeyOf(first.stream) && s.time > 0.5 && !s.paused,
      'second video playing',
    );
    expect(second.index).toBe('1');

    // Back leaves the channel for home.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid="poster"].focused', WAIT);
  }, 90_000);
});

describe('album', () => {
  let page: Page;
  afterAll(async () => page?.close());

  it('is reached from a series on the watch page; an episode opens the watch page on it', async () => {
    page = await openMobilePage(browser().browser, base, '/');
    await storeUser(page, vip);
    await page.goto(withLayout(`${base}/watch?id=v2001`, 'mobile'), { waitUntil: 'domcontentloaded' });
    const link = await page.waitForSelector('[data-testid="open-album"]', { ...WAIT, visible: true });
    await waitTapAccepted(page);
    await link!.tap();
    await page.waitForSelector('[data-page="AlbumDetail"][data-active="true"] [data-testid="album-episode"]', WAIT);
    expect(await page.$eval('[data-testid="album-title"]', (el) => el.textContent)).toBe('繁花似锦');
    const episodes = await page.$$eval('[data-testid="album-episode"]', (els) => els.map((e) => e.getAttribute('data-episode-id')));
    expect(episodes).toHaveLength(6);
    await waitSettled(page, '[data-testid="album-episode"]');
    await waitTapAccepted(page);
    await (await page.$$('[data-testid="album-episode"]'))[2].tap();
    await page.waitForSelector('[data-page="Watch"]', WAIT);
    expect(new URL(page.url()).searchParams.get('episode')).toBe(episodes[2]);
    // The watch page plays that episode: it is the one marked in its list.
    await page.waitForFunction(
      () => {
        const eps = [...document.querySelectorAll('[data-page="Watch"] [data-testid="episode"]')];
        return eps.length === 6 && eps[2].classList.contains('on');
      },
      WAIT,
    );
    await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.5, { timeout: 30_000 });
  }, 90_000);
});

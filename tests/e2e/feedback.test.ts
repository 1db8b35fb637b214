// Issue 11: play feedback and online feedback in Chromium against the reference server. The
// phone form's validation (submit disabled, 请选择{group}, 100 characters) and its submit with
// the spec payload, then the way back; traditional labels and the app variant; the TV form by
// remote; the entry from the phone player; /feedback with the server's message, and with a
// PNG attached through the file input by a signed-in user.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import { openMobilePage, openTvPage, pressMovingFocus, sharedBrowser, tapWhenAccepted, until, withLayout } from './browser';
import { loginDemo, storeUser } from './watch-helpers';

const base = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const chromium = sharedBrowser();

const goInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `fb${idx}`, idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

async function tap(page: Page, selector: string): Promise<void> {
  await tapWhenAccepted(page, selector, WAIT.timeout); // the shell drops a second tap within 300 ms
}

const toastTexts = (page: Page) => page.$$eval('[data-testid="toast"]', (els) => els.map((e) => e.textContent ?? ''));

function recordCalls(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname.toLowerCase() === path.toLowerCase()) seen.push(u.searchParams);
  });
  return seen;
}

describe('play feedback on the phone', () => {
  it('validates, sends the spec payload, shows the server message, then goes back', async () => {
    const page = await openMobilePage(chromium().browser, base, '/');
    await page.waitForSelector('[data-page="Home"]', WAIT);
    const sent = recordCalls(page, '/api/user/ProblemCollect');
    await goInApp(page, '/playFeedBack?mediaKey=v1001&videoTitle=%E6%B5%8B%E8%AF%95%E5%BD%B1%E7%89%87');
    await page.waitForSelector('[data-testid="fb-submit"]', WAIT);
    expect(await page.$eval('[data-testid="fb-submit"]', (e) => e.getAttribute('aria-disabled'))).toBe('true');
    await tap(page, '[data-testid="fb-submit"]');
    await until(async () => (await toastTexts(page)).includes('请选择设备'), 'the 请选择设备 toast');

    await tap(page, '[data-testid="fb-group-device"] [data-option="feedback.deviceIphone"]');
    await tap(page, '[data-testid="fb-submit"]');
    await until(async () => (await toastTexts(page)).includes('请选择浏览器'), 'the 请选择浏览器 toast');
    await tap(page, '[data-testid="fb-group-browser"] [data-option="feedback.browserSafari"]');
    await tap(page, '[data-testid="fb-group-problem"] [data-option="feedback.problemPlay"]');
    await tap(page, '[data-testid="fb-group-problem"] [data-option="feedback.problemSound"]');
    expect(await page.$eval('[data-testid="fb-submit"]', (e) => e.getAttribute('aria-disabled'))).toBe('false');

    await page.type('[data-testid="fb-description"]', '画'.repeat(120));
    expect(await page.$eval('[data-testid="fb-description"]', (e) => Array.from((e as HTMLTextAreaElement).value).length)).toBe(100);
    expect(sent).toHaveLength(0);
    await tap(page, '[data-testid="fb-submit"]');
    await until(() => sent.length === 1, 'the ProblemCollect call');
    const q = sent[0]!;
    expect(q.get('setName')).toBe('iPhone');
    expect(q.get('browser')).toBe('safari');
    expect(q.get('question')).toBe('无法播放#音质差');
    expect(q.get('mediaKey')).toBe('v1001');
    expect(q.get('videoTitle')).toBe('测试影片');
    expect(Array.from(q.get('description') ?? '')).toHaveLength(100);
    await until(async () => (await toastTexts(page)).includes('感谢您的反馈，我们会尽快处理'), 'the server message');
    await page.waitForFunction(() => location.pathname === '/', WAIT);
    await page.close();
  }, 90_000);

  it('language=zh-TW shows traditional labels; from an app the browser group is gone, and after the message the native shell closes', async () => {
    const app = await openMobilePage(chromium().browser, base, '/');
    // The app's native side: the Android bridge the webview shell exposes (src/platform/webview.ts).
    await app.evaluateOnNewDocument(() => {
      const w = window as unknown as { android: { close(): void }; __closed?: number };
      w.android = { close: () => void (w.__closed = (w.__closed ?? 0) + 1) };
    });
    await app.goto(`${base}/playFeedBack?language=zh-TW&from=app&mediaKey=v1001&layout=mobile`, { waitUntil: 'domcontentloaded' });
    await app.waitForFunction(() => document.querySelector('[data-testid="fb-group-device"] legend')?.textContent === '設備', WAIT);
    expect(await app.$('[data-testid="fb-group-browser"]')).toBeNull();
    expect(await app.$eval('[data-option="feedback.deviceAndroid"]', (e) => e.textContent)).toBe('安卓手機');
    const sent = recordCalls(app, '/api/user/ProblemCollect');
    await tap(app, '[data-testid="fb-group-device"] [data-option="feedback.deviceAndroid"]');
    await tap(app, '[data-testid="fb-group-problem"] [data-option="feedback.problemPlay"]');
    await tap(app, '[data-testid="fb-submit"]');
    await until(() => sent.length === 1, 'the ProblemCollect call');
    expect(sent[0]!.get('browser')).toBeNull();
    await app.waitForFunction(() => (window as unknown as { __closed?: number }).__closed === 1, WAIT);
    expect(new URL(app.url()).pathname).toBe('/playFeedBack');
    await app.close();
  }, 60_000);

  it('the phone player links to the play feedback form', async () => {
    const page = await openMobilePage(chromium().browser, base, '/watch?id=v1001');
    await tap(page, '[data-testid="open-play-feedback"]');
    await page.waitForFunction(() => location.pathname === '/playFeedBack' && new URLSearchParams(location.search).get('mediaKey') === 'v1001', WAIT);
    await page.waitForSelector('[data-testid="fb-group-device"]', WAIT);
    await page.close();
  }, 60_000);
});

describe('play feedback on TV by remote', () => {
  it('the TV player\'s barrage settings menu leads to the play feedback form', async () => {
    const page = await openTvPage(chromium().browser, base, '/watch?id=v1001');
    const focused = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
    await page.waitForSelector('[data-testid="watch-page"]', WAIT);
    await page.waitForFunction(() => ((document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0) > 0.3, { timeout: 40_000 });
    // Any key shows the player's controls; Down reaches their row (an inserted ad is skipped first).
    // What a press changes: the focus, the controls shown, the advert gone.
    const ui = () =>
      `${document.querySelector('.focused[data-focus-key]')?.getAttribute('data-focus-key')}|${!!document.querySelector('[data-testid="watch-controls"]')}|${!!document.querySelector('[data-testid="insert-ad"]')}`;
    for (let i = 0; i < 20 && !(await page.$('[data-testid="watch-controls"] .focused')); i++) {
      const before = await page.evaluate(ui);
      await page.keyboard.press((await focused()) === 'ad-skip' ? 'Enter' : 'ArrowDown');
      await page.waitForFunction(`(${ui.toString()})() !== ${JSON.stringify(before)}`, { timeout: 5_000 });
    }
    await page.waitForSelector('[data-testid="watch-controls"] .focused', WAIT);
    for (let i = 0; i < 12 && (await focused()) !== 'play-toggle'; i++) await pressMovingFocus(page, 'ArrowLeft');
    for (let i = 0; i < 6 && (await focused()) !== 'danmu-settings'; i++) await pressMovingFocus(page, 'ArrowRight');
    expect(await focused()).toBe('danmu-settings');
    // OK opens the menu, with the focus in it.
    await pressMovingFocus(page, 'Enter');
    for (let i = 0; i < 20 && (await focused()) !== 'open-play-feedback'; i++) await pressMovingFocus(page, 'ArrowDown');
    expect(await focused()).toBe('open-play-feedback');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/playFeedBack' && new URLSearchParams(location.search).get('mediaKey') === 'v1001', WAIT);
    await page.waitForSelector('[data-testid="fb-group-device"]', WAIT);
    await page.close();
  }, 90_000);

  it('choices are focusable, OK toggles, submit sends', async () => {
    const page = await openTvPage(chromium().browser, base, '/playFeedBack?mediaKey=v1001');
    const sent = recordCalls(page, '/api/user/ProblemCollect');
    await page.waitForSelector('[data-testid="fb-group-device"] .focused', WAIT);
    const checked = () => page.evaluate(() => document.querySelector('.focused')?.getAttribute('aria-checked') ?? null);
    /** Arrows move the focus; OK toggles the focused choice (or submits, on the button). */
    const press = async (key: 'Enter' | 'ArrowDown' | 'ArrowRight') => {
      if (key !== 'Enter') return pressMovingFocus(page, key);
      const was = await checked();
      await page.keyboard.press(key);
      if (was !== null) await page.waitForFunction((w: string) => document.querySelector('.focused')?.getAttribute('aria-checked') !== w, { timeout: 5_000 }, was);
    };
    await press('Enter');
    expect(await page.$eval('[data-testid="fb-group-device"] [data-option="feedback.deviceWin7"]', (e) => e.getAttribute('aria-checked'))).toBe('true');
    await press('ArrowDown');
    await press('Enter');
    await press('ArrowDown');
    await press('ArrowRight');
    await press('Enter');
    expect(await page.$eval('[data-testid="fb-group-problem"] [data-option="feedback.problemSound"]', (e) => e.getAttribute('aria-checked'))).toBe('true');
    for (let i = 0; i < 4 && !(await page.$('[data-testid="fb-submit"].focused')); i++) await press('ArrowDown');
    await press('Enter');
    await until(() => sent.length === 1, 'the ProblemCollect call');
    expect(sent[0]!.get('setName')).toBe('Windows 7电脑');
    expect(sent[0]!.get('browser')).toBe('chrome');
    expect(sent[0]!.get('question')).toBe('音质差');
    await page.close();
  }, 60_000);
});

describe('/feedback', () => {
  it('refuses an empty text, sends type, text and contact, shows the server message', async () => {
    const page = await openMobilePage(chromium().browser, base, '/feedback');
    const sent = recordCalls(page, '/api/User/AddSuggestion');
    await tap(page, '[data-testid="sg-submit"]');
    await until(async () => (await toastTexts(page)).includes('请填写反馈内容'), 'the content required toast');
    await page.type('[data-testid="sg-content"]', '希望增加更多纪录片');
    await page.type('[data-testid="sg-contact"]', 'me@example.com');
    await tap(page, '[data-testid="sg-submit"]');
    await until(() => sent.length === 1, 'the AddSuggestion call');
    expect(sent[0]!.get('content')).toBe('希望增加更多纪录片');
    expect(sent[0]!.get('contact')).toBe('me@example.com');
    expect(sent[0]!.get('type')).toBe('1');
    await until(async () => (await toastTexts(page)).includes('提交成功，感谢您的建议'), 'the server message');
    await page.close();
  }, 60_000);

  it('a visitor attaches a PNG too (UploadFileNoLogin); the suggestion goes out with its path and the server takes it', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0f6a80000000049454e44ae426082', 'hex');
    const dir = mkdtempSync(join(tmpdir(), 'feedback-e2e-'));
    const file = join(dir, 'guest.png');
    writeFileSync(file, png);
    const page = await openMobilePage(chromium().browser, base, '/');
    try {
      await page.goto(withLayout(`${base}/feedback`, 'mobile'), { waitUntil: 'domcontentloaded' });
      const uploads = recordCalls(page, '/api/user/uploadfilenologin');
      const sent = recordCalls(page, '/api/User/AddSuggestion');
      const input = (await page.waitForSelector('[data-testid="sg-image-input"]', WAIT)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await page.waitForSelector('[data-testid="sg-images"] img', WAIT);
      expect(uploads).toHaveLength(1);
      const text = `访客截图 ${Date.now().toString(36)}`;
      await page.type('[data-testid="sg-content"]', text);
      await tap(page, '[data-testid="sg-submit"]');
      await until(() => sent.length === 1, 'the AddSuggestion call');
      expect(sent[0]!.get('images') ?? '').toMatch(/^\/chat-img\/[a-f0-9]{32}\.png$/);
      await until(async () => (await toastTexts(page)).includes('提交成功，感谢您的建议'), 'the server message');
    } finally {
      await page.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('a signed-in user attaches a PNG through the file input; the suggestion goes out with its uploaded path', async () => {
    // A 1x1 PNG, sent as picked (the upload does not re-encode it).
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0f6a80000000049454e44ae426082', 'hex');
    const dir = mkdtempSync(join(tmpdir(), 'feedback-e2e-'));
    const file = join(dir, 'shot.png');
    writeFileSync(file, png);
    const page = await openMobilePage(chromium().browser, base, '/');
    try {
      await storeUser(page, await loginDemo(base, 'member_demo'));
      await page.goto(withLayout(`${base}/feedback`, 'mobile'), { waitUntil: 'domcontentloaded' });
      const sent = recordCalls(page, '/api/User/AddSuggestion');
      const input = (await page.waitForSelector('[data-testid="sg-image-input"]', WAIT)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await page.waitForSelector('[data-testid="sg-images"] img', WAIT);
      const text = `截图反馈 ${Date.now().toString(36)}`;
      await page.type('[data-testid="sg-content"]', text);
      await tap(page, '[data-testid="sg-submit"]');
      await until(() => sent.length === 1, 'the AddSuggestion call');
      expect(sent[0]!.get('content')).toBe(text);
      const path = sent[0]!.get('images') ?? '';
      expect(path).toMatch(/^\/chat-img\/[a-f0-9]{32}\.png$/);
      // The server accepted it (it refuses a path the caller did not upload) and serves the bytes.
      await until(async () => (await toastTexts(page)).includes('提交成功，感谢您的建议'), 'the server message');
      const served = await fetch(`${base}${path}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    } finally {
      await page.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

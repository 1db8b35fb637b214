// Issue 12 point 5: a TV signs in by a phone's scan. The TV login page (one browser context)
// shows the QR code of a login ticket received over the app socket; a signed-in phone (another
// context, its own storage) opens the code's address, sees the asking device and confirms; the
// TV page then holds the phone user's fresh token and has left the login page, with no reload.
// A refusal shows on the TV with a fresh code on offer. Last, the whole camera path: the phone's
// camera is Chromium's fake capture device playing a .y4m made by ffmpeg from the QR image the
// TV page shows, and /scanCode reads it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFfmpeg } from '../../server/media/run-ffmpeg';
import { launchBrowser, until, withLayout, type LaunchedBrowser } from './browser';
import { loginDemo, storeUser, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
let chromium: LaunchedBrowser;
let phoneUser: DemoUser;
const contexts: BrowserContext[] = [];
const tmp = mkdtempSync(join(tmpdir(), 'e2e-scan-'));

const activePage = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-page]')].filter((f) => f.getAttribute('aria-hidden') !== 'true').pop()?.getAttribute('data-page') ?? null);

async function context(browser: Browser): Promise<BrowserContext> {
  const c = await browser.createBrowserContext();
  contexts.push(c);
  return c;
}

/** A TV on its login page, marked so that a reload would show (the mark would be gone). */
async function tvOnLogin(browser: Browser): Promise<{ tv: Page; qrText: string }> {
  const tv = await (await context(browser)).newPage();
  await tv.setViewport({ width: 1920, height: 1080 });
  await tv.goto(withLayout(`${base}/login`, 'tv'), { waitUntil: 'domcontentloaded' });
  const img = await tv.waitForSelector('[data-testid="scan-login-qr"]', { timeout: 20_000 });
  const qrText = (await img!.evaluate((e) => e.getAttribute('data-qr-text'))) ?? '';
  await tv.evaluate(() => {
    (window as unknown as { __noReload: number }).__noReload = 1;
  });
  return { tv, qrText };
}

/** A phone page in its own context, signed in as the demo member. */
async function phone(browser: Browser, path: string): Promise<Page> {
  const p = await (await context(browser)).newPage();
  await p.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await p.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
  await storeUser(p, phoneUser);
  await p.goto(withLayout(path.startsWith('http') ? path : `${base}${path}`, 'mobile'), { waitUntil: 'domcontentloaded' });
  return p;
}

/** The TV ends signed in as the phone's user, off the login page, without a reload. */
async function expectTvSignedIn(tv: Page): Promise<void> {
  await tv.waitForFunction((uid) => JSON.parse(localStorage.getItem('user') ?? 'null')?.id === uid, { timeout: 10_000 }, phoneUser.id);
  const stored = await tv.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as DemoUser);
  // A fresh token of the phone's user, not a copy of the phone's own.
  expect(stored.token.uid).toBe(phoneUser.id);
  await until(async () => (await activePage(tv)) !== 'Login', 'the TV to leave the login page', 4_000);
  expect(await activePage(tv)).not.toBe('Login');
  expect(await tv.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
}

beforeAll(async () => {
  phoneUser = await loginDemo(base, 'member_demo');
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await chromium?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('TV login by a phone scan', () => {
  it('the phone confirms the code it opened and the TV is signed in without a reload', async () => {
    const { tv, qrText } = await tvOnLogin(chromium.browser);
    expect(qrText).toMatch(/\/authorizeLogin\?ticket=[A-Za-z0-9_-]{32}$/);
    // The account form keeps the remote's focus next to the code.
    expect(await tv.$('[data-testid="area-code"]')).not.toBeNull();

    const p = await phone(chromium.browser, qrText);
    await p.waitForSelector('[data-testid="authorize-device"]', { timeout: 15_000 });
    expect((await p.$eval('[data-testid="authorize-device"]', (e) => e.textContent))?.length).toBeGreaterThan(0);
    // What the server saw of the TV's request (issue 27): its place and when it asked.
    expect(await p.$eval('[data-testid="authorize-place"]', (e) => e.textContent)).toBe('本机（与你的手机在同一网络）');
    expect(await p.$eval('[data-testid="authorize-time"]', (e) => e.textContent)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await p.$eval('[data-testid="authorize-check"]', (e) => e.textContent)).toContain('请拒绝登录');
    await p.click('[data-testid="authorize-confirm"]');
    await p.waitForSelector('[data-testid="authorize-done"][data-status="confirmed"]', { timeout: 10_000 });
    await expectTvSignedIn(tv);

    // The ticket was single use: opening it again says so.
    const again = await phone(chromium.browser, qrText);
    await again.waitForSelector('[data-testid="authorize-problem"]', { timeout: 15_000 });
  }, 90_000);

  it('a refusal shows on the TV, which offers a fresh code', async () => {
    const { tv, qrText } = await tvOnLogin(chromium.browser);
    const p = await phone(chromium.browser, qrText);
    await p.waitForSelector('[data-testid="authorize-refuse"]', { timeout: 15_000 });
    await p.click('[data-testid="authorize-refuse"]');
    await tv.waitForSelector('[data-testid="scan-login-problem"]', { timeout: 10_000 });
    expect(await tv.$eval('[data-testid="scan-login-problem"]', (e) => e.textContent)).toBe('手机端已拒绝登录');
    expect(await tv.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await tv.click('[data-testid="scan-login-refresh"]');
    const img = await tv.waitForSelector('[data-testid="scan-login-qr"]', { timeout: 10_000 });
    expect(await img!.evaluate((e) => e.getAttribute('data-qr-text'))).not.toBe(qrText);
  }, 90_000);

  it('the phone camera (a fake capture device showing the TV code) scans it on /scanCode', async () => {
    const { tv, qrText } = await tvOnLogin(chromium.browser);
    // The QR image exactly as the TV page draws it (an SVG image, rasterised by the page at its
    // own 320 px), into a short video for the fake camera.
    const dataUrl = await tv.$eval('[data-testid="scan-login-qr"]', async (e) => {
      const img = e as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d')!.drawImage(img, 0, 0);
      return canvas.toDataURL('image/png');
    });
    const png = join(tmp, 'qr.png');
    const y4m = join(tmp, 'qr.y4m');
    writeFileSync(png, Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
    await runFfmpeg(['-loglevel', 'error', '-y', '-loop', '1', '-i', png, '-t', '1', '-r', '5', '-vf', 'scale=400:400,pad=640:480:120:40:white', '-pix_fmt', 'yuv420p', y4m]);

    const camera = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`]);
    try {
      const p = await phone(camera.browser, '/scanCode');
      await p.waitForSelector('[data-testid="authorize-confirm"]', { timeout: 20_000 });
      expect(new URL(p.url()).pathname).toBe('/authorizeLogin');
      expect(new URL(p.url()).searchParams.get('ticket')).toBe(new URL(qrText).searchParams.get('ticket'));
      await p.click('[data-testid="authorize-confirm"]');
      await expectTvSignedIn(tv);
    } finally {
      await camera.close();
    }
  }, 120_000);
});

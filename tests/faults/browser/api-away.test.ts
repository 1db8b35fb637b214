// The client while the API is away for 30 s (issue 40, point 6). One reference server in its own
// process (the built client, the demo media, PGlite) behind a loopback gate the test controls
// (harness/api-gate.ts): for 30 s every API request and socket connection is cut, while the media
// files stay reachable, as a CDN in front of the media would keep them. A real Chromium has a TV
// page playing v1001 (?layout=tv&debugBarrage=1) and a phone page on the same video
// (?layout=mobile). Asserts: the TV's playback goes on through the gap; the phone's barrage send in
// the gap says in Chinese that it was not sent and keeps the text; once the API is back the socket
// reconnects by itself and live barrage reaches the TV again, the phone's resend stores the
// barrage exactly once (rows counted in the database), and neither page reloaded.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../server/db/pglite-db';
import { t } from '../../../src/i18n';
import { launchBrowser, openMobilePage, openTvPage, waitTyped, withLayout, type LaunchedBrowser } from '../../e2e/browser';
import { apiGet, drawnTexts, loginDemo, storeUser, videoTime, waitPlayingPastAds, type DemoUser } from '../../e2e/watch-helpers';
import { startApiGate, type ApiGate } from '../harness/api-gate';
import { startServerProcess, type ServerProcess } from '../harness/server-process';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// The e2e project's build and demo media (tests/e2e/global-setup.ts makes them; `npm test` runs
// e2e before faults).
const CACHE = path.join(ROOT, 'node_modules/.cache/e2e');
const BUILT = existsSync(path.join(CACHE, 'dist/index.html')) && existsSync(path.join(CACHE, 'media/hls/demo-1'));
const MEDIA_KEY = 'v1001';
const GAP_MS = 30_000;
const TEXT = `断网也要发弹幕${process.pid % 1000}`;

const scratch = mkdtempSync(path.join(tmpdir(), 'faults-api-away-'));
let server: ServerProcess;
let gate: ApiGate;
let browser: LaunchedBrowser;
let tv: Page;
let phone: Page;
let tvUser: DemoUser;
let phoneUser: DemoUser;

const watchUrl = (base: string, layout: 'tv' | 'mobile') => withLayout(`${base}/watch?id=${MEDIA_KEY}&t=1&debugBarrage=1`, layout);
const inputValue = (p: Page) => p.$eval('[data-testid="barrage-input"]', (e) => (e as HTMLInputElement).value);
/**
 * The send button's click, dispatched on the element: a tap or a mouse click at its place did
 * not reach it on this page in headless Chromium (the e2e watch tests click it; here the phone
 * page sits in a second browser context).
 */
const pressSend = (p: Page) => p.$eval('[data-testid="barrage-send"]', (e) => (e as HTMLButtonElement).click());
/** A marker that a reload would wipe, and the page's navigation count. */
const markPage = (p: Page) => p.evaluate(() => Object.assign(window, { __apiAwayMarker: 'same-document' }));
/** Every toast text the page shows from now on (a toast may be gone before the test looks). */
const recordToasts = (p: Page) =>
  p.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __toastsSeen: seen });
    new MutationObserver(() => {
      for (const e of document.querySelectorAll('[data-testid="toast"]')) if (!seen.includes(e.textContent ?? '')) seen.push(e.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
const toastsSeen = (p: Page) => p.evaluate(() => (window as { __toastsSeen?: string[] }).__toastsSeen ?? []);
const pageState = (p: Page) =>
  p.evaluate(() => ({
    marker: (window as { __apiAwayMarker?: string }).__apiAwayMarker ?? null,
    navigations: performance.getEntriesByType('navigation').length,
  }));

async function countRows(text: string): Promise<number> {
  const db = await openPglite(path.join(scratch, 'data', 'pglite'));
  try {
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM barrages WHERE content = $1', [text]);
    return rows[0].n;
  } finally {
    await db.close();
  }
}

describe.skipIf(!BUILT)('the API away for 30 s, seen from a TV and a phone', () => {
  beforeAll(async () => {
    server = await startServerProcess(
      { dataDir: path.join(scratch, 'data'), mediaDir: path.join(CACHE, 'media'), clientDir: path.join(CACHE, 'dist') },
      { NODE_ENV: 'test' },
    );
    gate = await startApiGate(server.url, (p) => p.startsWith('/media/'));
    [tvUser, phoneUser] = await Promise.all([loginDemo(gate.url, 'vip_demo'), loginDemo(gate.url, 'member_demo')]);
    browser = await launchBrowser();
    tv = await openTvPage(browser.browser, gate.url);
    await storeUser(tv, tvUser);
    const phoneCtx = await browser.browser.createBrowserContext();
    phone = await openMobilePage(phoneCtx, gate.url);
    await storeUser(phone, phoneUser);
    await Promise.all([
      tv.goto(watchUrl(gate.url, 'tv'), { waitUntil: 'domcontentloaded' }),
      phone.goto(watchUrl(gate.url, 'mobile'), { waitUntil: 'domcontentloaded' }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await gate?.close();
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('plays on from the buffer, keeps the unsent barrage, and recovers without a reload', async () => {
    await waitPlayingPastAds(tv, { after: 1 });
    await phone.waitForSelector('[data-testid="barrage-input"]', { visible: true, timeout: 30_000 });
    await Promise.all([markPage(tv), markPage(phone), recordToasts(phone)]);

    // The API goes away.
    // Before the gap a send goes through and clears the box.
    const before = `网还在${process.pid % 1000}`;
    await phone.type('[data-testid="barrage-input"]', before);
    await waitTyped(phone, before);
    await pressSend(phone);
    await phone.waitForFunction(() => (document.querySelector('[data-testid="barrage-input"]') as HTMLInputElement).value === '', { timeout: 10_000 });
    const failedRequests: string[] = [];
    phone.on('requestfailed', (r) => failedRequests.push(`${r.url().slice(0, 90)} ${r.failure()?.errorText ?? ''}`));
    gate.away();
    const tvAtGap = await videoTime(tv);
    await phone.type('[data-testid="barrage-input"]', TEXT);
    await waitTyped(phone, TEXT);
    await pressSend(phone);
    const failed = t('watch.danmuSendFailed');
    await phone.waitForFunction((m: string) => [...document.querySelectorAll('[data-testid="toast"]')].some((e) => e.textContent === m), { timeout: 10_000 }, failed).catch(async () => {
      throw new Error(`no "${failed}" on the phone: toasts seen ${JSON.stringify(await toastsSeen(phone))}, box ${JSON.stringify(await inputValue(phone))}, at ${phone.url()}, failed requests ${JSON.stringify(failedRequests)}`);
    });
    expect(await inputValue(phone)).toBe(TEXT);
    // The box itself says so too, after the toast has gone.
    expect(await phone.$eval('[data-testid="barrage-unsent"]', (e) => e.textContent)).toBe(failed);
    await new Promise((r) => setTimeout(r, GAP_MS));
    const tvAtEnd = await videoTime(tv);
    const refusedInGap = gate.refused();
    // The text is still in the box after the whole gap; nothing reached the server.
    expect(await inputValue(phone)).toBe(TEXT);

    // The API is back.
    gate.back();
    const backAt = Date.now();
    // Live barrage flows to the TV again once its socket has reconnected by itself: a probe
    // barrage sent over HTTP (as another viewer) every 1.5 s until the TV draws one.
    const probes: string[] = [];
    let socketBackS = -1;
    for (let i = 0; i < 20 && socketBackS < 0; i++) {
      const probe = `回来了${i}-${process.pid % 1000}`;
      probes.push(probe);
      await apiGet(gate.url, '/api/Video/AddBarrages', { mediaKey: MEDIA_KEY, content: probe, time: 1 }, phoneUser).catch(() => undefined);
      const drawn = await tv
        .waitForFunction((ps: string[]) => (window.__barrageLog ?? []).some((e) => ps.includes(e.text)), { timeout: 1500 }, probes)
        .then(() => true, () => false);
      if (drawn) socketBackS = (Date.now() - backAt) / 1000;
    }
    expect(socketBackS).toBeGreaterThan(0);

    // The user sends again what the box kept: stored once, drawn on the TV, the box cleared.
    await pressSend(phone);
    await phone.waitForFunction(() => (document.querySelector('[data-testid="barrage-input"]') as HTMLInputElement).value === '', { timeout: 10_000 });
    await tv.waitForFunction((x: string) => (window.__barrageLog ?? []).some((e) => e.text === x), { timeout: 10_000 }, TEXT);
    const resentS = (Date.now() - backAt) / 1000;

    const tvAfter = await videoTime(tv);
    const [tvState, phoneState] = await Promise.all([pageState(tv), pageState(phone)]);
    const phoneToasts = await toastsSeen(phone);
    const noticeAfter = await phone.$('[data-testid="barrage-unsent"]');
    await server.stop();
    const rows = await countRows(TEXT);
    console.log(JSON.stringify({ tvAtGap, tvAtEnd, tvAfter, refusedInGap, socketBackS, resentS, rows, phoneToasts, drawnOnTv: (await drawnTexts(tv)).length }));

    // Playback went on through the 30 s gap (the media stayed reachable): at least 20 s of it.
    expect(tvAtEnd - tvAtGap).toBeGreaterThan(20);
    expect(refusedInGap).toBeGreaterThan(0);
    expect(rows).toBe(1);
    // One message for the failed send (no generic network toast beside it), gone after the resend.
    expect(phoneToasts.filter((x) => x === failed || x === t('errors.network'))).toEqual([failed]);
    expect(noticeAfter).toBeNull();
    expect(tvState).toEqual({ marker: 'same-document', navigations: 1 });
    expect(phoneState).toEqual({ marker: 'same-document', navigations: 1 });
  }, 110_000);
});

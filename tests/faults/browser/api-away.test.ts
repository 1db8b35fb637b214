// The client while the API is away for 30 s (issue 40, point 6). One reference server in its own
// process (the built client, the demo media, PGlite) behind a loopback gate the test controls
// (harness/api-gate.ts): for 30 s every API request and socket connection is cut, while the media
// files stay reachable, as a CDN in front of the media would keep them. A real Chromium has a TV
// page playing v1001 (?layout=tv&debugBarrage=1) and a phone page on the same video
// (?layout=mobile). Asserts: the TV's playback goes on through the gap; the phone's barrage send in
// the gap says in Chinese that it was not sent and keeps the text; once the API is back the socket
// reconnects by itself and live barrage reaches the TV again (the phone's at its first HTTP
// answer), the phone's resend stores the barrage exactly once (rows counted in the database), and
// neither page reloaded. Then an answer lost after the server stored the barrage, and the server
// killed (-9) and started again: the phone keeps the text, and its resend (the same idempotency
// key) stores nothing more.
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
const LOST_TEXT = `回答丢了也只存一条${process.pid % 1000}`;

const scratch = mkdtempSync(path.join(tmpdir(), 'faults-api-away-'));
let server: ServerProcess;
let gate: ApiGate;
let browser: LaunchedBrowser;
let tv: Page;
let phone: Page;
let tvUser: DemoUser;
let phoneUser: DemoUser;
let phoneSocket: SocketWatch;
/** Other viewers who send the probe barrages, taking turns (the per-user flood limit is 5 in 10 s). */
let probers: DemoUser[];

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

/** When the page's WebSocket handshakes complete (the app socket's connection), seen over CDP. */
interface SocketWatch {
  /** Seconds from `since` to the first handshake after it; -1 when none came within `ms`. */
  openedAfter(since: number, ms: number): Promise<number>;
}
async function watchSockets(p: Page): Promise<SocketWatch> {
  const opened: number[] = [];
  const cdp = await p.createCDPSession();
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    if (e.response.status === 101) opened.push(Date.now());
  });
  return {
    async openedAfter(since, ms) {
      for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
        const at = opened.find((x) => x >= since);
        if (at !== undefined) return (at - since) / 1000;
      }
      return -1;
    },
  };
}

async function registerViewer(base: string): Promise<DemoUser> {
  const r = await fetch(`${base}/api/Login/Register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: `aw${process.pid}${Date.now().toString(36).slice(-4)}`, password: 'secret12', nickName: '另一位观众' }),
  });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data;
}

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
    probers = [await loginDemo(gate.url, 'kefu_demo'), await registerViewer(gate.url)];
    browser = await launchBrowser();
    tv = await openTvPage(browser.browser, gate.url);
    await storeUser(tv, tvUser);
    const phoneCtx = await browser.browser.createBrowserContext();
    phone = await openMobilePage(phoneCtx, gate.url);
    phoneSocket = await watchSockets(phone);
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

  it('plays on from the buffer, keeps the unsent barrage, recovers without a reload, and never stores a resend twice', async () => {
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

    // The API is back. The user sends again what the box kept at once: stored once, the box
    // cleared, the notice gone. That answer is the phone's first HTTP success after the gap, and
    // its socket reconnects on it (src/api/reachability.ts) instead of at its next backoff.
    gate.back();
    const backAt = Date.now();
    await pressSend(phone);
    await phone.waitForFunction(() => (document.querySelector('[data-testid="barrage-input"]') as HTMLInputElement).value === '', { timeout: 10_000 });
    const resentS = (Date.now() - backAt) / 1000;
    const phoneSocketS = await phoneSocket.openedAfter(backAt, 10_000);
    expect(phoneSocketS).toBeGreaterThan(0);
    const noticeAfter = await phone.$('[data-testid="barrage-unsent"]');
    // Live barrage flows to the TV again once its socket has reconnected by itself (the TV makes
    // no HTTP request of its own here, so its backoff decides): a probe barrage sent over HTTP
    // (as another viewer) every 1.5 s until the TV draws one.
    const probes: string[] = [];
    let tvSocketS = -1;
    for (let i = 0; i < 20 && tvSocketS < 0; i++) {
      const probe = `回来了${i}-${process.pid % 1000}`;
      probes.push(probe);
      await apiGet(gate.url, '/api/Video/AddBarrages', { mediaKey: MEDIA_KEY, content: probe, time: 1 }, probers[i % probers.length]).catch(() => undefined);
      const drawn = await tv
        .waitForFunction((ps: string[]) => (window.__barrageLog ?? []).some((e) => ps.includes(e.text)), { timeout: 1500 }, probes)
        .then(() => true, () => false);
      if (drawn) tvSocketS = (Date.now() - backAt) / 1000;
    }
    expect(tvSocketS).toBeGreaterThan(0);
    const tvAfter = await videoTime(tv);
    const [tvState, phoneState] = await Promise.all([pageState(tv), pageState(phone)]);
    const phoneToasts = await toastsSeen(phone);
    const drawnOnTv = (await drawnTexts(tv)).length;

    // The answer lost after the server stored the barrage, and the API process killed right
    // after (issue 40's last gap): the phone says it was not sent and keeps the text; once the
    // server is up again, the resend carries the same key and gets the stored barrage back.
    gate.loseAnswers((p) => p.toLowerCase().startsWith('/api/video/addbarrages'));
    await phone.type('[data-testid="barrage-input"]', LOST_TEXT);
    await waitTyped(phone, LOST_TEXT);
    await pressSend(phone);
    await phone.waitForFunction((m: string) => document.querySelector('[data-testid="barrage-unsent"]')?.textContent === m, { timeout: 10_000 }, failed);
    expect(await inputValue(phone)).toBe(LOST_TEXT);
    // The server had stored it: the answer the phone never got says so. Chromium may itself send
    // a GET again when a reused connection dies before the answer: that repeat carries the same
    // key and got the same barrage.
    const lost = gate.lostAnswers().map((b) => JSON.parse(b) as { ret: number; data: { id: number; content: string } });
    expect(lost.length).toBeGreaterThan(0);
    expect(new Set(lost.map((a) => JSON.stringify([a.ret, a.data.id, a.data.content])))).toEqual(new Set([JSON.stringify([200, lost[0].data.id, LOST_TEXT])]));
    gate.loseAnswers(null);
    await server.kill9();
    await server.restart();
    const upAt = Date.now();
    await pressSend(phone);
    await phone.waitForFunction(() => (document.querySelector('[data-testid="barrage-input"]') as HTMLInputElement).value === '', { timeout: 10_000 });
    const lostResentS = (Date.now() - upAt) / 1000;
    const phoneSocketAfterRestartS = await phoneSocket.openedAfter(upAt, 10_000);
    const lostNoticeAfter = await phone.$('[data-testid="barrage-unsent"]');

    await server.stop();
    const rows = await countRows(TEXT);
    const lostRows = await countRows(LOST_TEXT);
    console.log(JSON.stringify({
      tvAtGap, tvAtEnd, tvAfter, refusedInGap, resentS, phoneSocketS, tvSocketS, rows, phoneToasts, drawnOnTv,
      lostAnswers: lost.length, lostResentS, phoneSocketAfterRestartS, lostRows,
    }));

    // Playback went on through the 30 s gap (the media stayed reachable): at least 20 s of it.
    expect(tvAtEnd - tvAtGap).toBeGreaterThan(20);
    expect(refusedInGap).toBeGreaterThan(0);
    expect(rows).toBe(1);
    // One message for the failed send (no generic network toast beside it), gone after the resend.
    expect(phoneToasts.filter((x) => x === failed || x === t('errors.network'))).toEqual([failed]);
    expect(noticeAfter).toBeNull();
    expect(tvState).toEqual({ marker: 'same-document', navigations: 1 });
    expect(phoneState).toEqual({ marker: 'same-document', navigations: 1 });
    // The lost answer: stored once although sent twice, the notice gone after the resend, and
    // the phone's socket back after the restart.
    expect(lostRows).toBe(1);
    expect(lostNoticeAfter).toBeNull();
    expect(phoneSocketAfterRestartS).toBeGreaterThan(0);
  }, 110_000);
});

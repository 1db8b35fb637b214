// Talking to the e2e server as a demo user: login, signed GETs with the token headers.
import { signGet, type QueryValue } from '../../src/api/contract/signature';
import type { Page } from 'puppeteer';
import { request } from 'node:http';

export interface DemoUser {
  id: number;
  token: { uid: number; gid: number; sign: string; expire: number };
  [k: string]: unknown;
}

export async function loginDemo(base: string, account: string): Promise<DemoUser> {
  const r = await fetch(`${base}/api/Login/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'demo1234' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`login ${account}: ${env.ret} ${env.msg}`);
  return env.data;
}

function signedRequest(path: string, params: Record<string, QueryValue>, user?: DemoUser): { url: string; headers: Record<string, string> } {
  const pub = Math.floor(Date.now() / 1000);
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) sp.set(k, String(v));
  sp.set('pub', String(pub));
  sp.set('vv', signGet(params, pub));
  const headers: Record<string, string> = user
    ? { uid: String(user.token.uid), gid: String(user.token.gid), sign: user.token.sign, expire: String(user.token.expire), login_uid: String(user.token.uid) }
    : {};
  return { url: `${path.toLowerCase()}?${sp}`, headers };
}

function dataOf<T>(path: string, env: { ret: number; msg: string; data: T }): T {
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
}

export async function apiGet<T = unknown>(base: string, path: string, params: Record<string, QueryValue>, user?: DemoUser): Promise<T> {
  const req = signedRequest(path, params, user);
  const r = await fetch(`${base}${req.url}`, { headers: req.headers });
  return dataOf(path, (await r.json()) as { ret: number; msg: string; data: T });
}

/**
 * A signed GET from another loopback address and device, as a friend on another network and
 * phone is (Linux routes all of 127/8 to lo; the server sees `localAddress` as the client).
 */
export function apiGetFrom<T = unknown>(base: string, from: { address: string; deviceId: string }, path: string, params: Record<string, QueryValue>, user?: DemoUser): Promise<T> {
  const req = signedRequest(path, params, user);
  const url = new URL(req.url, base);
  return new Promise((resolve, reject) => {
    const r = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress: from.address, headers: { ...req.headers, deviceid: from.deviceId } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(dataOf(path, JSON.parse(Buffer.concat(chunks).toString('utf8')) as { ret: number; msg: string; data: T }));
        } catch (e) {
          reject(e as Error);
        }
      });
    });
    r.on('error', reject);
    r.end();
  });
}

export const drawnTexts = (page: Page) => page.evaluate(() => (window.__barrageLog ?? []).map((e) => e.text));

export const videoTime = (page: Page) =>
  page.evaluate(() => (document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? -1);

/** Puts a logged-in user into the page's storage (the app restores it at start). */
export async function storeUser(page: Page, user: DemoUser): Promise<void> {
  await page.evaluate((u) => {
    localStorage.setItem('user', JSON.stringify(u));
    sessionStorage.setItem('debugBarrage', '1');
  }, user);
}

/** POST with the token headers (JSON body), e.g. Replys. */
export async function apiPost<T = unknown>(base: string, path: string, body: unknown, user: DemoUser): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    uid: String(user.token.uid), gid: String(user.token.gid), sign: user.token.sign, expire: String(user.token.expire), login_uid: String(user.token.uid),
  };
  const r = await fetch(`${base}${path.toLowerCase()}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const env = (await r.json()) as { ret: number; msg: string; data: T };
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
}

/**
 * Waits until the video plays past `after` seconds, skipping the insert advert first when one
 * shows (a visitor or a member without VIP may get it): a click on the phone, OK on the focused
 * skip button by remote. Returns the time reached.
 */
export async function waitPlayingPastAds(page: Page, opts: { after?: number; timeout?: number; byRemote?: boolean } = {}): Promise<number> {
  const { after = 0.5, timeout = 30_000, byRemote = false } = opts;
  const deadline = Date.now() + timeout;
  const left = () => Math.max(1, deadline - Date.now());
  for (;;) {
    const state = await page.waitForFunction(
      (a: number, remote: boolean) => {
        const t = (document.querySelector('video[data-testid="video"]') as HTMLVideoElement | null)?.currentTime ?? 0;
        if (t > a) return t;
        return !!document.querySelector(remote ? '[data-testid="ad-skip"].focused' : '[data-testid="ad-skip"]') && 'ad';
      },
      { timeout: left(), polling: 100 },
      after,
      byRemote,
    );
    const value = await state.jsonValue();
    if (typeof value === 'number') return value;
    if (byRemote) await page.keyboard.press('Enter');
    else await page.click('[data-testid="ad-skip"]');
    await page.waitForFunction(() => !document.querySelector('[data-testid="insert-ad"]'), { timeout: left() });
  }
}

/** TV: the focused control's data-testid ('' when none). */
export const focusedTestId = (p: Page) => p.evaluate(() => document.querySelector('.focused')?.getAttribute('data-testid') ?? '');
/** TV: the focused control's text ('' when none). */
export const focusedText = (p: Page) => p.evaluate(() => document.querySelector('.focused')?.textContent?.trim() ?? '');

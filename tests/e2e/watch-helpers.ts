// Talking to the e2e server as a demo user: login, signed GETs with the token headers.
import { signGet, type QueryValue } from '../../src/api/contract/signature';
import type { Page } from 'puppeteer';

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

export async function apiGet<T = unknown>(base: string, path: string, params: Record<string, QueryValue>, user?: DemoUser): Promise<T> {
  const pub = Math.floor(Date.now() / 1000);
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) sp.set(k, String(v));
  sp.set('pub', String(pub));
  sp.set('vv', signGet(params, pub));
  const headers: Record<string, string> = user
    ? { uid: String(user.token.uid), gid: String(user.token.gid), sign: user.token.sign, expire: String(user.token.expire), login_uid: String(user.token.uid) }
    : {};
  const r = await fetch(`${base}${path.toLowerCase()}?${sp}`, { headers });
  const env = (await r.json()) as { ret: number; msg: string; data: T };
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
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

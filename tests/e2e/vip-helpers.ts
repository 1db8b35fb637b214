// What the VIP e2e files share: a phone page as a user, the sandbox checkout as the payer's
// browser walks it, fresh accounts, the TV top menu by remote, waiting for a video to play.
import type { Browser, Page } from 'puppeteer';
import { withLayout } from './browser';
import { storeUser, waitPlayingPastAds, type DemoUser } from './watch-helpers';

export const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
export const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

export const text = (page: Page) => page.evaluate(() => document.body.innerText);

export async function waitText(page: Page, s: string, ms = 15_000): Promise<void> {
  await page.waitForFunction((x) => document.body.innerText.includes(x), { timeout: ms }, s);
}

/** A phone page in its own browser context (own storage), signed in as `user` when given. */
export async function phoneAs(browser: Browser, base: string, user: DemoUser | null, path: string, ua = ANDROID_UA): Promise<Page> {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setUserAgent(ua);
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.goto(withLayout(`${base}/`, 'mobile'), { waitUntil: 'domcontentloaded' });
  if (user) await storeUser(page, user);
  await page.goto(withLayout(`${base}${path}`, 'mobile'), { waitUntil: 'domcontentloaded' });
  return page;
}

/** An account registered for this test (no phone or e-mail: its pay info comes with ret 7003). */
export async function freshUser(base: string, tag: string): Promise<DemoUser> {
  const account = `e2e${tag}${Date.now().toString(36)}`;
  const r = await fetch(`${base}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'e2e-pass-1' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: DemoUser };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data;
}

/** On a sandbox checkout page: 确认支付, then 返回商户 to /payResult, which shows the order paid. */
export async function confirmOnSandbox(page: Page, title: string): Promise<void> {
  await page.waitForSelector('button.pay', { timeout: 15_000 });
  if (!(await text(page)).includes(title)) throw new Error(`expected the sandbox page "${title}", got: ${await text(page)}`);
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button.pay')]);
  if (!(await text(page)).includes('支付成功')) throw new Error('the sandbox did not say 支付成功');
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('a.btn')]);
  await page.waitForSelector('[data-testid="pay-result"][data-state="paid"]', { timeout: 15_000 });
}

/** On /notice: leave for the sandbox checkout, confirm, and come back to /payResult (paid). */
export async function payOnSandbox(page: Page): Promise<string> {
  await page.waitForFunction(() => location.pathname === '/notice', { timeout: 15_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') as string;
  await page.waitForSelector('[data-testid="notice-pay"]', { timeout: 15_000 });
  await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('[data-testid="notice-pay"]')]);
  await confirmOnSandbox(page, '信用卡支付（沙箱）');
  return orderId;
}

export async function waitPlaying(page: Page): Promise<void> {
  await waitPlayingPastAds(page);
}

/** TV: Up to the top menu, then along it until the entry of `path` has focus, OK. */
export async function menuTo(tv: Page, path: string): Promise<void> {
  for (let i = 0; i < 6 && !(await tv.$('.tv-menu-item.focused')); i++) await tv.keyboard.press('ArrowUp');
  for (let i = 0; i < 12 && !(await tv.$(`.tv-menu-item.focused[data-path="${path}"]`)); i++) {
    const left = await tv.$eval('.tv-menu-item.focused', (el, p) => {
      const items = [...el.parentElement!.querySelectorAll('.tv-menu-item')];
      return items.indexOf(el) > items.findIndex((x) => x.getAttribute('data-path') === p);
    }, path);
    await tv.keyboard.press(left ? 'ArrowLeft' : 'ArrowRight');
  }
  await tv.keyboard.press('Enter');
}

// The console's e2e steps as a person takes them: sign in with the authenticator's code, open a
// menu entry, press a row's button, fill and submit its dialog (confirming what it asks).
import { inject } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { generateSync } from 'otplib';
import { DEMO_STAFF } from '../../server/staff/seed-staff';

const base = inject('baseUrl');

const seedOf = (username: string) => DEMO_STAFF.find((s) => s.username === username)?.totpSecret ?? '';
export const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

export async function newPage(browser: Browser): Promise<Page> {
  const ctx = await browser.createBrowserContext();
  return ctx.newPage();
}

/** The console's sign-in page, filled in as a person does: account, password, the authenticator's code. */
export async function signIn(page: Page, username: string, password = 'demo1234', seed = seedOf(username)): Promise<void> {
  await page.setViewport({ width: 1366, height: 900 });
  await page.goto(`${base}/admin`, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector('#sign-in-username', { timeout: 20_000 });
  await page.type('#sign-in-username', username);
  await page.type('#sign-in-password', password);
  await page.type('#sign-in-totp', generateSync({ secret: seed }));
  await page.keyboard.press('Enter');
}

export async function signedIn(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await page.waitForSelector('[data-testid="staff-me"]', { timeout: 15_000 });
}

/** Clicks the link or button of the row holding `text` in the table `table`. */
export async function clickInRow(page: Page, table: string, text: string, control: string): Promise<void> {
  await page.waitForFunction((t, s) => [...document.querySelectorAll(`[data-table="${t}"] tbody tr`)].some((r) => (r as HTMLElement).innerText.includes(s)), { timeout: 15_000 }, table, text);
  const done = await page.evaluate((t, s, c) => {
    const row = [...document.querySelectorAll(`[data-table="${t}"] tbody tr`)].find((r) => (r as HTMLElement).innerText.includes(s));
    const el = [...(row?.querySelectorAll('a, button') ?? [])].find((e) => (e as HTMLElement).innerText.trim() === c) as HTMLElement | undefined;
    el?.click();
    return !!el;
  }, table, text, control);
  if (!done) throw new Error(`no "${control}" in the row of ${text}`);
}

/** In the open dialog: fill its fields, submit, and confirm the question it asks. */
export async function submitDialog(page: Page, fields: Record<string, string> = {}): Promise<void> {
  await page.waitForSelector('dialog[open] form', { timeout: 10_000 });
  for (const [name, value] of Object.entries(fields)) {
    const sel = `dialog[open] [name="${name}"]`;
    if (await page.$eval(sel, (el) => el.tagName === 'SELECT')) {
      await page.select(sel, value);
      continue;
    }
    await page.$eval(sel, (el) => ((el as HTMLInputElement).value = ''));
    await page.type(sel, value);
  }
  await page.click('dialog[open] button[type="submit"]');
  const confirm = await page.waitForSelector('dialog[open] [data-confirm="yes"]', { timeout: 5_000 }).catch(() => null);
  await confirm?.click();
  await page.waitForFunction(() => !document.querySelector('dialog[open]'), { timeout: 15_000 }).catch(async (e: Error) => {
    // Still open: say what the dialog shows (a field's problem, the server's refusal).
    const shown = await page.$eval('dialog[open]', (d) => (d as HTMLElement).innerText).catch(() => '');
    throw new Error(`the dialog stayed open: ${shown.replace(/\s+/g, ' ').slice(0, 400)} (${e.message})`);
  });
}

/** A menu entry; resolves once the page's chunk has rendered its first table or form (when given). */
export async function gotoPage(page: Page, name: string, ready?: string): Promise<void> {
  await page.click(`nav.adm-nav a::-p-text(${name})`);
  if (ready) await page.waitForSelector(ready, { timeout: 15_000 });
}


// Issue 12 point 1: password recovery in the phone layout, through the pages a user walks:
// login -> 忘记密码 -> the e-mail -> the image captcha -> the code from the development outbox
// (the file a developer reads, README) -> the new password, which signs the user in. The old
// password no longer works, the new one does, and the code works once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { captchaAnswer as captchaAnswerIn, codesTo as codesToIn, postJson } from './dev-files';
import { launchBrowser, openMobilePage, until, type LaunchedBrowser } from './browser';

const base = inject('baseUrl');
const dataDir = inject('dataDir');
let chromium: LaunchedBrowser;
let page: Page;

const captchaAnswer = (id: string) => captchaAnswerIn(dataDir, id);
const codesTo = (to: string) => codesToIn(dataDir, to);

const post = (path: string, body: unknown) => postJson(base, path, body);

async function typeInto(selector: string, text: string) {
  await page.waitForSelector(selector, { timeout: 10_000 });
  await page.click(selector, { count: 3 });
  await page.type(selector, text);
}

beforeAll(async () => {
  chromium = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await chromium?.close();
});

describe('password recovery (phone layout)', () => {
  it('e-mail, captcha, code from the outbox, new password: signed in with it', async () => {
    const email = `rec${process.pid.toString(36)}${Date.now().toString(36)}@example.com`;
    // An e-mail account is registered with the code sent to it (issue 27, point 7a).
    expect((await post('/api/Login/SendRegisterCode', { account: email })).ret).toBe(200);
    await until(() => codesTo(email).length > 0, `a code to ${email}`, 5_000);
    expect((await post('/api/Login/Register', { account: email, password: 'oldpass123', code: codesTo(email)[0]?.code })).ret).toBe(200);
    // From here on, only the recovery's own messages count.
    const registered = codesTo(email).length;
    const recoveryCodes = () => codesTo(email).slice(registered);

    page = await openMobilePage(chromium.browser, base, '/login');
    await page.waitForSelector('[data-testid="to-retrieve"]', { timeout: 20_000 });
    await page.click('[data-testid="to-retrieve"]');
    await typeInto('[data-testid="retrieve-form"] input[name="account"]', email);
    await page.click('[data-testid="retrieve-next"]');

    // A wrong captcha answer sends nothing and brings a fresh image.
    const first = await page.waitForSelector('[data-testid="captcha-image"]', { timeout: 10_000 });
    const firstId = (await first!.evaluate((e) => e.getAttribute('data-captcha-id'))) ?? '';
    await typeInto('[data-testid="captcha-form"] input[name="captcha"]', 'zzzz');
    await page.click('[data-testid="captcha-submit"]');
    // (The image is absent while the fresh one loads: wait for one with another id.)
    await page.waitForFunction(
      (id) => {
        const now = document.querySelector('[data-testid="captcha-image"]')?.getAttribute('data-captcha-id');
        return !!now && now !== id;
      },
      { timeout: 10_000 },
      firstId,
    );
    expect(recoveryCodes()).toHaveLength(0);

    const id = (await page.$eval('[data-testid="captcha-image"]', (e) => e.getAttribute('data-captcha-id'))) ?? '';
    const answer = captchaAnswer(id);
    expect(answer).toBeTruthy();
    await typeInto('[data-testid="captcha-form"] input[name="captcha"]', answer!);
    await page.click('[data-testid="captcha-submit"]');

    await page.waitForSelector('[data-testid="code-form"]', { timeout: 10_000 });
    await until(() => recoveryCodes().length > 0, 'the recovery code', 5_000);
    const sent = recoveryCodes();
    expect(sent).toHaveLength(1);
    expect(sent[0].code).toMatch(/^\d{6}$/);
    await typeInto('[data-testid="code-form"] input[name="code"]', sent[0].code);
    await page.click('[data-testid="code-next"]');

    await typeInto('[data-testid="reset-form"] input[name="password"]', 'newpass456');
    await typeInto('[data-testid="reset-form"] input[name="confirm"]', 'newpass456');
    await page.click('[data-testid="reset-submit"]');
    await page.waitForFunction(() => !!localStorage.getItem('user'), { timeout: 10_000 });
    await page.waitForSelector('[data-page="PersonalCenter"][data-active="true"]', { timeout: 10_000 });

    expect((await post('/api/Login/Login', { account: email, password: 'oldpass123' })).ret).not.toBe(200);
    expect((await post('/api/Login/Login', { account: email, password: 'newpass456' })).ret).toBe(200);
    // The code was single use.
    expect((await post('/api/Login/ResetPassword', { account: email, code: sent[0].code, password: 'another789' })).ret).not.toBe(200);
  }, 90_000);
});

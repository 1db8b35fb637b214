// Issue 9: the payment sandbox's checkout pages in Chromium, under the server's CSP: a card
// order is paid by clicking 确认支付 (the server then turns the user VIP through the signed
// notification), an Alipay-style order is cancelled on its page; no CSP violation, no script.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import { sharedBrowser } from './browser';
import { apiGet, apiPost } from './watch-helpers';
import { freshUser as registered } from './vip-helpers';

const base = inject('baseUrl');
const chromium = sharedBrowser();
const freshUser = () => registered(base, 'pay');

async function pageWithViolations(): Promise<{ page: Page; violations: string[] }> {
  const page = await chromium().browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (s: string) => violations.push(s));
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(s: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { page, violations };
}

const text = (page: Page) => page.evaluate(() => document.body.innerText);

describe('payment sandbox pages in Chromium', () => {
  it('pays a card order with 确认支付 and the user turns VIP; no CSP violation', async () => {
    const user = await freshUser();
    const order = await apiGet<{ orderId: string; payUrl: string; amount: number }>(base, '/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', requestId: `e2e-${Date.now()}` }, user);
    const { page, violations } = await pageWithViolations();
    try {
      await page.goto(`${base}${order.payUrl}`, { waitUntil: 'domcontentloaded' });
      expect(await text(page)).toContain('信用卡支付（沙箱）');
      expect(await page.$$eval('script', (s) => s.length)).toBe(0);
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), page.click('button.pay')]);
      expect(await text(page)).toContain('支付成功');
      expect(await page.$eval('a.btn', (a) => (a as HTMLAnchorElement).getAttribute('href'))).toBe(`/payResult?orderId=${order.orderId}`);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
    expect((await apiGet<{ state: string }>(base, '/api/payment/GetOrder', { orderId: order.orderId }, user)).state).toBe('paid');
    expect((await apiPost<{ vipLevel: number; eDate: string }>(base, '/api/User/GetUserInfo', {}, user)).vipLevel).toBe(1);
  });

  it('cancels an Alipay-style order on its page', async () => {
    const user = await freshUser();
    const g = await apiGet<{ orderId: string; gateway: string; params: Record<string, string> }>(base, '/api/payment/CreateAliPay', { ProductID: 101, payType: 0, requestId: `e2e-ali-${Date.now()}` }, user);
    const { page, violations } = await pageWithViolations();
    try {
      await page.goto(`${base}${g.gateway}?${new URLSearchParams(g.params)}`, { waitUntil: 'domcontentloaded' });
      expect(await text(page)).toContain('支付宝（沙箱）');
      const [cancel] = await page.$$('button:not(.pay)');
      await Promise.all([page.waitForNavigation({ waitUntil: 'domcontentloaded' }), cancel.click()]);
      expect(await text(page)).toContain('已取消支付');
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
    expect((await apiGet<{ state: string }>(base, '/api/payment/GetOrder', { orderId: g.orderId }, user)).state).toBe('cancelled');
  });
});

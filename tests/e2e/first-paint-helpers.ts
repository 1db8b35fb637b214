// What the first-paint tests share: a phone page in a context of its own, and the box and state
// of an element (a splash picture, the page's own).
import type { Browser, Page } from 'puppeteer';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export async function phonePage(browser: Browser, opts: { width?: number; scripts?: boolean } = {}): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  await page.setUserAgent(PHONE_UA);
  await page.setViewport({ width: opts.width ?? 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  if (opts.scripts === false) await page.setJavaScriptEnabled(false);
  return page;
}

export const boxOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { src: el.getAttribute('src'), dataSrc: el.getAttribute('data-src'), left: r.left, top: r.top, width: r.width, height: r.height, loaded: el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : false };
  });

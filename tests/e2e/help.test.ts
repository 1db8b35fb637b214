// Issue 11: the help centre in Chromium against the reference server. TV by remote through
// /tvhelpCenter (focus rests on a question, its article shows, the pane scrolls 300 px, Back
// leaves); the phone's /help to /helpDetail and back to the category tapped; a hostile HTML
// corpus shown inert in both layouts with a check that nothing in it ran.
import { describe, expect, inject, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer';
import { openMobilePage, openTvPage, pressMovingFocus, sharedBrowser, waitSettled, waitTapAccepted, withLayout } from './browser';

const base = inject('baseUrl');
const WAIT = { timeout: 20_000 };
const chromium = sharedBrowser();

const focusedQuestion = (page: Page) => page.evaluate(() => document.querySelector('.focused[data-question-id]')?.getAttribute('data-question-id') ?? null);

/** In-app navigation as a link does (a history entry one index further), so Back has somewhere to go. */
const goInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `help${idx}`, idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);

describe('TV help centre by remote', () => {
  it('focus rests on a question, its article shows, the pane scrolls 300 px, Back leaves', async () => {
    const page = await openTvPage(chromium().browser, base, '/');
    const asked: string[] = [];
    page.on('request', (r: HTTPRequest) => {
      const u = new URL(r.url());
      if (u.pathname.toLowerCase() === '/api/home/gethelpcontentbyid') asked.push(`${u.searchParams.get('id') ?? ''}${u.searchParams.get('cinema') === '1' ? '' : ' (no cinema)'}`);
    });
    await page.waitForSelector('[data-testid="poster"].focused', { timeout: 30_000 });
    await goInApp(page, '/tvhelpCenter');
    await page.waitForSelector('[data-page="TvHelpCenter"] .focused[data-question-id]', WAIT);
    // Walk down to the agreement (the last question), then let focus rest there.
    for (let i = 0; i < 20 && (await focusedQuestion(page)) !== '70'; i++) {
      await pressMovingFocus(page, 'ArrowDown');
    }
    expect(await focusedQuestion(page)).toBe('70');
    await page.waitForFunction(() => document.querySelector('[data-testid="help-article"]')?.getAttribute('data-article-id') === '70', WAIT);
    expect(await page.$eval('[data-testid="help-article-title"]', (e) => e.textContent)).toBe('用户协议与隐私政策');
    expect(asked).toContain('70');
    // The demo serves its own images: the /images path now points at the page's origin. (The
    // body follows the title once the lazily loaded sanitizer is in.)
    await page.waitForSelector('[data-testid="help-article-body"] img', WAIT);
    const img = await page.$eval('[data-testid="help-article-body"] img', (e) => (e as HTMLImageElement).src);
    expect(img).toBe(`${base}/images/help/privacy.png`);

    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('.text-pane.focused', WAIT);
    const before = await page.$eval('.text-pane.focused', (e) => e.scrollTop);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((b) => (document.querySelector('.text-pane.focused')?.scrollTop ?? b) !== b, WAIT, before);
    expect(await page.$eval('.text-pane.focused', (e) => e.scrollTop)).toBe(before + 300);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction((b) => document.querySelector('.text-pane.focused')?.scrollTop === b, WAIT, before);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => location.pathname === '/', WAIT);
    await page.waitForSelector('[data-testid="poster"].focused', WAIT);
    await page.close();
  }, 90_000);

  it('an article loaded before shows at once on the next visit, without a request', async () => {
    const page = await openTvPage(chromium().browser, base, '/tvdeal?id=70');
    await page.waitForSelector('[data-testid="help-article-title"]', WAIT);
    expect(await page.$eval('[data-testid="help-article-title"]', (e) => e.textContent)).toBe('用户协议与隐私政策');
    expect(await page.title()).toContain('用户协议与隐私政策');
    const asked: string[] = [];
    page.on('request', (r: HTTPRequest) => {
      if (r.url().toLowerCase().includes('gethelpcontentbyid')) asked.push(r.url());
    });
    await page.goto(withLayout(`${base}/helpDetail?id=70`, 'tv'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-page="HelpDetail"] [data-testid="help-article-body"]', WAIT);
    expect(asked).toEqual([]);
    await page.close();
  }, 60_000);
});

describe('phone help centre', () => {
  it('a question opens /helpDetail with id, index and hideNavBar kept; back returns to the category tapped', async () => {
    const page = await openMobilePage(chromium().browser, base, '/help');
    await page.setViewport({ width: 390, height: 480, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await page.waitForSelector('[data-page="HelpCenter"] [data-testid="help-question"]', WAIT);
    expect(await page.$eval('[data-page="HelpCenter"] .m-nav-title', (e) => e.textContent)).toBe('帮助中心');
    // Spec 002 §7: the categories from gethelpcat, each one's questions from gethelpcontent
    // (cid: path,id), every help call with cinema.
    const helpCalls = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.pathname.startsWith('/api/home/gethelp')).map((u) => ({ path: u.pathname, cinema: u.searchParams.get('cinema'), cid: u.searchParams.get('cid') })),
    );
    expect(helpCalls.filter((c) => c.path === '/api/home/gethelpcat')).toEqual([{ path: '/api/home/gethelpcat', cinema: '1', cid: null }]);
    const contents = helpCalls.filter((c) => c.path === '/api/home/gethelpcontent');
    expect(contents.length).toBeGreaterThanOrEqual(3);
    for (const c of contents) expect(c.cinema === '1' && /^[^,]*,\d+$/.test(c.cid ?? '')).toBe(true);
    const target = await page.$('[data-category-index="2"] [data-testid="help-question"]');
    await target?.evaluate((e) => e.scrollIntoView());
    await waitTapAccepted(page);
    await target?.tap();
    await page.waitForSelector('[data-page="HelpDetail"][data-active="true"] [data-testid="help-article-body"]', WAIT);
    const url = new URL(page.url());
    expect(url.searchParams.get('id')).toBe('71');
    expect(url.searchParams.get('index')).toBe('2');
    expect(await page.$eval('[data-page="HelpDetail"] .m-nav-title', (e) => e.textContent)).toBe('视频无法播放怎么办？');
    expect(await page.title()).toContain('视频无法播放怎么办？');
    // Leave the list scrolled elsewhere meanwhile: the return must bring the category back.
    await page.evaluate(() => {
      const box = document.querySelector('[data-page="HelpCenter"] .m-scroll');
      if (box) box.scrollTop = 0;
    });
    await waitSettled(page, '[data-page="HelpDetail"] [data-testid="nav-back"]');
    await waitTapAccepted(page);
    await page.tap('[data-page="HelpDetail"] [data-testid="nav-back"]');
    await page.waitForSelector('[data-page="HelpCenter"][data-active="true"]', WAIT);
    await page.waitForFunction(() => {
      const box = document.querySelector<HTMLElement>('[data-page="HelpCenter"] .m-scroll');
      const cat = document.querySelector<HTMLElement>('[data-page="HelpCenter"] [data-category-index="2"]');
      if (!box || !cat) return false;
      const max = box.scrollHeight - box.clientHeight;
      return Math.abs(cat.getBoundingClientRect().top - box.getBoundingClientRect().top) <= 2 || (box.scrollTop >= max - 1 && box.scrollTop > 0);
    }, WAIT);
    await page.close();
  }, 60_000);

  it('hideNavBar hides the nav bar, a missing id shows the empty state, 在线反馈 opens /feedback', async () => {
    const page = await openMobilePage(chromium().browser, base, '/help?hideNavBar=1');
    await page.waitForSelector('[data-page="HelpCenter"] [data-testid="help-question"]', WAIT);
    expect(await page.$('[data-page="HelpCenter"] .m-nav')).toBeNull();
    await page.goto(withLayout(`${base}/helpDetail`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-page="HelpDetail"] [data-testid="empty-state"]', WAIT);
    await page.goto(withLayout(`${base}/helpDetail?id=99999`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-page="HelpDetail"] [data-testid="empty-state"], [data-page="HelpDetail"] [data-status="network-error"]', WAIT);
    await page.goto(withLayout(`${base}/help`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid="help-feedback"]', WAIT);
    await waitTapAccepted(page);
    await page.tap('[data-testid="help-feedback"]');
    await page.waitForFunction(() => location.pathname === '/feedback', WAIT);
    await page.close();
  }, 60_000);
});

// Every classic way to smuggle script through HTML. Each vector, if it ran, pushes to __ran.
const HOSTILE = [
  '<h3>恶意内容测试</h3><p>正文仍然显示</p>',
  '<script>window.__ran.push("script")</script>',
  '<img src="x" onerror="window.__ran.push(\'img-onerror\')">',
  '<p onclick="window.__ran.push(\'onclick\')" id="clicky">点我</p>',
  '<a id="jslink" href="javascript:window.__ran.push(\'js-link\')">链接</a>',
  '<a id="datalink" href="data:text/html,<script>opener.__ran.push(1)</script>">数据</a>',
  '<svg><script>window.__ran.push("svg-script")</script></svg>',
  '<svg onload="window.__ran.push(\'svg-onload\')"></svg>',
  '<iframe src="data:text/html,<script>parent.__ran.push(\'iframe\')</script>"></iframe>',
  '<iframe srcdoc="<script>parent.__ran.push(\'srcdoc\')</script>"></iframe>',
  '<object data="data:text/html,<script>parent.__ran.push(\'object\')</script>"></object>',
  '<embed src="javascript:window.__ran.push(\'embed\')">',
  '<style>@import "javascript:window.__ran.push(1)"; body{display:none}</style>',
  '<div style="background:url(javascript:window.__ran.push(\'style\'));width:expression(window.__ran.push(\'expr\'))">样式</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__ran.push(\'mxss\')"></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__ran.push(\'ontoggle\')"><summary>s</summary></details>',
  '<form action="javascript:window.__ran.push(\'form\')"><button id="fbtn">提交</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__ran.push(\'meta\')">',
  '<base href="javascript:/">',
  '<p><b>未闭合<i>标签<img src=x onerror=window.__ran.push("broken")',
].join('');

async function serveHostileArticle(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    (window as unknown as { __ran: string[] }).__ran = [];
  });
  await page.setRequestInterception(true);
  page.on('request', (r: HTTPRequest) => {
    const u = new URL(r.url());
    if (u.pathname.toLowerCase() === '/api/home/gethelpcontentbyid' && u.searchParams.get('id') === '9901') {
      void r.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ ret: 200, msg: '', data: { info: [{ id: 9901, title: '恶意文章', contxt: HOSTILE }] } }) });
    } else void r.continue();
  });
}

async function expectInert(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="help-article-body"]', WAIT);
  const body = await page.$eval('[data-testid="help-article-body"]', (e) => e.innerHTML);
  expect(body).toContain('正文仍然显示');
  expect(body).toContain('未闭合');
  expect(body).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<form|<meta|<base|\son\w+=|javascript:|data:text|style=/i);
  // Poke what a person could poke: clicks on the former handlers and links.
  for (const sel of ['#clicky', '#jslink', '#datalink', 'details summary']) {
    const el = await page.$(`[data-testid="help-article-body"] ${sel}`);
    if (el) await el.evaluate((e) => (e as HTMLElement).click());
  }
  // Fixed window, on purpose: this proves that nothing runs, and a javascript: link or a
  // handler that did slip through would run within a task or two of the click; no event marks
  // "nothing happened".
  await new Promise((r) => setTimeout(r, 500));
  expect(await page.evaluate(() => (window as unknown as { __ran: string[] }).__ran)).toEqual([]);
  // The app itself still stands (no style from the article hid it).
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
}

describe('hostile HTML in a help article', () => {
  it('phone: shown as inert text, nothing ran', async () => {
    const page = await chromium().browser.newPage();
    await serveHostileArticle(page);
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await page.goto(withLayout(`${base}/helpDetail?id=9901`, 'mobile'), { waitUntil: 'domcontentloaded' });
    await expectInert(page);
    await page.close();
  }, 60_000);

  it('TV: shown as inert text, nothing ran', async () => {
    const page = await chromium().browser.newPage();
    await serveHostileArticle(page);
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(withLayout(`${base}/tvdeal?id=9901`, 'tv'), { waitUntil: 'domcontentloaded' });
    await expectInert(page);
    await page.close();
  }, 60_000);
});

// Issue 26: the TV layout on the real old engines of the sets people own (scripts/old-engines.ts),
// with a Tizen user agent and no layout override: the app must choose the TV layout itself, boot
// from the middle tier (the modern chunks lowered to Chrome 64, scripts/vite-plugins/
// vite-plugin-middle-tier.ts; issue 41) and pass the same remote-only crawl of every TV route as
// the current engine (tv-crawl-core.ts), with no page error on the way. The legacy build
// (scripts/vite-plugins/vite-plugin-old-engines.ts), which engines below Chromium 64 get, boots
// on both engines too when the user agent names a Chromium 53.
// Chromium 64 (Tizen 5.0 class, V8 6.4) is the one that guards the legacy build's rewrite of
// `typeof x === "bigint"`: without it its TurboFan aborts the renderer ("Fatal error ...
// unimplemented code") within the first five pages, when React's setProp or beginWork gets hot
// (docs/bench-log.md "Old engines: the Chromium 64 abort"). In the engines' own single-process mode that abort takes
// the browser down, so the later routes fail with "Session closed" or "Target closed".
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer-legacy';
import { collectOldEngineErrors, openOldTvPage, sharedOldEngine, waitForSelectorIn, type OldEngine } from './old-engine';
import { CRAWLED_ROUTES, crawlRoute, storeUserIn } from './tv-crawl-core';
import { loginDemo } from './watch-helpers';

const base = inject('baseUrl');
const home = `${base}/`;

// The modern entry and the HTML's detection script do not parse on these engines, on purpose
// (the syntax canary): those two errors at boot are how the legacy build gets chosen.
const CANARY_ERROR = /SyntaxError: Unexpected token/;

describe.each(['chromium64', 'chromium69'] as OldEngine[])('%s, Tizen user agent: the TV layout by remote', (engine) => {
  const launched = sharedOldEngine(engine);
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const vip = await loginDemo(base, 'vip_demo');
    page = await openOldTvPage(launched(), home);
    errors = collectOldEngineErrors(page);
    await storeUserIn(page, vip);
    await page.goto(home, { waitUntil: 'domcontentloaded' });
    await waitForSelectorIn(page, '[data-testid="poster"].focused', 60_000);
  }, 120_000);

  it('boots the middle tier into the TV layout, chosen by the user agent, with a poster focused', async () => {
    expect(await page.evaluate('!window.System && window.__vite_is_modern_browser === true')).toBe(true);
    expect(await page.evaluate('!!document.querySelector(\'script[type=module][src^="/assets/mid/index-"]\')')).toBe(true);
    expect(await page.evaluate('!!document.querySelector(".tv-page[data-page=Home]") && innerWidth')).toBe(1920);
    expect(errors.filter((e) => !CANARY_ERROR.test(e))).toEqual([]);
    errors.splice(0);
  });

  it.each(CRAWLED_ROUTES.map((r) => [r.name, r] as const))('%s: focus on arrival, an arrow moves it, Back restores home, no page error', async (name, route) => {
    expect(await crawlRoute(page, home, route, { arrivalMs: 4_000 })).toEqual([]);
    expect(errors.splice(0), `${name}: page errors`).toEqual([]);
  }, 45_000);
});

// A webOS 4 set's user agent (Chromium 53): the server sends the legacy build's shell only.
const CHROMIUM_53_UA = 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager';

describe.each(['chromium64', 'chromium69'] as OldEngine[])('%s, a Chromium 53 user agent: the legacy build', (engine) => {
  const launched = sharedOldEngine(engine);

  it('boots the SystemJS build into the TV home with a poster focused, loads no middle-tier or modern script, no page error', async () => {
    const page = await openOldTvPage(launched(), 'about:blank');
    const errors = collectOldEngineErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (/\.js$/.test(new URL(r.url()).pathname)) scripts.push(new URL(r.url()).pathname);
    });
    await page.setUserAgent(CHROMIUM_53_UA);
    await page.goto(home, { waitUntil: 'domcontentloaded' });
    await waitForSelectorIn(page, '[data-testid="poster"].focused', 60_000);
    expect(await page.evaluate('!!window.System && !window.__vite_is_modern_browser')).toBe(true);
    expect(scripts.some((n) => /^\/assets\/index-legacy-/.test(n))).toBe(true);
    expect(scripts.filter((n) => /\/assets\/mid\//.test(n))).toEqual([]);
    expect(scripts.filter((n) => /^\/assets\/[^/]+\.js$/.test(n) && !/-legacy-|hls|worker/.test(n))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

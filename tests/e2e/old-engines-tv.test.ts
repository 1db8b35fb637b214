// Issue 26: the TV layout on the real old engines of the sets people own (scripts/old-engines.ts),
// with a Tizen user agent and no layout override: the app must choose the TV layout itself, boot
// from the legacy build (scripts/vite-plugins/vite-plugin-old-engines.ts) and pass the same remote-only crawl
// of every TV route as the current engine (tv-crawl-core.ts), with no page error on the way.
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

  it('boots the legacy build into the TV layout, chosen by the user agent, with a poster focused', async () => {
    expect(await page.evaluate('!!window.System && !window.__vite_is_modern_browser')).toBe(true);
    expect(await page.evaluate('!!document.querySelector(".tv-page[data-page=Home]") && innerWidth')).toBe(1920);
    expect(errors.filter((e) => !CANARY_ERROR.test(e))).toEqual([]);
    errors.splice(0);
  });

  it.each(CRAWLED_ROUTES.map((r) => [r.name, r] as const))('%s: focus on arrival, an arrow moves it, Back restores home, no page error', async (name, route) => {
    expect(await crawlRoute(page, home, route, { arrivalMs: 4_000 })).toEqual([]);
    expect(errors.splice(0), `${name}: page errors`).toEqual([]);
  }, 45_000);
});

// The remote-only crawl of the TV route table, for any engine (issue 7 point 10, issue 26): the
// current Chromium under today's puppeteer (tv-crawl.test.ts) and the real old engines under
// puppeteer-legacy (old-engines-tv.test.ts). For each route: arrive by in-app navigation (as a
// link does), within 2 s something visible has focus, an arrow key moves it (or the page says
// why it cannot: data-nothing-to-move on its frame), and Back returns to home with the same
// poster focused. The scripts run in the page are ES5 text: an old engine parses them as they are.
import { ROUTES, type RouteDef } from '../../src/routes/table';

/** What the crawl needs of a page; both puppeteer generations have it. */
export interface CrawlPage {
  evaluate(expression: string): Promise<unknown>;
  keyboard: { press(key: string): Promise<unknown> };
  goto(url: string, options: { waitUntil: 'domcontentloaded' }): Promise<unknown>;
}

/** Example params for the routes that take them (seeded demo data). */
export const EXAMPLE: Record<string, string> = {
  List: '/list/1',
  Play: '/play/v1001',
  Watch: '/watch?id=v1001',
  ChoseEpisodes: '/choseEpisodes?id=v1001',
  ChannelNavigation: '/channel/1',
  HelpDetail: '/helpDetail?id=61',
  TvDeal: '/tvdeal?id=70',
  NotFound: '/no-such-page-at-all',
  Space: '/space/1',
  Chat: '/chat?toUid=1&nickName=demo',
  ChatSet: '/chatSet?toUid=1&nickName=demo',
  Complaint: '/complaint?uid=1',
  SystemMessageDetail: '/systemMessageDetail?id=1',
  UserListPage: '/userListPage?uid=1&type=0',
  MiniVideoChannel: '/miniVideoChannel?titleId=games',
  AlbumDetail: '/albumDetail?id=v2001',
  PlayDownload: '/playDownload?id=v1001',
  TypePage: '/typePage?typeId=2',
};

/** Every built route but the home, which the crawl starts from and returns to. */
export const CRAWLED_ROUTES: readonly RouteDef[] = ROUTES.filter((r: RouteDef) => !r.issue && r.name !== 'Home');
export const crawlPathOf = (r: RouteDef): string => EXAMPLE[r.name] ?? r.path;

export interface FocusState {
  page: string | null;
  key: string | null;
  visible: boolean;
  nothingToMove: string | null;
}

/** The active page frame, the focused element's key, and whether it is on screen. */
const FOCUS_STATE = `(function () {
  var frames = [].slice.call(document.querySelectorAll('[data-page]')).filter(function (f) { return f.getAttribute('aria-hidden') !== 'true'; });
  var frame = frames.length ? frames[frames.length - 1] : null;
  var el = document.querySelector('.focused[data-focus-key]');
  var r = el ? el.getBoundingClientRect() : null;
  var visible = !!r && r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && getComputedStyle(el).visibility !== 'hidden';
  var why = frame ? (frame.closest('[data-nothing-to-move]') || frame.querySelector('[data-nothing-to-move]')) : null;
  return { page: frame ? frame.getAttribute('data-page') : null, key: el ? el.getAttribute('data-focus-key') : null, visible: visible, nothingToMove: why ? why.getAttribute('data-nothing-to-move') : null };
})()`;

export const focusState = (page: CrawlPage) => page.evaluate(FOCUS_STATE) as Promise<FocusState>;

export async function waitFocus(page: CrawlPage, pred: (s: FocusState) => boolean, ms: number): Promise<FocusState> {
  const until = Date.now() + ms;
  let s = await focusState(page);
  while (!pred(s) && Date.now() < until) {
    // The polling interval of the loop, not a wait standing in for a condition.
    await new Promise((r) => setTimeout(r, 50));
    s = await focusState(page);
  }
  return s;
}

/**
 * In-app navigation, as a link click does: a new history entry one index further (the router's
 * {usr, key, idx} state) and the popstate the router listens to.
 */
export const goInApp = (page: CrawlPage, path: string) =>
  page.evaluate(`(function (p) {
    var idx = ((history.state && history.state.idx) || 0) + 1;
    history.pushState({ usr: null, key: 'crawl' + idx + Date.now().toString(36), idx: idx }, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  })(${JSON.stringify(path)})`);

/** Signs the page in as `user` (the app reads the stored user at boot). */
export const storeUserIn = (page: CrawlPage, user: unknown) =>
  page.evaluate(`localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))}); sessionStorage.setItem('debugBarrage', '1')`);

/**
 * Crawls one route from the home. `homeUrl` is the home as this engine opens it (with or without
 * a layout override). Returns what went wrong, as sentences (empty: the route is fine).
 */
export async function crawlRoute(page: CrawlPage, homeUrl: string, route: RouteDef, opts: { arrivalMs?: number } = {}): Promise<string[]> {
  const problems: string[] = [];
  const arrivalMs = opts.arrivalMs ?? 2_000;
  // Start on home with a poster other than the first focused, so restoring is not by chance.
  // (After a failed route the crawl reloads home, so one failure does not hide the others.)
  if ((await focusState(page)).page !== 'Home') await page.goto(homeUrl, { waitUntil: 'domcontentloaded' });
  let home = await waitFocus(page, (s) => s.page === 'Home' && s.visible, 20_000);
  if (home.page !== 'Home') return [`${route.name}: the home did not come back`];
  await page.keyboard.press('ArrowRight');
  home = await waitFocus(page, (s) => s.page === 'Home' && s.visible, 2_000);
  const homeKey = home.key;
  if (!homeKey) return [`${route.name}: no poster focused on the home`];

  await goInApp(page, crawlPathOf(route));
  const arrived = await waitFocus(page, (s) => s.page !== 'Home' && s.page !== null && s.visible && s.key !== homeKey, arrivalMs);
  if (arrived.page === 'Home' || arrived.page === null) return [`${route.name}: no page frame became active`];
  if (!arrived.visible) return [`${route.name}: nothing visible focused within ${arrivalMs} ms`];

  let moved = false;
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft']) {
    await page.keyboard.press(key);
    const s = await waitFocus(page, (x) => x.key !== arrived.key, 400);
    if (s.key !== arrived.key && s.visible) {
      moved = true;
      break;
    }
  }
  // The page as it is after the arrows: a message that came after arrival (a watch page's
  // stream refused on an old engine) may be what leaves them nowhere to go.
  if (!moved && !arrived.nothingToMove && !(await focusState(page)).nothingToMove) problems.push(`${route.name}: no arrow moved focus and the page does not say why`);

  // Back first closes what the arrows opened (the player's controls), as a user sees it; at
  // most three presses.
  let back = await focusState(page);
  for (let i = 0; i < 3 && back.page !== 'Home'; i++) {
    await page.keyboard.press('Escape');
    back = await waitFocus(page, (s) => s.page === 'Home' && s.key === homeKey, 1_500);
  }
  if (back.page !== 'Home') problems.push(`${route.name}: Back did not return home`);
  else if (back.key !== homeKey) problems.push(`${route.name}: Back did not restore the focused poster (${back.key} instead of ${homeKey})`);
  return problems;
}

// Issue 28 point 7: every phone route that no other e2e file opens with a look at its content
// is opened here and shows its main content: its title in the nav bar and a heading, list row,
// form or empty-state text of the spec. One browser, one page reused, one signed-in user whose
// data (a follow, a fan, a play record, a favourite, a rating, comments, a private message, an
// order, a dynamic) is made over the API first, so each list shows a row, not a guess.
// Routes are reached by in-app navigation, as a link does; every wait is for a condition.
// (The phone crawl, mobile-crawl.test.ts, holds every route to no error and no failed request.)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'puppeteer';
import zhCN from '../../src/i18n/zh-CN';
import type { RouteName } from '../../src/routes/table';
import { launchBrowser, openMobilePage, type LaunchedBrowser } from './browser';
import { goInApp } from './tv-crawl-core';
import { apiGet, apiPost, loginDemo, storeUser, type DemoUser } from './watch-helpers';

const base = inject('baseUrl');
const PASSWORD = 'e2e-pass-1';
const VIDEO = 'v1001';
const VIDEO_TITLE = '山海之约';
let chromium: LaunchedBrowser;
let page: Page;
let me: DemoUser;
let fan: DemoUser;
let kefu: DemoUser;
let orderId = '';
let dynamicId = 0;
let systemNoticeId = 0;
const DYNAMIC_TEXT = `路线测试动态${Date.now().toString(36)}`;

/** A text of the one dictionary (src/i18n/zh-CN.ts), by its dotted key. */
function tx(key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], zhCN);
  if (typeof v !== 'string') throw new Error(`no text ${key}`);
  return v;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const env = (await r.json()) as { ret: number; msg: string; data: T };
  if (env.ret !== 200) throw new Error(`${path}: ${env.ret} ${env.msg}`);
  return env.data;
}

async function freshUser(tag: string): Promise<DemoUser> {
  const account = `e2e${tag}${Date.now().toString(36)}`;
  await post('/api/Login/Register', { account, password: PASSWORD, nickName: tag });
  return post<DemoUser>('/api/Login/Login', { account, password: PASSWORD, device: 'mobile' });
}

/** One thing the page must show: an element (with a text in it, if given) or a text anywhere in the page. */
type Shows = { sel: string; text?: string } | { text: string };

interface RouteCheck {
  name: RouteName;
  /** Built when the test runs (ids made in beforeAll). */
  path: () => string;
  /** The nav bar's title. */
  title: () => string;
  /** Any one of these is the main content (a list row, or the list's empty text where the data may differ). */
  shows: () => Shows[];
  /** The page frame's name when another route's page shows (a redirect, the watch page). */
  frame?: string;
}

const poster = (id = '') => ({ sel: id ? `[data-testid="poster"][data-video-id="${id}"]` : '[data-testid="poster"]' });

const CHECKS: RouteCheck[] = [
  { name: 'MoreFocus', path: () => '/moreFocus', title: () => tx('routes.moreFocus'), shows: () => [poster()] },
  { name: 'TypePage', path: () => '/typePage?typeId=2', title: () => '', shows: () => [{ sel: '[data-testid="type-chips"]' }] },
  { name: 'Watching', path: () => '/watching', title: () => tx('routes.watching'), shows: () => [poster(), { text: tx('mobile.noWatching') }] },
  { name: 'HistoricalRecords', path: () => '/historicalRecords', title: () => tx('history.title'), shows: () => [{ sel: '[data-testid="poster"]', text: VIDEO_TITLE }] },
  { name: 'List', path: () => '/list/1', title: () => '', shows: () => [poster()] },
  { name: 'Navigation', path: () => '/navigation', title: () => tx('routes.navigation'), shows: () => [{ sel: '[data-testid="nav-category"]' }] },
  { name: 'Search', path: () => '/search', title: () => '', shows: () => [{ sel: '[data-testid="hot-search"]', text: tx('search.hot') }] },
  { name: 'ChannelNavigation', path: () => '/channel/game', title: () => '', frame: 'MiniVideoChannel', shows: () => [{ sel: '[data-testid="mini-item"]' }] },
  { name: 'ExchangeVip', path: () => '/exchangeVip', title: () => tx('routes.exchangeVip'), shows: () => [{ sel: '[data-testid="exchange-submit"]' }] },
  { name: 'SelectPack', path: () => `/selectPack?userId=${kefu.id}`, title: () => tx('routes.selectPack'), shows: () => [{ sel: '[data-testid="select-pack"]' }] },
  { name: 'Play', path: () => `/play/${VIDEO}`, title: () => '', frame: 'Watch', shows: () => [{ sel: 'video[data-testid="video"]' }] },
  { name: 'PlayDownload', path: () => `/playDownload?id=${VIDEO}`, title: () => tx('browse.downloadTitle'), shows: () => [{ sel: '[data-testid="download-video"]', text: VIDEO_TITLE }] },
  { name: 'SetPassword', path: () => '/setPassword', title: () => tx('routes.setPassword'), shows: () => [{ sel: '[data-testid="set-password-form"]' }] },
  { name: 'CountryList', path: () => '/countryList', title: () => tx('routes.countryList'), shows: () => [{ sel: '[data-testid="country"]' }] },
  { name: 'SelectArea', path: () => '/selectArea', title: () => tx('routes.selectArea'), shows: () => [{ sel: '[data-testid="area-auto"]' }] },
  { name: 'Notice', path: () => `/notice?orderId=${orderId}`, title: () => tx('payment.noticeTitle'), shows: () => [{ sel: '[data-testid="notice-text"]', text: tx('payment.noticeText') }] },
  { name: 'Iframe', path: () => `/iframe?url=${encodeURIComponent('/help')}&title=${encodeURIComponent('帮助')}`, title: () => '帮助', shows: () => [{ sel: 'iframe.m-pay-frame' }] },
  { name: 'PayResult', path: () => `/payResult?orderId=${orderId}`, title: () => tx('routes.payResult'), shows: () => [{ sel: '[data-testid="pay-result"]' }, { text: orderId }] },
  ...(['ZfbPaySuccess', 'ZfbPayUnpaid', 'ZfbPayConfirm', 'ZfbPayCancel', 'ZfbPayNotSupport', 'UnablePay', 'ZfbPayUnpaidSubmit', 'TcgPaySuccess'] as const).map(
    (name): RouteCheck => ({
      name,
      path: () => `/${name[0].toLowerCase()}${name.slice(1)}?orderId=${orderId}`,
      title: () => tx(`routes.${name[0].toLowerCase()}${name.slice(1)}`),
      shows: () => [{ sel: '[data-testid="pay-status"]' }],
    }),
  ),
  { name: 'Appeal', path: () => `/appeal?orderId=${orderId}`, title: () => tx('routes.appeal'), shows: () => [{ text: orderId }] },
  { name: 'Complaint', path: () => `/complaint?uid=${fan.id}`, title: () => tx('routes.complaint'), shows: () => [{ sel: '[data-testid="complaint-reason"]' }] },
  { name: 'Message', path: () => '/message', title: () => tx('routes.message'), shows: () => [{ sel: '[data-testid="message-entry-PrivateMessage"]', text: tx('routes.privateMessage') }] },
  // A paid order leaves a system notice (会员开通成功) in the receiver's message centre.
  { name: 'SystemMessage', path: () => '/systemMessage', title: () => tx('routes.systemMessage'), shows: () => [{ sel: '[data-testid="notice"]', text: '会员开通成功' }] },
  { name: 'SystemMessageDetail', path: () => `/systemMessageDetail?id=${systemNoticeId}`, title: () => tx('routes.systemMessageDetail'), shows: () => [{ text: '你的会员已开通' }] },
  { name: 'FansRecords', path: () => '/fansRecords', title: () => tx('routes.fansRecords'), shows: () => [{ sel: '[data-testid="notice"]', text: 'routefan' }] },
  { name: 'GetLike', path: () => '/getLike', title: () => tx('routes.getLike'), shows: () => [{ sel: '[data-testid="notice"]', text: 'routefan' }] },
  { name: 'CommentAndReply', path: () => '/commentAndReply', title: () => tx('routes.commentAndReply'), shows: () => [{ sel: '[data-testid="notice"]', text: 'routefan' }] },
  { name: 'PrivateMessage', path: () => '/privateMessage', title: () => tx('routes.privateMessage'), shows: () => [{ sel: '[data-testid="conversation"]', text: 'routefan' }] },
  { name: 'UserListPage', path: () => `/userListPage?uid=${me.id}&type=0`, title: () => tx('routes.userListPage'), shows: () => [{ text: 'routefan' }] },
  { name: 'ScanCodeResult', path: () => '/scanCodeResult?text=hello-scan', title: () => tx('routes.scanCodeResult'), shows: () => [{ sel: '[data-testid="scan-result-text"]', text: 'hello-scan' }] },
  { name: 'EditGender', path: () => '/editGender', title: () => tx('routes.editGender'), shows: () => [{ sel: '[data-testid^="gender-"]' }] },
  { name: 'EditIntroduce', path: () => '/editIntroduce', title: () => tx('routes.editIntroduce'), shows: () => [{ sel: '[data-testid="profile-form"]' }] },
  { name: 'EditNickname', path: () => '/editNickname', title: () => tx('routes.editNickname'), shows: () => [{ sel: '[data-testid="profile-form"]' }] },
  { name: 'MyCollection', path: () => '/myCollection', title: () => tx('routes.myCollection'), shows: () => [{ sel: '[data-testid="collection-item"]', text: VIDEO_TITLE }] },
  { name: 'OpenVipRecords', path: () => '/openVipRecords', title: () => tx('routes.openVipRecords'), shows: () => [{ sel: '[data-testid="vip-orders"]' }] },
  { name: 'VoteManage', path: () => '/voteManage', title: () => tx('routes.voteManage'), shows: () => [{ sel: '[data-testid="vote-row"]', text: VIDEO_TITLE }] },
  { name: 'TaskCenter', path: () => '/taskCenter', title: () => tx('routes.taskCenter'), shows: () => [{ sel: '[data-testid="task-button"]' }] },
  { name: 'MyLevel', path: () => '/myLevel', title: () => tx('routes.myLevel'), shows: () => [{ sel: '[data-testid="level-now"]' }] },
  { name: 'SetEmailMobileSuccess', path: () => '/setEmailMobileSuccess?type=email', title: () => tx('routes.setEmailMobileSuccess'), shows: () => [{ sel: '[data-testid="bind-done"]', text: tx('profile.bindDoneEmail') }] },
  { name: 'DynamicDetail', path: () => `/dynamicDetail?id=${dynamicId}`, title: () => tx('routes.dynamicDetail'), shows: () => [{ sel: '[data-testid="dynamic-text"]', text: DYNAMIC_TEXT }] },
  { name: 'SearchUserLocation', path: () => '/searchUserLocation', title: () => tx('routes.searchUserLocation'), shows: () => [{ sel: '[data-testid="place-search-input"]' }] },
  // A cover step reached without a picked video (as after a reload): the way back to pick one.
  { name: 'DynamicVideoEditPoster', path: () => '/dynamicVideoEditPoster', title: () => tx('routes.dynamicVideoEditPoster'), shows: () => [{ text: tx('dynamics.needVideo') }] },
  { name: 'NotFound', path: () => '/no-such-page-at-all', title: () => tx('routes.notFound'), shows: () => [{ sel: '[data-testid="not-found"]' }] },
];

/** What the active frame shows now, for a failure's message. */
const shownNow = () =>
  page.evaluate(() => {
    const f = document.querySelector('[data-page][data-active="true"]') as HTMLElement | null;
    return f ? `${f.getAttribute('data-page')}: ${f.innerText.replace(/\s+/g, ' ').slice(0, 200)}` : 'no active page';
  });

beforeAll(async () => {
  kefu = await loginDemo(base, 'kefu_demo');
  [me, fan] = await Promise.all([freshUser('routeme'), freshUser('routefan')]);
  const details = await apiGet<{ episodeList: { id: number; durationSec: number }[] }>(base, '/api/Video/VideoDetails', { mediaKey: VIDEO }, me);
  const ep = details.episodeList[0];
  // The lists' rows: kefu_demo uploads v1001 (/moreFocus), a play record (/historicalRecords),
  // a favourite and a rating of it, a fan (/fansRecords, /userListPage), a comment the fan
  // replies to and likes (/commentAndReply, /getLike), a private message from the fan.
  await apiGet(base, '/api/User/FollowUser', { uid: kefu.id, status: 1 }, me);
  await apiGet(base, '/api/User/FollowUser', { uid: me.id, status: 1 }, fan);
  await apiGet(base, '/api/Video/AddPlayRecord', { mediaKey: VIDEO, episodeId: ep.id, position: 30, duration: ep.durationSec }, me);
  await apiGet(base, '/api/Video/AddToScjs', { mediaKey: VIDEO }, me);
  await apiGet(base, '/api/Video/VoteLike', { mediaKey: VIDEO, score: 8 }, me);
  const mine = await apiPost<{ id: number }>(base, '/api/Video/Replys', { mediaKey: VIDEO, content: '路线测试评论' }, me);
  await apiPost(base, '/api/Video/Replys', { mediaKey: VIDEO, content: '路线测试回复', parentId: mine.id }, fan);
  await apiGet(base, '/api/Video/ReplyLike', { id: mine.id }, fan);
  await apiPost(base, '/api/Chat/SendMessage', { toUid: me.id, content: '你好' }, fan);
  orderId = (await apiGet<{ orderId: string }>(base, '/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', requestId: `routes${Date.now().toString(36)}`, payType: -1 }, me)).orderId;
  dynamicId = (await apiPost<{ id: number }>(base, '/api/Trends/CreateTrends', { description: DYNAMIC_TEXT }, me)).id;
  // A second order, paid through the sandbox gateway's own outcome form: its system notice.
  const paid = await apiGet<{ payUrl: string }>(base, '/api/payment/CreateOrder', { ProductID: 101, SysName: 'h5', requestId: `routespaid${Date.now().toString(36)}`, payType: -1 }, me);
  const checkoutAt = new URL(paid.payUrl, base);
  const outcome = await fetch(`${base}/sandbox-pay/outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order: checkoutAt.searchParams.get('order') ?? '', t: checkoutAt.searchParams.get('t') ?? '', outcome: 'paid' }).toString(),
  });
  expect(await outcome.text()).toContain('支付成功');
  const notices = await apiGet<{ list: { id: number; title: string }[] }>(base, '/api/Message/GetSystemMessages', { page: 1, pageSize: 20 }, me);
  systemNoticeId = notices.list.find((n) => n.title === '会员开通成功')?.id ?? 0;
  expect(systemNoticeId).toBeGreaterThan(0);

  chromium = await launchBrowser();
  page = await openMobilePage(chromium.browser, base, '/');
  await storeUser(page, me);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForSelector('[data-page="Home"][data-active="true"]', { timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await chromium?.close();
});

describe('phone routes without another content test show their main content', () => {
  it.each(CHECKS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const frame = c.frame ?? c.name;
    const title = c.title();
    const shows = c.shows();
    await goInApp(page, c.path());
    const ok = await page
      .waitForFunction(
        (name: string, want: string, alts: Shows[]) => {
          const f = document.querySelector(`[data-page="${name}"][data-active="true"]`) as HTMLElement | null;
          if (!f) return false;
          if (want && f.querySelector('h1.m-nav-title')?.textContent?.trim() !== want) return false;
          return alts.some((a) => {
            if (!('sel' in a)) return f.innerText.includes(a.text);
            const els = [...f.querySelectorAll(a.sel)] as HTMLElement[];
            return a.text === undefined ? els.length > 0 : els.some((e) => (e.innerText || e.textContent || '').includes(a.text!));
          });
        },
        { timeout: 15_000 },
        frame,
        title,
        shows,
      )
      .then(() => true, () => false);
    expect(ok, `${c.name} (${c.path()}) shows ${JSON.stringify({ title, shows })}; it shows ${await shownNow()}`).toBe(true);
  }, 30_000);
});

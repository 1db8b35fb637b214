// The one route table of the app (spec 002 §2 "Full route table"). Each layout maps every
// RouteName to a lazy page (layouts/<tv|mobile>/page-map.ts), so the compiler refuses a layout
// that forgets a route. This file holds data only: no views, no router.
import type { MessageKey } from '../i18n/keys';

/**
 * Which later piece of work builds the page. A route without `issue` belongs to the current
 * work (client core and both layouts); the layouts show an honest "not available yet" page
 * for the others.
 */
export type RouteIssue =
  | 'vip'
  | 'payment'
  | 'account'
  | 'chat-social'
  | 'scan'
  | 'help'
  | 'personal'
  | 'dynamics'
  | 'download'
  | 'dev';

export interface RouteDef {
  readonly name: RouteName;
  /** React Router path syntax; `:param` segments, `*` for the catch-all. */
  readonly path: string;
  /** Other paths that show the same page (the home aliases). */
  readonly aliases?: readonly string[];
  /** A root page with the bottom tab bar; no slide transition between root pages. */
  readonly root?: boolean;
  /**
   * In the page-cache include list: Home, Find, HotBroadcast, PersonalCenter, HelpCenter (spec 002
   * §2) and the twelve pay pages spec 000 §2 lists as kept alive.
   */
  readonly keepAlive?: boolean;
  /** Never kept in the page cache and never restored from it. */
  readonly noCache?: boolean;
  /** The page sets document.title itself (from loaded data); the shell leaves it alone. */
  readonly noAutoTitle?: boolean;
  /** Key into src/i18n (zh-CN.ts, `routes` group). */
  readonly titleKey: MessageKey;
  readonly issue?: RouteIssue;
  /** The parameter naming what the page shows; without it, or naming nothing, the page says so. */
  readonly needs?: RouteNeed;
}

/** Subjects of src/i18n `subjects`: `<what>` names the thing, `<what>Id` its parameter. */
export type RouteSubject = 'order' | 'video' | 'album' | 'article' | 'dynamic' | 'message' | 'user';

export interface RouteNeed {
  /**
   * The query keys that name it (any one is enough), or the `:param` of the path (always there
   * when the route matches, so only an unknown value is possible).
   */
  readonly keys: readonly string[];
  readonly what: RouteSubject;
}

const ROUTE_LIST = [
  // Home and its aliases (the channel tabs of the home page)
  { name: 'Home', path: '/', aliases: ['/japan', '/european', '/temporalFree', '/live', '/cartoon', '/domestic', '/smallv'], root: true, keepAlive: true, titleKey: 'routes.home' },

  // Browsing
  { name: 'Find', path: '/discovery', root: true, keepAlive: true, titleKey: 'routes.find' },
  { name: 'HotBroadcast', path: '/rank', root: true, keepAlive: true, titleKey: 'routes.hotBroadcast' },
  { name: 'MoreFocus', path: '/moreFocus', titleKey: 'routes.moreFocus' },
  { name: 'TypePage', path: '/typePage', titleKey: 'routes.typePage' },
  { name: 'Watching', path: '/watching', titleKey: 'routes.watching' },
  { name: 'HistoricalRecords', path: '/historicalRecords', titleKey: 'routes.historicalRecords' },
  { name: 'List', path: '/list/:category', titleKey: 'routes.list' },
  { name: 'MiniVideoChannel', path: '/miniVideoChannel', titleKey: 'routes.miniVideoChannel' },
  { name: 'Navigation', path: '/navigation', titleKey: 'routes.navigation' },
  { name: 'Search', path: '/search', titleKey: 'routes.search' },
  // Named redirect (spec 001 §2): /channel/<category>?tag= -> /miniVideoChannel?titleId=&subID=
  { name: 'ChannelNavigation', path: '/channel/:category', noCache: true, titleKey: 'routes.channelNavigation' },

  // VIP
  { name: 'Vip', path: '/vip', root: true, titleKey: 'routes.vip' },
  { name: 'OpenVip', path: '/openVip', titleKey: 'routes.openVip' },
  { name: 'GiveVip', path: '/giveVip', titleKey: 'routes.giveVip' },
  { name: 'ExchangeVip', path: '/exchangeVip', titleKey: 'routes.exchangeVip' },
  { name: 'SelectPack', path: '/selectPack', titleKey: 'routes.selectPack' },

  // Playing
  { name: 'Watch', path: '/watch', noAutoTitle: true, needs: { keys: ['id', 'mediaKey'], what: 'video' }, titleKey: 'routes.watch' },
  { name: 'Play', path: '/play/:mediaKey', noAutoTitle: true, needs: { keys: ['mediaKey'], what: 'video' }, titleKey: 'routes.play' },
  { name: 'PlayDownload', path: '/playDownload', titleKey: 'routes.playDownload' },
  { name: 'ChoseEpisodes', path: '/choseEpisodes', titleKey: 'routes.choseEpisodes' },
  { name: 'AlbumDetail', path: '/albumDetail', noAutoTitle: true, needs: { keys: ['id', 'mediaKey'], what: 'album' }, titleKey: 'routes.albumDetail' },
  { name: 'PlayFeedBack', path: '/playFeedBack', noCache: true, titleKey: 'routes.playFeedBack' },

  // Account entry
  { name: 'Login', path: '/login', noCache: true, titleKey: 'routes.login' },
  { name: 'Register', path: '/register', noCache: true, titleKey: 'routes.register' },
  { name: 'SetPassword', path: '/setPassword', noCache: true, titleKey: 'routes.setPassword' },
  { name: 'RetrievePassword', path: '/retrievePassword', noCache: true, titleKey: 'routes.retrievePassword' },
  { name: 'RetrievePasswordImg', path: '/retrievePasswordImg', noCache: true, titleKey: 'routes.retrievePasswordImg' },
  { name: 'RetrievePasswordCode', path: '/retrievePasswordCode', noCache: true, titleKey: 'routes.retrievePasswordCode' },
  { name: 'ResetPassword', path: '/resetPassword', noCache: true, titleKey: 'routes.resetPassword' },
  { name: 'CountryList', path: '/countryList', titleKey: 'routes.countryList' },
  { name: 'SelectArea', path: '/selectArea', titleKey: 'routes.selectArea' },

  // Payment (spec 000 §2 lists all but /notice, /iframe, /zfbPay and /tcgPay as kept alive)
  { name: 'Notice', path: '/notice', needs: { keys: ['orderId'], what: 'order' }, titleKey: 'routes.notice' },
  { name: 'ChoseAddress', path: '/choseAddress', keepAlive: true, titleKey: 'routes.choseAddress' },
  { name: 'AddAddress', path: '/addAddress', keepAlive: true, titleKey: 'routes.addAddress' },
  { name: 'Iframe', path: '/iframe', noCache: true, titleKey: 'routes.iframe' },
  { name: 'PayResult', path: '/payResult', keepAlive: true, needs: { keys: ['orderId'], what: 'order' }, titleKey: 'routes.payResult' },
  { name: 'ZfbPay', path: '/zfbPay', noCache: true, titleKey: 'routes.zfbPay' },
  { name: 'ZfbPaySuccess', path: '/zfbPaySuccess', keepAlive: true, titleKey: 'routes.zfbPaySuccess' },
  { name: 'ZfbPayUnpaid', path: '/zfbPayUnpaid', keepAlive: true, titleKey: 'routes.zfbPayUnpaid' },
  { name: 'ZfbPayConfirm', path: '/zfbPayConfirm', keepAlive: true, titleKey: 'routes.zfbPayConfirm' },
  { name: 'ZfbPayCancel', path: '/zfbPayCancel', keepAlive: true, titleKey: 'routes.zfbPayCancel' },
  { name: 'ZfbPayNotSupport', path: '/zfbPayNotSupport', keepAlive: true, titleKey: 'routes.zfbPayNotSupport' },
  { name: 'UnablePay', path: '/unablePay', keepAlive: true, titleKey: 'routes.unablePay' },
  { name: 'ZfbPayUnpaidSubmit', path: '/zfbPayUnpaidSubmit', keepAlive: true, titleKey: 'routes.zfbPayUnpaidSubmit' },
  { name: 'TcgPay', path: '/tcgPay', noCache: true, titleKey: 'routes.tcgPay' },
  { name: 'TcgPaySuccess', path: '/tcgPaySuccess', keepAlive: true, titleKey: 'routes.tcgPaySuccess' },
  { name: 'Appeal', path: '/appeal', keepAlive: true, needs: { keys: ['orderId'], what: 'order' }, titleKey: 'routes.appeal' },

  // Chat and social
  { name: 'Chat', path: '/chat', noCache: true, titleKey: 'routes.chat' },
  { name: 'ChatSet', path: '/chatSet', titleKey: 'routes.chatSet' },
  { name: 'Complaint', path: '/complaint', titleKey: 'routes.complaint' },
  { name: 'Space', path: '/space/:id', noAutoTitle: true, needs: { keys: ['id'], what: 'user' }, titleKey: 'routes.space' },
  { name: 'Message', path: '/message', titleKey: 'routes.message' },
  { name: 'SystemMessage', path: '/systemMessage', titleKey: 'routes.systemMessage' },
  { name: 'SystemMessageDetail', path: '/systemMessageDetail', needs: { keys: ['id'], what: 'message' }, titleKey: 'routes.systemMessageDetail' },
  { name: 'FansRecords', path: '/fansRecords', titleKey: 'routes.fansRecords' },
  { name: 'GetLike', path: '/getLike', titleKey: 'routes.getLike' },
  { name: 'CommentAndReply', path: '/commentAndReply', titleKey: 'routes.commentAndReply' },
  { name: 'PrivateMessage', path: '/privateMessage', titleKey: 'routes.privateMessage' },
  { name: 'UserListPage', path: '/userListPage', titleKey: 'routes.userListPage' },
  { name: 'Blacklist', path: '/blacklist', titleKey: 'routes.blacklist' },

  // Scan and authorisation
  { name: 'ScanCodeResult', path: '/scanCodeResult', noCache: true, titleKey: 'routes.scanCodeResult' },
  { name: 'AuthorizeLogin', path: '/authorizeLogin', noCache: true, titleKey: 'routes.authorizeLogin' },
  { name: 'ScanCode', path: '/scanCode', noCache: true, titleKey: 'routes.scanCode' },

  // Help and rules
  { name: 'HelpDetail', path: '/helpDetail', noAutoTitle: true, needs: { keys: ['id'], what: 'article' }, titleKey: 'routes.helpDetail' },
  { name: 'ActivityRules', path: '/activityRules', titleKey: 'routes.activityRules' },
  { name: 'HelpCenter', path: '/help', keepAlive: true, titleKey: 'routes.helpCenter' },
  { name: 'TvHelpCenter', path: '/tvhelpCenter', titleKey: 'routes.tvHelpCenter' },
  { name: 'TvDeal', path: '/tvdeal', noAutoTitle: true, titleKey: 'routes.tvDeal' },
  { name: 'Feedback', path: '/feedback', noCache: true, titleKey: 'routes.feedback' },

  // Personal centre
  { name: 'PersonalCenter', path: '/user', root: true, keepAlive: true, titleKey: 'routes.personalCenter' },
  { name: 'EditInfo', path: '/editInfo', titleKey: 'routes.editInfo' },
  { name: 'EditGender', path: '/editGender', titleKey: 'routes.editGender' },
  { name: 'EditIntroduce', path: '/editIntroduce', titleKey: 'routes.editIntroduce' },
  { name: 'EditNickname', path: '/editNickname', titleKey: 'routes.editNickname' },
  { name: 'MyCollection', path: '/myCollection', titleKey: 'routes.myCollection' },
  { name: 'OpenVipRecords', path: '/openVipRecords', titleKey: 'routes.openVipRecords' },
  { name: 'VoteManage', path: '/voteManage', titleKey: 'routes.voteManage' },
  { name: 'MyGold', path: '/myGold', titleKey: 'routes.myGold' },
  { name: 'TaskCenter', path: '/taskCenter', titleKey: 'routes.taskCenter' },
  { name: 'Settings', path: '/settings', titleKey: 'routes.settings' },
  // Issue 30: youth mode (turn on and off with the PIN, forgotten PIN).
  { name: 'Youth', path: '/youth', noCache: true, titleKey: 'youth.title' },
  { name: 'NewHandTask', path: '/newHandTask', titleKey: 'routes.newHandTask' },
  { name: 'MyLevel', path: '/myLevel', titleKey: 'routes.myLevel' },
  { name: 'AccountSecurity', path: '/accountSecurity', titleKey: 'routes.accountSecurity' },
  { name: 'EmailMobileSetting', path: '/emailMobileSetting', titleKey: 'routes.emailMobileSetting' },
  { name: 'VerifyPassword', path: '/verifyPassword', noCache: true, titleKey: 'routes.verifyPassword' },
  { name: 'SetEmailMobile', path: '/setEmailMobile', noCache: true, titleKey: 'routes.setEmailMobile' },
  { name: 'SetEmailMobileSuccess', path: '/setEmailMobileSuccess', noCache: true, titleKey: 'routes.setEmailMobileSuccess' },
  { name: 'SignIn', path: '/signIn', titleKey: 'routes.signIn' },
  { name: 'Invitation', path: '/invitation', titleKey: 'routes.invitation' },
  { name: 'InputInvitationCode', path: '/inputInvitationCode', titleKey: 'routes.inputInvitationCode' },

  // Dynamics
  { name: 'DynamicDetail', path: '/dynamicDetail', noAutoTitle: true, needs: { keys: ['id'], what: 'dynamic' }, titleKey: 'routes.dynamicDetail' },
  { name: 'MyDynamic', path: '/myDynamic', titleKey: 'routes.myDynamic' },
  { name: 'PublishDynamic', path: '/publishDynamic', noCache: true, titleKey: 'routes.publishDynamic' },
  { name: 'PreviewDynamicVideo', path: '/previewDynamicVideo', titleKey: 'routes.previewDynamicVideo' },
  { name: 'DynamicVideoAddPoster', path: '/dynamicVideoAddPoster', titleKey: 'routes.dynamicVideoAddPoster' },
  { name: 'SelectVideoPreview', path: '/selectVideoPreview', titleKey: 'routes.selectVideoPreview' },
  { name: 'GetUserLocation', path: '/getUserLocation', titleKey: 'routes.getUserLocation' },
  { name: 'SearchUserLocation', path: '/searchUserLocation', titleKey: 'routes.searchUserLocation' },
  { name: 'DynamicVideoEditPoster', path: '/dynamicVideoEditPoster', titleKey: 'routes.dynamicVideoEditPoster' },

  // Other
  { name: 'AppDownload', path: '/app-download', titleKey: 'routes.appDownload' },
  { name: 'Test', path: '/test', titleKey: 'routes.test' },
  { name: 'MobileTest', path: '/mobileTest', titleKey: 'routes.mobileTest' },

  // Catch-all: must stay last
  { name: 'NotFound', path: '*', noCache: true, titleKey: 'routes.notFound' },
] as const;

export type RouteName = (typeof ROUTE_LIST)[number]['name'];

/** The literal path of a route (for typed params, src/routes/href.ts). */
export type RoutePathOf<N extends RouteName> = Extract<(typeof ROUTE_LIST)[number], { name: N }>['path'];

export const ROUTES: readonly RouteDef[] = ROUTE_LIST;

export const ROUTE_BY_NAME: Readonly<Record<RouteName, RouteDef>> = Object.fromEntries(
  ROUTES.map((r) => [r.name, r]),
) as Record<RouteName, RouteDef>;

/** The page-cache include list, in table order. */
export const KEEP_ALIVE_NAMES: readonly RouteName[] = ROUTES.filter((r) => r.keepAlive).map((r) => r.name);

/** Paths of the tab-bar root pages. */
export const ROOT_PATHS: readonly string[] = ROUTES.filter((r) => r.root).map((r) => r.path);

/**
 * Leaving /openVip for one of these keeps it cached for the way back (spec 002 §2, 000 §2),
 * although OpenVip is not in the general include list.
 */
export const OPEN_VIP_KEEP_WHEN_LEAVING_TO: readonly RouteName[] = ['Notice', 'ZfbPay', 'TcgPay', 'Chat', 'HelpDetail', 'ActivityRules'];

/** Path of a route with its params filled in, e.g. routePath('Space', { id: 7 }) -> '/space/7'. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  const def = ROUTE_BY_NAME[name];
  return def.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`routePath(${name}): missing param "${key}"`);
    return encodeURIComponent(String(v));
  });
}

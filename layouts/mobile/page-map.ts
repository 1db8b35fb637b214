// Every route of the table mapped to its preloadable mobile page (router/lazy-page.ts). Typed
// Record<RouteName, ...>, so a route added to src/routes/table.ts without a page here fails the
// build. Routes whose page belongs to later work map to the honest "not available yet" page.
import type { RouteName } from '@src/routes';
import { lazyPage, type LazyPage } from '@src/lib/lazy-page';
import { withWatchStart } from '@src/features/watch/with-watch-start';

const PayStatus = lazyPage(() => import('./pages/payment/pay-status-page'));
const notAvailable = lazyPage(() => import('./pages/not-available/not-available-page'));
// The watch page's requests and hls.js start with its chunk, not after it (watch-start.ts).
const watchPage = () => withWatchStart(import('./pages/watch/watch-page'));

export const PAGE_MAP: Record<RouteName, LazyPage> = {
  Home: lazyPage(() => import('./pages/home/home-page')),
  Find: lazyPage(() => import('./pages/discovery/discovery-page')),
  HotBroadcast: lazyPage(() => import('./pages/rank/rank-page')),
  MoreFocus: notAvailable, // later work: browsing
  TypePage: notAvailable, // later work: browsing
  Watching: lazyPage(() => import('./pages/watching/watching-page')),
  HistoricalRecords: lazyPage(() => import('./pages/history/history-page')),
  List: lazyPage(() => import('./pages/list/list-page')),
  MiniVideoChannel: notAvailable, // later work: browsing
  Navigation: lazyPage(() => import('./pages/navigation/navigation-page')),
  Search: lazyPage(() => import('./pages/search/search-page')),
  ChannelNavigation: lazyPage(() => import('./pages/channel-redirect/channel-redirect-page')),
  Vip: lazyPage(() => import('./pages/vip/vip-page')),
  OpenVip: lazyPage(() => import('./pages/vip/open-vip-page')),
  GiveVip: lazyPage(() => import('./pages/vip/give-vip-page')),
  ExchangeVip: lazyPage(() => import('./pages/vip/exchange-vip-page')),
  SelectPack: lazyPage(() => import('./pages/vip/select-pack-page')),
  Watch: lazyPage(watchPage),
  Play: lazyPage(watchPage),
  PlayDownload: notAvailable, // later work: player
  ChoseEpisodes: lazyPage(() => import('./pages/watch/chose-episodes-page')),
  AlbumDetail: notAvailable, // later work: player
  PlayFeedBack: lazyPage(() => import('./pages/feedback/play-feedback-page')),
  Login: lazyPage(() => import('./pages/login/login-page')),
  Register: lazyPage(() => import('./pages/register/register-page')),
  // The TV help pages opened on a phone: their touch versions.
  SetPassword: lazyPage(() => import('./pages/account/set-password-page')),
  RetrievePassword: lazyPage(() => import('./pages/account/retrieve-password-page')),
  RetrievePasswordImg: lazyPage(() => import('./pages/account/retrieve-password-img-page')),
  RetrievePasswordCode: lazyPage(() => import('./pages/account/retrieve-password-code-page')),
  ResetPassword: lazyPage(() => import('./pages/account/reset-password-page')),
  CountryList: lazyPage(() => import('./pages/account/country-list-page')),
  SelectArea: lazyPage(() => import('./pages/account/select-area-page')),
  Notice: lazyPage(() => import('./pages/payment/notice-page')),
  ChoseAddress: lazyPage(() => import('./pages/payment/chose-address-page')),
  AddAddress: lazyPage(() => import('./pages/payment/add-address-page')),
  Iframe: lazyPage(() => import('./pages/payment/iframe-page')),
  PayResult: lazyPage(() => import('./pages/payment/pay-result-page')),
  ZfbPay: lazyPage(() => import('./pages/payment/zfb-pay-page')),
  ZfbPaySuccess: PayStatus,
  ZfbPayUnpaid: PayStatus,
  ZfbPayConfirm: PayStatus,
  ZfbPayCancel: PayStatus,
  ZfbPayNotSupport: PayStatus,
  UnablePay: PayStatus,
  ZfbPayUnpaidSubmit: PayStatus,
  TcgPay: lazyPage(() => import('./pages/payment/tcg-pay-page')),
  TcgPaySuccess: PayStatus,
  Appeal: lazyPage(() => import('./pages/payment/appeal-page')),
  Chat: lazyPage(() => import('./pages/chat/chat-page')),
  ChatSet: lazyPage(() => import('./pages/messages/chat-set-page')),
  Complaint: lazyPage(() => import('./pages/messages/complaint-page')),
  Space: lazyPage(() => import('./pages/social/space-page')),
  Message: lazyPage(() => import('./pages/messages/message-centre-page')),
  SystemMessage: lazyPage(() => import('./pages/messages/system-message-page')),
  SystemMessageDetail: lazyPage(() => import('./pages/messages/system-message-detail-page')),
  FansRecords: lazyPage(() => import('./pages/messages/fans-records-page')),
  GetLike: lazyPage(() => import('./pages/messages/get-like-page')),
  CommentAndReply: lazyPage(() => import('./pages/messages/comment-and-reply-page')),
  PrivateMessage: lazyPage(() => import('./pages/chat/private-message-page')),
  UserListPage: lazyPage(() => import('./pages/social/user-list-page')),
  Blacklist: lazyPage(() => import('./pages/social/blacklist-page')),
  ScanCodeResult: lazyPage(() => import('./pages/scan/scan-code-result-page')),
  AuthorizeLogin: lazyPage(() => import('./pages/scan/authorize-login-page')),
  ScanCode: lazyPage(() => import('./pages/scan/scan-code-page')),
  HelpDetail: lazyPage(() => import('./pages/help/help-detail-page')),
  ActivityRules: lazyPage(() => import('./pages/vip/activity-rules-page')),
  HelpCenter: lazyPage(() => import('./pages/help/help-page')),
  TvHelpCenter: lazyPage(() => import('./pages/help/help-page')),
  TvDeal: lazyPage(() => import('./pages/help/help-detail-page')),
  Feedback: lazyPage(() => import('./pages/feedback/feedback-page')),
  PersonalCenter: lazyPage(() => import('./pages/user/user-page')),
  EditInfo: notAvailable, // later work: personal
  EditGender: notAvailable, // later work: personal
  EditIntroduce: notAvailable, // later work: personal
  EditNickname: notAvailable, // later work: personal
  MyCollection: notAvailable, // later work: personal
  OpenVipRecords: lazyPage(() => import('./pages/vip/vip-records-page')),
  VoteManage: notAvailable, // later work: personal
  MyGold: notAvailable, // later work: personal
  TaskCenter: notAvailable, // later work: personal
  Settings: lazyPage(() => import('./pages/settings/settings-page')),
  NewHandTask: notAvailable, // later work: personal
  MyLevel: notAvailable, // later work: personal
  AccountSecurity: notAvailable, // later work: personal
  EmailMobileSetting: notAvailable, // later work: personal
  VerifyPassword: notAvailable, // later work: personal
  SetEmailMobile: notAvailable, // later work: personal
  SetEmailMobileSuccess: notAvailable, // later work: personal
  SignIn: notAvailable, // later work: personal
  Invitation: notAvailable, // later work: personal
  InputInvitationCode: notAvailable, // later work: personal
  DynamicDetail: lazyPage(() => import('./pages/dynamics/dynamic-detail-page')),
  MyDynamic: lazyPage(() => import('./pages/dynamics/my-dynamic-page')),
  PublishDynamic: lazyPage(() => import('./pages/dynamics/publish-dynamic-page')),
  PreviewDynamicVideo: notAvailable, // later work: dynamics
  DynamicVideoAddPoster: notAvailable, // later work: dynamics
  SelectVideoPreview: notAvailable, // later work: dynamics
  GetUserLocation: notAvailable, // later work: dynamics
  SearchUserLocation: notAvailable, // later work: dynamics
  DynamicVideoEditPoster: notAvailable, // later work: dynamics
  AppDownload: lazyPage(() => import('./pages/app-download/app-download-page')),
  Test: lazyPage(() => import('./pages/diagnostics/diagnostics-page')),
  MobileTest: lazyPage(() => import('./pages/diagnostics/diagnostics-page')),
  NotFound: lazyPage(() => import('./pages/not-found/not-found-page')),
};


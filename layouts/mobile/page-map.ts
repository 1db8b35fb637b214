// Every route of the table mapped to its preloadable mobile page (router/lazy-page.ts). Typed
// Record<RouteName, ...>, so a route added to src/routes/table.ts without a page here fails the
// build. Routes whose page belongs to later work map to the honest "not available yet" page.
import type { RouteName } from '@src/routes';
import { lazyPage, type LazyPage } from '@src/lib/lazy-page';

const notAvailable = lazyPage(() => import('./pages/not-available/not-available-page'));

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
  Vip: notAvailable, // later work: vip
  OpenVip: notAvailable, // later work: vip
  GiveVip: notAvailable, // later work: vip
  ExchangeVip: notAvailable, // later work: vip
  SelectPack: notAvailable, // later work: vip
  Watch: lazyPage(() => import('./pages/watch/watch-page')),
  Play: lazyPage(() => import('./pages/watch/watch-page')),
  PlayDownload: notAvailable, // later work: player
  ChoseEpisodes: lazyPage(() => import('./pages/watch/chose-episodes-page')),
  AlbumDetail: notAvailable, // later work: player
  PlayFeedBack: notAvailable, // later work: player
  Login: lazyPage(() => import('./pages/login/login-page')),
  Register: lazyPage(() => import('./pages/register/register-page')),
  SetPassword: notAvailable, // later work: account
  RetrievePassword: notAvailable, // later work: account
  RetrievePasswordImg: notAvailable, // later work: account
  RetrievePasswordCode: notAvailable, // later work: account
  ResetPassword: notAvailable, // later work: account
  CountryList: notAvailable, // later work: account
  SelectArea: notAvailable, // later work: account
  Notice: notAvailable, // later work: payment
  ChoseAddress: notAvailable, // later work: payment
  AddAddress: notAvailable, // later work: payment
  Iframe: notAvailable, // later work: payment
  PayResult: notAvailable, // later work: payment
  ZfbPay: notAvailable, // later work: payment
  ZfbPaySuccess: notAvailable, // later work: payment
  ZfbPayUnpaid: notAvailable, // later work: payment
  ZfbPayConfirm: notAvailable, // later work: payment
  ZfbPayCancel: notAvailable, // later work: payment
  ZfbPayNotSupport: notAvailable, // later work: payment
  UnablePay: notAvailable, // later work: payment
  ZfbPayUnpaidSubmit: notAvailable, // later work: payment
  TcgPay: notAvailable, // later work: payment
  TcgPaySuccess: notAvailable, // later work: payment
  Appeal: notAvailable, // later work: payment
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
  ScanCodeResult: notAvailable, // later work: scan
  AuthorizeLogin: notAvailable, // later work: scan
  ScanCode: notAvailable, // later work: scan
  HelpDetail: notAvailable, // later work: help
  ActivityRules: notAvailable, // later work: help
  HelpCenter: notAvailable, // later work: help
  TvHelpCenter: notAvailable, // later work: help
  TvDeal: notAvailable, // later work: help
  Feedback: notAvailable, // later work: help
  PersonalCenter: lazyPage(() => import('./pages/user/user-page')),
  EditInfo: notAvailable, // later work: personal
  EditGender: notAvailable, // later work: personal
  EditIntroduce: notAvailable, // later work: personal
  EditNickname: notAvailable, // later work: personal
  MyCollection: notAvailable, // later work: personal
  OpenVipRecords: notAvailable, // later work: personal
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
  DynamicDetail: notAvailable, // later work: dynamics
  MyDynamic: notAvailable, // later work: dynamics
  PublishDynamic: notAvailable, // later work: dynamics
  PreviewDynamicVideo: notAvailable, // later work: dynamics
  DynamicVideoAddPoster: notAvailable, // later work: dynamics
  SelectVideoPreview: notAvailable, // later work: dynamics
  GetUserLocation: notAvailable, // later work: dynamics
  SearchUserLocation: notAvailable, // later work: dynamics
  DynamicVideoEditPoster: notAvailable, // later work: dynamics
  AppDownload: notAvailable, // later work: download
  Test: notAvailable, // later work: dev
  MobileTest: notAvailable, // later work: dev
  NotFound: lazyPage(() => import('./pages/not-found/not-found-page')),
};


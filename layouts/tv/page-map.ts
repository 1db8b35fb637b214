// Every route's TV page (code-split, preloadable). Routes whose page belongs to later work show
// the honest "not available yet" page. The map is a full Record, so the compiler refuses a map
// that misses a RouteName.
import type { RouteName } from '@src/routes/table';
import { lazyPage, type LazyPage } from '@src/lib/lazy-page';
import { withWatchStart } from '@src/features/watch/start';

export type { LazyPage } from '@src/lib/lazy-page';

const PayStatus = lazyPage(() => import('./pages/payment/pay-status-page'));
const NotAvailable = lazyPage(() => import('./pages/not-available'));
// The watch page's requests and hls.js start with its chunk, not after it (watch-start.ts).
const WatchPage = lazyPage(() => withWatchStart(() => import('./pages/watch/watch-page')));
const Diagnostics = lazyPage(() => import('./pages/diagnostics/diagnostics'));
const HelpCentre = lazyPage(() => import('./pages/help/help-centre'));
const HelpArticle = lazyPage(() => import('./pages/help/help-article-page'));
// Grouped pages: one chunk (and one import here) each.
const accountPages = () => import('./pages/account/pages');
const scanPages = () => import('./pages/scan/pages');
const rewardPages = () => import('./pages/rewards/pages');
const profilePages = () => import('./pages/profile/pages');

export const TV_PAGES: Record<RouteName, LazyPage> = {
  Home: lazyPage(() => import('./pages/home'), { coreTexts: true }),
  Find: lazyPage(() => import('./pages/discovery')),
  HotBroadcast: lazyPage(() => import('./pages/rank')),
  List: lazyPage(() => import('./pages/list')),
  Search: lazyPage(() => import('./pages/search')),
  Navigation: lazyPage(() => import('./pages/navigation')),
  Watching: lazyPage(() => import('./pages/watching')),
  HistoricalRecords: lazyPage(() => import('./pages/history')),
  PersonalCenter: lazyPage(() => import('./pages/user')),
  Login: lazyPage(() => import('./pages/login')),
  Register: lazyPage(() => import('./pages/register')),
  Settings: lazyPage(() => import('./pages/settings')),
  Youth: lazyPage(() => import('./pages/youth/youth')),
  SetPassword: lazyPage(() => accountPages().then((m) => ({ default: m.SetPasswordPage }))),
  RetrievePassword: lazyPage(() => accountPages().then((m) => ({ default: m.RetrievePasswordPage }))),
  RetrievePasswordImg: lazyPage(() => accountPages().then((m) => ({ default: m.RetrievePasswordImgPage }))),
  RetrievePasswordCode: lazyPage(() => accountPages().then((m) => ({ default: m.RetrievePasswordCodePage }))),
  ResetPassword: lazyPage(() => accountPages().then((m) => ({ default: m.ResetPasswordPage }))),
  CountryList: lazyPage(() => accountPages().then((m) => ({ default: m.CountryListPage }))),
  SelectArea: lazyPage(() => accountPages().then((m) => ({ default: m.SelectAreaPage }))),
  ScanCode: lazyPage(() => scanPages().then((m) => ({ default: m.ScanCodePage }))),
  ScanCodeResult: lazyPage(() => scanPages().then((m) => ({ default: m.ScanCodeResultPage }))),
  AuthorizeLogin: lazyPage(() => scanPages().then((m) => ({ default: m.AuthorizeLoginPage }))),
  EditInfo: lazyPage(() => profilePages().then((m) => ({ default: m.EditInfoPage }))),
  EditNickname: lazyPage(() => profilePages().then((m) => ({ default: m.EditNicknamePage }))),
  EditGender: lazyPage(() => profilePages().then((m) => ({ default: m.EditGenderPage }))),
  EditIntroduce: lazyPage(() => profilePages().then((m) => ({ default: m.EditIntroducePage }))),
  AccountSecurity: lazyPage(() => profilePages().then((m) => ({ default: m.AccountSecurityPage }))),
  EmailMobileSetting: lazyPage(() => profilePages().then((m) => ({ default: m.EmailMobileSettingPage }))),
  VerifyPassword: lazyPage(() => profilePages().then((m) => ({ default: m.VerifyPasswordPage }))),
  SetEmailMobile: lazyPage(() => profilePages().then((m) => ({ default: m.SetEmailMobilePage }))),
  SetEmailMobileSuccess: lazyPage(() => profilePages().then((m) => ({ default: m.SetEmailMobileSuccessPage }))),
  Watch: WatchPage,
  Play: WatchPage,
  ChoseEpisodes: lazyPage(() => import('./pages/watch/chose-episodes-page')),
  ChannelNavigation: lazyPage(() => import('./pages/channel-redirect')),
  Vip: lazyPage(() => import('./pages/vip/vip-page')),
  OpenVip: lazyPage(() => import('./pages/vip/open-vip-page')),
  GiveVip: lazyPage(() => import('./pages/vip/give-vip-page')),
  Notice: lazyPage(() => import('./pages/payment/notice-page')),
  PayResult: lazyPage(() => import('./pages/payment/pay-result-page')),
  ZfbPay: lazyPage(() => import('./pages/payment/zfb-pay-page')),
  TcgPay: lazyPage(() => import('./pages/payment/tcg-pay-page')),
  ZfbPaySuccess: PayStatus,
  ZfbPayUnpaid: PayStatus,
  ZfbPayConfirm: PayStatus,
  ZfbPayCancel: PayStatus,
  ZfbPayNotSupport: PayStatus,
  ZfbPayUnpaidSubmit: PayStatus,
  UnablePay: PayStatus,
  TcgPaySuccess: PayStatus,
  ActivityRules: lazyPage(() => import('./pages/vip/activity-rules-page')),
  ExchangeVip: lazyPage(() => import('./pages/vip/exchange-vip-page')),
  SelectPack: lazyPage(() => import('./pages/vip/select-pack-page')),
  OpenVipRecords: lazyPage(() => import('./pages/vip/vip-records-page')),
  MyCollection: lazyPage(() => rewardPages().then((m) => ({ default: m.MyCollectionPage }))),
  VoteManage: lazyPage(() => rewardPages().then((m) => ({ default: m.VoteManagePage }))),
  MyGold: lazyPage(() => rewardPages().then((m) => ({ default: m.MyGoldPage }))),
  MyLevel: lazyPage(() => rewardPages().then((m) => ({ default: m.MyLevelPage }))),
  TaskCenter: lazyPage(() => rewardPages().then((m) => ({ default: m.TaskCenterPage }))),
  NewHandTask: lazyPage(() => rewardPages().then((m) => ({ default: m.NewHandTaskPage }))),
  SignIn: lazyPage(() => rewardPages().then((m) => ({ default: m.SignInPage }))),
  Invitation: lazyPage(() => rewardPages().then((m) => ({ default: m.InvitationPage }))),
  InputInvitationCode: lazyPage(() => rewardPages().then((m) => ({ default: m.InputInvitationCodePage }))),
  Appeal: lazyPage(() => import('./pages/payment/appeal-page')),
  AddAddress: lazyPage(() => import('./pages/payment/add-address-page')),
  ChoseAddress: lazyPage(() => import('./pages/payment/chose-address-page')),
  Iframe: lazyPage(() => import('./pages/payment/iframe-page')),
  HelpCenter: HelpCentre,
  TvHelpCenter: HelpCentre,
  HelpDetail: HelpArticle,
  TvDeal: HelpArticle,
  Feedback: lazyPage(() => import('./pages/feedback/feedback')),
  PlayFeedBack: lazyPage(() => import('./pages/feedback/play-feedback')),
  AppDownload: lazyPage(() => import('./pages/app-download')),
  Test: Diagnostics,
  MobileTest: Diagnostics,
  PrivateMessage: lazyPage(() => import('./pages/chat/private-message')),
  Chat: lazyPage(() => import('./pages/chat/chat')),
  Space: lazyPage(() => import('./pages/social/space')),
  UserListPage: lazyPage(() => import('./pages/social/user-list')),
  Blacklist: lazyPage(() => import('./pages/social/blacklist')),
  Message: lazyPage(() => import('./pages/messages/message-centre')),
  SystemMessage: lazyPage(() => import('./pages/messages/system-message')),
  SystemMessageDetail: lazyPage(() => import('./pages/messages/system-message-detail')),
  FansRecords: lazyPage(() => import('./pages/messages/fans-records')),
  GetLike: lazyPage(() => import('./pages/messages/get-like')),
  CommentAndReply: lazyPage(() => import('./pages/messages/comment-and-reply')),
  ChatSet: lazyPage(() => import('./pages/messages/chat-set')),
  Complaint: lazyPage(() => import('./pages/messages/complaint')),
  NotFound: lazyPage(() => import('./pages/not-found')),
  MyDynamic: lazyPage(() => import('./pages/dynamics/my-dynamic')),
  DynamicDetail: lazyPage(() => import('./pages/dynamics/dynamic-detail')),
  PublishDynamic: lazyPage(() => import('./pages/dynamics/publish-qr')),
  MiniVideoChannel: lazyPage(() => import('./pages/browse/mini-video-channel')),
  TypePage: lazyPage(() => import('./pages/browse/type-page')),
  MoreFocus: lazyPage(() => import('./pages/browse/more-focus')),
  AlbumDetail: lazyPage(() => import('./pages/browse/album-detail')),
  PlayDownload: lazyPage(() => import('./pages/browse/play-download')),
  // The publish steps need a file picker: on TV each shows the QR code to the phone's publish page.
  PreviewDynamicVideo: lazyPage(() => import('./pages/dynamics/publish-qr')),
  DynamicVideoAddPoster: lazyPage(() => import('./pages/dynamics/publish-qr')),
  SelectVideoPreview: lazyPage(() => import('./pages/dynamics/publish-qr')),
  GetUserLocation: lazyPage(() => import('./pages/dynamics/publish-qr')),
  SearchUserLocation: lazyPage(() => import('./pages/dynamics/publish-qr')),
  DynamicVideoEditPoster: lazyPage(() => import('./pages/dynamics/publish-qr')),
};

/** Routes served by the not-available page (for tests and docs). */
export function isNotAvailable(name: RouteName): boolean {
  return TV_PAGES[name] === NotAvailable;
}

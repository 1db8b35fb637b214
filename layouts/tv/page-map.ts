// Every route's TV page (code-split, preloadable). Routes whose page belongs to later work show
// the honest "not available yet" page; the compiler refuses a map that misses a RouteName.
import { ROUTES, type RouteName } from '@src/routes/table';
import { lazyPage, type LazyPage } from '@src/lib/lazy-page';

export type { LazyPage } from '@src/lib/lazy-page';

const NotAvailable = lazyPage(() => import('./pages/not-available'));
const WatchPage = lazyPage(() => import('./pages/watch/watch-page'));

const BUILT: Partial<Record<RouteName, LazyPage>> = {
  Home: lazyPage(() => import('./pages/home')),
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
  Watch: WatchPage,
  Play: WatchPage,
  ChoseEpisodes: lazyPage(() => import('./pages/watch/chose-episodes-page')),
  ChannelNavigation: lazyPage(() => import('./pages/channel-redirect')),
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
};

function build(): Record<RouteName, LazyPage> {
  const out = {} as Record<RouteName, LazyPage>;
  for (const r of ROUTES) out[r.name] = BUILT[r.name] ?? NotAvailable;
  return out;
}

export const TV_PAGES: Record<RouteName, LazyPage> = build();

/** Routes served by the not-available page (for tests and docs). */
export function isNotAvailable(name: RouteName): boolean {
  return TV_PAGES[name] === NotAvailable;
}

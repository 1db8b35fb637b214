// The TV shell: top menu, the page host with keep-alive, and the global overlays.
import { useShieldSync } from '@src/features/shield/use-shield';
import { useAppRealtime } from '@src/features/messages/use-app-realtime';
import { useTvHandoff } from '@src/features/handoff/use-tv-handoff';
import { TopMenu } from './top-menu';
import { PageHost } from './page-host';
import { useBackFallback } from './back-fallback';
import { DialogLayer } from '../components/dialog-layer';
import { LoadingMask, Toasts } from '../components/overlays';
import { TvNavigation } from '../router/navigate';
import { StartAdHost } from './start-ad/start-ad-host';
import { YouthPromptHost } from './youth-prompt-host';

/** The shell inside a router (TvRouter, or a MemoryRouter in tests). */
export function Shell() {
  return (
    <TvNavigation>
      <ShellBody />
    </TvNavigation>
  );
}

function ShellBody() {
  // Shield lists follow the session: loaded on login or restore, emptied on logout.
  useShieldSync();
  // The one app-wide socket: session events (the kicked-out dialog) and the unread count.
  useAppRealtime();
  // Play on the TV: videos handed over by the user's phones (a lazy chunk, signed in only).
  useTvHandoff();
  useBackFallback();
  return (
    <div className="tv-app">
      <TopMenu />
      <PageHost />
      <DialogLayer />
      <LoadingMask />
      <Toasts />
      <StartAdHost />
      <YouthPromptHost />
    </div>
  );
}

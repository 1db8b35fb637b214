import { useShieldSync } from '@src/features/shield/use-shield';
import { useAppRealtime } from '@src/features/messages/use-app-realtime';
import { useDiscoverySeen } from '@src/features/messages/discovery-seen';
import { useMatches } from 'react-router-dom';
import { ROUTE_BY_NAME } from '@src/routes';
import { KeepAliveOutlet } from '../router/keep-alive-outlet';
import { handleName } from '../router/route-handle';
import { TabBar } from './tab-bar/tab-bar';
import { GlobalOverlays } from './global-overlays';
import { useDocumentTitle } from './use-document-title';
import { useGestureGuard } from './use-gesture-guard';
import { useJumpGuard, useTabBarFlag } from './use-jump-guard';
import './shell.css';

/** The mobile app frame: pages above, the bottom tab bar on root pages, overlays on top. */
export function MobileShell() {
  // Shield lists follow the session: loaded on login or restore, emptied on logout.
  useShieldSync();
  // The one app-wide socket: session events and message tips on every page.
  useAppRealtime();
  const matches = useMatches();
  const route = ROUTE_BY_NAME[handleName(matches[matches.length - 1]?.handle) ?? 'NotFound'];
  useGestureGuard();
  useDiscoverySeen(route.name === 'Find');
  useDocumentTitle(route);
  useJumpGuard();
  useTabBarFlag(route.root === true);
  return (
    <div className="m-app" data-layout="mobile">
      <main className="m-main">
        <KeepAliveOutlet />
      </main>
      {route.root && <TabBar />}
      <GlobalOverlays />
    </div>
  );
}

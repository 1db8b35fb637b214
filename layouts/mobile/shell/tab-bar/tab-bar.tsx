import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { currentPlatform, isIosSafari } from '@src/platform';
import { ROUTE_BY_NAME } from '@src/routes';
import { useMt } from '../../text';
import { useTabBarState } from '../shell-state';
import { TabBarView } from './tab-bar-view';
import { activeTab, redDots, vipTabLabel, type TabName } from './tab-rules';
import { useTabTap } from './use-tab-tap';

const HOME_ALIASES = ROUTE_BY_NAME.Home.aliases ?? [];

function detectIosSafari(): boolean {
  if (typeof navigator === 'undefined') return false;
  return currentPlatform().os === 'ios' && isIosSafari(navigator.userAgent);
}

/** The bottom tab bar wired to the router and the session/VIP stores. */
export function TabBar() {
  const t = useMt();
  const { pathname } = useLocation();
  const { user, activity, vipIconState, vipIconAnimation } = useTabBarState();
  const iosSafari = useMemo(detectIosSafari, []);
  const onTap = useTabTap(iosSafari);
  const labels: Record<TabName, string> = {
    home: t('tabs.home'),
    discovery: t('tabs.discovery'),
    vip: vipTabLabel(t('tabs.vip'), activity, vipIconState),
    rank: t('tabs.rank'),
    user: t('tabs.user'),
  };
  return (
    <TabBarView active={activeTab(pathname, HOME_ALIASES)} labels={labels} dots={redDots(user)} vipAnimated={vipIconState === 1} vipAnimation={vipIconAnimation} onTap={onTap} />
  );
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, ROUTE_BY_NAME } from '@src/routes';
import { dismissVipIcon } from '@src/features/vip/use-shell-activity';
import { scrollPageToTop } from '../scroll-registry';
import { tabAction, type TabDef } from './tab-rules';

const HOME_ALIASES = ROUTE_BY_NAME.Home.aliases ?? [];

/** Tab tap handler: scroll the current page to top, or replace/push the tab's route. */
export function useTabTap(isIOSSafari: boolean): (tab: TabDef) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (tab: TabDef) => {
      // Opening the VIP tab dismisses a shown VIP icon for today (spec 000 §4).
      if (tab.name === 'vip') dismissVipIcon();
      const action = tabAction(tab, pathname, isIOSSafari, HOME_ALIASES);
      if (action === 'scroll-top') scrollPageToTop(matchRoute(pathname).route.name);
      else navigate(tab.path, { replace: action === 'replace' });
    },
    [navigate, pathname, isIOSSafari],
  );
}

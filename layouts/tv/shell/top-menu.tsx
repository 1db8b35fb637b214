// The TV's top menu: the same five destinations as the mobile tab bar, focusable, no tab bar.
import { memo, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useT, type MessageKey } from '@src/i18n';
import { matchRoute } from '@src/routes/match';
import './top-menu.css';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';

type DotKind = 'newWorks' | 'unread';

export const MENU_ITEMS: readonly { labelKey: MessageKey; path: string; dot?: DotKind }[] = [
  { labelKey: 'tabs.home', path: href('Home') },
  { labelKey: 'tabs.discovery', path: href('Find'), dot: 'newWorks' },
  { labelKey: 'tabs.vip', path: href('Vip') },
  { labelKey: 'tabs.rank', path: href('HotBroadcast') },
  { labelKey: 'tabs.user', path: href('PersonalCenter'), dot: 'unread' },
];

export const MENU_KEY = 'tv-menu';

const MenuItem = memo(function MenuItem({ index, label, path, current, dot }: { index: number; label: string; path: string; current: boolean; dot: boolean }) {
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => {
    if (!current) navigate(path, { replace: true });
  }, [navigate, path, current]);
  const { ref, itemProps } = useFocusItem({ index, onEnter }, current ? 'tv-menu-item current' : 'tv-menu-item');
  return (
    <div ref={ref} {...itemProps} data-path={path} role="link">
      {label}
      {dot ? <span className="tv-menu-dot" data-testid="tv-menu-dot" /> : null}
    </div>
  );
});

export function TopMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const currentPath = matchRoute(pathname).route.path;
  // The red dots of spec 001 §2: new works on discovery, unread messages on mine.
  const dots: Record<DotKind, boolean> = {
    newWorks: useSession((s) => Boolean(s.user?.newWorks)),
    unread: useSession((s) => (s.user?.totalMsgCount ?? 0) > 0),
  };
  return (
    <FocusSection focusKey={MENU_KEY} className="tv-menu" attrs={{ role: 'navigation' }}>
      <div className="tv-menu-brand">{t('meta.siteTitle')}</div>
      <div className="tv-menu-items">
        {MENU_ITEMS.map((m, i) => (
          <MenuItem key={m.path} index={i} label={t(m.labelKey)} path={m.path} current={m.path === currentPath} dot={m.dot ? dots[m.dot] : false} />
        ))}
      </div>
      <SearchEntry />
    </FocusSection>
  );
}

function SearchEntry() {
  const t = useT();
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => navigate(href('Search')), [navigate]);
  const { ref, itemProps } = useFocusItem({ focusKey: 'tv-menu-search', onEnter }, 'tv-menu-search');
  return (
    <div ref={ref} {...itemProps}>
      {t('common.search')}
    </div>
  );
}

// The TV's top menu: the same five destinations as the mobile tab bar, focusable, no tab bar.
import { memo, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useT, type MessageKey } from '@src/i18n';
import { matchRoute } from '@src/routes/match';
import './top-menu.css';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { TipHost } from './message-tip/tip-host';
import { useAfterFirstScreen } from './after-first-screen';
import { useDiscoverySeen } from '@src/features/messages/discovery-seen';

type DotKind = 'newWorks' | 'unread';

export const MENU_ITEMS: readonly { labelKey: MessageKey; path: string; dot?: DotKind }[] = [
  { labelKey: 'tabs.home', path: href('Home') },
  { labelKey: 'tabs.discovery', path: href('Find'), dot: 'newWorks' },
  { labelKey: 'tabs.vip', path: href('Vip') },
  { labelKey: 'tabs.rank', path: href('HotBroadcast') },
  { labelKey: 'tabs.user', path: href('PersonalCenter'), dot: 'unread' },
];

export const MENU_KEY = 'tv-menu';

const VIP_PATH = href('Vip');
type MenuVipModule = typeof import('@src/features/vip/menu-activity');
// The VIP entry's activity label comes from a chunk loaded right after the first screen (spec
// 001 §2: the label and the animation show from launch, not once focus visits the menu):
// loading it with the home cost 3.6 KB gzip of the TV home's initial JS (measured 168.1 KB
// against the 165 KB budget), most of it the VIP contract.
const loadMenuVip = (): Promise<MenuVipModule> => import('@src/features/vip/menu-activity');
/** The VIP icon's animation plays a few times and rests on its last frame (spec 001 §2: a small animation). */
const VIP_ICON_PLAYS = 3;
type VectorAnimationComponent = (typeof import('@src/anim/vector-animation'))['VectorAnimation'];

/**
 * The vector animation player's component, loaded when the VIP icon first animates: the TV
 * home's initial JS carries neither it nor its player (decision 047). A state update rather than
 * React.lazy, which would suspend the menu.
 */
function useVectorAnimation(wanted: boolean): VectorAnimationComponent | null {
  const [component, setComponent] = useState<{ Anim: VectorAnimationComponent } | null>(null);
  useEffect(() => {
    if (!wanted || component) return undefined;
    let unmounted = false;
    void import('@src/anim/vector-animation').then((m) => {
      if (!unmounted) setComponent({ Anim: m.VectorAnimation });
    });
    return () => {
      unmounted = true;
    };
  }, [wanted, component]);
  return component?.Anim ?? null;
}

/** The VIP entry's label and animation (the activity title while one is on, spec 001 §2). */
function useMenuVip(fallback: string, wanted: boolean): { label: string; animated: boolean; animation: string | null } {
  const [vip, setVip] = useState<{ label: string; animated: boolean; animation: string | null }>({ label: fallback, animated: false, animation: null });
  useEffect(() => {
    if (!wanted) return undefined;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void loadMenuVip().then((m) => {
      if (!unmounted) stop = m.watchMenuVip(fallback, setVip);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [fallback, wanted]);
  return vip;
}

const MenuItem = memo(function MenuItem({ id, label, path, current, animated, animation, dot }: { id: string; label: string; path: string; current: boolean; animated?: boolean; animation?: string | null; dot: boolean }) {
  const Anim = useVectorAnimation(Boolean(animation));
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => {
    if (path === VIP_PATH) void loadMenuVip().then((m) => m.dismissMenuVipIcon());
    if (!current) navigate(path, { replace: true });
  }, [navigate, path, current]);
  const { ref, itemProps } = useFocusItem({ id, onEnter }, `tv-menu-item${current ? ' current' : ''}${animated ? ' is-animated' : ''}`);
  return (
    <div ref={ref} {...itemProps} data-path={path} role="link">
      {animation && Anim ? <Anim src={animation} loop={VIP_ICON_PLAYS} className="tv-menu-anim" testId="vip-icon-anim" /> : null}
      {label}
      {dot ? <span className="tv-menu-dot" data-testid="tv-menu-dot" /> : null}
    </div>
  );
});

/** A menu item's focus id: its tab's name (tabs.discovery -> 'discovery'). */
function menuItemId(labelKey: MessageKey): string {
  return labelKey.slice(labelKey.indexOf('.') + 1);
}

export function TopMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const currentPath = matchRoute(pathname).route.path;
  useDiscoverySeen(currentPath === href('Find'));
  // From launch, a moment after the first screen; focus in the menu earlier asks at once.
  const afterFirstScreen = useAfterFirstScreen();
  const [menuFocused, setMenuFocused] = useState(false);
  const vip = useMenuVip(t('tabs.vip'), afterFirstScreen || menuFocused);
  const onMenuFocus = useCallback(() => setMenuFocused(true), []);
  // The red dots of spec 001 §2: new works on discovery, unread messages on mine.
  const dots: Record<DotKind, boolean> = {
    newWorks: useSession((s) => Boolean(s.user?.newWorks)),
    unread: useSession((s) => (s.user?.totalMsgCount ?? 0) > 0),
  };
  return (
    <FocusSection focusKey={MENU_KEY} className="tv-menu" attrs={{ role: 'navigation' }} onChildFocus={onMenuFocus}>
      <div className="tv-menu-brand">{t('meta.siteTitle')}</div>
      <div className="tv-menu-items">
        {MENU_ITEMS.map((m) => (
          <MenuItem
            key={m.path}
            id={menuItemId(m.labelKey)}
            label={m.path === VIP_PATH ? vip.label : t(m.labelKey)}
            path={m.path}
            current={m.path === currentPath}
            animated={m.path === VIP_PATH && vip.animated}
            animation={m.path === VIP_PATH ? vip.animation : null}
            dot={m.dot ? dots[m.dot] : false}
          />
        ))}
      </div>
      <SearchEntry />
      <TipHost />
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

// Spec 001 §2 bottom tab bar rules, kept pure so they are tested without a router.
import { href } from '@src/routes/href';

export type TabName = 'home' | 'discovery' | 'vip' | 'rank' | 'user';

export interface TabDef {
  name: TabName;
  path: string;
}

export const TABS: readonly TabDef[] = [
  { name: 'home', path: href('Home') },
  { name: 'discovery', path: href('Find') },
  { name: 'vip', path: href('Vip') },
  { name: 'rank', path: href('HotBroadcast') },
  { name: 'user', path: href('PersonalCenter') },
];

export type TabAction = 'scroll-top' | 'replace' | 'push';

const normalise = (p: string) => {
  const lower = p.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
};

/** Which tab a path belongs to (exact match on the tab's path), or null off the tab pages. */
export function activeTab(pathname: string, homeAliases: readonly string[] = []): TabName | null {
  const p = normalise(pathname);
  for (const tab of TABS) if (normalise(tab.path) === p) return tab.name;
  if (homeAliases.some((a) => normalise(a) === p)) return 'home';
  return null;
}

/**
 * Tapping the tab of the current route scrolls that page to top; another tab replaces the
 * route, except discovery on iOS Safari which pushes (spec 001 §2).
 */
export function tabAction(tab: TabDef, pathname: string, isIOSSafari: boolean, homeAliases: readonly string[] = []): TabAction {
  if (activeTab(pathname, homeAliases) === tab.name) return 'scroll-top';
  if (tab.name === 'discovery' && isIOSSafari) return 'push';
  return 'replace';
}

export interface RedDotInput {
  newWorks?: boolean | number | null;
  totalMsgCount?: number | null;
}

/** Red dots: discovery when the user has new works, mine when unread messages are above 0. */
export function redDots(user: RedDotInput | null | undefined): Record<TabName, boolean> {
  return {
    home: false,
    discovery: Boolean(user?.newWorks),
    vip: false,
    rank: false,
    user: (user?.totalMsgCount ?? 0) > 0,
  };
}

export interface ActivityLike {
  /** Truthy when the recharge activity is on. */
  status?: number | boolean | null;
  title?: string | null;
}

/**
 * The VIP label becomes the recharge activity title when an activity is active and the VIP
 * icon state is not 3 (3 = hidden, spec 000 §4).
 */
export function vipTabLabel(defaultLabel: string, activity: ActivityLike | null | undefined, vipIconState?: number | null): string {
  if (!activity || !activity.title || !activity.status) return defaultLabel;
  if (vipIconState === 3) return defaultLabel;
  return activity.title;
}

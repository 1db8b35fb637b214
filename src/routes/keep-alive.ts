// The keep-alive policy of both layouts, as data in and data out (spec 000 §2, 002 §2): which
// pages stay mounted (hidden) after a navigation, so they come back with their state, scroll
// and focus. The TV page host and the mobile outlet only apply what this returns.
import { OPEN_VIP_KEEP_WHEN_LEAVING_TO, ROUTE_BY_NAME, type RouteName } from './table';

/** A route of the include list: kept once visited (keepAlive, and never a noCache route). */
export const inIncludeList = (name: RouteName): boolean => {
  const def = ROUTE_BY_NAME[name];
  return def.keepAlive === true && def.noCache !== true;
};

/**
 * /openVip is not in the include list, but leaving it for one of its follow-up pages (payment
 * notice, the pay pages, chat, help, activity rules) keeps it for the way back; a layout
 * renders it under a stable identity while it is current, so keeping it keeps its state.
 */
export const keptOnLeave = (name: RouteName): boolean => name === 'OpenVip';

/**
 * The pages kept after navigating from `from` (null at start) to `to`: the include list once
 * visited; /openVip while the user goes on to one of OPEN_VIP_KEEP_WHEN_LEAVING_TO (or comes
 * back to it), dropped by any other navigation.
 */
export function keptAfter(kept: readonly RouteName[], from: RouteName | null, to: RouteName): RouteName[] {
  const followUp = OPEN_VIP_KEEP_WHEN_LEAVING_TO.includes(to);
  let next = kept.filter((n) => !keptOnLeave(n) || n === to || followUp);
  if (from !== null && keptOnLeave(from) && followUp && !next.includes(from)) next = [...next, from];
  if (inIncludeList(to) && !next.includes(to)) next = [...next, to];
  return next;
}

/** Whether the current page is rendered under its route name (stable) rather than per visit. */
export const stableIdentity = (kept: readonly RouteName[], current: RouteName): boolean => kept.includes(current) || keptOnLeave(current);

/**
 * The spec's cache state (002 §2: targetPage, isFallBack, nonFallback) for one navigation: the
 * page reached, whether it was reached by Back (a history pop: back, forward, or the entry the
 * app opened on) and its address.
 */
export interface PageVisit {
  targetPage: RouteName;
  isFallBack: boolean;
  /** Path and query, without the device switches (`layout`, `debug…`) that do not change the page. */
  address: string;
}

/** The address of a location as the keep-alive policy compares it. */
export function visitAddress(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  for (const k of [...q.keys()]) if (k === 'layout' || k.startsWith('debug')) q.delete(k);
  q.sort();
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}

/**
 * nonFallback: kept pages that come back as they were left only by Back (help, /openVip and its
 * like); reached anew they start fresh. The tab-bar roots also come back as left when their tab
 * is chosen again, as a tab bar is expected to do.
 */
export const nonFallback = (name: RouteName): boolean => ROUTE_BY_NAME[name].root !== true;

/**
 * Whether a kept page, kept at `keptAt`, is shown as it was left (state, scroll, focus) or
 * rebuilt fresh: Back to the same address restores it; a new visit with other parameters
 * (another address) always starts fresh, and so does a new visit of a nonFallback page.
 */
export function restoresKept(keptAt: string | undefined, visit: PageVisit): boolean {
  if (keptAt === undefined || keptAt !== visit.address) return false;
  return visit.isFallBack || !nonFallback(visit.targetPage);
}

/**
 * The per-layout record of what each kept page shows: its address and a generation that grows
 * each time it must start fresh (the layouts key the kept page by it, so it remounts).
 * `visit` returns whether the page starts fresh.
 */
export class KeptVisits {
  private readonly at = new Map<RouteName, string>();
  private readonly gen = new Map<RouteName, number>();

  visit(visit: PageVisit, kept: readonly RouteName[]): boolean {
    for (const name of [...this.at.keys()]) if (!kept.includes(name) && name !== visit.targetPage) this.at.delete(name);
    const before = this.at.get(visit.targetPage);
    const fresh = before !== undefined && !restoresKept(before, visit);
    if (fresh) this.gen.set(visit.targetPage, this.generation(visit.targetPage) + 1);
    this.at.set(visit.targetPage, visit.address);
    return fresh;
  }

  generation(name: RouteName): number {
    return this.gen.get(name) ?? 0;
  }
}

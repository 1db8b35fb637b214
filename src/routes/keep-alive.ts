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

// Bargain rules of the client (spec 000 §4, §5, §9): price text with a euro sign, the
// countdown to endTime (seconds), which packages the bargain tab shows once a bargain exists.
import type { BargainInfo, VipPackage } from '@src/api/contract/vip';

export const BARGAIN_REFETCH_MS = 3000;
export const FREE_CLAIM_OVERLAY_MS = 3000;

/** The bargained price as shown: a euro sign and two decimals at most. */
export const bargainPriceText = (price: number): string => `€${Math.round(price * 100) / 100}`;

/** Whole seconds left until endTime (never below 0). */
export const secondsLeft = (endTime: number, nowMs: number): number => Math.max(0, endTime - Math.floor(nowMs / 1000));

/** 'HH:MM:SS' of a number of seconds. */
export function countdownText(sec: number): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(sec / 3600))}:${p(Math.floor((sec % 3600) / 60))}:${p(sec % 60)}`;
}

/** A tab with bargain packages. */
export const isBargainTab = (packages: readonly VipPackage[]): boolean => packages.some((p) => p.bargain);

/** On the bargain tab, once a bargain exists, only the bargained package is shown. */
export function visiblePackages(packages: readonly VipPackage[], bargain: BargainInfo | null | undefined): readonly VipPackage[] {
  if (!bargain || bargain.type === 0 || !isBargainTab(packages)) return packages;
  const only = packages.filter((p) => p.packageId === bargain.packageId);
  return only.length ? only : packages;
}

/** The bargain key an order of this package carries: a finished bargain with a price above 0. */
export const orderBargainKey = (bargain: BargainInfo | null | undefined, packageId: number | null): string | undefined =>
  bargain && bargain.type === 2 && bargain.price > 0 && bargain.packageId === packageId && bargain.key ? bargain.key : undefined;

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

/** Where a bargain stands (spec 000 §4: type 0 none, 1 joined, 2 finished; at 2 a price of 0 is a free claim). */
export type BargainStage = 'invite' | 'joined' | 'priced' | 'free';

export function bargainStage(info: BargainInfo): BargainStage {
  if (info.type === 1) return 'joined';
  if (info.type === 2) return info.price === 0 ? 'free' : 'priced';
  return 'invite';
}

/** What the viewer can do with the bargain: named intents instead of the raw type. */
export type BargainIntent = 'join' | 'openLink' | 'claimFree' | 'giveUp';

/** The intents allowed at this stage, in the order they show; joining needs a chosen package. */
export function bargainIntents(stage: BargainStage, packageId: number | null): readonly BargainIntent[] {
  switch (stage) {
    case 'invite':
      return packageId !== null ? ['join'] : [];
    case 'joined':
      return ['openLink', 'giveUp'];
    case 'free':
      return ['claimFree', 'giveUp'];
    case 'priced':
      return ['giveUp'];
  }
}

/** Each intent's button label. */
export const BARGAIN_INTENT_LABEL = {
  join: 'vip.bargainInvite',
  openLink: 'vip.bargainOpen',
  claimFree: 'vip.bargainClaim',
  giveUp: 'vip.bargainGiveUp',
} as const satisfies Record<BargainIntent, string>;

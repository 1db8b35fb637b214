// Pure rules of the VIP purchase (spec 000 §4, §5): which package and pay type are selected,
// which price a package shows, where each pay type leads, and the gift-by-scan address.
import type { PayType, VipPackage, VipPayInfo } from '@src/api/contract/vip';

export interface Selection {
  categoryIndex: number;
  packageId: number | null;
  payType: number | null;
}

/** Pay types of a category (its own list, else the pay info's). */
export function payTypesOf(info: VipPayInfo | undefined, categoryIndex: number): readonly PayType[] {
  const cat = info?.categoryList[categoryIndex];
  if (!cat) return [];
  return cat.payTypes.length ? cat.payTypes : info.payTypes;
}

/** The first package and first pay type of a category: the default, and what a tab switch selects. */
export function selectionFor(info: VipPayInfo | undefined, categoryIndex: number): Selection {
  const cat = info?.categoryList[categoryIndex];
  return {
    categoryIndex: cat ? categoryIndex : 0,
    packageId: cat?.data[0]?.packageId ?? null,
    payType: payTypesOf(info, cat ? categoryIndex : 0)[0]?.payType ?? null,
  };
}

/**
 * The selection a link asks for (/openVip's categoryId, selectId / id, activeIndex), where the
 * pay info has it; anything it lacks falls back to the defaults.
 */
export function selectionFromQuery(info: VipPayInfo | undefined, q: { categoryId?: number; packageId?: number; activeIndex?: number }): Selection {
  if (!info) return selectionFor(info, 0);
  let idx = q.categoryId !== undefined ? info.categoryList.findIndex((c) => c.id === q.categoryId) : -1;
  if (idx < 0 && q.activeIndex !== undefined && info.categoryList[q.activeIndex]) idx = q.activeIndex;
  if (idx < 0 && q.packageId !== undefined) idx = info.categoryList.findIndex((c) => c.data.some((p) => p.packageId === q.packageId));
  const sel = selectionFor(info, Math.max(0, idx));
  const cat = info.categoryList[sel.categoryIndex];
  if (q.packageId !== undefined && cat?.data.some((p) => p.packageId === q.packageId)) sel.packageId = q.packageId;
  return sel;
}

export interface ShownPrice {
  price: number;
  rmb: number;
  symbol: string;
  /** The list price when a discount applies (struck through), else null. */
  was: number | null;
}

/** A package with only one of disprice and disrmb uses the normal price and rmb (spec 000 §5). */
export function shownPrice(p: VipPackage): ShownPrice {
  const discounted = p.disprice > 0 && p.disrmb > 0;
  return discounted
    ? { price: p.disprice, rmb: p.disrmb, symbol: p.priceSymbol, was: p.price }
    : { price: p.price, rmb: p.rmb, symbol: p.priceSymbol, was: null };
}

export type PayRoute = 'card' | 'gateway' | 'zfb' | 'tcg' | 'manual';

/** Where a pay type leads (spec 000 §4): -1 card order, 5 gateway, 0/1 /zfbPay, 2 /tcgPay, 3 chat. */
export function payRouteOf(payType: number): PayRoute | null {
  switch (payType) {
    case -1:
      return 'card';
    case 5:
      return 'gateway';
    case 0:
    case 1:
      return 'zfb';
    case 2:
      return 'tcg';
    case 3:
      return 'manual';
    default:
      return null;
  }
}

export type PayProblem = 'login' | 'selection';

/** Paying needs a logged-in user, a selected package and a selected pay type (spec 000 §5). */
export function payProblem(loggedIn: boolean, packageId: number | null, payType: number | null): PayProblem | null {
  if (!loggedIn) return 'login';
  if (packageId === null || payType === null || payRouteOf(payType) === null) return 'selection';
  return null;
}

/** Promotion codes of a package joined by '|' (the order's Promotions). */
export const promotionsOf = (p: VipPackage): string => p.promotions.map((x) => x.promotionCode).join('|');

/** /openVip's nav title: renew when type is 1, else open (spec 000 §2). */
export const openVipTitleKey = (type: number | undefined): 'vip.renew' | 'vip.open' => (type === 1 ? 'vip.renew' : 'vip.open');

/** The gift dialog shows when the scanned uid is known and differs from the logged-in user. */
export const isGiftScan = (scannedUid: number | null, myUid: number | null): boolean => scannedUid !== null && scannedUid > 0 && myUid !== null && scannedUid !== myUid;

export interface OpenVipLink {
  uid: number;
  id: number;
  categoryId: number;
  activeIndex: number;
  type?: number;
}

/** Query of the phone's /openVip link a TV shows as a QR code for the focused package. */
export function openVipQuery(l: OpenVipLink): Record<string, number> {
  return { uid: l.uid, id: l.id, selectId: l.id, categoryId: l.categoryId, activeIndex: l.activeIndex, ...(l.type !== undefined ? { type: l.type } : {}) };
}

/** A positive integer from a query value, else undefined. */
export function queryInt(v: string | null | undefined): number | undefined {
  if (v === null || v === undefined || !/^-?\d{1,12}$/.test(v)) return undefined;
  return Number(v);
}

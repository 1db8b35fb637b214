// Server-side pricing: the only place an order's amount comes from. The client never sends a
// price (order requests carrying one are refused in orders.ts).

export interface PackageRow {
  id: number;
  category_id: number;
  name: string;
  type: number;
  validity_days: number;
  gift_days: number;
  price: number;
  price_symbol: string;
  rmb: number;
  disprice: number;
  disrmb: number;
  promotions: { promotionCode: string; title: string }[] | string;
  bargain: boolean;
  menber_count: number;
  /** No longer offered (staff retired it; orders still name it). */
  retired?: boolean;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The price a package sells at: disprice/disrmb when the package has both (spec 000 §5: a
 * package with only one of them uses the normal price and rmb), else price/rmb.
 */
export function listPrice(p: Pick<PackageRow, 'price' | 'rmb' | 'disprice' | 'disrmb'>): { amount: number; rmb: number } {
  const discounted = Number(p.disprice) > 0 && Number(p.disrmb) > 0;
  return discounted ? { amount: Number(p.disprice), rmb: Number(p.disrmb) } : { amount: Number(p.price), rmb: Number(p.rmb) };
}

/** A bargained price in the package currency, with rmb scaled in proportion. */
export function bargainPrice(p: Pick<PackageRow, 'price' | 'rmb' | 'disprice' | 'disrmb'>, price: number): { amount: number; rmb: number } {
  const list = listPrice(p);
  const amount = round2(Math.max(0, Math.min(price, list.amount)));
  return { amount, rmb: list.amount > 0 ? round2((list.rmb * amount) / list.amount) : 0 };
}

export function promotionsOf(p: Pick<PackageRow, 'promotions'>): { promotionCode: string; title: string }[] {
  const v = typeof p.promotions === 'string' ? (JSON.parse(p.promotions) as unknown) : p.promotions;
  return Array.isArray(v) ? (v as { promotionCode: string; title: string }[]) : [];
}

/** Days an order of this package grants: validity plus gift days. */
export const daysOf = (p: Pick<PackageRow, 'validity_days' | 'gift_days'>): number => p.validity_days + p.gift_days;

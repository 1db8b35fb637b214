// The VIP catalogue as the server reads it: categories, packages and the pay types offered in a
// region. Pay info (GetVipPayType) and order creation read it the same way, so an order can only
// use a package and pay type the pay info offered.
import type { Queryable } from '../db/db';
import type { PackageRow } from './pricing';

export interface CategoryRow { id: number; name: string; style_type: number; pay_types: string; sort: number }
export interface PayTypeRow { pay_type: number; title: string; img: string; sort: number; regions: string }

export interface VipCatalog {
  categories: CategoryRow[];
  packages: PackageRow[];
  payTypes: PayTypeRow[];
}

export const VIP_CATALOG_TABLES = ['vip_categories', 'vip_packages', 'pay_types'];

/** What is offered: a retired package (staff, ADR 061) is neither shown nor ordered. */
export async function loadCatalog(db: Queryable): Promise<VipCatalog> {
  const categories = (await db.query<CategoryRow>('SELECT id, name, style_type, pay_types, sort FROM vip_categories ORDER BY sort, id')).rows;
  const packages = (await db.query<PackageRow>('SELECT * FROM vip_packages WHERE NOT retired ORDER BY sort, id')).rows;
  const payTypes = (await db.query<PayTypeRow>('SELECT pay_type, title, img, sort, regions FROM pay_types ORDER BY sort, pay_type')).rows;
  return { categories, packages, payTypes };
}

/** Region codes are two letters, upper case; anything else means "not given". */
export const normRegion = (r: string | undefined): string => (r && /^[A-Za-z]{2}$/.test(r) ? r.toUpperCase() : '');

const offeredIn = (t: PayTypeRow, region: string) => !t.regions || t.regions.split(',').map((s) => s.trim().toUpperCase()).includes(region);

/** The pay types of a category offered in `region`, in the pay-type order. */
export function payTypesOf(cat: VipCatalog, categoryId: number, region: string): PayTypeRow[] {
  const c = cat.categories.find((x) => x.id === categoryId);
  if (!c) return [];
  const listed = new Set(c.pay_types.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n)));
  return cat.payTypes.filter((t) => listed.has(t.pay_type) && offeredIn(t, region));
}

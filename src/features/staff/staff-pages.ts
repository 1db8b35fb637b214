// The console's pages: where each is, the right it needs (the menu shows only what the role
// holds; the server checks every call anyway) and whether the server has its endpoints yet.
// A page whose endpoints the server lacks says so (NotBuiltPage) rather than pretend; the
// catalogue pages (issue 38 point 4) are tables and forms of src/api/contract/staff-catalog*.ts.
import type { StaffPermission } from '@src/api/contract/staff';

export type StaffPageId =
  | 'dashboard' | 'cases' | 'room' | 'shield' | 'users' | 'orders' | 'refunds' | 'audit' | 'staff'
  | 'catalog' | 'homeRows' | 'ads' | 'help' | 'packages';

export interface StaffPage {
  id: StaffPageId;
  /** Under /admin. */
  path: string;
  /** Any one of these rights opens the page. */
  perms: readonly StaffPermission[];
  /** False: the server has no endpoints for it yet. */
  built: boolean;
}

export const STAFF_PAGES: readonly StaffPage[] = [
  { id: 'dashboard', path: '/', perms: ['dashboard.read'], built: true },
  { id: 'cases', path: '/cases', perms: ['reports.handle'], built: true },
  { id: 'room', path: '/room', perms: ['barrage.moderate'], built: true },
  { id: 'shield', path: '/shield', perms: ['shield.edit'], built: true },
  { id: 'users', path: '/users', perms: ['users.read'], built: true },
  { id: 'orders', path: '/orders', perms: ['orders.read'], built: true },
  { id: 'refunds', path: '/refunds', perms: ['orders.read'], built: true },
  { id: 'audit', path: '/audit', perms: ['audit.read'], built: true },
  { id: 'staff', path: '/staff', perms: ['staff.manage'], built: true },
  { id: 'catalog', path: '/catalog', perms: ['catalog.edit'], built: true },
  { id: 'homeRows', path: '/home-rows', perms: ['catalog.edit'], built: true },
  { id: 'ads', path: '/ads', perms: ['ads.edit'], built: true },
  { id: 'help', path: '/help', perms: ['help.edit'], built: true },
  { id: 'packages', path: '/packages', perms: ['packages.edit'], built: true },
];

/** The page of a path under /admin (its first segment), or null. */
export function staffPageOf(path: string): StaffPage | null {
  const first = `/${path.replace(/^\/+/, '').split(/[/?#]/)[0]}`;
  return STAFF_PAGES.find((p) => p.path === first) ?? null;
}

/** Whether a role holding `perms` may open the page. */
export const mayOpen = (page: StaffPage, perms: readonly string[]): boolean => page.perms.some((p) => perms.includes(p));

// Staff permissions (issue 38): one bit each in a role's bit set (staff_roles.perms). Shared by
// the server (checks) and the console (what to show); the server is the only judge.

export const STAFF_PERMISSIONS = [
  'staff.manage', // give or take staff roles
  'audit.read',
  'dashboard.read',
  'reports.handle', // the moderation queue: dismiss, action a case
  'barrage.moderate', // hide barrage, purge a sender, slow mode
  'comments.moderate',
  'users.read', // search users, see a user's detail
  'users.restrict', // mute, ban
  'users.vip', // grant or revoke VIP by hand
  'orders.read',
  'payments.confirm', // confirm a manual payment
  'refunds.create',
  'refunds.approve', // the second approval of a large refund
  'shield.edit', // the global shield keyword list
  'catalog.edit', // titles, episodes, home rows
  'ads.edit',
  'help.edit',
  'packages.edit', // VIP packages and prices
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const permissionBit = (p: StaffPermission): number => 1 << STAFF_PERMISSIONS.indexOf(p);

export const bitsOf = (perms: readonly StaffPermission[]): number => perms.reduce((acc, p) => acc | permissionBit(p), 0);

export const permissionsOf = (bits: number): StaffPermission[] => STAFF_PERMISSIONS.filter((p) => (bits & permissionBit(p)) !== 0);

/** The preset roles; the database holds them (staff_roles) so an admin can add others. */
export const STAFF_ROLE_PRESETS: Record<string, { title: string; perms: readonly StaffPermission[] }> = {
  admin: { title: '管理员', perms: STAFF_PERMISSIONS },
  operator: { title: '运营', perms: ['dashboard.read', 'catalog.edit', 'ads.edit', 'help.edit', 'packages.edit'] },
  moderator: {
    title: '审核员',
    perms: ['dashboard.read', 'reports.handle', 'barrage.moderate', 'comments.moderate', 'users.read', 'users.restrict', 'shield.edit'],
  },
  kefu: { title: '客服', perms: ['dashboard.read', 'users.read', 'orders.read', 'payments.confirm', 'refunds.create', 'refunds.approve'] },
};

/** The header a staff session token travels in (never the query: tokens stay out of URLs and logs). */
export const STAFF_TOKEN_HEADER = 'x-staff-token';

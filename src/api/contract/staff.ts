// Staff console: sign-in, who am I, roles (issue 38, ADR 056). Every /api/Staff call is
// `auth: 'none'` for the member token: the staff session token from staffLogin travels in the
// x-staff-token header (STAFF_TOKEN_HEADER) and the server checks it and the role's permission
// bits on every call (ret 201 without a live staff session, ret 403 without the right).
import { endpoint } from './endpoint';
import { array, integer, object, optional, string, type Infer } from './schema';
import { empty, listOf, text } from './common';
import { ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS } from './limits';
import { STAFF_PERMISSIONS } from './staff-permissions';

export * from './staff-permissions';

/** A client's key for one click of an action: a double click or retry sends the same one. */
export const requestId = () => string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** The reason every money and restriction action carries (shown in the audit log). */
export const staffReason = () => text(200, 1);
export const staffPage = {
  page: optional(integer({ minimum: 1, maximum: 10000 })),
  pageSize: optional(integer({ minimum: 1, maximum: 100 })),
};

const permission = string({ enum: STAFF_PERMISSIONS });
const roleName = string({ minLength: 1, maxLength: 32, pattern: '^[a-z][a-z0-9_-]*$' });

export const staffMeSchema = object({
  uid: integer(),
  username: string(),
  nickName: string(),
  role: string(),
  roleTitle: string(),
  permissions: array(permission),
  /** Unix seconds the session ends (8 h after sign-in). */
  expiresAt: integer(),
});
export type StaffMe = Infer<typeof staffMeSchema>;

export const staffLogin = endpoint({
  name: 'staffLogin', method: 'POST', path: '/api/Staff/Login',
  body: object({ username: text(ACCOUNT_MAX_CHARS, 1), password: text(PASSWORD_MAX_CHARS, 1), totp: string({ pattern: '^[0-9]{6}$', maxLength: 6 }) }),
  reply: object({ token: string(), me: staffMeSchema }),
  auth: 'none',
  doc: 'Staff sign-in: password and the 6-digit TOTP code. Wrong -> ret 1001 (one message for every wrong part); not staff -> 1001; 5 wrong tries per name or 20 per address in 15 min -> 429.',
});

export const staffLogout = endpoint({
  name: 'staffLogout', method: 'POST', path: '/api/Staff/Logout',
  body: object({}), reply: empty, auth: 'none',
  doc: 'Ends the staff session of the x-staff-token header.',
});

export const staffMe = endpoint({
  name: 'staffMe', method: 'GET', path: '/api/Staff/Me',
  query: object({}), reply: staffMeSchema, auth: 'none',
  doc: 'The signed-in staff member, the role and its permissions (the console shows only what they allow; the server checks each call).',
});

export const staffRoleSchema = object({ name: string(), title: string(), permissions: array(permission) });
export type StaffRole = Infer<typeof staffRoleSchema>;

export const staffRoles = endpoint({
  name: 'staffRoles', method: 'GET', path: '/api/Staff/Roles',
  query: object({}), reply: listOf(staffRoleSchema), auth: 'none',
  doc: 'Roles and their permissions (staff.manage).',
});

export const staffMemberSchema = object({ uid: integer(), username: string(), nickName: string(), role: string(), disabled: integer({ minimum: 0, maximum: 1 }), createdAt: integer() });
export type StaffMember = Infer<typeof staffMemberSchema>;

export const staffMembers = endpoint({
  name: 'staffMembers', method: 'GET', path: '/api/Staff/Members',
  query: object({}), reply: listOf(staffMemberSchema), auth: 'none',
  doc: 'Staff members (staff.manage).',
});

export const staffSetRole = endpoint({
  name: 'staffSetRole', method: 'POST', path: '/api/Staff/SetRole',
  body: object({ uid: integer({ minimum: 1 }), role: optional(roleName), disabled: optional(integer({ minimum: 0, maximum: 1 })) }),
  reply: object({ member: staffMemberSchema, totpSecret: string() }),
  auth: 'none',
  doc: 'Makes a user staff with a role, changes the role or disables the member (staff.manage). A role holding any permission the caller lacks -> 403. totpSecret: the new member\'s seed, only when the user became staff now (else "").',
});

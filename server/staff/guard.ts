// The staff guard (issue 38): a staff session token in the x-staff-token header, checked on the
// server against staff_sessions and the member's current role bits on every call. A member
// token, a forged role claim or a missing permission is refused with ret 403 before anything
// changes. Use it at the top of every staff handler:
//   const actor = await requirePermission(ctx, req, 'catalog.edit');
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RET } from '../../src/api/contract/envelope';
import { permissionBit, STAFF_TOKEN_HEADER, type StaffPermission } from '../../src/api/contract/staff-permissions';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';

/** Who acts: handed to audit() so every row says who, with which role, from which address. */
export interface StaffActor {
  uid: number;
  username: string;
  role: string;
  perms: number;
  ip: string;
}

export const STAFF_SIGN_IN_MSG = '请先登录管理后台';
export const NO_PERMISSION_MSG = '您没有此操作的权限';

export const staffTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const nowS = () => Math.floor(Date.now() / 1000);

/** The staff member behind the request's token (ret 201 without a live staff session). */
export async function staffOf(db: Queryable, req: FastifyRequest): Promise<StaffActor> {
  const token = req.headers[STAFF_TOKEN_HEADER];
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) throw new ApiError(RET.SESSION_INVALID, STAFF_SIGN_IN_MSG);
  const row = await one<{ uid: number; username: string; role: string; perms: number; disabled: boolean; expires_at: number }>(
    db,
    `SELECT s.uid, u.username, st.role, r.perms, st.disabled, s.expires_at
     FROM staff_sessions s JOIN staff st ON st.uid = s.uid JOIN staff_roles r ON r.name = st.role JOIN users u ON u.id = s.uid
     WHERE s.token_hash = $1`,
    [staffTokenHash(token)],
  );
  if (!row || row.expires_at <= nowS()) throw new ApiError(RET.SESSION_INVALID, '管理后台登录已过期，请重新登录');
  if (row.disabled) throw new ApiError(RET.FORBIDDEN, '该员工账号已停用');
  return { uid: row.uid, username: row.username, role: row.role, perms: row.perms, ip: req.ip };
}

export const hasPermission = (actor: StaffActor, p: StaffPermission) => (actor.perms & permissionBit(p)) !== 0;

/** Refuses (ret 403, nothing changed) unless the staff member holds every permission named. */
export async function requirePermission(ctx: Pick<AppContext, 'db'>, req: FastifyRequest, ...perms: StaffPermission[]): Promise<StaffActor> {
  const actor = await staffOf(ctx.db, req);
  for (const p of perms) if (!hasPermission(actor, p)) throw new ApiError(RET.FORBIDDEN, NO_PERMISSION_MSG);
  return actor;
}

/** No staff member hands out a right they do not hold. */
export function assertCanGrant(actor: StaffActor, bits: number): void {
  if ((bits & ~actor.perms) !== 0) throw new ApiError(RET.FORBIDDEN, '不能授予自己没有的权限');
}

// Staff sign-in (password + TOTP), sign-out, me, roles and members (issue 38).
import { randomBytes } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import { staffLogin, staffLogout, staffMe, staffMembers, staffRoles, staffSetRole, type StaffMe, type StaffMember, type StaffRole } from '../../src/api/contract/staff';
import { permissionsOf, STAFF_TOKEN_HEADER } from '../../src/api/contract/staff-permissions';
import { verifyPassword } from '../auth/password';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { RouteKit } from '../routes/types';
import { audit } from './audit';
import { assertCanGrant, requirePermission, staffOf, staffTokenHash } from './guard';
import { newTotpSecret, totpValid } from './totp';

/** Staff sessions last 8 hours, members' a month (ADR 056: a stolen console tab is worth more). */
export const STAFF_SESSION_S = 8 * 3600;
const LOGIN_FAILED_MSG = '账号、密码或动态验证码错误';

const nowS = () => Math.floor(Date.now() / 1000);

async function meOf(db: Queryable, uid: number, expiresAt: number): Promise<StaffMe> {
  const r = await one<{ uid: number; username: string; nick_name: string; role: string; title: string; perms: number }>(
    db,
    `SELECT u.id AS uid, u.username, u.nick_name, s.role, r.title, r.perms FROM staff s JOIN users u ON u.id = s.uid JOIN staff_roles r ON r.name = s.role WHERE s.uid = $1`,
    [uid],
  );
  if (!r) throw notFound('员工');
  return { uid: r.uid, username: r.username, nickName: r.nick_name, role: r.role, roleTitle: r.title, permissions: permissionsOf(r.perms), expiresAt };
}

interface MemberRow { uid: number; username: string; nick_name: string; role: string; disabled: boolean; created_at: number }
const MEMBER_SELECT = 'SELECT s.uid, u.username, u.nick_name, s.role, s.disabled, s.created_at FROM staff s JOIN users u ON u.id = s.uid';
const toMember = (r: MemberRow): StaffMember => ({ uid: r.uid, username: r.username, nickName: r.nick_name, role: r.role, disabled: r.disabled ? 1 : 0, createdAt: r.created_at });

export function staffAuthRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffLogin, async ({ body, req }) => {
    // Wrong tries count (per staff name and per address); a name or address that spent them is
    // refused before its password is even checked.
    const keys: [['staffLoginName', string], ['staffLoginAddress', string]] = [['staffLoginName', body.username.toLowerCase()], ['staffLoginAddress', req.ip]];
    await ctx.flood.refuseIfSpent('登录尝试过于频繁，请15分钟后再试', ...keys);
    const r = await one<{ id: number; password_hash: string; totp_secret: string; disabled: boolean; banned: boolean }>(
      db,
      `SELECT u.id, u.password_hash, s.totp_secret, s.disabled, u.banned FROM users u JOIN staff s ON s.uid = u.id WHERE lower(u.username) = lower($1)`,
      [body.username],
    );
    // One answer for every wrong part, so a guess learns nothing about which part was right.
    const passOk = r ? await verifyPassword(body.password, r.password_hash) : false;
    if (!r || !passOk || !totpValid(r.totp_secret, body.totp)) {
      await ctx.flood.countFailure(...keys);
      throw new ApiError(RET.LOGIN_FAILED, LOGIN_FAILED_MSG);
    }
    if (r.disabled || r.banned) throw new ApiError(RET.FORBIDDEN, '该员工账号已停用');
    const token = randomBytes(32).toString('base64url');
    const now = nowS();
    const expiresAt = now + STAFF_SESSION_S;
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM staff_sessions WHERE uid = $1 AND expires_at <= $2', [r.id, now]);
      await tx.query('INSERT INTO staff_sessions (token_hash, uid, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [staffTokenHash(token), r.id, req.ip, now, expiresAt]);
      const role = (await one<{ role: string }>(tx, 'SELECT role FROM staff WHERE uid = $1', [r.id]))?.role ?? '';
      await audit(tx, { uid: r.id, role, ip: req.ip }, { action: 'staff.login', target: `user:${r.id}` });
    });
    return { token, me: await meOf(db, r.id, expiresAt) };
  });

  on(staffLogout, async ({ req }) => {
    const actor = await staffOf(db, req);
    await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [staffTokenHash(String(req.headers[STAFF_TOKEN_HEADER]))]);
    await audit(db, actor, { action: 'staff.logout', target: `user:${actor.uid}` });
    return null;
  });

  on(staffMe, async ({ req }) => {
    const actor = await staffOf(db, req);
    const s = await one<{ expires_at: number }>(db, 'SELECT expires_at FROM staff_sessions WHERE token_hash = $1', [staffTokenHash(String(req.headers[STAFF_TOKEN_HEADER]))]);
    return meOf(db, actor.uid, s?.expires_at ?? 0);
  });

  on(staffRoles, async ({ req }) => {
    await requirePermission(ctx, req, 'staff.manage');
    const { rows } = await db.query<{ name: string; title: string; perms: number }>('SELECT name, title, perms FROM staff_roles ORDER BY name');
    return { list: rows.map((r): StaffRole => ({ name: r.name, title: r.title, permissions: permissionsOf(r.perms) })) };
  });

  on(staffMembers, async ({ req }) => {
    await requirePermission(ctx, req, 'staff.manage');
    const { rows } = await db.query<MemberRow>(`${MEMBER_SELECT} ORDER BY s.uid`);
    return { list: rows.map(toMember) };
  });

  on(staffSetRole, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'staff.manage');
    if (body.uid === actor.uid) throw badRequest('不能修改自己的角色');
    return db.transaction(async (tx) => {
      const user = await one<{ id: number }>(tx, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [body.uid]);
      if (!user) throw notFound('用户');
      const before = await one<MemberRow>(tx, `${MEMBER_SELECT} WHERE s.uid = $1`, [body.uid]);
      // Changing someone who holds rights the caller lacks is as good as granting them.
      if (before) assertCanGrant(actor, (await one<{ perms: number }>(tx, 'SELECT perms FROM staff_roles WHERE name = $1', [before.role]))?.perms ?? 0);
      let totpSecret = '';
      if (body.role !== undefined) {
        const role = await one<{ perms: number }>(tx, 'SELECT perms FROM staff_roles WHERE name = $1', [body.role]);
        if (!role) throw notFound('角色');
        assertCanGrant(actor, role.perms);
        if (before) await tx.query('UPDATE staff SET role = $2 WHERE uid = $1', [body.uid, body.role]);
        else {
          totpSecret = newTotpSecret();
          await tx.query('INSERT INTO staff (uid, role, totp_secret, created_at) VALUES ($1, $2, $3, $4)', [body.uid, body.role, totpSecret, nowS()]);
        }
      } else if (!before) throw badRequest('请选择角色');
      if (body.disabled !== undefined) {
        await tx.query('UPDATE staff SET disabled = $2 WHERE uid = $1', [body.uid, body.disabled === 1]);
        if (body.disabled === 1) await tx.query('DELETE FROM staff_sessions WHERE uid = $1', [body.uid]);
      }
      const after = await one<MemberRow>(tx, `${MEMBER_SELECT} WHERE s.uid = $1`, [body.uid]);
      if (!after) throw notFound('员工');
      await audit(tx, actor, { action: 'staff.role.set', target: `user:${body.uid}`, before: before ? toMember(before) : null, after: toMember(after) });
      return { member: toMember(after), totpSecret };
    });
  });
}

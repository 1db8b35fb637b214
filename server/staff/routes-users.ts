// Staff: find users, a user's detail, mute/ban, VIP by hand (issue 38).
import { staffUserDetail, staffUserRestrict, staffUsers, staffVipGrant, staffVipRevoke, type StaffUserRow } from '../../src/api/contract/staff-users';
import { one, type Queryable } from '../db/db';
import { badRequest, notFound } from '../http/api-error';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { grantVip, revokeVip } from '../payments/grant';
import { pushToUser } from '../socket/index';
import { audit } from './audit';
import { requirePermission } from './guard';
import { once } from './once';
import { ORDER_SELECT, toStaffOrder, type StaffOrderRow } from './orders-view';

interface UserRowDb {
  id: number; username: string; nick_name: string; phone: string; email: string; vip_level: number; vip_expire: number; gold: number;
  created_at: number; banned: boolean; muted_until: number; restrict_reason: string; vip_type_name: string; vip_category_id: number;
}
const USER_COLS = 'id, username, nick_name, phone, email, vip_level, vip_expire, gold, created_at, banned, muted_until, restrict_reason, vip_type_name, vip_category_id';
const toRow = (u: UserRowDb): StaffUserRow => ({
  uid: u.id, username: u.username, nickName: u.nick_name, phone: u.phone, email: u.email, vipLevel: u.vip_level, vipExpire: u.vip_expire,
  gold: u.gold, createdAt: u.created_at, banned: u.banned, mutedUntil: u.muted_until,
});
const restrictionOf = (u: UserRowDb) => ({ banned: u.banned, mutedUntil: u.muted_until, reason: u.restrict_reason });
const nowS = () => Math.floor(Date.now() / 1000);

async function userFor(tx: Queryable, uid: number, lock = false): Promise<UserRowDb> {
  const u = await one<UserRowDb>(tx, `SELECT ${USER_COLS} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [uid]);
  if (!u) throw notFound('用户');
  return u;
}

export function staffUserRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffUsers, async ({ query, req }) => {
    await requirePermission(ctx, req, 'users.read');
    const { page, pageSize, offset } = pageArgs(query);
    const q = query.q.trim();
    const uid = /^\d{1,9}$/.test(q) ? Number(q) : 0;
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = `WHERE id = $1 OR lower(username) LIKE $2 ESCAPE '\\' OR lower(nick_name) LIKE $2 ESCAPE '\\' OR phone LIKE $2 ESCAPE '\\' OR lower(email) LIKE $2 ESCAPE '\\'`;
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM users ${where}`, [uid, like]))?.n ?? 0);
    const { rows } = await db.query<UserRowDb>(`SELECT ${USER_COLS} FROM users ${where} ORDER BY (id = $1) DESC, id LIMIT ${pageSize} OFFSET ${offset}`, [uid, like]);
    return pagedOf(rows.map(toRow), page, pageSize, total);
  });

  on(staffUserDetail, async ({ query, req }) => {
    await requirePermission(ctx, req, 'users.read');
    const u = await userFor(db, query.uid);
    const devices = (
      await db.query<{ kind: string; device_name: string; ip: string; created_at: number; last_seen: number }>(
        'SELECT kind, device_name, ip, created_at, last_seen FROM sessions WHERE uid = $1 ORDER BY last_seen DESC LIMIT 50', [u.id],
      )
    ).rows.map((d) => ({ kind: d.kind, deviceName: d.device_name, ip: d.ip, createdAt: d.created_at, lastSeen: d.last_seen }));
    const orders = (await db.query<StaffOrderRow>(`${ORDER_SELECT} WHERE o.uid = $1 OR o.to_uid = $1 ORDER BY o.created_at DESC LIMIT 50`, [u.id])).rows.map(toStaffOrder);
    return {
      user: toRow(u),
      vip: { level: u.vip_level, typeName: u.vip_type_name, categoryId: u.vip_category_id, expire: u.vip_expire },
      devices, orders, restriction: restrictionOf(u),
    };
  });

  on(staffUserRestrict, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'users.restrict');
    if (body.uid === actor.uid) throw badRequest('不能处理自己的账号');
    if (body.action === 'mute' && !body.hours) throw badRequest('请填写禁言时长');
    const out = await db.transaction(async (tx) => {
      const before = await userFor(tx, body.uid, true);
      if (await one(tx, 'SELECT 1 FROM staff WHERE uid = $1 AND NOT disabled', [body.uid])) throw badRequest('不能处理员工账号');
      const now = nowS();
      if (body.action === 'mute') await tx.query('UPDATE users SET muted_until = $2, restrict_reason = $3 WHERE id = $1', [body.uid, now + (body.hours ?? 1) * 3600, body.reason]);
      else if (body.action === 'ban') {
        // A ban ends every session: a new token generation voids the tokens handed out.
        await tx.query('UPDATE users SET banned = true, restrict_reason = $2, token_gen = token_gen + 1 WHERE id = $1', [body.uid, body.reason]);
        await tx.query('DELETE FROM sessions WHERE uid = $1', [body.uid]);
      } else await tx.query(`UPDATE users SET banned = false, muted_until = 0, restrict_reason = '' WHERE id = $1`, [body.uid]);
      const after = await userFor(tx, body.uid);
      await audit(tx, actor, { action: `user.${body.action}`, target: `user:${body.uid}`, before: restrictionOf(before), after: { ...restrictionOf(after), hours: body.hours ?? null } });
      return restrictionOf(after);
    });
    if (body.action === 'ban') pushToUser(ctx.io, body.uid, 'userStateChange', { action: 1, msg: '账号已被封禁', reason: 'ban', source: 'staff' });
    return out;
  });

  on(staffVipGrant, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'users.vip');
    const out = await db.transaction((tx) =>
      once(tx, actor, 'vip.grant', body.requestId, async () => {
        const cat = await one<{ type: number }>(tx, 'SELECT max(type)::integer AS type FROM vip_packages WHERE category_id = $1', [body.categoryId]);
        if (!cat?.type) throw notFound('会员类别');
        const before = await userFor(tx, body.uid);
        const g = await grantVip(tx, { uid: body.uid, source: `staff:${actor.uid}:${body.requestId}`, type: cat.type, days: body.days, categoryId: body.categoryId }, nowS());
        if (!g) throw notFound('用户');
        await audit(tx, actor, {
          action: 'vip.grant', target: `user:${body.uid}`,
          before: { level: before.vip_level, expire: before.vip_expire }, after: { ...g.after, days: body.days, categoryId: body.categoryId, reason: body.reason },
        });
        return { level: g.after.level, expire: g.after.expire };
      }),
    );
    pushToUser(ctx.io, body.uid, 'userStateChange', { action: 0, msg: '', reason: 'vip', source: 'staff' });
    return out;
  });

  on(staffVipRevoke, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'users.vip');
    const out = await db.transaction((tx) =>
      once(tx, actor, 'vip.revoke', body.requestId, async () => {
        const before = await userFor(tx, body.uid);
        const now = nowS();
        const days = body.days ?? Math.ceil(Math.max(0, before.vip_expire - now) / 86400) + 1;
        const after = await revokeVip(tx, body.uid, days, now);
        if (!after) throw notFound('用户');
        await audit(tx, actor, { action: 'vip.revoke', target: `user:${body.uid}`, before: { level: before.vip_level, expire: before.vip_expire }, after: { ...after, days, reason: body.reason } });
        return { level: after.level, expire: after.expire };
      }),
    );
    pushToUser(ctx.io, body.uid, 'userStateChange', { action: 0, msg: '', reason: 'vip', source: 'staff' });
    return out;
  });
}

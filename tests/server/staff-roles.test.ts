// Staff sign-in (password + TOTP), the role rules of the staff endpoints, and the audit trail
// they leave (issue 38).
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import {
  staffAudit, staffDashboard, staffLogin, staffMe, staffRoles, staffSetRole, staffShieldWordEdit, staffUserDetail, staffUserRestrict, staffUsers, staffVipGrant,
  STAFF_TOKEN_HEADER, type StaffMe,
} from '../../src/api/contract/index';
import { DEMO_STAFF } from '../../server/staff/seed-staff';
import { checkAuditChain } from '../../server/staff/audit';
import { totpNow } from '../../server/staff/totp';
import { freshAddress, postFrom } from './from-address';
import { BACKENDS, clientFor } from './harness';
import { rid, staffSignIn } from './staff-kit';
import { account } from './vip-fixtures';

const seedOf = (name: string) => DEMO_STAFF.find((s) => s.username === name)?.totpSecret ?? '';

describe.each(BACKENDS)('staff roles on %s', (backend) => {
  it('signs in with password and TOTP only; a wrong or old code, a member or a wrong password get one refusal', async () => {
    const c = await clientFor(backend);
    const now = Math.floor(Date.now() / 1000);
    const tries = [
      { username: 'admin_demo', password: 'demo1234', totp: '000000' === totpNow(seedOf('admin_demo')) ? '111111' : '000000' },
      { username: 'admin_demo', password: 'demo1234', totp: totpNow(seedOf('admin_demo'), now - 600) },
      { username: 'admin_demo', password: 'wrong-pass', totp: totpNow(seedOf('admin_demo')) },
      { username: 'member_demo', password: 'demo1234', totp: totpNow(seedOf('admin_demo')) },
    ];
    for (const t of tries) {
      const r = await postFrom(c.url, freshAddress(), staffLogin.path, t);
      expect(r.ret).toBe(RET.LOGIN_FAILED);
      expect(r.msg).toBe('账号、密码或动态验证码错误');
    }
    const ok = await staffSignIn(c, 'mod_demo');
    expect(ok.me).toMatchObject({ username: 'mod_demo', role: 'moderator' });
    expect(ok.me.permissions).toContain('reports.handle');
    expect(ok.me.permissions).not.toContain('refunds.create');
    // Staff sessions end after 8 hours.
    expect(ok.me.expiresAt - now).toBeGreaterThan(8 * 3600 - 60);
    expect(ok.me.expiresAt - now).toBeLessThanOrEqual(8 * 3600 + 60);
    const me = await c.get<StaffMe>(staffMe.path, {}, ok.headers);
    expect(me.data.uid).toBe(ok.me.uid);
  });

  it('limits sign-in tries per staff name', async () => {
    const c = await clientFor(backend);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await postFrom(c.url, freshAddress(), staffLogin.path, { username: 'nobody_staff', password: 'x', totp: '123456' })).ret);
    expect(codes.slice(0, 5).every((r) => r === RET.LOGIN_FAILED)).toBe(true);
    expect(codes.slice(5)).toEqual([RET.RATE_LIMITED, RET.RATE_LIMITED]);
  });

  it('refuses a member token, a forged role header and a kefu on admin endpoints with 403 or 201, and changes nothing', async () => {
    const c = await clientFor(backend);
    const member = await c.login('member_demo');
    const target = await account(c);
    const vipBefore = (await c.server.db.query<{ vip_level: number }>('SELECT vip_level FROM users WHERE id = $1', [target.uid])).rows[0].vip_level;
    const grant = { uid: target.uid, categoryId: 2, days: 30, reason: '测试', requestId: rid() };
    // A member token is no staff session.
    const asMember = await c.post(staffVipGrant.path, grant, member.headers);
    expect(asMember.ret).toBe(RET.SESSION_INVALID);
    // A made-up token, and a role claimed in a header, count for nothing.
    const forged = await c.post(staffVipGrant.path, grant, { ...member.headers, [STAFF_TOKEN_HEADER]: 'x'.repeat(43), 'x-staff-role': 'admin' });
    expect(forged.ret).toBe(RET.SESSION_INVALID);
    const kefu = await staffSignIn(c, 'kefu_demo');
    const mod = await staffSignIn(c, 'mod_demo');
    for (const [headers, ep, args] of [
      [kefu.headers, staffRoles, {}], [kefu.headers, staffAudit, {}], [kefu.headers, staffShieldWordEdit, { word: '禁词' }],
      [mod.headers, staffVipGrant, grant], [kefu.headers, staffVipGrant, grant],
    ] as const) {
      const r = ep.method === 'GET' ? await c.get(ep.path, args as never, headers) : await c.post(ep.path, args, headers);
      expect(r.ret, `${ep.name}`).toBe(RET.FORBIDDEN);
      expect(r.msg).toBe('您没有此操作的权限');
    }
    const vipAfter = (await c.server.db.query<{ vip_level: number }>('SELECT vip_level FROM users WHERE id = $1', [target.uid])).rows[0].vip_level;
    expect(vipAfter).toBe(vipBefore);
    expect((await c.server.db.query(`SELECT 1 FROM global_shield_words WHERE word = '禁词'`)).rows).toHaveLength(0);
    // The allowed paths: the moderator adds a shield word, the kefu reads the dashboard and a user, the admin grants VIP.
    expect((await c.post(staffShieldWordEdit.path, { word: '禁词' }, mod.headers)).ret).toBe(RET.OK);
    expect((await c.get(staffDashboard.path, {}, kefu.headers)).ret).toBe(RET.OK);
    const found = await c.get<{ list: { uid: number }[] }>(staffUsers.path, { q: String(target.uid) }, kefu.headers);
    expect(found.data.list[0].uid).toBe(target.uid);
    expect((await c.get(staffUserDetail.path, { uid: target.uid }, kefu.headers)).ret).toBe(RET.OK);
    const admin = await staffSignIn(c, 'admin_demo');
    const g = await c.post<{ level: number }>(staffVipGrant.path, grant, admin.headers);
    expect(g.ret).toBe(RET.OK);
    expect(g.data.level).toBe(2);
    // The same key again: the first outcome, no second grant.
    const again = await c.post<{ level: number; expire: number }>(staffVipGrant.path, grant, admin.headers);
    expect(again.data).toEqual(g.data);
    expect((await c.server.db.query('SELECT 1 FROM vip_grants WHERE uid = $1', [target.uid])).rows).toHaveLength(1);
    const log = await c.get<{ list: { action: string; staffUid: number; target: string; after: string }[]; total: number }>(staffAudit.path, { action: 'vip.', target: `user:${target.uid}` }, admin.headers);
    expect(log.data.total).toBe(1);
    expect(log.data.list[0]).toMatchObject({ action: 'vip.grant', staffUid: admin.me.uid });
    expect(JSON.parse(log.data.list[0].after)).toMatchObject({ reason: '测试', days: 30 });
    expect(await checkAuditChain(c.server.db)).toMatchObject({ ok: true });
  });

  it('bans a user: the token stops working and sign-in is refused until the ban is lifted', async () => {
    const c = await clientFor(backend);
    const mod = await staffSignIn(c, 'mod_demo');
    const name = `ban${Date.now().toString(36)}`;
    expect((await c.post('/api/Login/Register', { account: name, password: 'secret12' })).ret).toBe(RET.OK);
    const u = await c.login(name, 'secret12');
    const uid = Number(u.token.uid);
    expect((await c.post('/api/User/GetUserInfo', {}, u.headers)).ret).toBe(RET.OK);
    // A member token is no staff session.
    expect((await c.get(staffMe.path, {}, u.headers)).ret).toBe(RET.SESSION_INVALID);
    const banned = await c.post<{ banned: boolean }>(staffUserRestrict.path, { uid, action: 'ban', reason: '发布违规内容' }, mod.headers);
    expect(banned.data.banned).toBe(true);
    expect((await c.post('/api/User/GetUserInfo', {}, u.headers)).ret).toBe(RET.SESSION_INVALID);
    const again = await c.post('/api/Login/Login', { account: name, password: 'secret12' });
    expect(again.ret).toBe(RET.FORBIDDEN);
    expect(again.msg).toBe('账号已被封禁，如有疑问请联系客服');
    expect((await c.post(staffUserRestrict.path, { uid, action: 'lift', reason: '申诉通过' }, mod.headers)).ret).toBe(RET.OK);
    expect((await c.post('/api/Login/Login', { account: name, password: 'secret12' })).ret).toBe(RET.OK);
  });

  it('lets no staff member grant a right they do not hold', async () => {
    const c = await clientFor(backend);
    const admin = await staffSignIn(c, 'admin_demo');
    const u = await account(c);
    // An operator-level role without staff.manage.
    await c.server.db.query(`INSERT INTO staff_roles (name, title, perms) VALUES ('lead_mod', '审核组长', $1) ON CONFLICT DO NOTHING`, [1 | (1 << 3)]);
    const made = await c.post<{ member: { role: string }; totpSecret: string }>(staffSetRole.path, { uid: u.uid, role: 'lead_mod' }, admin.headers);
    expect(made.ret).toBe(RET.OK);
    expect(made.data.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const lead = await postFrom<{ token: string }>(c.url, freshAddress(), staffLogin.path, { username: (await c.server.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [u.uid])).rows[0].username, password: 'secret12', totp: totpNow(made.data.totpSecret) });
    expect(lead.ret).toBe(RET.OK);
    const other = await account(c);
    const r = await c.post(staffSetRole.path, { uid: other.uid, role: 'admin' }, { [STAFF_TOKEN_HEADER]: lead.data.token });
    expect(r.ret).toBe(RET.FORBIDDEN);
    expect(r.msg).toBe('不能授予自己没有的权限');
    expect((await c.server.db.query('SELECT 1 FROM staff WHERE uid = $1', [other.uid])).rows).toHaveLength(0);
  });
});

// Staff money (issue 38): manual payment confirmation through settle(), refunds that are one
// refund under parallel double requests, the VIP they paid for taken back, and the second
// approval above the configured amount.
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { staffConfirmPayment, staffRefund, staffRefundDecide, type StaffOrder, type StaffRefund } from '../../src/api/contract/staff-users';
import { checkAuditChain } from '../../server/staff/audit';
import { BACKENDS, clientFor } from './harness';
import { putOrder, rid, staffSignIn } from './staff-kit';
import { account } from './vip-fixtures';

describe.each(BACKENDS)('staff money on %s', (backend) => {
  it('confirms a manual payment once, however many clicks', async () => {
    const c = await clientFor(backend);
    const kefu = await staffSignIn(c, 'kefu_demo');
    const u = await account(c);
    const id = await putOrder(c, u.uid, { packageId: 101, state: 'created', payType: 3 });
    const key = rid();
    const replies = await Promise.all([
      c.post<StaffOrder>(staffConfirmPayment.path, { orderId: id, reason: '已收到转账', requestId: key }, kefu.headers),
      c.post<StaffOrder>(staffConfirmPayment.path, { orderId: id, reason: '已收到转账', requestId: key }, kefu.headers),
      c.post<StaffOrder>(staffConfirmPayment.path, { orderId: id, reason: '已收到转账', requestId: rid() }, kefu.headers),
    ]);
    for (const r of replies) expect(r.data?.state, r.msg).toBe('paid');
    expect((await c.server.db.query(`SELECT 1 FROM vip_grants WHERE source = $1`, [`order:${id}`])).rows).toHaveLength(1);
    expect((await c.server.db.query<{ vip_level: number }>('SELECT vip_level FROM users WHERE id = $1', [u.uid])).rows[0].vip_level).toBe(1);
  });

  it('refunds once under parallel double requests and takes back the VIP days', async () => {
    const c = await clientFor(backend);
    const kefu = await staffSignIn(c, 'kefu_demo');
    const u = await account(c);
    const id = await putOrder(c, u.uid, { packageId: 101, state: 'paid' });
    const key = rid();
    const body = { orderId: id, reason: '用户误购', requestId: key };
    const replies = await Promise.all([
      c.post<StaffRefund>(staffRefund.path, body, kefu.headers),
      c.post<StaffRefund>(staffRefund.path, body, kefu.headers),
      c.post<StaffRefund>(staffRefund.path, { ...body, requestId: rid() }, kefu.headers),
    ]);
    for (const r of replies) expect(r.ret, r.msg).toBe(RET.OK);
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1);
    expect((await c.server.db.query('SELECT 1 FROM refunds WHERE order_id = $1', [id])).rows).toHaveLength(1);
    const done = (await c.post<StaffRefund>(staffRefund.path, body, kefu.headers)).data;
    expect(done).toMatchObject({ state: 'done', vipDaysTaken: 30, amount: 3.99 });
    const user = (await c.server.db.query<{ vip_level: number }>('SELECT vip_level FROM users WHERE id = $1', [u.uid])).rows[0];
    expect(user.vip_level).toBe(0);
    expect((await c.server.db.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [id])).rows[0].state).toBe('refunded');
    const refundRows = (await c.server.db.query(`SELECT 1 FROM audit_log WHERE target = $1 AND action = 'refund.done'`, [`order:${id}`])).rows;
    expect(refundRows).toHaveLength(1);
  });

  it('holds a refund above the approval amount for a second staff member', async () => {
    const c = await clientFor(backend);
    const kefu = await staffSignIn(c, 'kefu_demo');
    const admin = await staffSignIn(c, 'admin_demo');
    const u = await account(c);
    const id = await putOrder(c, u.uid, { packageId: 301, state: 'paid' });
    const asked = await c.post<StaffRefund>(staffRefund.path, { orderId: id, reason: '重复购买', requestId: rid() }, kefu.headers);
    expect(asked.data.state).toBe('awaiting_approval');
    expect((await c.server.db.query<{ vip_level: number }>('SELECT vip_level FROM users WHERE id = $1', [u.uid])).rows[0].vip_level).toBe(3);
    // The one who asked cannot approve it.
    const self = await c.post(staffRefundDecide.path, { id: asked.data.id, approve: true }, kefu.headers);
    expect(self.ret).toBe(RET.FORBIDDEN);
    expect(self.msg).toBe('退款需由另一位员工审批');
    const mod = await staffSignIn(c, 'mod_demo');
    expect((await c.post(staffRefundDecide.path, { id: asked.data.id, approve: true }, mod.headers)).ret).toBe(RET.FORBIDDEN);
    const approved = await Promise.all([
      c.post<StaffRefund>(staffRefundDecide.path, { id: asked.data.id, approve: true }, admin.headers),
      c.post<StaffRefund>(staffRefundDecide.path, { id: asked.data.id, approve: true }, admin.headers),
    ]);
    const final = (await c.post<StaffRefund>(staffRefundDecide.path, { id: asked.data.id, approve: true }, admin.headers)).data;
    expect(approved.every((r) => r.ret === RET.OK)).toBe(true);
    expect(final).toMatchObject({ state: 'done', approvedBy: admin.me.uid, requestedBy: kefu.me.uid, vipDaysTaken: 365 });
    expect((await c.server.db.query(`SELECT 1 FROM audit_log WHERE target = $1 AND action = 'refund.done'`, [`order:${id}`])).rows).toHaveLength(1);
    expect(await checkAuditChain(c.server.db)).toMatchObject({ ok: true });
  });
});

import { describe, expect, it } from 'vitest';
import { audit, checkAuditChain } from '../../server/staff/audit';
import { BACKENDS, clientFor } from './harness';

const actor = { uid: 1, role: 'admin', ip: '127.0.0.1' };

describe.each(BACKENDS)('audit log on %s', (backend) => {
  it('chains rows, refuses UPDATE and DELETE, and the check finds a tampered row', async () => {
    const { server } = await clientFor(backend);
    const db = server.db;
    const a = await audit(db, actor, { action: 'test.first', target: 'user:1', before: { vip: 0 }, after: { vip: 1 } });
    const b = await audit(db, actor, { action: 'test.second', target: 'user:2' });
    expect(b).toBeGreaterThan(a);
    const rows = (await db.query<{ id: number; prev_hash: string; hash: string }>('SELECT id, prev_hash, hash FROM audit_log WHERE id IN ($1, $2) ORDER BY id', [a, b])).rows;
    expect(rows[1].prev_hash).toBe(rows[0].hash);
    expect(await checkAuditChain(db)).toMatchObject({ ok: true });
    await expect(db.query(`UPDATE audit_log SET action = 'x' WHERE id = $1`, [a])).rejects.toThrow(/insert-only/);
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [a])).rejects.toThrow(/insert-only/);
    // Someone with the owner's rights turns the trigger off and edits a row: the chain breaks there.
    await db.exec(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update; UPDATE audit_log SET after = '{"vip":9}' WHERE id = ${a}; ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_update`);
    expect(await checkAuditChain(db)).toMatchObject({ ok: false, brokenAt: a });
  });
});

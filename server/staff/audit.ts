// The audit log (issue 38): every staff action appended to audit_log, an insert-only table (a
// trigger refuses UPDATE, DELETE and TRUNCATE) whose rows are hash-chained: each row's hash
// covers its fields and the previous row's hash, so changing or removing a row breaks the
// chain (`npm run audit:check`). Append inside the transaction of the change itself:
//   await db.transaction(async (tx) => { ...change...; await audit(tx, actor, { action, target, before, after }); });
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import type { StaffActor } from './guard';

export interface AuditEntry {
  /** Dotted name, e.g. 'vip.grant', 'report.dismiss', 'catalog.title.edit'. */
  action: string;
  /** What was acted on, e.g. 'user:12', 'order:V2026...', 'video:v1001'. */
  target?: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  id: number;
  created_at: number;
  staff_uid: number;
  role: string;
  action: string;
  target: string;
  before: string;
  after: string;
  ip: string;
  prev_hash: string;
  hash: string;
}

export const GENESIS_HASH = '0'.repeat(64);

const json = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

/** The hash of one row: its fields in a fixed order, then the previous hash. */
export function rowHash(r: Omit<AuditRow, 'hash'>): string {
  const fields = [r.id, r.created_at, r.staff_uid, r.role, r.action, r.target, r.before, r.after, r.ip, r.prev_hash];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const isDb = (q: Queryable | Db): q is Db => 'transaction' in q;

/** Appends one row; pass the transaction of the change (a Db opens its own). Returns the row id. */
export async function audit(q: Queryable | Db, actor: Pick<StaffActor, 'uid' | 'role' | 'ip'>, entry: AuditEntry): Promise<number> {
  if (isDb(q)) return q.transaction((tx) => audit(tx, actor, entry));
  // One writer at a time: the chain needs the previous row's hash.
  await q.query('LOCK TABLE audit_log IN EXCLUSIVE MODE');
  const last = (await q.query<{ hash: string }>('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];
  const id = Number((await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::integer AS id`)).rows[0].id);
  const row = {
    id,
    created_at: Math.floor(Date.now() / 1000),
    staff_uid: actor.uid,
    role: actor.role,
    action: entry.action,
    target: entry.target ?? '',
    before: json(entry.before),
    after: json(entry.after),
    ip: actor.ip.slice(0, 64),
    prev_hash: last?.hash ?? GENESIS_HASH,
  };
  await q.query(
    `INSERT INTO audit_log (id, created_at, staff_uid, role, action, target, before, after, ip, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [row.id, row.created_at, row.staff_uid, row.role, row.action, row.target, row.before, row.after, row.ip, row.prev_hash, rowHash(row)],
  );
  return id;
}

export interface ChainCheck {
  ok: boolean;
  rows: number;
  /** The first row whose hash or link does not hold. */
  brokenAt?: number;
}

/** Walks the whole chain in id order (in pages) and recomputes every hash. */
export async function checkAuditChain(db: Queryable): Promise<ChainCheck> {
  let prev = GENESIS_HASH;
  let after = 0;
  let count = 0;
  for (;;) {
    const { rows } = await db.query<AuditRow>('SELECT * FROM audit_log WHERE id > $1 ORDER BY id LIMIT 1000', [after]);
    if (!rows.length) return { ok: true, rows: count };
    for (const r of rows) {
      const { hash, ...rest } = r;
      if (r.prev_hash !== prev || rowHash(rest) !== hash) return { ok: false, rows: count, brokenAt: r.id };
      prev = hash;
      after = r.id;
      count++;
    }
  }
}

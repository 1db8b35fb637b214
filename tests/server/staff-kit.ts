// Helpers of the staff suites: staff sign-in with the demo TOTP seeds, orders put in place.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { staffLogin, STAFF_TOKEN_HEADER, type StaffMe } from '../../src/api/contract/staff';
import { DEMO_STAFF } from '../../server/staff/seed-staff';
import { totpNow } from '../../server/staff/totp';
import { postFrom, freshAddress } from './from-address';
import type { Client, Headers } from './harness';

export const rid = () => `r${randomBytes(8).toString('hex')}`;

export async function staffSignIn(c: Client, username: (typeof DEMO_STAFF)[number]['username']): Promise<{ headers: Headers; me: StaffMe }> {
  const seed = DEMO_STAFF.find((s) => s.username === username)?.totpSecret ?? '';
  const r = await postFrom<{ token: string; me: StaffMe }>(c.url, freshAddress(), staffLogin.path, { username, password: 'demo1234', totp: totpNow(seed) });
  expect(r.ret, r.msg).toBe(RET.OK);
  return { headers: { [STAFF_TOKEN_HEADER]: r.data.token }, me: r.data.me };
}

/** A paid (or unpaid manual) order of a package, made directly in the database. */
export async function putOrder(c: Client, uid: number, opts: { packageId: number; state: 'paid' | 'created'; payType?: number }): Promise<string> {
  const p = (await c.server.db.query<{ category_id: number; type: number; validity_days: number; price: number; rmb: number }>(
    'SELECT category_id, type, validity_days, price, rmb FROM vip_packages WHERE id = $1', [opts.packageId],
  )).rows[0];
  const id = `VOT${randomBytes(8).toString('hex')}`;
  const now = Math.floor(Date.now() / 1000);
  await c.server.db.query(
    `INSERT INTO orders (id, uid, to_uid, package_id, category_id, pay_type, amount, rmb, price_symbol, vip_type, days, state, created_at, updated_at, expires_at, paid_at)
     VALUES ($1, $2, $2, $3, $4, $5, $6, $7, '€', $8, $9, $10, $11, $11, $12, $13)`,
    [id, uid, opts.packageId, p.category_id, opts.payType ?? 3, Number(p.price), Number(p.rmb), p.type, p.validity_days, opts.state, now, now + 1800, opts.state === 'paid' ? now : null],
  );
  if (opts.state === 'paid') {
    await c.server.db.query(`UPDATE users SET vip_level = $2, vip_expire = $3 WHERE id = $1`, [uid, p.type, now + p.validity_days * 86400]);
  }
  return id;
}

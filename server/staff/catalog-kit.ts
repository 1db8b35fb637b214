// Small helpers of the staff catalogue routes (ADR 061).
import { randomBytes } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';

export const nowS = () => Math.floor(Date.now() / 1000);

export const conflict = (msg: string) => new ApiError(RET.CONFLICT, msg);

/**
 * The next id of a table whose id is a plain integer key (ads, help_articles, vip_packages and
 * recharge_activity came from the seed with fixed ids, no sequence). The table lock keeps two
 * creates from taking one id; it lasts until the transaction ends.
 */
export async function nextId(tx: Queryable, table: 'ads' | 'help_articles' | 'vip_packages' | 'recharge_activity' | 'categories'): Promise<number> {
  await tx.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
  const r = await tx.query<{ n: number }>(`SELECT (COALESCE(max(id), 0) + 1)::integer AS n FROM ${table}`);
  return Number(r.rows[0]?.n ?? 1);
}

/** A fresh media key for a title made without one. */
export const newMediaKey = () => `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

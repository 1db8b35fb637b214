// VIP codes for operators (`npm run vip:codes`): 16 characters of Crockford base32 (80 random
// bits), printed as XXXX-XXXX-XXXX-XXXX and stored only as a SHA-256 (the code's entropy makes
// a stored hash useless for guessing). Redeeming is single use: the UPDATE that sets used_by
// only matches an unused, unexpired code.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { parseArgs, stringOption } from '../media/cli-args';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_CHARS = 16;

export function newCode(): string {
  const bytes = randomBytes(CODE_CHARS);
  let s = '';
  for (let i = 0; i < CODE_CHARS; i++) s += ALPHABET[bytes[i] & 31];
  return s.match(/.{4}/g)!.join('-');
}

/** Case, spaces and dashes do not matter; Crockford's look-alikes (O, I, L) read as 0, 1, 1. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const codeHash = (code: string): string => createHash('sha256').update(normalizeCode(code)).digest('hex');

export interface CodeBatch {
  count: number;
  days: number;
  type: number;
  /** The category whose name the user's VIP takes; default: the first category selling `type`. */
  categoryId?: number;
  /** How long the codes can be redeemed, in days (default 365). */
  validDays?: number;
  batch?: string;
}

export const LIMITS = { count: 10_000, days: 3650, type: 9, validDays: 3650 };

export function checkBatch(b: CodeBatch): string | null {
  const int = (v: unknown, min: number, max: number) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
  if (!int(b.count, 1, LIMITS.count)) return `--count must be 1..${LIMITS.count}`;
  if (!int(b.days, 1, LIMITS.days)) return `--days must be 1..${LIMITS.days}`;
  if (!int(b.type, 1, LIMITS.type)) return `--type must be 1..${LIMITS.type}`;
  if (b.validDays !== undefined && !int(b.validDays, 1, LIMITS.validDays)) return `--valid-days must be 1..${LIMITS.validDays}`;
  return null;
}

/** Makes and stores a batch; returns the codes (shown once, never stored in clear). */
export async function makeVipCodes(db: Queryable, b: CodeBatch, now = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const bad = checkBatch(b);
  if (bad) throw new Error(bad);
  const category = b.categoryId ?? (await db.query<{ id: number }>('SELECT category_id AS id FROM vip_packages WHERE type = $1 ORDER BY sort, id LIMIT 1', [b.type])).rows[0]?.id ?? 0;
  const codes: string[] = [];
  const expires = now + (b.validDays ?? 365) * 86_400;
  while (codes.length < b.count) {
    const code = newCode();
    const ins = await db.query(
      `INSERT INTO vip_codes (code_hash, vip_type, category_id, days, batch, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING code_hash`,
      [codeHash(code), b.type, category, b.days, b.batch ?? '', now, expires],
    );
    if (ins.rows.length) codes.push(code);
  }
  return codes;
}

/** The batch the command line asks for (`--count N --days D --type T [--category C] [--valid-days V] [--batch name]`). */
export function batchFromArgs(argv: readonly string[]): CodeBatch {
  const args = parseArgs(argv);
  const num = (name: string) => {
    const v = stringOption(args, name);
    return v === undefined ? undefined : Number(v);
  };
  return {
    count: num('count') ?? 1,
    days: num('days') ?? NaN,
    type: num('type') ?? NaN,
    categoryId: num('category'),
    validDays: num('valid-days'),
    batch: stringOption(args, 'batch'),
  };
}


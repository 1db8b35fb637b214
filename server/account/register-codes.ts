// Registration codes (issue 27, point 7a): an account named by a phone or e-mail is made only
// with a code sent there, so a number cannot be squatted before its owner registers it. Codes
// are random, kept only as an HMAC, single use, 10 minutes, 5 wrong tries; sending and checking
// are limited per address and per phone or e-mail (server/limits/flood.ts).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';
import { one, type Queryable } from '../db/db';
import { badRequest } from '../http/api-error';
import { deriveSubKey } from '../secrets';
import { knownAreaCode, validPhone } from './phone';

export const REGISTER_CODE_TTL_S = 600;
export const REGISTER_CODE_RESEND_S = 60;
const CODE_MAX_TRIES = 5;

export const REGISTER_CODE_MISSING_MSG = '请输入验证码';
const CODE_GONE_MSG = '验证码已失效，请重新获取';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\d{5,15}$/;

/** Where a registration code goes: an e-mail (lower case) or a phone with its calling code. */
export interface RegisterTarget {
  type: 'phone' | 'email';
  /** The e-mail or the national number, as the account stores it. */
  target: string;
  /** Calling code, digits only ('' for an e-mail). */
  area: string;
  /** The delivery address and the limit key: '86 13800000000' or the e-mail. */
  to: string;
}

/**
 * The target of a phone or e-mail account name, or null for a user name. A malformed phone
 * (not a number its region uses) is refused here, as Register refuses it.
 */
export function registerTarget(account: string, areaCode: string | undefined): RegisterTarget | null {
  const raw = account.trim();
  if (EMAIL.test(raw)) return { type: 'email', target: raw.toLowerCase(), area: '', to: raw.toLowerCase() };
  if (!PHONE.test(raw)) return null;
  const area = (areaCode ?? '').replace(/\D/g, '') || '86';
  if (area.length > 5 || !knownAreaCode(area)) throw badRequest('区号格式不正确');
  if (!validPhone(area, raw)) throw badRequest('手机号格式不正确');
  return { type: 'phone', target: raw, area, to: `${area} ${raw}` };
}

const codeHash = (ctx: AppContext, t: RegisterTarget, code: string) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'register-code')).update(`${t.type}:${t.area}:${t.target}:${code}`).digest('hex');

/** The per-target limit key of sends and checks. */
export const registerLimitKey = (t: RegisterTarget) => `register:${t.to}`;

/** Makes, stores and delivers a new code for `t`; earlier codes for it stop working. */
export async function issueRegisterCode(ctx: AppContext, t: RegisterTarget, now: number): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.query('DELETE FROM register_codes WHERE expires_at < $1', [now - 86_400]);
    await tx.query('UPDATE register_codes SET used_at = $4 WHERE type = $1 AND area_code = $2 AND target = $3 AND used_at IS NULL', [t.type, t.area, t.target, now]);
    await tx.query(
      'INSERT INTO register_codes (type, area_code, target, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [t.type, t.area, t.target, codeHash(ctx, t, code), now + REGISTER_CODE_TTL_S, now],
    );
  });
  await ctx.codes.send({
    type: t.type,
    to: t.to,
    code,
    text: `您正在注册账号，验证码是${code}，${REGISTER_CODE_TTL_S / 60}分钟内有效。如非本人操作，请忽略。`,
  });
}

/**
 * Checks `code` against the newest code sent to `t` and returns its row id (spend it with
 * spendRegisterCode in the transaction that makes the account). A wrong guess counts; the fifth
 * spends the code.
 */
export async function checkRegisterCode(ctx: AppContext, t: RegisterTarget, code: string, now: number): Promise<number> {
  const row = await one<{ id: number; code_hash: string; expires_at: number }>(
    ctx.db,
    'SELECT id, code_hash, expires_at FROM register_codes WHERE type = $1 AND area_code = $2 AND target = $3 AND used_at IS NULL ORDER BY id DESC LIMIT 1',
    [t.type, t.area, t.target],
  );
  if (!row || row.expires_at <= now) throw badRequest(CODE_GONE_MSG);
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash(ctx, t, code), 'hex'))) {
    await ctx.db.query(
      'UPDATE register_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END WHERE id = $1',
      [row.id, CODE_MAX_TRIES, now],
    );
    throw badRequest('验证码错误');
  }
  return row.id;
}

/** Spends a checked code once, even for two registrations racing with it. */
export async function spendRegisterCode(tx: Queryable, id: number, now: number): Promise<void> {
  const used = await tx.query('UPDATE register_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [id, now]);
  if (!used.rows.length) throw badRequest(CODE_GONE_MSG);
}

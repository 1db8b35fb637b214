// Changing the phone or e-mail needs a code sent to the new one (issue 8, point 10): codes are
// random, stored only as an HMAC, single-use, expire after 10 minutes, allow 5 wrong tries,
// and sending and checking are rate-limited per account, per phone or e-mail and per client address.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import { changeContact, sendContactCode } from '../../src/api/contract/user';
import { knownAreaCode, normArea, validPhone } from '../account/phone';
import { markContactVerified } from '../account/verified';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { ApiError, badRequest, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { deriveSubKey } from '../secrets';
import { nowS, toUser, type UserRow } from './mappers';
import type { RouteKit } from './types';
import { hasPassword, verifyTokenValid } from './account';

const CODE_TTL_S = 600;
const CODE_RESEND_S = 60;
const CODE_MAX_TRIES = 5;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\d{5,15}$/;

interface Contact { type: 'phone' | 'email'; target: string; area: string; to: string; label: string }

function contactOf(type: string, account: string, areaCode: string | undefined): Contact {
  const raw = account.trim();
  if (type === 'email') {
    if (!EMAIL.test(raw)) throw badRequest('邮箱格式不正确');
    const target = raw.toLowerCase();
    return { type, target, area: '', to: target, label: '邮箱' };
  }
  if (!PHONE.test(raw)) throw badRequest('手机号格式不正确');
  const area = normArea(areaCode) || '86';
  if (area.length > 5 || !knownAreaCode(area)) throw badRequest('区号格式不正确');
  // The number must be one the region uses (libphonenumber-js), not just digits.
  if (!validPhone(area, raw)) throw badRequest('手机号格式不正确');
  return { type: 'phone', target: raw, area, to: `${area} ${raw}`, label: '手机号' };
}

const codeHash = (ctx: AppContext, uid: number, c: Contact, code: string) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'contact-code')).update(`${uid}:${c.type}:${c.area}:${c.target}:${code}`).digest('hex');

async function takenByOther(ctx: AppContext, uid: number, c: Contact): Promise<boolean> {
  const row = c.type === 'email'
    ? await one(ctx.db, "SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2", [c.target, uid])
    : await one(ctx.db, 'SELECT 1 FROM users WHERE phone = $1 AND area_code = $2 AND id <> $3', [c.target, c.area, uid]);
  return !!row;
}

export function contactRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(sendContactCode, async ({ body, req }) => {
    const uid = caller(req).uid;
    const c = contactOf(body.type, body.account, body.AreaCode);
    const u = await one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [uid]);
    if (!u) throw sessionInvalid();
    const same = c.type === 'email' ? u.email.toLowerCase() === c.target : u.phone === c.target && normArea(u.area_code) === c.area;
    if (same) throw badRequest(`新${c.label}与当前${c.label}相同`);
    // Replacing a bound phone or e-mail takes the password first (/verifyPassword): a session
    // alone must not be enough to move the account's recovery address (issue 12).
    const bound = c.type === 'email' ? u.email !== '' : u.phone !== '';
    if (bound && hasPassword(u) && !verifyTokenValid(ctx, uid, u.token_gen, body.verifyToken)) {
      throw new ApiError(RET.FORBIDDEN, '请先验证登录密码');
    }
    // The address pays before the taken check: "taken" tells whether a number has an account,
    // so asking it is limited like a send.
    await ctx.flood.take(['codeSendAddress', req.ip]);
    if (await takenByOther(ctx, uid, c)) throw new ApiError(RET.CONFLICT, `该${c.label}已被其他账号使用`);
    await ctx.flood.take(['codeSendUser', uid], ['codeSendTarget', c.to]);

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = nowS();
    await db.transaction(async (tx) => {
      // Only the newest code of a kind works.
      await tx.query('UPDATE contact_codes SET used_at = $3 WHERE uid = $1 AND type = $2 AND used_at IS NULL', [uid, c.type, now]);
      await tx.query(
        'INSERT INTO contact_codes (uid, type, area_code, target, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [uid, c.type, c.area, c.target, codeHash(ctx, uid, c, code), now + CODE_TTL_S, now],
      );
    });
    await ctx.codes.send({ type: c.type, to: c.to, code, text: `您的验证码是${code}，${CODE_TTL_S / 60}分钟内有效。如非本人操作，请忽略。` });
    return withMsg({ expireSeconds: CODE_TTL_S, resendSeconds: CODE_RESEND_S }, '验证码已发送');
  });

  on(changeContact, async ({ body, req }) => {
    const uid = caller(req).uid;
    const c = contactOf(body.type, body.account, body.AreaCode);
    await ctx.flood.take(['codeCheckAddress', req.ip], ['codeCheckUser', uid]);
    const now = nowS();
    const row = await one<{ id: number; area_code: string; target: string; code_hash: string; attempts: number; expires_at: number }>(
      db,
      'SELECT id, area_code, target, code_hash, attempts, expires_at FROM contact_codes WHERE uid = $1 AND type = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1',
      [uid, c.type],
    );
    if (!row || row.expires_at <= now) throw badRequest('验证码已失效，请重新获取');
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(ctx, uid, c, body.code), 'hex');
    if (row.target !== c.target || row.area_code !== c.area || !timingSafeEqual(expected, given)) {
      await db.query(
        'UPDATE contact_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END WHERE id = $1',
        [row.id, CODE_MAX_TRIES, now],
      );
      throw badRequest('验证码错误');
    }
    const user = await db.transaction(async (tx) => {
      // Single use even for two concurrent checks: only one UPDATE finds used_at still empty.
      const used = await tx.query('UPDATE contact_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now]);
      if (!used.rows.length) throw badRequest('验证码已失效，请重新获取');
      try {
        const upd = c.type === 'email'
          ? await tx.query<UserRow>('UPDATE users SET email = $2 WHERE id = $1 RETURNING *', [uid, c.target])
          : await tx.query<UserRow>('UPDATE users SET phone = $2, area_code = $3 WHERE id = $1 RETURNING *', [uid, c.target, c.area]);
        await markContactVerified(tx, uid, now);
        return upd.rows[0];
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new ApiError(RET.CONFLICT, `该${c.label}已被其他账号使用`);
        throw err;
      }
    });
    await ctx.flood.forget('codeCheckUser', uid);
    return withMsg(await toUser(db, user, ctx.tokenSecret), `${c.label}已更换`);
  });
}

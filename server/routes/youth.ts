// Youth mode (issue 30, point 1): state, turning on and off with the PIN, and the forgotten-PIN
// reset by a code to the account's verified phone or e-mail. What the mode forbids is refused by
// server/youth/guard.ts.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import {
  getYouthState, youthResetPin, youthSendResetCode, youthTurnOff, youthTurnOn,
  YOUTH_PIN_LOCK_SECONDS, YOUTH_PIN_MAX_FAILS,
} from '../../src/api/contract/youth';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { ApiError, badRequest, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { deriveSubKey } from '../secrets';
import { hashPin, pinMatches } from '../youth/pin';
import { wrongPinMsg, YOUTH_MSG } from '../youth/rules';
import { modeOf, subjectOf, youthNow, youthState } from '../youth/state';
import type { RouteKit } from './types';

const CODE_TTL_S = 600;
const CODE_RESEND_S = 60;
const CODE_MAX_TRIES = 5;

const codeHash = (ctx: AppContext, uid: number, code: string) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'youth-pin-code')).update(`${uid}:${code}`).digest('hex');

const maskEmail = (e: string) => e.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
const maskPhone = (p: string) => (p.length > 4 ? `${p.slice(0, 3)}****${p.slice(-4)}` : '****');

export function youthRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(getYouthState, ({ req }) => youthState(ctx, req));

  on(youthTurnOn, async ({ body, req }) => {
    const subject = subjectOf(req);
    if (!subject) throw badRequest(YOUTH_MSG.noDevice);
    await ctx.flood.take(['youthSubject', subject]);
    const hash = await hashPin(body.pin);
    const r = await db.query(
      'INSERT INTO youth_modes (subject, pin_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (subject) DO NOTHING RETURNING subject',
      [subject, hash, youthNow(ctx)],
    );
    if (!r.rows.length) throw new ApiError(RET.CONFLICT, YOUTH_MSG.alreadyOn);
    return withMsg(await youthState(ctx, req), '青少年模式已开启');
  });

  on(youthTurnOff, async ({ body, req }) => {
    const subject = subjectOf(req);
    const row = await modeOf(ctx, subject);
    if (!subject || !row) throw new ApiError(RET.CONFLICT, YOUTH_MSG.notOn);
    await ctx.flood.take(['youthSubject', subject]);
    const now = youthNow(ctx);
    if (Number(row.locked_until) > now) throw new ApiError(RET.FORBIDDEN, YOUTH_MSG.locked);
    if (!(await pinMatches(body.pin, row.pin_hash))) {
      // Counted in one statement, so concurrent guesses cannot share a count.
      const n = await one<{ fails: number }>(
        db,
        `UPDATE youth_modes SET fails = CASE WHEN fails + 1 >= $2 THEN 0 ELSE fails + 1 END,
           locked_until = CASE WHEN fails + 1 >= $2 THEN $3::bigint ELSE locked_until END
         WHERE subject = $1 RETURNING CASE WHEN locked_until > $4::bigint THEN $2 ELSE fails END AS fails`,
        [subject, YOUTH_PIN_MAX_FAILS, now + YOUTH_PIN_LOCK_SECONDS, now],
      );
      const fails = Number(n?.fails ?? YOUTH_PIN_MAX_FAILS);
      if (fails >= YOUTH_PIN_MAX_FAILS) throw new ApiError(RET.FORBIDDEN, YOUTH_MSG.locked);
      throw badRequest(wrongPinMsg(YOUTH_PIN_MAX_FAILS - fails));
    }
    await db.query('DELETE FROM youth_modes WHERE subject = $1', [subject]);
    return withMsg(await youthState(ctx, req), '青少年模式已关闭');
  });

  on(youthSendResetCode, async ({ req }) => {
    const uid = caller(req).uid;
    if (!(await modeOf(ctx, `u:${uid}`))) throw new ApiError(RET.CONFLICT, YOUTH_MSG.notOn);
    const u = await one<{ email: string; phone: string; area_code: string }>(
      db,
      "SELECT email, phone, area_code FROM users WHERE id = $1 AND contact_verified_at IS NOT NULL AND (phone <> '' OR email <> '')",
      [uid],
    );
    if (!u) throw badRequest(YOUTH_MSG.noContact);
    await ctx.flood.take(['codeSendAddress', req.ip], ['codeSendUser', `youth:${uid}`]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = youthNow(ctx);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE youth_pin_codes SET used_at = $2 WHERE uid = $1 AND used_at IS NULL', [uid, now]);
      await tx.query('INSERT INTO youth_pin_codes (uid, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)', [uid, codeHash(ctx, uid, code), now + CODE_TTL_S, now]);
    });
    const byEmail = !!u.email;
    await ctx.codes.send({
      type: byEmail ? 'email' : 'phone',
      to: byEmail ? u.email.toLowerCase() : `${u.area_code} ${u.phone}`,
      code,
      text: `您正在重置青少年模式密码，验证码是${code}，${CODE_TTL_S / 60}分钟内有效。如非本人操作，请忽略。`,
    });
    return withMsg({ expireSeconds: CODE_TTL_S, resendSeconds: CODE_RESEND_S, to: byEmail ? maskEmail(u.email) : maskPhone(u.phone) }, '验证码已发送');
  });

  on(youthResetPin, async ({ body, req }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['codeCheckAddress', req.ip], ['codeCheckUser', `youth:${uid}`]);
    const now = youthNow(ctx);
    const row = await one<{ id: number; code_hash: string; expires_at: number }>(
      db,
      'SELECT id, code_hash, expires_at FROM youth_pin_codes WHERE uid = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1',
      [uid],
    );
    if (!row || Number(row.expires_at) <= now) throw badRequest('验证码已失效，请重新获取');
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash(ctx, uid, body.code), 'hex'))) {
      await db.query(
        'UPDATE youth_pin_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END WHERE id = $1',
        [row.id, CODE_MAX_TRIES, now],
      );
      throw badRequest('验证码错误');
    }
    const used = await db.query('UPDATE youth_pin_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now]);
    if (!used.rows.length) throw badRequest('验证码已失效，请重新获取');
    const set = await db.query('UPDATE youth_modes SET pin_hash = $2, fails = 0, locked_until = 0 WHERE subject = $1 RETURNING subject', [`u:${uid}`, await hashPin(body.pin)]);
    if (!set.rows.length) throw new ApiError(RET.CONFLICT, YOUTH_MSG.notOn);
    await ctx.flood.forget('codeCheckUser', `youth:${uid}`);
    return withMsg(await youthState(ctx, req), '密码已重置');
  });
}

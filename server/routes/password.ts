// Password change and recovery (issue 8, point 2). A wrong old password counts on a lock of the
// signed-in user (passwordFailKeys: only its own sessions reach it, so it is no weapon against the
// owner, issue 27) and of the address; reset codes are limited per
// account and per address on sending and on checking. A new password voids every earlier token
// (the token generation moves on) and unbinds the user's sockets.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RET } from '../../src/api/contract/envelope';
import { changePassword, resetPassword, sendResetCode } from '../../src/api/contract/user';
import { hashPassword, verifyPassword } from '../auth/password';
import { CAPTCHA_WRONG_MSG, checkCaptcha } from '../account/captcha';
import { deviceOf, recordSession, type SessionDevice } from '../account/sessions';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { ApiError, badRequest, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { deriveSubKey } from '../secrets';
import { unbindUser } from '../socket/binding';
import { nowS, toUser, type UserRow } from './mappers';
import type { RouteKit } from './types';
import { checkNewPassword, findAccount, LOGIN_LOCKED_MSG, passwordFailKeys } from './user';

const CODE_TTL_S = 600;
const CODE_RESEND_S = 60;
const CODE_MAX_TRIES = 5;
const SENT_MSG = '如果该账号存在并绑定了手机或邮箱，验证码已发送';

const codeHash = (ctx: AppContext, uid: number, code: string) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'password-reset-code')).update(`${uid}:${code}`).digest('hex');

/**
 * Sets the hash and moves the token generation on; returns the updated row. The device that did
 * it is the one signed in afterwards (the others' tokens are void).
 */
async function setPassword(ctx: AppContext, uid: number, password: string, device: SessionDevice): Promise<UserRow> {
  const hash = await hashPassword(password);
  const { rows } = await ctx.db.query<UserRow>('UPDATE users SET password_hash = $2, token_gen = token_gen + 1 WHERE id = $1 RETURNING *', [uid, hash]);
  if (!rows.length) throw sessionInvalid();
  unbindUser(ctx.io, uid);
  await ctx.db.query('DELETE FROM sessions WHERE uid = $1', [uid]);
  await recordSession(ctx.db, uid, rows[0].token_gen, device, nowS());
  return rows[0];
}

export function passwordRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(changePassword, async ({ body, req }) => {
    const uid = caller(req).uid;
    const keys = passwordFailKeys(uid, req.ip);
    await ctx.flood.refuseIfSpent(LOGIN_LOCKED_MSG, ...keys);
    const u = await one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [uid]);
    if (!u) throw sessionInvalid();
    if (!(await verifyPassword(body.oldPassword, u.password_hash))) {
      await ctx.flood.countFailure(...keys);
      throw new ApiError(RET.LOGIN_FAILED, '原密码错误');
    }
    checkNewPassword(body.password);
    await ctx.flood.forget('passwordFailAccount', keys[0][1]);
    return withMsg(await toUser(db, await setPassword(ctx, uid, body.password, deviceOf(req)), ctx.tokenSecret), '密码已修改');
  });

  on(sendResetCode, async ({ body, req }) => {
    await ctx.flood.take(['codeSendAddress', req.ip]);
    // The image captcha first (issue 12): a script cannot make the server send codes.
    if (!(await checkCaptcha(ctx, body.captchaId, body.captchaCode, nowS()))) throw badRequest(CAPTCHA_WRONG_MSG);
    const reply = withMsg({ expireSeconds: CODE_TTL_S, resendSeconds: CODE_RESEND_S }, SENT_MSG);
    const u = await findAccount(db, body.account, body.AreaCode);
    // The same answer for an unknown account or one with nowhere to send: no account probing.
    if (!u || (!u.email && !u.phone)) return reply;
    await ctx.flood.take(['codeSendUser', `reset:${u.id}`]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = nowS();
    await db.transaction(async (tx) => {
      await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE uid = $1 AND used_at IS NULL', [u.id, now]);
      await tx.query(
        'INSERT INTO password_reset_codes (uid, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)',
        [u.id, codeHash(ctx, u.id, code), now + CODE_TTL_S, now],
      );
    });
    const byEmail = !!u.email && (!u.phone || body.account.includes('@'));
    await ctx.codes.send({
      type: byEmail ? 'email' : 'phone',
      to: byEmail ? u.email.toLowerCase() : `${u.area_code} ${u.phone}`,
      code,
      text: `您正在找回密码，验证码是${code}，${CODE_TTL_S / 60}分钟内有效。如非本人操作，请忽略。`,
    });
    return reply;
  });

  on(resetPassword, async ({ body, req }) => {
    const u = await findAccount(db, body.account, body.AreaCode);
    await ctx.flood.take(['codeCheckAddress', req.ip], ['codeCheckUser', u ? `reset:${u.id}` : `reset:${body.account.trim().toLowerCase()}`]);
    if (!u) throw badRequest('验证码已失效，请重新获取');
    checkNewPassword(body.password);
    const now = nowS();
    const row = await one<{ id: number; code_hash: string; expires_at: number }>(
      db,
      'SELECT id, code_hash, expires_at FROM password_reset_codes WHERE uid = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1',
      [u.id],
    );
    if (!row || row.expires_at <= now) throw badRequest('验证码已失效，请重新获取');
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash(ctx, u.id, body.code), 'hex'))) {
      await db.query(
        'UPDATE password_reset_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE used_at END WHERE id = $1',
        [row.id, CODE_MAX_TRIES, now],
      );
      throw badRequest('验证码错误');
    }
    // Single use even for two concurrent checks.
    const used = await db.query('UPDATE password_reset_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now]);
    if (!used.rows.length) throw badRequest('验证码已失效，请重新获取');
    await ctx.flood.forget('codeCheckUser', `reset:${u.id}`);
    // A successful recovery also lifts the wrong-password lock and the login captcha of the account.
    await ctx.flood.forget('passwordFailAccount', `uid:${u.id}`);
    await ctx.flood.forget('loginFailAccount', `uid:${u.id}`);
    return withMsg(await toUser(db, await setPassword(ctx, u.id, body.password, deviceOf(req)), ctx.tokenSecret), '密码已重置');
  });
}

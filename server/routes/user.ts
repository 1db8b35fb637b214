import { login, logout, register, sendRegisterCode, getUserInfo, getUserMegCount, updateUserInfo, validateLogin } from '../../src/api/contract/user';
import { RET } from '../../src/api/contract/envelope';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS, PASSWORD_MIN_CHARS } from '../../src/api/contract/limits';
import { plainText } from '../../src/api/contract/text';
import { hashPassword, verifyPassword } from '../auth/password';
import { deviceKeyOf, deviceOf, recordSession, touchSession } from '../account/sessions';
import { one, type Queryable } from '../db/db';
import { ApiError, badRequest, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import type { FastifyRequest } from 'fastify';
import { unbindUser } from '../socket/binding';
import { kickSession, pushUserChanged } from '../socket/session-events';
import { startDeviceSession, type DeviceKind } from '../auth/device-session';
import { validPhone } from '../account/phone';
import { CAPTCHA_NEEDED_MSG, CAPTCHA_WRONG_MSG, checkCaptcha } from '../account/captcha';
import {
  checkRegisterCode, issueRegisterCode, REGISTER_CODE_MISSING_MSG, REGISTER_CODE_RESEND_S, REGISTER_CODE_TTL_S, registerLimitKey,
  registerTarget, spendRegisterCode,
} from '../account/register-codes';
import { markContactVerified } from '../account/verified';
import { isOwnAvatarPath } from './avatar';
import { pruneAvatars } from '../media/avatar-files';
import { normArea } from '../account/phone';
import { nowS, toUser, type UserRow } from './mappers';
import { unreadNotices, unreadPrivate } from '../chat/store';
import { hasNewWorks } from './new-works';
import type { RouteKit } from './types';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\d{5,15}$/;

/** The account may be a user name, an e-mail or a phone number (with AreaCode). */
export async function findAccount(db: Queryable, account: string, areaCode: string | undefined): Promise<UserRow | null> {
  const acc = account.trim();
  if (EMAIL.test(acc)) return one<UserRow>(db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [acc]);
  if (PHONE.test(acc)) {
    if (normArea(areaCode)) {
      const byPhone = await one<UserRow>(db, 'SELECT * FROM users WHERE phone = $1 AND area_code = $2', [acc, normArea(areaCode)]);
      if (byPhone) return byPhone;
    } else {
      // Without an area code the number must name one account; else the client asks for it.
      const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1 ORDER BY id LIMIT 2', [acc]);
      if (rows.length > 1) throw new ApiError(RET.AREA_CODE_REQUIRED, '该手机号在多个国家/地区注册过，请选择区号后再登录');
      if (rows.length) return rows[0];
    }
  }
  return one<UserRow>(db, 'SELECT * FROM users WHERE lower(username) = lower($1)', [acc]);
}


export const LOGIN_LOCKED_MSG = '密码错误次数过多，请稍后再试';
export const PASSWORD_TOO_SHORT_MSG = `密码至少${PASSWORD_MIN_CHARS}位`;
const TAKEN_MSG = '该账号已被注册';

/**
 * The wrong-password counters of the session-held checks (ChangePassword, VerifyPassword): the
 * signed-in user and the address. Login counts on loginFailAccount instead, which never locks.
 */
export const passwordFailKeys = (account: number | string, ip: string): [['passwordFailAccount', string], ['passwordFailAddress', string]] => [
  ['passwordFailAccount', typeof account === 'number' ? `uid:${account}` : `name:${account}`],
  ['passwordFailAddress', ip],
];

/** A new password (register, change, reset) has at least PASSWORD_MIN_CHARS characters. */
export function checkNewPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_CHARS) throw new ApiError(RET.BAD_REQUEST, PASSWORD_TOO_SHORT_MSG);
}

export function userRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;
  const loadUser = async (uid: number) => {
    const u = await one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [uid]);
    if (!u) throw sessionInvalid();
    return u;
  };

  on(sendRegisterCode, async ({ body, req }) => {
    const t = registerTarget(body.account, body.AreaCode);
    if (!t) throw badRequest('请输入手机号或邮箱');
    // The address pays before the taken check: "taken" tells whether a number has an account.
    await ctx.flood.take(['codeSendAddress', req.ip]);
    if (await findAccount(db, t.target, t.area)) throw new ApiError(RET.ACCOUNT_EXISTS, TAKEN_MSG);
    await ctx.flood.take(['codeSendUser', registerLimitKey(t)], ['codeSendTarget', t.to]);
    await issueRegisterCode(ctx, t, nowS());
    return withMsg({ expireSeconds: REGISTER_CODE_TTL_S, resendSeconds: REGISTER_CODE_RESEND_S }, '验证码已发送');
  });

  on(register, async ({ body, req }) => {
    const account = body.account.trim();
    const isEmail = EMAIL.test(account);
    const isPhone = !isEmail && PHONE.test(account);
    // Per address and per account name (phone numbers per area code), counted per attempt.
    await ctx.flood.take(['registerAddress', req.ip], ['registerAccount', `${isPhone ? normArea(body.AreaCode) || '86' : ''}:${account.toLowerCase()}`]);
    if (!isEmail && !isPhone && !/^[A-Za-z][A-Za-z0-9_]{2,31}$/.test(account)) {
      throw new ApiError(RET.BAD_REQUEST, '参数 account 不合法：用户名需以字母开头，3-32位字母数字或下划线');
    }
    const area = normArea(body.AreaCode) || (isPhone ? '86' : '');
    // A phone account is a number its region uses (libphonenumber-js, issue 12).
    if (isPhone && !validPhone(area, account)) throw new ApiError(RET.BAD_REQUEST, '手机号格式不正确');
    checkNewPassword(body.password);
    if (await findAccount(db, account, area)) throw new ApiError(RET.ACCOUNT_EXISTS, TAKEN_MSG);
    // A phone or e-mail account takes the code sent there (issue 27, point 7a): nobody registers
    // a number they do not hold. A user name needs none.
    const target = isEmail || isPhone ? registerTarget(account, area) : null;
    const now = nowS();
    let codeId: number | null = null;
    if (target) {
      if (!body.code) throw badRequest(REGISTER_CODE_MISSING_MSG);
      await ctx.flood.take(['codeCheckAddress', req.ip], ['codeCheckUser', registerLimitKey(target)]);
      codeId = await checkRegisterCode(ctx, target, body.code, now);
    }
    const hash = await hashPassword(body.password);
    const username = isEmail || isPhone ? `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` : account;
    const nick = plainText(body.nickName ?? '', NICKNAME_MAX_CHARS) || plainText(isEmail ? account.split('@')[0] : account, NICKNAME_MAX_CHARS);
    let row: UserRow;
    try {
      row = await db.transaction(async (tx) => {
        if (codeId !== null) await spendRegisterCode(tx, codeId, now);
        const made = (await one<UserRow>(
          tx,
          `INSERT INTO users (username, phone, area_code, email, password_hash, nick_name, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [username, isPhone ? account : '', isPhone ? area : '', isEmail ? account : '', hash, nick, now],
        )) as UserRow;
        // The code proved the contact: rewards that ask for a verified one count it.
        if (codeId !== null) await markContactVerified(tx, made.id, now);
        return made;
      });
    } catch (err) {
      // Two registrations racing for one name: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw new ApiError(RET.ACCOUNT_EXISTS, TAKEN_MSG);
      throw err;
    }
    if (target) await ctx.flood.forget('codeCheckUser', registerLimitKey(target));
    await recordSession(db, row.id, row.token_gen, deviceOf(req), nowS());
    return withMsg(await toUser(db, row, ctx.tokenSecret), '注册成功');
  });

  on(login, async ({ body, req }) => {
    // An address that failed too often is refused for a while, right password or not.
    await ctx.flood.refuseIfSpent(LOGIN_LOCKED_MSG, ['passwordFailAddress', req.ip]);
    const u = await findAccount(db, body.account, body.AreaCode);
    // Failures of an account (every alias of one user shares the count; an unknown name counts
    // too, so the answers do not tell which accounts exist) never lock it: after a few, its
    // logins need the image captcha (issue 27, point 3). The owner with the right password and
    // a solved captcha always gets in, from any address.
    const accountKey = u ? `uid:${u.id}` : `name:${normArea(body.AreaCode)}:${body.account.trim().toLowerCase()}`;
    if (await ctx.flood.reached('loginFailAccount', accountKey)) {
      if (!body.captchaId || !body.captchaCode) throw new ApiError(RET.CAPTCHA_REQUIRED, CAPTCHA_NEEDED_MSG);
      if (!(await checkCaptcha(ctx, body.captchaId, body.captchaCode, nowS()))) {
        await ctx.flood.countFailure(['passwordFailAddress', req.ip]);
        throw new ApiError(RET.CAPTCHA_REQUIRED, CAPTCHA_WRONG_MSG);
      }
    }
    // Hash even when the account is unknown, so timing does not reveal which accounts exist.
    const ok = u ? await verifyPassword(body.password, u.password_hash) : (await hashPassword(body.password), false);
    if (!u || !ok) {
      await ctx.flood.countFailure(['loginFailAccount', accountKey], ['passwordFailAddress', req.ip]);
      // The client shows the captcha at once when the next try will need it.
      const next = await ctx.flood.reached('loginFailAccount', accountKey);
      throw new ApiError(RET.LOGIN_FAILED, '账号或密码错误', next ? { captchaRequired: true } : undefined);
    }
    await ctx.flood.forget('loginFailAccount', accountKey);
    if (u.banned) throw new ApiError(RET.FORBIDDEN, '账号已被封禁，如有疑问请联系客服');
    // The signed-in devices list (account/sessions.ts) records the sign-in under the account's
    // token generation, which also ends device sessions when it moves on.
    const device = deviceOf(req);
    await recordSession(db, u.id, u.token_gen, device, nowS());
    if (!body.device) return withMsg(await toUser(db, u, ctx.tokenSecret), '登录成功');
    // One session per device kind (auth/device-session.ts): the older one of this kind ends now.
    const s = await db.transaction((tx) => startDeviceSession(tx, u.id, u.token_gen, body.device as DeviceKind, device));
    if (s.replaced !== null) kickSession(ctx.io, u.id, s.replaced);
    return withMsg(await toUser(db, { ...u, token_gen: s.gid }, ctx.tokenSecret), '登录成功');
  });

  on(logout, async ({ req }) => {
    const uid = caller(req).uid;
    await db.query('UPDATE users SET token_gen = token_gen + 1 WHERE id = $1', [uid]);
    // The user's sockets stop receiving as this user on every process (issue 8, point 4).
    unbindUser(ctx.io, uid);
    return withMsg(null, '已退出登录');
  });

  // The fresh token keeps the caller's session (a device session stays one).
  const sameSession = async (req: FastifyRequest) => ({ ...(await loadUser(caller(req).uid)), token_gen: caller(req).gid });
  on(validateLogin, async ({ req }) => {
    const user = await loadUser(caller(req).uid);
    // The devices list is kept per account token generation (not per device-session gid).
    await touchSession(db, user.id, user.token_gen, deviceKeyOf(req), nowS());
    return toUser(db, { ...user, token_gen: caller(req).gid }, ctx.tokenSecret);
  });
  on(getUserInfo, async ({ req }) => toUser(db, await sameSession(req), ctx.tokenSecret));

  on(updateUserInfo, async ({ req, body }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['profileUser', uid]);
    const sets: string[] = [];
    const params: (string | number)[] = [];
    const put = (col: string, v: string | number | undefined) => {
      if (v === undefined) return;
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    const nick = body.nickName === undefined ? undefined : plainText(body.nickName, NICKNAME_MAX_CHARS);
    if (nick === '') throw new ApiError(RET.BAD_REQUEST, '昵称不能为空');
    put('nick_name', nick);
    // The avatar is a file UploadFile checked for this user (or none): no outside address.
    const before = body.avatar === undefined ? null : (await loadUser(uid)).avatar;
    if (body.avatar && !isOwnAvatarPath(uid, body.avatar) && before !== body.avatar) {
      throw new ApiError(RET.BAD_REQUEST, '请上传图片作为头像');
    }
    put('avatar', body.avatar);
    put('sex', body.sex);
    put('introduce', body.introduce === undefined ? undefined : plainText(body.introduce, INTRODUCE_MAX_CHARS));
    // Phone and e-mail change only with a code (SendContactCode + ChangeContact); resending
    // the current values, as a profile form does, is fine.
    if (body.email !== undefined || body.phone !== undefined || body.AreaCode !== undefined) {
      const u = await loadUser(uid);
      const emailChanged = body.email !== undefined && body.email.trim().toLowerCase() !== u.email.toLowerCase();
      const phoneChanged = (body.phone !== undefined && body.phone !== u.phone) || (body.AreaCode !== undefined && normArea(body.AreaCode) !== normArea(u.area_code));
      if (emailChanged || phoneChanged) throw new ApiError(RET.FORBIDDEN, '修改手机号或邮箱需要验证码，请使用验证码更换');
    }
    if (sets.length) {
      params.push(uid);
      try {
        await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $${params.length}`, params);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new ApiError(RET.CONFLICT, '该邮箱或手机号已被使用');
        throw err;
      }
    }
    // The user's other devices re-fetch the changed profile (userStateChange action 0).
    if (sets.length) pushUserChanged(ctx.io, uid);
    // The replaced avatar file (and old unused uploads) leave the disk once the change is saved.
    if (body.avatar !== undefined && before !== body.avatar) {
      await pruneAvatars(ctx.store, uid, body.avatar, before && isOwnAvatarPath(uid, before) ? before : null);
    }
    return withMsg(await toUser(db, await sameSession(req), ctx.tokenSecret), '保存成功');
  });

  on(getUserMegCount, async ({ req }) => {
    // Private messages live in private_messages (muted conversations left out); the
    // message-centre notices in messages.
    const uid = caller(req).uid;
    const [privateMsgCount, notices, newWorks] = await Promise.all([unreadPrivate(db, uid), unreadNotices(db, uid), hasNewWorks(db, uid)]);
    const by = (k: string) => notices[k] ?? 0;
    return {
      totalMsgCount: privateMsgCount + by('system') + by('comment') + by('like') + by('fans'),
      privateMsgCount,
      systemMsgCount: by('system'),
      commentMsgCount: by('comment'),
      likeMsgCount: by('like'),
      fansMsgCount: by('fans'),
      newWorks,
    };
  });
}

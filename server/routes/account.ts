// Account entry and security (issue 12): captcha, country codes, first password, password
// proof before a bound phone or e-mail changes, signed-in devices and signing out the others.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  getAccountSecurity, getCaptcha, getCountryList, setPassword, signOutOtherDevices, verifyPassword,
} from '../../src/api/contract/account';
import { RET } from '../../src/api/contract/envelope';
import { createCaptcha } from '../account/captcha';
import { countryList } from '../account/phone';
import { deviceKeyOf, deviceOf, recordSession } from '../account/sessions';
import { hashPassword, verifyPassword as passwordMatches } from '../auth/password';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { ApiError, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { deriveSubKey } from '../secrets';
import { unbindUser } from '../socket/binding';
import { nowS, toUser, type UserRow } from './mappers';
import type { RouteKit } from './types';
import { checkNewPassword, LOGIN_LOCKED_MSG, passwordFailKeys } from './user';

export const VERIFY_TOKEN_TTL_S = 600;

const verifySig = (ctx: AppContext, uid: number, gen: number, exp: number) =>
  createHmac('sha256', deriveSubKey(ctx.tokenSecret, 'verify-password')).update(`${uid}.${gen}.${exp}`).digest('hex');

/** Proof of the password for `uid`, valid 10 minutes and only for the current token generation. */
function makeVerifyToken(ctx: AppContext, uid: number, gen: number, now: number): string {
  const exp = now + VERIFY_TOKEN_TTL_S;
  return `${exp}.${verifySig(ctx, uid, gen, exp)}`;
}

export function verifyTokenValid(ctx: AppContext, uid: number, gen: number, token: string | undefined, now = nowS()): boolean {
  const m = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!m || Number(m[1]) <= now) return false;
  return timingSafeEqual(Buffer.from(m[2], 'hex'), Buffer.from(verifySig(ctx, uid, gen, Number(m[1])), 'hex'));
}

/** An account made without a password has an empty hash (nothing verifies against it). */
export const hasPassword = (u: Pick<UserRow, 'password_hash'>) => u.password_hash !== '';

export function accountRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;
  const loadUser = async (uid: number) => {
    const u = await one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [uid]);
    if (!u) throw sessionInvalid();
    return u;
  };

  on(getCaptcha, async ({ req }) => {
    await ctx.flood.take(['captchaAddress', req.ip]);
    return createCaptcha(ctx, nowS());
  });

  on(getCountryList, async () => ({ list: countryList() }));

  on(setPassword, async ({ body, req }) => {
    const uid = caller(req).uid;
    checkNewPassword(body.password);
    const hash = await hashPassword(body.password);
    // Only an empty hash is replaced: two racing requests set it once.
    const { rows } = await db.query<UserRow>(
      "UPDATE users SET password_hash = $2, token_gen = token_gen + 1 WHERE id = $1 AND password_hash = '' RETURNING *",
      [uid, hash],
    );
    if (!rows.length) {
      await loadUser(uid);
      throw new ApiError(RET.CONFLICT, '已设置过密码，请使用修改密码');
    }
    unbindUser(ctx.io, uid);
    await db.query('DELETE FROM sessions WHERE uid = $1', [uid]);
    await recordSession(db, uid, rows[0].token_gen, deviceOf(req), nowS());
    return withMsg(await toUser(db, rows[0], ctx.tokenSecret), '密码设置成功');
  });

  on(verifyPassword, async ({ body, req }) => {
    const uid = caller(req).uid;
    const keys = passwordFailKeys(uid, req.ip);
    await ctx.flood.refuseIfSpent(LOGIN_LOCKED_MSG, ...keys);
    const u = await loadUser(uid);
    if (!(await passwordMatches(body.password, u.password_hash))) {
      await ctx.flood.countFailure(...keys);
      throw new ApiError(RET.LOGIN_FAILED, '密码错误');
    }
    await ctx.flood.forget('passwordFailAccount', keys[0][1]);
    return { verifyToken: makeVerifyToken(ctx, uid, u.token_gen, nowS()), expireSeconds: VERIFY_TOKEN_TTL_S };
  });

  on(getAccountSecurity, async ({ req }) => {
    const u = await loadUser(caller(req).uid);
    const me = deviceKeyOf(req);
    const { rows } = await db.query<{ device_key: string; device_name: string; ip: string; created_at: number; last_seen: number }>(
      "SELECT device_key, device_name, ip, created_at, last_seen FROM sessions WHERE uid = $1 AND token_gen = $2 AND kind = '' ORDER BY last_seen DESC LIMIT 50",
      [u.id, u.token_gen],
    );
    return {
      hasPassword: hasPassword(u),
      phone: u.phone,
      AreaCode: u.area_code,
      email: u.email,
      devices: rows.map((r) => ({ deviceName: r.device_name, ip: r.ip, createdAt: r.created_at, lastSeen: r.last_seen, current: r.device_key === me })),
    };
  });

  on(signOutOtherDevices, async ({ req }) => {
    const uid = caller(req).uid;
    const device = deviceOf(req);
    const u = await db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>('UPDATE users SET token_gen = token_gen + 1 WHERE id = $1 RETURNING *', [uid]);
      if (!rows.length) throw sessionInvalid();
      await tx.query('DELETE FROM sessions WHERE uid = $1 AND device_key <> $2', [uid, device.key]);
      await recordSession(tx, uid, rows[0].token_gen, device, nowS());
      return rows[0];
    });
    // Every socket of the user leaves; this device binds again with the new token.
    unbindUser(ctx.io, uid);
    return withMsg(await toUser(db, u, ctx.tokenSecret), '已退出其他设备');
  });
}

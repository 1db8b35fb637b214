// Token fields arrive as headers (uid, gid, sign, expire, login_uid). Only endpoints whose
// contract says `tokenInQuery` (the feedback form, spec 002 §3) also read them from the query:
// a token in a URL ends up in logs, proxies and browser history. Any token that is present
// must be valid (-> 201).
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../src/api/contract/endpoint';
import { verifyToken } from '../auth/token';
import { sessionLive } from '../auth/device-session';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { columns } from '../db/write-tracking';
import { ApiError, sessionInvalid } from './api-error';
import { RET } from '../../src/api/contract/envelope';

export interface AuthUser {
  uid: number;
  gid: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

const FIELDS = ['uid', 'gid', 'sign', 'expire'] as const;

function pick(req: FastifyRequest, name: string, fromQuery: boolean): unknown {
  const h = req.headers[name];
  if (typeof h === 'string' && h !== '') return h;
  if (!fromQuery) return undefined;
  const q = (req.query ?? {}) as Record<string, unknown>;
  if (q[name] !== undefined && q[name] !== '') return q[name];
  return undefined;
}

export async function authenticate(ctx: AppContext, req: FastifyRequest, mode: Auth, tokenInQuery = false): Promise<void> {
  req.authUser = null;
  if (mode === 'none') return;
  const fields = Object.fromEntries(FIELDS.map((f) => [f, pick(req, f, tokenInQuery)]));
  const check = verifyToken(ctx.tokenSecret, fields);
  if (!check.ok) {
    if (check.reason === 'missing') {
      if (mode === 'required') throw new ApiError(RET.SESSION_INVALID, '请先登录');
      return;
    }
    throw sessionInvalid(check.reason === 'expired' ? '登录已过期，请重新登录' : '登录已失效，请重新登录');
  }
  const loginUid = pick(req, 'login_uid', tokenInQuery);
  if (loginUid !== undefined && String(loginUid) !== String(check.uid)) throw sessionInvalid();
  if (!(await tokenValid(ctx, check.uid, check.gid))) throw sessionInvalid();
  req.authUser = { uid: check.uid, gid: check.gid };
}

const TOKEN_GEN_DEPS = columns('users', ['id', 'token_gen', 'banned']);

/** The user's current token generation (null: no such user, or banned by staff: no token of theirs is valid); cached until it changes (gold and profile writes keep it). */
export function tokenGeneration(ctx: AppContext, uid: number): Promise<number | null> {
  return ctx.cache.get(`token_gen:${uid}`, TOKEN_GEN_DEPS, async () =>
    (await one<{ token_gen: number | null }>(ctx.db, 'SELECT CASE WHEN banned THEN NULL ELSE token_gen END AS token_gen FROM users WHERE id = $1', [uid]))?.token_gen ?? null,
  );
}

/** The token's gid is a live session of the user: the account-wide generation or a device session (auth/device-session.ts). */
export const tokenValid = (ctx: AppContext, uid: number, gid: number): Promise<boolean> => sessionLive(ctx, uid, gid, tokenGeneration);

/** For handlers of auth 'required' endpoints: the caller, never null. */
export function caller(req: FastifyRequest): AuthUser {
  if (!req.authUser) throw new ApiError(RET.SESSION_INVALID, '请先登录');
  return req.authUser;
}

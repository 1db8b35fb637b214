// The phone side of scan-to-login (issue 12): /authorizeLogin reads who asks, then confirms or
// refuses. Only a signed-in phone may (auth required: a logged-out phone gets ret 201).
import { confirmLoginTicket, getLoginTicket } from '../../src/api/contract/account';
import { RET } from '../../src/api/contract/envelope';
import { approximatePlace, plainAddress, sameNetwork } from '../account/approximate-place';
import { emitScanLogin, EXPIRED_MSG, ticketHash } from '../account/login-tickets';
import { recordSession } from '../account/sessions';
import { one } from '../db/db';
import { ApiError, sessionInvalid, withMsg } from '../http/api-error';
import { caller } from '../http/auth';
import { nowS, toUser, type UserRow } from './mappers';
import type { RouteKit } from './types';

interface TicketRow { id: number; socket_id: string; device_key: string; device_name: string; ip: string; status: string; expires_at: number; created_at: number }

const USED_MSG = '该二维码已被使用，请在电视上刷新';

export function loginTicketRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  /** Why a ticket cannot be decided now: unknown or past its time -> 404, decided -> 409. */
  async function refusal(hash: string, now: number): Promise<ApiError> {
    const t = await one<TicketRow>(db, 'SELECT * FROM login_tickets WHERE ticket_hash = $1', [hash]);
    if (!t || t.status === 'expired' || (t.status === 'pending' && t.expires_at <= now)) return new ApiError(RET.NOT_FOUND, EXPIRED_MSG);
    return new ApiError(RET.CONFLICT, USED_MSG);
  }

  on(getLoginTicket, async ({ query, req }) => {
    caller(req);
    const now = nowS();
    const t = await one<TicketRow>(db, 'SELECT * FROM login_tickets WHERE ticket_hash = $1', [ticketHash(query.ticket)]);
    if (!t || t.status !== 'pending' || t.expires_at <= now) throw await refusal(ticketHash(query.ticket), now);
    // Only what the server observed of the TV's request: its user agent's device kind, its
    // address and roughly where that is, and when it asked (issue 27, point 7c).
    return {
      deviceName: t.device_name, ip: plainAddress(t.ip), place: await approximatePlace(t.ip), sameNetwork: sameNetwork(t.ip, req.ip),
      requestedAt: t.created_at, status: 'pending', expireSeconds: t.expires_at - now,
    };
  });

  on(confirmLoginTicket, async ({ body, req }) => {
    const uid = caller(req).uid;
    const now = nowS();
    const hash = ticketHash(body.ticket);
    // The one UPDATE that finds it pending decides it: a second confirm (or a twin) finds nothing.
    const { rows } = await db.query<TicketRow>(
      `UPDATE login_tickets SET status = $2, uid = $3, decided_at = $4
       WHERE ticket_hash = $1 AND status = 'pending' AND expires_at > $4 RETURNING *`,
      [hash, body.allow ? 'confirmed' : 'refused', uid, now],
    );
    if (!rows.length) throw await refusal(hash, now);
    const t = rows[0];
    if (!body.allow) {
      emitScanLogin(ctx.io, t.socket_id, { status: 'refused', msg: '手机端已拒绝登录' });
      return withMsg({ status: 'refused' as const }, '已拒绝登录');
    }
    const u = await one<UserRow>(db, 'SELECT * FROM users WHERE id = $1', [uid]);
    if (!u) throw sessionInvalid();
    await recordSession(db, uid, u.token_gen, { key: t.device_key, name: t.device_name, ip: t.ip }, now);
    emitScanLogin(ctx.io, t.socket_id, { status: 'confirmed', msg: '登录成功', user: await toUser(db, u, ctx.tokenSecret) });
    return withMsg({ status: 'confirmed' as const }, '已确认登录');
  });
}

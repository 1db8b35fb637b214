// Scan-to-login tickets (issue 12). The TV asks over its socket for a ticket; the ticket is
// random, stored only as a hash, bound to that socket (its id and device), single use, and
// lives 2 minutes. A signed-in phone reads who asks and confirms or refuses over HTTP; the TV
// socket then receives `scanLogin` through io.to(socketId), which the Redis adapter carries to
// whichever process holds the socket. State lives in the database, so any process may decide.
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'socket.io';
import { SCAN_LOGIN_SOCKET_EVENT, type ScanLoginEvent } from '../../src/api/contract/account';
import type { AppContext } from '../context';

export const LOGIN_TICKET_TTL_S = 120;

export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface TicketDevice { socketId: string; deviceKey: string; deviceName: string; ip: string }

/** A new ticket for the socket; the socket's earlier pending tickets stop working. */
export async function issueTicket(ctx: AppContext, device: TicketDevice, now: number): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomBytes(24).toString('base64url');
  await ctx.db.query("UPDATE login_tickets SET status = 'expired', decided_at = $2 WHERE socket_id = $1 AND status = 'pending'", [device.socketId, now]);
  // Old decided tickets are of no use after a day.
  await ctx.db.query('DELETE FROM login_tickets WHERE expires_at < $1', [now - 86400]);
  await ctx.db.query(
    'INSERT INTO login_tickets (ticket_hash, socket_id, device_key, device_name, ip, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [ticketHash(ticket), device.socketId, device.deviceKey, device.deviceName, device.ip, now + LOGIN_TICKET_TTL_S, now],
  );
  return { ticket, expiresAt: now + LOGIN_TICKET_TTL_S };
}

export const emitScanLogin = (io: Server | null, socketId: string, event: ScanLoginEvent) => io?.to(socketId).emit(SCAN_LOGIN_SOCKET_EVENT, event);

export const EXPIRED_MSG = '二维码已过期，请刷新二维码';

/** Marks every pending ticket past its time expired and tells each TV (any process may run it). */
export async function sweepExpiredTickets(ctx: AppContext, now: number): Promise<number> {
  const { rows } = await ctx.db.query<{ socket_id: string }>(
    "UPDATE login_tickets SET status = 'expired', decided_at = $1 WHERE status = 'pending' AND expires_at <= $1 RETURNING socket_id",
    [now],
  );
  for (const r of rows) emitScanLogin(ctx.io, r.socket_id, { status: 'expired', msg: EXPIRED_MSG });
  return rows.length;
}

/** The TV went away: its tickets die with the connection. */
export async function dropSocketTickets(ctx: AppContext, socketId: string, now: number): Promise<void> {
  await ctx.db.query("UPDATE login_tickets SET status = 'expired', decided_at = $2 WHERE socket_id = $1 AND status = 'pending'", [socketId, now]);
}

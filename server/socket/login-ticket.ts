// The TV side of scan-to-login (issue 12): `loginTicket` {deviceId?} acks a ticket and the text
// for its QR code. The device's name is the server's reading of its user agent: a name the TV
// sent (older clients send deviceName) is ignored, so a TV cannot call itself 您本人 (issue 27); `scanLogin` follows when a phone confirms or refuses, or when
// the ticket expires (server/account/login-tickets.ts).
import type { Server, Socket } from 'socket.io';
import { LOGIN_TICKET_SOCKET_EVENT } from '../../src/api/contract/account';
import { dropSocketTickets, issueTicket, LOGIN_TICKET_TTL_S, sweepExpiredTickets } from '../account/login-tickets';
import { deviceNameOf } from '../account/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.:[\]-]{1,255}$/;
const HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;
const nowS = () => Math.floor(Date.now() / 1000);

/** Where the phone app opens the ticket: the page's own origin (the handshake passed the origin policy). */
function appOrigin(socket: Socket): string {
  const { origin, host } = socket.handshake.headers;
  if (typeof origin === 'string' && ORIGIN.test(origin)) return origin;
  return `http://${typeof host === 'string' && HOST.test(host) ? host : 'localhost'}`;
}

export function attachLoginTickets(io: Server, ctx: AppContext): void {
  io.on('connection', (socket: Socket) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    socket.on('disconnect', () => {
      if (timer) clearTimeout(timer);
      void dropSocketTickets(ctx, socket.id, nowS()).catch(() => {});
    });

    socket.on(LOGIN_TICKET_SOCKET_EVENT, async (payload: unknown, ack?: unknown) => {
      const reply = (r: unknown) => (typeof ack === 'function' ? ack(r) : socket.emit(LOGIN_TICKET_SOCKET_EVENT, r));
      try {
        await ctx.flood.take(['loginTicketAddress', socket.handshake.address]);
        const p = (payload ?? {}) as { deviceId?: unknown };
        const ua = socket.handshake.headers['user-agent'];
        const deviceId = typeof p.deviceId === 'string' && DEVICE_ID.test(p.deviceId) ? p.deviceId : null;
        const now = nowS();
        const { ticket } = await issueTicket(ctx, {
          socketId: socket.id,
          deviceKey: deviceId ? `d:${deviceId}` : `scan:${socket.id}`,
          deviceName: deviceNameOf(typeof ua === 'string' ? ua : undefined),
          ip: socket.handshake.address,
        }, now);
        if (timer) clearTimeout(timer);
        // Tell the TV at expiry; the sweep's UPDATE decides once even with several processes.
        timer = setTimeout(() => void sweepExpiredTickets(ctx, nowS()).catch(() => {}), LOGIN_TICKET_TTL_S * 1000 + 200);
        timer.unref?.();
        reply({
          ret: 200, msg: '',
          data: { ticket, qrText: `${appOrigin(socket)}/authorizeLogin?ticket=${ticket}`, expireSeconds: LOGIN_TICKET_TTL_S },
        });
      } catch (err) {
        if (err instanceof ApiError) reply({ ret: err.ret, msg: err.message, data: null });
        else reply({ ret: 500, msg: '服务器错误，请稍后再试', data: null });
      }
    });
  });
}

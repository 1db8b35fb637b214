// socket.io on the same HTTP server (spec 001 §7 chat socket). conn {token, version} binds the
// socket to its user and room `user:{uid}`; joinVideoRoom puts it in `video:{mediaKey}`, where
// barrage-room.ts handles sendBarrage.
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { verifyToken } from '../auth/token';
import type { AppContext } from '../context';
import { tokenValid } from '../http/auth';
import { attachBarrageRoom } from './barrage-room';
import { attachLoginTickets } from './login-ticket';
import { attachHandoff } from './handoff';
import { bind, bindingOf, bindWhenDatabaseAnswers, nextConnAttempt, unbind } from './binding';
import { SERVER_BUSY_MSG } from '../http/errors';
import { originPolicy, type OriginPolicy } from '../http/origins';
import { userRoom, videoRoom } from './rooms';

export { userRoom, videoRoom };

const MEDIA_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function attachSocket(server: HttpServer, ctx: AppContext, origins: OriginPolicy = originPolicy()): Server {
  const io = new Server(server, {
    // The same origin rule as the HTTP API: a page from another origin cannot open a socket
    // with the user's session (browsers do not apply CORS to WebSocket handshakes).
    allowRequest: (req, done) => done(null, origins.allows(req.headers.origin, req.headers.host)),
    cors: { origin: (origin, done) => done(null, origin !== undefined && origins.listed.includes(origin)), credentials: true },
    transports: ['websocket', 'polling'],
    maxHttpBufferSize: 64 * 1024,
  });

  io.on('connection', (socket: Socket) => {
    const data = bindingOf(socket);
    data.uid = null;
    data.gid = 0;
    data.expire = 0;
    data.videoRoom = null;
    socket.on('disconnect', () => unbind(socket));

    socket.on('conn', async (payload: unknown, ack?: unknown) => {
      const p = (payload ?? {}) as { token?: Record<string, unknown>; version?: unknown };
      const token = p.token && typeof p.token === 'object' ? p.token : {};
      const attempt = nextConnAttempt(socket);
      const check = verifyToken(ctx.tokenSecret, token);
      // null: the database did not answer, which says nothing about the token.
      const live = check.ok ? await tokenValid(ctx, check.uid, check.gid).catch(() => null) : false;
      // A failed conn never leaves an earlier binding in place.
      if (check.ok && live) await bind(socket, check.uid, check.gid, Number(token.expire));
      else unbind(socket);
      const answer = (reply: { ret: number; msg: string; data: unknown }) => (typeof ack === 'function' ? ack(reply) : socket.emit('conn', reply));
      if (data.uid) return answer({ ret: 200, msg: '', data: { uid: data.uid } });
      if (live === null && check.ok) {
        answer({ ret: 500, msg: SERVER_BUSY_MSG, data: null });
        const bound = { uid: check.uid, gid: check.gid, expire: Number(token.expire) };
        return bindWhenDatabaseAnswers(ctx, socket, bound, attempt, () => socket.emit('conn', { ret: 200, msg: '', data: { uid: bound.uid } }));
      }
      answer({ ret: 201, msg: '登录已失效，请重新登录', data: null });
    });

    socket.on('joinVideoRoom', async (payload: unknown, ack?: unknown) => {
      const key = typeof payload === 'string' ? payload : (payload as { mediaKey?: unknown } | null)?.mediaKey;
      if (typeof key !== 'string' || !MEDIA_KEY.test(key)) {
        if (typeof ack === 'function') ack({ ret: 400, msg: '参数 mediaKey 不合法', data: null });
        return;
      }
      if (data.videoRoom) await socket.leave(data.videoRoom);
      data.videoRoom = videoRoom(key);
      await socket.join(data.videoRoom);
      if (typeof ack === 'function') ack({ ret: 200, msg: '', data: { mediaKey: key } });
    });
  });
  attachBarrageRoom(io, ctx);
  attachLoginTickets(io, ctx);
  attachHandoff(io, ctx);
  return io;
}

/** Server-side push to every socket of one user (userStateChange, privateMessage...). */
export function pushToUser(io: Server | null, uid: number, event: string, payload: unknown): void {
  io?.to(userRoom(uid)).emit(event, payload);
}

/**
 * userLiveTest (spec 001 §7): asks every socket of one user whether its app is alive; each app
 * answers through the acknowledgement (src/features/socket/realtime-client.ts). True when at
 * least one answered within `timeoutMs`.
 */
export async function userIsLive(io: Server | null, uid: number, timeoutMs = 3000): Promise<boolean> {
  if (!io) return false;
  try {
    const replies = (await io.to(userRoom(uid)).timeout(timeoutMs).emitWithAck('userLiveTest', { uid })) as unknown[];
    return replies.some((r) => !!r && typeof r === 'object' && (r as { alive?: unknown }).alive === true);
  } catch {
    // Not every socket answered in time: the ones that did are not reported by socket.io.
    return false;
  }
}

// Live barrage per video room. The core socket (socket/index.ts) binds a socket to its user
// (`conn`) and to one video room (`joinVideoRoom`); here a barrage sent on the socket is stored
// first and only the stored, cleaned barrage reaches the other viewers. AddBarrages over HTTP
// broadcasts through broadcastBarrage() the same way.
import { INT_COLUMN_MAX } from '../../src/api/contract/schema';
import type { Server, Socket } from 'socket.io';
import type { Barrage } from '../../src/api/contract/barrage';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { SERVER_BUSY_MSG } from '../http/errors';
import { takeBarrageFlood } from '../limits/flood';
import { barrageById, barrageByRequest, parseNewBarrage, sendOnce, storeBarrage } from '../routes/barrage-store';
import { bindingOf, currentUid } from './binding';
import { refuseYouthBarrage } from '../youth/guard';
import { userRoom, videoRoom } from './rooms';

export const BARRAGE_EVENT = BARRAGE_SOCKET_EVENT;

/**
 * Sends a stored barrage to everyone watching the video except the sender's own sockets
 * (the sender already drew it). Sockets that never sent `conn` are anonymous viewers.
 */
export function broadcastBarrage(io: Server | null, barrage: Barrage): void {
  io?.to(videoRoom(barrage.mediaKey)).except(userRoom(barrage.uid)).emit(BARRAGE_EVENT, barrage);
}

type Ack = (reply: { ret: number; msg: string; data: unknown }) => void;

/** sendBarrage on a socket: store first, then broadcast the stored barrage. */
export function attachBarrageRoom(io: Server, ctx: AppContext): void {
  io.on('connection', (socket: Socket) => {
    socket.on(BARRAGE_EVENT, (payload: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      void onSend(ctx, io, socket, payload).then(
        (b) => reply({ ret: RET.OK, msg: '', data: b }),
        (err: unknown) =>
          reply(err instanceof ApiError ? { ret: err.ret, msg: err.message, data: null } : { ret: RET.SERVER_ERROR, msg: SERVER_BUSY_MSG, data: null }),
      );
    });
  });
}

async function onSend(ctx: AppContext, io: Server, socket: Socket, payload: unknown): Promise<Barrage> {
  const data = bindingOf(socket);
  const uid = await currentUid(ctx, socket);
  if (!uid) throw new ApiError(RET.SESSION_INVALID, '请先登录');
  if (!data.videoRoom) throw new ApiError(RET.BAD_REQUEST, '请先加入视频房间');
  const mediaKey = data.videoRoom.slice(videoRoom('').length);
  // A barrage already stored over HTTP (it carries its id) was broadcast by that call.
  const id = typeof payload === 'object' && payload !== null ? Number((payload as { id?: unknown }).id) : NaN;
  if (Number.isInteger(id) && id > 0) {
    if (id > INT_COLUMN_MAX) throw new ApiError(RET.NOT_FOUND, '弹幕不存在');
    const b = await barrageById(ctx.db, id, uid);
    if (!b || b.uid !== uid) throw new ApiError(RET.NOT_FOUND, '弹幕不存在');
    return b;
  }
  await refuseYouthBarrage(ctx, uid);
  const input = parseNewBarrage(payload, mediaKey);
  if (typeof input === 'string') throw new ApiError(RET.BAD_REQUEST, input);
  // The same idempotency key as over HTTP: a resend of a stored barrage gets it back.
  return sendOnce(uid, input, async () => {
    const earlier = await barrageByRequest(ctx.db, uid, input);
    if (earlier) return earlier;
    await takeBarrageFlood(ctx.flood, uid, mediaKey);
    const { barrage, fresh } = await storeBarrage(ctx.db, uid, input);
    if (fresh) broadcastBarrage(io, barrage);
    return barrage;
  });
}

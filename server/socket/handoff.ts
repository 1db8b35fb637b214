// Play it on the TV (issue 30 point 2; decision 046). No table: a session is a socket.io room
// `handoff:{session}` that the phone's socket and the TV's socket are in, so commands and state
// are relayed by the Redis adapter whichever processes hold the two sockets.
// - handoffReady (TV): a signed-in socket says it is a TV taking hand-offs; it is then listed
//   to its user's phones (onlineTvs, which asks every process: fetchSockets).
// - handoffStart (phone): only a TV of the caller's own user is found; the phone joins the room
//   and the TV's socket gets handoffOpen with a proof (an HMAC of user, session and the TV's
//   socket id), with which the TV's own process lets it join (handoffJoin). So no process has
//   to reach into another's sockets before the TV hears of the session.
// - handoffCommand / handoffState / handoffEnd: relayed to the rest of the room, only from a
//   member that is still signed in; a member's socket going away ends the session for the
//   other side at once ('offline').
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import {
  HANDOFF_COMMAND_EVENT, HANDOFF_END_EVENT, HANDOFF_JOIN_EVENT, HANDOFF_OPEN_EVENT, HANDOFF_READY_EVENT, HANDOFF_START_EVENT, HANDOFF_STATE_EVENT,
  handoffCommandSchema, handoffEndSchema, handoffJoinSchema, handoffReadySchema, handoffStartSchema, handoffStateSchema,
  type HandoffCommand, type HandoffEnd, type HandoffOpen, type HandoffState, type HandoffTv,
} from '../../src/api/contract/handoff';
import { RET } from '../../src/api/contract/envelope';
import { deviceNameOf } from '../account/sessions';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { SERVER_BUSY_MSG } from '../http/errors';
import { currentUid } from './binding';
import { userRoom } from './rooms';

const ROOM_PREFIX = 'handoff:';
const handoffRoom = (session: string) => `${ROOM_PREFIX}${session}`;
const TV_OFFLINE_MSG = '电视不在线，请确认电视已登录并打开了应用';

interface TvMark { deviceId: string; name: string; uid: number }
const tvMark = (data: unknown) => (data as { handoffTv?: TvMark }).handoffTv;

type Reply = { ret: number; msg: string; data: unknown };

const uaOf = (socket: Socket) => {
  const ua = socket.handshake.headers['user-agent'];
  return typeof ua === 'string' ? ua : undefined;
};

function handoffProof(secret: string, uid: number, session: string, socketId: string): string {
  return createHmac('sha256', secret).update(`handoff\n${uid}\n${session}\n${socketId}`).digest('base64url');
}

function proofMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The user's TVs online now, on every process, with the socket that holds each (the latest). */
export async function onlineTvs(io: Server | null, uid: number): Promise<(HandoffTv & { socketId: string })[]> {
  if (!io) return [];
  // Asking the other processes needs Redis; while it is away (issue 40) this process's own TVs
  // are the answer instead of an error.
  const sockets = await io.in(userRoom(uid)).fetchSockets().catch(() => io.local.in(userRoom(uid)).fetchSockets());
  const byDevice = new Map<string, HandoffTv & { socketId: string }>();
  for (const s of sockets) {
    const mark = tvMark(s.data);
    // The mark names the user it was made for: a TV signed in as someone else since is not listed.
    if (!mark || mark.uid !== uid || (s.data as { uid?: number | null }).uid !== uid) continue;
    byDevice.set(mark.deviceId, { tvId: mark.deviceId, name: mark.name, socketId: s.id });
  }
  return [...byDevice.values()];
}

const sessionRooms = (socket: Socket) => [...socket.rooms].filter((r) => r.startsWith(ROOM_PREFIX));

/** Leaves every session the socket is in, telling the other side why. */
async function leaveSessions(socket: Socket, reason: HandoffEnd['reason']): Promise<void> {
  for (const room of sessionRooms(socket)) {
    const ev: HandoffEnd = { session: room.slice(ROOM_PREFIX.length), reason };
    socket.to(room).emit(HANDOFF_END_EVENT, ev);
    await socket.leave(room);
  }
}

export function attachHandoff(io: Server, ctx: AppContext): void {
  io.on('connection', (socket: Socket) => {
    // Still in its rooms here: the other side hears at once that this one went.
    socket.on('disconnecting', () => {
      for (const room of sessionRooms(socket)) {
        const ev: HandoffEnd = { session: room.slice(ROOM_PREFIX.length), reason: 'offline' };
        socket.to(room).emit(HANDOFF_END_EVENT, ev);
      }
    });

    const handle = (event: string, fn: (payload: unknown, uid: number) => Promise<unknown>) => {
      socket.on(event, (payload: unknown, ack?: unknown) => {
        const reply = (r: Reply) => (typeof ack === 'function' ? ack(r) : undefined);
        void (async () => {
          const uid = await currentUid(ctx, socket);
          if (!uid) throw new ApiError(RET.SESSION_INVALID, '请先登录');
          return fn(payload, uid);
        })().then(
          (data) => reply({ ret: RET.OK, msg: '', data: data ?? null }),
          (err: unknown) => reply(err instanceof ApiError ? { ret: err.ret, msg: err.message, data: null } : { ret: RET.SERVER_ERROR, msg: SERVER_BUSY_MSG, data: null }),
        );
      });
    };
    const bad = (problem: string | null) => {
      if (problem) throw new ApiError(RET.BAD_REQUEST, `参数不合法：${problem}`);
    };

    handle(HANDOFF_READY_EVENT, async (payload, uid) => {
      bad(handoffReadySchema.check(payload, 'handoffReady'));
      await ctx.flood.take(['handoffReadySocket', socket.id]);
      const { deviceId } = payload as { deviceId: string };
      (socket.data as { handoffTv?: TvMark }).handoffTv = { deviceId, name: deviceNameOf(uaOf(socket)), uid };
      return { tvId: deviceId };
    });

    handle(HANDOFF_START_EVENT, async (payload, uid) => {
      bad(handoffStartSchema.check(payload, 'handoffStart'));
      await ctx.flood.take(['handoffStartUser', uid]);
      const p = payload as { tvId: string; key: string; episodeId?: number; position: number; barrage: boolean };
      // Only the caller's own TVs are looked for: another user's TV id is simply not there.
      const tv = (await onlineTvs(io, uid)).find((t) => t.tvId === p.tvId);
      if (!tv || tv.socketId === socket.id) throw new ApiError(RET.NOT_FOUND, TV_OFFLINE_MSG);
      await leaveSessions(socket, 'replaced');
      const session = randomBytes(24).toString('base64url');
      await socket.join(handoffRoom(session));
      const open: HandoffOpen = {
        session, proof: handoffProof(ctx.tokenSecret, uid, session, tv.socketId), from: deviceNameOf(uaOf(socket)),
        key: p.key, episodeId: p.episodeId, position: p.position, barrage: p.barrage,
      };
      io.to(tv.socketId).emit(HANDOFF_OPEN_EVENT, open);
      return { session, tvName: tv.name };
    });

    handle(HANDOFF_JOIN_EVENT, async (payload, uid) => {
      bad(handoffJoinSchema.check(payload, 'handoffJoin'));
      const { session, proof } = payload as { session: string; proof: string };
      if (!proofMatches(handoffProof(ctx.tokenSecret, uid, session, socket.id), proof)) throw new ApiError(RET.FORBIDDEN, '投屏已失效');
      const room = handoffRoom(session);
      if (!socket.rooms.has(room)) {
        await leaveSessions(socket, 'replaced');
        await socket.join(room);
      }
      return { session };
    });

    /** A relay from a member of the session's room that is still signed in. */
    const relay = (event: string, check: (p: unknown) => string | null, pick: (p: never) => object) => {
      handle(event, async (payload) => {
        bad(check(payload));
        const { session } = payload as { session: string };
        const room = handoffRoom(session);
        if (!socket.rooms.has(room)) throw new ApiError(RET.FORBIDDEN, '投屏已结束');
        await ctx.flood.take(['handoffRelaySocket', socket.id]);
        // Only the contract's fields go on.
        socket.to(room).emit(event, pick(payload as never));
        if (event === HANDOFF_END_EVENT) io.in(room).socketsLeave(room);
        return null;
      });
    };
    relay(HANDOFF_COMMAND_EVENT, (p) => handoffCommandSchema.check(p, 'handoffCommand'), (c: HandoffCommand) => ({
      session: c.session, type: c.type, to: c.to, volume: c.volume, level: c.level, on: c.on, text: c.text, nonce: c.nonce,
    }));
    relay(HANDOFF_STATE_EVENT, (p) => handoffStateSchema.check(p, 'handoffState'), (s: HandoffState) => ({
      session: s.session, phase: s.phase, key: s.key, position: s.position, duration: s.duration, volume: s.volume,
      barrage: s.barrage, qualities: s.qualities.map((q) => ({ level: q.level, label: q.label })), level: s.level,
      sent: s.sent ? { nonce: s.sent.nonce, ok: s.sent.ok } : null,
    }));
    relay(HANDOFF_END_EVENT, (p) => handoffEndSchema.check(p, 'handoffEnd'), (e: HandoffEnd) => ({ session: e.session, reason: e.reason }));
  });
}

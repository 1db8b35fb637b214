// The socket's user binding (issue 8, point 4). `conn` binds a socket to the token's user; the
// binding lasts only while that token would still be accepted over HTTP: every action checks
// it again (expiry, token generation bumped by logout), a failed `conn` clears it, logout takes
// all the user's sockets out of their user room on every process (the adapter carries
// socketsLeave), and a timer unbinds the socket when the token expires.
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../context';
import { tokenValid } from '../http/auth';
import { sessionRoom, userRoom } from './rooms';

export interface SocketBinding {
  uid: number | null;
  gid: number;
  expire: number;
  videoRoom: string | null;
}

// The expiry timers sit beside the sockets, not in socket.data: the Redis adapter serializes a
// socket's data for fetchSockets on another process, and a timer object does not serialize.
const expiryTimers = new WeakMap<Socket, ReturnType<typeof setTimeout>>();

/** setTimeout's longest delay (about 24.8 days); a longer wait re-arms itself. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export const bindingOf = (socket: Socket) => socket.data as SocketBinding;

export function unbind(socket: Socket): void {
  const b = bindingOf(socket);
  clearTimeout(expiryTimers.get(socket));
  expiryTimers.delete(socket);
  if (b.uid) {
    void socket.leave(userRoom(b.uid));
    void socket.leave(sessionRoom(b.uid, b.gid));
  }
  b.uid = null;
  b.gid = 0;
  b.expire = 0;
}

export async function bind(socket: Socket, uid: number, gid: number, expire: number): Promise<void> {
  const b = bindingOf(socket);
  if (b.uid && b.uid !== uid) unbind(socket);
  b.uid = uid;
  b.gid = gid;
  b.expire = expire;
  await socket.join([userRoom(uid), sessionRoom(uid, gid)]);
  armExpiry(socket);
}

function armExpiry(socket: Socket): void {
  const b = bindingOf(socket);
  clearTimeout(expiryTimers.get(socket));
  const wait = b.expire * 1000 - Date.now();
  const timer = setTimeout(() => (b.expire * 1000 <= Date.now() ? unbind(socket) : armExpiry(socket)), Math.max(0, Math.min(wait, MAX_DELAY_MS)));
  timer.unref?.();
  expiryTimers.set(socket, timer);
}

/** The bound user if the binding still holds; otherwise the socket is unbound and null returned. */
export async function currentUid(ctx: AppContext, socket: Socket): Promise<number | null> {
  const b = bindingOf(socket);
  if (!b.uid) return null;
  const valid = b.expire > Math.floor(Date.now() / 1000) && (await tokenValid(ctx, b.uid, b.gid).catch(() => false));
  if (!valid) {
    unbind(socket);
    return null;
  }
  return b.uid;
}

/** After logout: every socket of the user, on every server process, leaves the user room. */
export function unbindUser(io: Server | null, uid: number): void {
  io?.in(userRoom(uid)).socketsLeave(userRoom(uid));
}

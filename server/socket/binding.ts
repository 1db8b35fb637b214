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

/**
 * The bound user if the binding still holds; otherwise the socket is unbound and null returned.
 * A database that cannot answer is not a verdict on the token: that error is thrown (the caller
 * answers ret 500) and the binding stays, so the socket works again once the database is back.
 */
export async function currentUid(ctx: AppContext, socket: Socket): Promise<number | null> {
  const b = bindingOf(socket);
  if (!b.uid) return null;
  const valid = b.expire > Math.floor(Date.now() / 1000) && (await tokenValid(ctx, b.uid, b.gid));
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

/** A `conn` whose check the database could not answer is tried again this often, this long. */
export const CONN_RETRY = { everyMs: 1_000, forMs: 60_000 };

// The number of the socket's latest `conn`: a retry of an older one gives up once a newer came.
const connAttempts = new WeakMap<Socket, number>();

export function nextConnAttempt(socket: Socket): number {
  const n = (connAttempts.get(socket) ?? 0) + 1;
  connAttempts.set(socket, n);
  return n;
}

const isLatestConn = (socket: Socket, attempt: number): boolean => socket.connected && connAttempts.get(socket) === attempt;

/**
 * After a `conn` the database could not check (a restart): the check is tried again in the
 * background, and once it passes the socket is bound and `onBound` runs (it tells the app with a
 * `conn` event, as a late reply). The app sends `conn` once per connection, so without this a
 * socket that connected during the gap would stay unbound (no pushes, no barrage) until it
 * happened to reconnect. Gives up on a token found invalid, a newer `conn`, a disconnect, or
 * after CONN_RETRY.forMs.
 */
export function bindWhenDatabaseAnswers(ctx: AppContext, socket: Socket, token: { uid: number; gid: number; expire: number }, attempt: number, onBound: () => void): void {
  const until = Date.now() + CONN_RETRY.forMs;
  const later = () => setTimeout(tryAgain, CONN_RETRY.everyMs).unref?.();
  function tryAgain(): void {
    if (!isLatestConn(socket, attempt) || Date.now() > until) return;
    tokenValid(ctx, token.uid, token.gid).then(
      async (live) => {
        if (!live || !isLatestConn(socket, attempt)) return;
        await bind(socket, token.uid, token.gid, token.expire);
        onBound();
      },
      later,
    );
  }
  later();
}

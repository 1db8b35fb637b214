// The one app-wide RealtimeClient over socket.io-client, bound to the session: a login (or a
// restored user) sends `conn` with its token, a logout disconnects. Idempotent, so the watch
// page can start it and the shells may too.
import { io } from 'socket.io-client';
import { apiBase } from '@src/api/base-url';
import { noteApiDown, onApiBack } from '@src/api/reachability';
import { sessionStore } from '@src/stores/session';
import { RealtimeClient, type SocketLike } from './realtime-client';

function socketUrl(): string {
  const base = apiBase();
  return base || (typeof location !== 'undefined' ? location.origin : '');
}

const factory = (url: string): SocketLike =>
  io(url, {
    transports: ['websocket', 'polling'],
    autoConnect: false,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    withCredentials: true,
  }) as unknown as SocketLike;

export const realtime = new RealtimeClient({ factory, url: socketUrl, onApiBack, noteApiDown });

let unbind: (() => void) | null = null;

/** Keeps the socket's token in step with the session store; returns the unbind. */
export function bindRealtimeToSession(client: RealtimeClient = realtime, store = sessionStore): () => void {
  client.setToken(store.getState().user?.token ?? null);
  return store.subscribe((s, prev) => {
    if (s.user?.token !== prev.user?.token) client.setToken(s.user?.token ?? null);
  });
}

/** Starts the session binding of the app-wide client once. */
export function startRealtimeSession(): void {
  if (!unbind) unbind = bindRealtimeToSession();
}

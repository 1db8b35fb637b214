// The app's socket.io connection (spec 001 §7 chat socket): websocket with polling fallback,
// `conn {token, version: '1.0.3'}` after every (re)connect, and one video room at a time for
// live barrage. A visitor may still watch a room: the socket then connects without `conn`.
// Logging out disconnects (spec 000 §4); a room still open reconnects anonymously after.
import type { Token } from '@src/api/contract/common';
import { Emitter } from '@src/lib/events';

export const SOCKET_VERSION = '1.0.3';

/** Events the server pushes (spec 001 §7). */
export type ServerEvent = 'privateMessage' | 'userLiveTest' | 'sendBarrage' | 'userStateChange' | 'joinVideoRoom' | 'conn' | 'scanLogin'
  // Play on the TV (issue 30; src/api/contract/handoff.ts).
  | 'handoffOpen' | 'handoffCommand' | 'handoffState' | 'handoffEnd'
  // Staff removed barrage of the room (issue 38; BARRAGE_REMOVED_SOCKET_EVENT of src/api/contract/staff-moderation.ts).
  | 'barrageRemoved';
export const SERVER_EVENTS: readonly ServerEvent[] = ['privateMessage', 'userLiveTest', 'sendBarrage', 'userStateChange', 'joinVideoRoom', 'conn', 'scanLogin',
  'handoffOpen', 'handoffCommand', 'handoffState', 'handoffEnd', 'barrageRemoved'];

/** The part of a socket.io-client Socket used here (tests pass a fake). */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, fn: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export type SocketFactory = (url: string) => SocketLike;

/** Reconnects started by the API coming back are at least this far apart (a socket that fails while HTTP works). */
export const RECONNECT_NUDGE_MIN_MS = 3000;

export interface RealtimeClientOptions {
  factory: SocketFactory;
  /** Where the socket server is ('' = the page's origin). */
  url: () => string;
  /** Subscribes to the API answering again after it was down (src/api/reachability.ts); returns the unsubscribe. */
  onApiBack?: (fn: () => void) => () => void;
  /** Tells the request layer's side that the socket lost the API. */
  noteApiDown?: () => void;
  now?: () => number;
}

type Listener = (payload: unknown) => void;

type PushedEvents = Record<string, unknown>;

export class RealtimeClient {
  private socket: SocketLike | null = null;
  private token: Token | null = null;
  private room: string | null = null;
  /** Pages that need the socket open without a session or a room (the TV's scan login). */
  private holds = 0;
  /** Requests waiting for the connection (flushed on connect). */
  private waiting: Array<() => void> = [];
  private readonly listeners = new Emitter<PushedEvents>('socket');
  private lastNudge = -Infinity;
  private readonly offApiBack: () => void;

  constructor(private readonly opts: RealtimeClientOptions) {
    this.offApiBack = opts.onApiBack?.(() => this.reconnectNow()) ?? (() => undefined);
  }

  get connected(): boolean {
    return !!this.socket?.connected;
  }
  get currentRoom(): string | null {
    return this.room;
  }
  get hasSocket(): boolean {
    return this.socket !== null;
  }

  /** Subscribes to a pushed event; returns the unsubscribe. */
  on(event: ServerEvent, fn: Listener): () => void {
    return this.listeners.on(event, fn);
  }

  /** The session's token (null = logged out). */
  setToken(token: Token | null): void {
    const same = token && this.token && token.uid === this.token.uid && token.sign === this.token.sign && token.expire === this.token.expire;
    if (same || (!token && !this.token)) return;
    if (!token) {
      this.token = null;
      this.drop();
      // The page still shows a video (or waits for a scan): stay connected as a visitor.
      if (this.room || this.holds > 0) this.ensure();
      return;
    }
    this.token = token;
    if (this.socket?.connected) this.emitConn();
    else this.ensure();
  }

  /** Joins the room of one video (leaving the previous one); returns the leave. */
  joinVideoRoom(mediaKey: string): () => void {
    this.room = mediaKey;
    if (this.socket?.connected) this.socket.emit('joinVideoRoom', { mediaKey });
    else this.ensure();
    return () => this.leaveVideoRoom(mediaKey);
  }

  leaveVideoRoom(mediaKey: string): void {
    if (this.room !== mediaKey) return;
    this.room = null;
    this.socket?.emit('leaveVideoRoom', { mediaKey });
    if (!this.token && this.holds === 0) this.drop();
  }

  /**
   * Keeps the socket connected while a page needs it without a session (the TV's login page
   * waits for a phone's scan on it); returns the release.
   */
  hold(): () => void {
    this.holds++;
    this.ensure();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds--;
      if (this.holds === 0 && !this.token && !this.room) this.drop();
    };
  }

  /**
   * Emits with an acknowledgement once connected; rejects after `timeoutMs` without one. The
   * socket is opened for it if needed (a caller that must stay connected holds it).
   */
  request(event: string, payload: unknown, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        reject(new Error(`socket ${event}: no answer`));
      }, timeoutMs);
      const send = () => {
        if (done || !this.socket) return;
        this.socket.emit(event, payload, (reply: unknown) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve(reply);
        });
      };
      if (this.socket?.connected) send();
      else {
        this.waiting.push(send);
        this.ensure();
      }
    });
  }

  /** Emits on the socket when connected; false when not (nothing is queued). */
  emit(event: string, payload: unknown): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, payload);
    return true;
  }

  destroy(): void {
    this.room = null;
    this.token = null;
    this.drop();
    this.listeners.clear();
    this.offApiBack();
  }

  /**
   * The API answers HTTP again: a socket waiting for its next backoff attempt (socket.io's delay
   * grows to 10 s, ±50 %) tries now. Leaving and connecting again is the way socket.io-client
   * has to cut a pending backoff short: its manager starts a fresh attempt and a fresh backoff.
   */
  private reconnectNow(): void {
    const s = this.socket;
    if (!s || s.connected) return;
    const now = (this.opts.now ?? Date.now)();
    if (now - this.lastNudge < RECONNECT_NUDGE_MIN_MS) return;
    this.lastNudge = now;
    s.disconnect();
    s.connect();
  }

  private ensure(): void {
    if (this.socket) {
      if (!this.socket.connected) this.socket.connect();
      return;
    }
    const socket = this.opts.factory(this.opts.url());
    this.socket = socket;
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      // After a reconnect the server has forgotten who we are and which room we were in.
      if (this.token) this.emitConn();
      if (this.room) socket.emit('joinVideoRoom', { mediaKey: this.room });
      const waiting = this.waiting;
      this.waiting = [];
      for (const send of waiting) send();
    });
    // A lost connection or a failed attempt: the API is down as far as the socket can tell, so the
    // request layer's next answer brings the socket back at once. Not a disconnect either side
    // chose (ours, or the server's, which socket.io does not reconnect either).
    socket.on('disconnect', (reason: unknown) => {
      if (this.socket === socket && reason !== 'io client disconnect' && reason !== 'io server disconnect') this.opts.noteApiDown?.();
    });
    socket.on('connect_error', () => {
      if (this.socket === socket) this.opts.noteApiDown?.();
    });
    for (const name of SERVER_EVENTS) {
      socket.on(name, (payload: unknown, ack?: unknown) => {
        if (this.socket !== socket) return;
        // userLiveTest (spec 001 §7): the server asks whether this app is still alive; it is.
        if (name === 'userLiveTest') this.answerLiveTest(socket, ack);
        this.dispatch(name, payload);
      });
    }
    socket.connect();
  }

  /** The answer to userLiveTest: through its acknowledgement, else as an event of the same name. */
  private answerLiveTest(socket: SocketLike, ack: unknown): void {
    const answer = { alive: true, uid: this.token?.uid ?? 0, version: SOCKET_VERSION };
    if (typeof ack === 'function') (ack as (a: unknown) => void)(answer);
    else socket.emit('userLiveTest', answer);
  }

  private emitConn(): void {
    const t = this.token;
    if (!t || !this.socket) return;
    this.socket.emit('conn', { token: { uid: t.uid, gid: t.gid, sign: t.sign, expire: t.expire }, version: SOCKET_VERSION });
  }

  private drop(): void {
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.removeAllListeners();
    s.disconnect();
  }

  private dispatch(event: string, payload: unknown): void {
    this.listeners.emit(event, payload);
  }
}

// The barrage room over socket.io (spec 001 §7: joinVideoRoom, sendBarrage) and the barrage
// text limit the server applies on both the HTTP and the socket path.
import type { Barrage } from './barrage';

/** Longest barrage the server keeps; longer text (socket path) is cut to this many characters. */
export const BARRAGE_MAX_CHARS = 100;

/** socket.io events of a video room (after `conn` and `joinVideoRoom {mediaKey}`). */
export const BARRAGE_SOCKET_EVENT = 'sendBarrage';

/** Client -> server `sendBarrage`: stored, then broadcast; `text`/`offset` are accepted as aliases. */
export interface SendBarragePayload {
  content: string;
  /** Seconds on the video timeline. */
  time: number;
  episodeId?: number;
  color?: string;
  mode?: 0 | 1 | 2;
}

/** Ack of `sendBarrage`: the stored barrage, or ret 201 (no session), 400 (bad input / no room), 404. */
export interface SendBarrageAck {
  ret: number;
  msg: string;
  data: Barrage | null;
}

/** Server -> other viewers of the room: `sendBarrage` with the stored Barrage (never to the sender's sockets). */
export type BarrageBroadcast = Barrage;

// The barrage room over socket.io (spec 001 §7: joinVideoRoom, sendBarrage). The barrage text
// limit the server applies on both paths is BARRAGE_MAX_CHARS in limits.ts.
import type { Barrage } from './barrage';

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

// Player-side additions the core contract records do not declare yet. The server already
// accepts and returns these fields (extra query keys reach it; extra reply keys are allowed);
// once the core records carry them, this file can shrink to the socket shapes.
import { array, integer, object, optional, string, type Infer } from './schema';
import type { Barrage } from './barrage';

/**
 * PayVideoByGold idempotency key: the client makes one per purchase attempt and resends the
 * same value on a retry; the server charges once per (user, requestId) and repeats the reply.
 */
export const goldRequestId = optional(string({ pattern: '^[A-Za-z0-9_-]{8,64}$' }));
export const payVideoByGoldExtraQuery = object({ requestId: goldRequestId });

/**
 * Barrage modes hidden by the user (0 scroll, 1 top, 2 bottom). PutBarrageCofig takes them as
 * `hiddenModes=1,2` (empty string = none); both config replies carry them as an array.
 */
export const barrageConfigExtraSchema = object({ hiddenModes: array(integer({ minimum: 0, maximum: 2 })) });
export type BarrageConfigExtra = Infer<typeof barrageConfigExtraSchema>;

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

// Play it on the TV (issue 30 point 2, 投屏): a signed-in phone hands the video it watches to
// one of the account's TVs and becomes its remote. Not in the spec: designed, see docs/api.md
// "Play on the TV" and docs/decisions/046-handoff-over-the-app-socket.md.
// The TVs are listed over HTTP; the session itself rides the app socket: the phone's start is
// acked, commands and the TV's state are relayed in the session's room (Redis adapter).
import { endpoint } from './endpoint';
import { array, boolean, integer, nullable, number, object, optional, string, type Infer } from './schema';
import { BARRAGE_MAX_CHARS } from './limits';

/** A TV's id as the phone names it: the TV's visitor id (its DeviceId). */
export const handoffTvIdSchema = string({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]{8,128}$' });
/** A session id: 32 url-safe characters made by the server. */
export const handoffSessionSchema = string({ minLength: 32, maxLength: 32, pattern: '^[A-Za-z0-9_-]{32}$' });

const handoffTvSchema = object({ tvId: handoffTvIdSchema, name: string() });
export type HandoffTv = Infer<typeof handoffTvSchema>;

export const getHandoffTvs = endpoint({
  name: 'getHandoffTvs',
  method: 'GET',
  path: '/api/Handoff/Tvs',
  reply: object({ list: array(handoffTvSchema, { maxItems: 20 }) }),
  auth: 'required',
  doc: '在电视上播放: the caller\'s TVs that are signed in as the caller and online now (their app socket announced itself with handoffReady), on any server process; tvId is the TV\'s visitor id, name the server\'s reading of its user agent. 30 a minute per user.',
});

/** Socket events (names shared by the client and the server). */
export const HANDOFF_READY_EVENT = 'handoffReady';
export const HANDOFF_START_EVENT = 'handoffStart';
export const HANDOFF_OPEN_EVENT = 'handoffOpen';
export const HANDOFF_JOIN_EVENT = 'handoffJoin';
export const HANDOFF_COMMAND_EVENT = 'handoffCommand';
export const HANDOFF_STATE_EVENT = 'handoffState';
export const HANDOFF_END_EVENT = 'handoffEnd';

/** TV -> server, acked: this signed-in socket is a TV that takes hand-offs. */
export const handoffReadySchema = object({ deviceId: handoffTvIdSchema });

/** What the phone hands over: the video, the place in it and the barrage switch. */
const handoffVideo = {
  /** The video's mediaKey (or numeric id as text, as watch addresses carry it). */
  key: string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  episodeId: optional(integer({ minimum: 1 })),
  /** Seconds into the video. */
  position: number({ minimum: 0, maximum: 86_400 }),
  barrage: boolean(),
};

/** Phone -> server, acked with {session, tvName}: hand the video to the TV `tvId`. */
export const handoffStartSchema = object({ tvId: handoffTvIdSchema, ...handoffVideo });
export const handoffStartAckSchema = object({ session: handoffSessionSchema, tvName: string() });

/** Server -> the TV's socket: open this video; join the session with `proof`. */
export const handoffOpenSchema = object({ session: handoffSessionSchema, proof: string({ minLength: 43, maxLength: 43 }), from: string(), ...handoffVideo });
export type HandoffOpen = Infer<typeof handoffOpenSchema>;

/** TV -> server, acked: join the session's room (the proof ties it to this socket and user). */
export const handoffJoinSchema = object({ session: handoffSessionSchema, proof: string({ minLength: 43, maxLength: 43 }) });

export const HANDOFF_COMMANDS = ['play', 'pause', 'seek', 'volume', 'quality', 'barrage', 'send'] as const;
export type HandoffCommandType = (typeof HANDOFF_COMMANDS)[number];

/**
 * Phone -> TV through the server. seek: `to` seconds; volume: `volume` 0-1; quality: `level`
 * (-1 = auto); barrage: `on`; send: `text`, a barrage the TV sends at its playhead (as the
 * same user) and draws; `nonce` comes back in the TV's state as `sent`.
 */
export const handoffCommandSchema = object({
  session: handoffSessionSchema,
  type: string({ enum: HANDOFF_COMMANDS }),
  to: optional(number({ minimum: 0, maximum: 86_400 })),
  volume: optional(number({ minimum: 0, maximum: 1 })),
  level: optional(integer({ minimum: -1, maximum: 31 })),
  on: optional(boolean()),
  text: optional(string({ minLength: 1, maxLength: BARRAGE_MAX_CHARS * 2 })),
  nonce: optional(integer({ minimum: 0, maximum: 1_000_000_000 })),
});
export type HandoffCommand = Infer<typeof handoffCommandSchema>;

export const HANDOFF_PHASES = ['opening', 'loading', 'playing', 'paused', 'ended', 'error'] as const;
export type HandoffPhase = (typeof HANDOFF_PHASES)[number];

/** TV -> phone through the server: what the TV plays, every second and on each change. */
export const handoffStateSchema = object({
  session: handoffSessionSchema,
  phase: string({ enum: HANDOFF_PHASES }),
  key: string({ maxLength: 64 }),
  position: number({ minimum: 0, maximum: 86_400 }),
  duration: number({ minimum: 0, maximum: 86_400 }),
  volume: number({ minimum: 0, maximum: 1 }),
  barrage: boolean(),
  /** Renditions on offer ([] with one); `level` -1 = auto. */
  qualities: array(object({ level: integer({ minimum: -1, maximum: 31 }), label: string({ maxLength: 20 }) }), { maxItems: 12 }),
  level: integer({ minimum: -1, maximum: 31 }),
  /** The last `send` command answered: its nonce and whether the TV sent it. */
  sent: nullable(object({ nonce: integer({ minimum: 0, maximum: 1_000_000_000 }), ok: boolean() })),
});
export type HandoffState = Infer<typeof handoffStateSchema>;

export const HANDOFF_END_REASONS = ['ended', 'offline', 'left', 'replaced'] as const;
export type HandoffEndReason = (typeof HANDOFF_END_REASONS)[number];
/** Either side -> the other, through the server: the session is over (offline: the TV's socket went). */
export const handoffEndSchema = object({ session: handoffSessionSchema, reason: string({ enum: HANDOFF_END_REASONS }) });
export type HandoffEnd = Infer<typeof handoffEndSchema>;

// Barrage (danmu): send, list by time window, like, report, per-user display config.
// GetBarrageList and GetBarrageCofig are designed here (paths not in the spec).
import { endpoint } from './endpoint';
import { array, boolean, integer, number, object, optional, string, type Infer, type Schema } from './schema';
import { empty, idempotencyKey, listOf, mediaKey, text } from './common';

/**
 * A barrage's score (弹幕屏蔽等级, issue 42): 0..10, 5 for a barrage nobody rated. Likes lift it
 * on a log scale (1, 3, 7, 15, 31 likes: +1..+5), each user's report takes 2 off. The shield
 * level L (1..10) hides a barrage whose score is below L: level 1 hides only the much-reported
 * (score 0), level 6 and up only shows liked barrage, level 10 only the best (31+ net likes).
 */
export const BARRAGE_SCORE_MIN = 0;
export const BARRAGE_SCORE_MAX = 10;
export const BARRAGE_SCORE_NEUTRAL = 5;
export const BARRAGE_REPORT_PENALTY = 2;
export const BARRAGE_SHIELD_LEVEL_MIN = 1;
export const BARRAGE_SHIELD_LEVEL_MAX = 10;
export const BARRAGE_SHIELD_LEVEL_DEFAULT = 1;

export function barrageScore(likes: number, reports: number): number {
  const lift = Math.min(BARRAGE_SCORE_MAX - BARRAGE_SCORE_NEUTRAL, Math.floor(Math.log2(1 + Math.max(0, likes))));
  const raw = BARRAGE_SCORE_NEUTRAL + lift - BARRAGE_REPORT_PENALTY * Math.max(0, reports);
  return Math.min(BARRAGE_SCORE_MAX, Math.max(BARRAGE_SCORE_MIN, raw));
}

export const barrageSchema = object({
  id: integer(),
  mediaKey: string(),
  episodeId: integer({ minimum: 0 }),
  uid: integer(),
  nickName: string(),
  content: string(),
  /** Position on the video timeline, seconds. */
  time: number({ minimum: 0 }),
  /** '#rrggbb'. */
  color: string(),
  /** 0 scrolling, 1 top, 2 bottom. */
  mode: integer({ minimum: 0, maximum: 2 }),
  likeCount: integer({ minimum: 0 }),
  liked: boolean(),
  vipLevel: integer({ minimum: 0 }),
  createdAt: integer(),
  /** Quality score 0..10 from likes and reports (barrageScore); the shield level hides low ones. */
  score: integer({ minimum: BARRAGE_SCORE_MIN, maximum: BARRAGE_SCORE_MAX }),
});
export type Barrage = Infer<typeof barrageSchema>;

/** The barrage density curve (高能进度条): counts per bucket of video time. */
export const BARRAGE_DENSITY_BUCKET_S = 10;
/** Buckets one reply holds at most: 6 hours of video. */
export const BARRAGE_DENSITY_MAX_BUCKETS = 2160;

/** Barrage font scale and speed multipliers: 0.4x..1.6x (issue: "font scale and speed 0.4-1.6"). */
export const BARRAGE_SCALE_MIN = 0.4;
export const BARRAGE_SCALE_MAX = 1.6;
/** Share of the video height barrage may use: 1/4, 1/2, 3/4, full. */
export const BARRAGE_AREAS = [0.25, 0.5, 0.75, 1] as const;

/** A number that must be one of a few values; `enum` makes Fastify refuse others by name. */
function oneOf(values: readonly number[]): Schema<number> {
  const base = number({ minimum: Math.min(...values), maximum: Math.max(...values) });
  return {
    json: { ...base.json, enum: [...values] },
    check: (v, path = 'value') => base.check(v, path) ?? (values.includes(v as number) ? null : `${path}: not one of ${values.join(', ')}`),
  };
}

const opacity = () => number({ minimum: 0, maximum: 1 });
const shieldLevel = () => integer({ minimum: BARRAGE_SHIELD_LEVEL_MIN, maximum: BARRAGE_SHIELD_LEVEL_MAX });
const scale = () => number({ minimum: BARRAGE_SCALE_MIN, maximum: BARRAGE_SCALE_MAX });

export const barrageConfigSchema = object({
  /** danmuOpen: barrage shown at all. */
  open: boolean(),
  /** 0..1 */
  opacity: opacity(),
  /** 0.4..1.6, multiplies the base font size. */
  fontScale: scale(),
  /** 0.4..1.6, multiplies the scroll speed. */
  speed: scale(),
  /** Share of the screen height used: 0.25, 0.5, 0.75 or 1. */
  area: oneOf(BARRAGE_AREAS),
  /** Modes not drawn (0 scrolling, 1 top, 2 bottom), ascending, no repeats. */
  hiddenModes: array(integer({ minimum: 0, maximum: 2 }), { maxItems: 3 }),
  /** Barrage moves faster when playback is faster. */
  followPlaybackRate: boolean(),
  /** 弹幕屏蔽等级 1..10: barrage scored below it is hidden. */
  shieldLevel: shieldLevel(),
});
export type BarrageConfig = Infer<typeof barrageConfigSchema>;

const color = optional(string({ maxLength: 7, pattern: '^#[0-9a-fA-F]{6}$' }));
const episodeId = optional(integer({ minimum: 0 }));

export const addBarrages = endpoint({
  name: 'addBarrages',
  method: 'GET',
  path: '/api/Video/AddBarrages',
  query: object({
    mediaKey: mediaKey(),
    episodeId,
    // Accepted up to 1000 characters and cut by the server to BARRAGE_MAX_CHARS (limits.ts).
    content: text(1000, 1),
    time: number({ minimum: 0, maximum: 1e6 }),
    color,
    mode: optional(integer({ minimum: 0, maximum: 2 })),
    /**
     * The client's idempotency key (not in the spec; optional, so the spec's call stays valid):
     * one per typed text, resent with every retry of that text. A send whose key this user has
     * already stored answers with that barrage (ret 200) and stores nothing more.
     */
    requestId: optional(idempotencyKey()),
  }),
  reply: barrageSchema,
  auth: 'required',
  doc: 'Sends a barrage; it is also relayed to the video room on the socket (sendBarrage). A repeated requestId of the caller answers with the barrage it stored (nothing stored or relayed again); a requestId used for another video or text -> ret 409.',
});

export const getBarrageList = endpoint({
  name: 'getBarrageList',
  method: 'GET',
  path: '/api/Video/GetBarrageList',
  query: object({
    mediaKey: mediaKey(),
    episodeId,
    start: number({ minimum: 0, maximum: 1e6 }),
    end: number({ minimum: 0, maximum: 1e6 }),
  }),
  reply: listOf(barrageSchema),
  auth: 'optional',
  doc: 'Barrages with start <= time < end (window at most 600 s), ordered by time; shielded users and keywords of the caller removed.',
});

export const barrageLike = endpoint({
  name: 'barrageLike',
  method: 'GET',
  path: '/api/Video/BarrageLike',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: object({ liked: boolean(), likeCount: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Toggles the like of a barrage.',
});

export const accusationBarrage = endpoint({
  name: 'accusationBarrage',
  method: 'GET',
  path: '/api/Video/AccusationBarrage',
  query: object({ id: integer({ minimum: 1 }), reason: optional(text(200)) }),
  reply: empty,
  auth: 'required',
  doc: 'Reports a barrage.',
});

export const getBarrageCoin = endpoint({
  name: 'getBarrageCoin',
  method: 'GET',
  path: '/api/Video/GetBarrageCoin',
  query: object({ mediaKey: optional(mediaKey()) }),
  reply: object({ gold: integer({ minimum: 0 }), todayCount: integer({ minimum: 0 }), dailyLimit: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Gold reward for sending barrages today: balance, barrages rewarded today and the daily limit.',
});

export const putBarrageConfig = endpoint({
  name: 'putBarrageConfig',
  method: 'GET',
  path: '/api/user/PutBarrageCofig',
  query: object({
    open: optional(boolean()),
    opacity: optional(opacity()),
    fontScale: optional(scale()),
    speed: optional(scale()),
    area: optional(oneOf(BARRAGE_AREAS)),
    /** Comma-joined modes, e.g. "1,2"; "" shows every mode again. */
    hiddenModes: optional(string({ maxLength: 5, pattern: '^([0-2](,[0-2]){0,2})?$' })),
    followPlaybackRate: optional(boolean()),
    shieldLevel: optional(shieldLevel()),
  }),
  reply: barrageConfigSchema,
  auth: 'required',
  doc: 'Saves the given barrage display settings (only the fields sent; full precision); replies with the whole config. (Path spelled as in the spec.)',
});

export const getBarrageConfig = endpoint({
  name: 'getBarrageConfig',
  method: 'GET',
  path: '/api/user/GetBarrageCofig',
  query: object({}),
  reply: barrageConfigSchema,
  auth: 'required',
  doc: 'Barrage display settings of the caller (defaults when never saved).',
});

export const getBarrageDensity = endpoint({
  name: 'getBarrageDensity',
  method: 'GET',
  path: '/api/Video/GetBarrageDensity',
  query: object({ mediaKey: mediaKey(), episodeId }),
  reply: object({
    /** Seconds of video per bucket (BARRAGE_DENSITY_BUCKET_S). */
    bucketSeconds: integer({ minimum: 1 }),
    /** Barrages in bucket i = [i * bucketSeconds, (i + 1) * bucketSeconds); up to the episode's end. */
    counts: array(integer({ minimum: 0 }), { maxItems: BARRAGE_DENSITY_MAX_BUCKETS }),
  }),
  auth: 'none',
  doc: 'Barrage counts per 10 s of an episode, for the density curve over the progress bar (高能进度条); cached 30 s.',
});

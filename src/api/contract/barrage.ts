// Barrage (danmu): send, list by time window, like, report, per-user display config.
// GetBarrageList and GetBarrageCofig are designed here (paths not in the spec).
import { endpoint } from './endpoint';
import { boolean, integer, number, object, optional, string, type Infer } from './schema';
import { empty, listOf, mediaKey, text } from './common';

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
});
export type Barrage = Infer<typeof barrageSchema>;

export const barrageConfigSchema = object({
  open: boolean(),
  /** 0..1 */
  opacity: number({ minimum: 0, maximum: 1 }),
  /** 0 small, 1 normal, 2 large */
  fontSize: integer({ minimum: 0, maximum: 2 }),
  /** 0 slow, 1 normal, 2 fast */
  speed: integer({ minimum: 0, maximum: 2 }),
  /** Share of the screen height used, 0.25..1 */
  area: number({ minimum: 0.25, maximum: 1 }),
});
export type BarrageConfig = Infer<typeof barrageConfigSchema>;

const color = optional(string({ pattern: '^#[0-9a-fA-F]{6}$' }));
const episodeId = optional(integer({ minimum: 0 }));

export const addBarrages = endpoint({
  name: 'addBarrages',
  method: 'GET',
  path: '/api/Video/AddBarrages',
  query: object({
    mediaKey: mediaKey(),
    episodeId,
    // Accepted up to 1000 characters and cut by the server to BARRAGE_MAX_CHARS (100 code points).
    content: text(1000, 1),
    time: number({ minimum: 0, maximum: 1e6 }),
    color,
    mode: optional(integer({ minimum: 0, maximum: 2 })),
  }),
  reply: barrageSchema,
  auth: 'required',
  doc: 'Sends a barrage; it is also relayed to the video room on the socket (sendBarrage).',
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
    opacity: optional(number({ minimum: 0, maximum: 1 })),
    fontSize: optional(integer({ minimum: 0, maximum: 2 })),
    speed: optional(integer({ minimum: 0, maximum: 2 })),
    area: optional(number({ minimum: 0.25, maximum: 1 })),
  }),
  reply: barrageConfigSchema,
  auth: 'required',
  doc: 'Saves the given barrage display settings; replies with the whole config. (Path spelled as in the spec.)',
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

// Dynamics (trends): labels, publish points, creating and listing trends (spec 001 §4, §7).
import { endpoint } from './endpoint';
import { array, integer, object, optional, string, type Infer } from './schema';
import { pageQuery, paged, text, userBriefSchema } from './common';
import { DYNAMIC_LOCATION_MAX_CHARS, DYNAMIC_TEXT_MAX_CHARS } from './limits';

export const trendLabelSchema = object({ id: integer(), name: string() });

export const trendSchema = object({
  id: integer(),
  user: userBriefSchema,
  label: string(),
  description: string(),
  location: string(),
  /** 0 when the trend has no video. */
  videoId: integer({ minimum: 0 }),
  videoUrl: string(),
  images: array(string()),
  cover: string(),
  likeCount: integer({ minimum: 0 }),
  commentCount: integer({ minimum: 0 }),
  createdAt: integer(),
  /** Of a trend with a video: processing (transcoding), published (plays) or failed (reason says why). */
  state: optional(string({ enum: ['processing', 'published', 'failed'] })),
  /** Transcode progress 0..100 while processing (shown to the author only). */
  progress: optional(integer({ minimum: 0, maximum: 100 })),
  reason: optional(string()),
  /** mediaKey of the published video for getPlayData (the numeric videoId works too). */
  mediaKey: optional(string()),
});
export type Trend = Infer<typeof trendSchema>;

export const myListTrends = endpoint({
  name: 'myListTrends',
  method: 'GET',
  path: '/api/Trends/MyListTrends',
  query: object({ uid: optional(integer({ minimum: 1 })), ...pageQuery }),
  reply: paged(trendSchema),
  auth: 'optional',
  doc: 'Trends of uid (default: the caller; a visitor must give uid).',
});

export const getTrendLabels = endpoint({
  name: 'getTrendLabels',
  method: 'GET',
  path: '/api/Trends/GetLabel',
  query: object({}),
  reply: object({ list: array(trendLabelSchema) }),
  auth: 'none',
});

export const getPublishPoint = endpoint({
  name: 'getPublishPoint',
  method: 'GET',
  path: '/api/User/GetPublishPoint',
  query: object({}),
  reply: object({ point: integer({ minimum: 0 }), canPublish: integer({ minimum: 0, maximum: 1 }), tips: string() }),
  auth: 'required',
  doc: 'Whether the caller may publish a dynamic and the points it earns.',
});

export const createTrends = endpoint({
  name: 'createTrends',
  method: 'POST',
  path: '/api/Trends/CreateTrends',
  body: object({
    label: optional(text(40)),
    description: text(DYNAMIC_TEXT_MAX_CHARS),
    location: optional(text(DYNAMIC_LOCATION_MAX_CHARS)),
    videoId: optional(integer({ minimum: 0 })),
    /** Image file paths from the cover/image upload, joined by ','. */
    trendsDetails: optional(text(2000)),
  }),
  bodyType: 'json',
  reply: object({ id: integer() }),
  auth: 'required',
});

export const getTrendDetail = endpoint({
  name: 'getTrendDetail',
  method: 'GET',
  path: '/api/Trends/TrendDetail',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: trendSchema,
  auth: 'optional',
  doc: 'One dynamic for /dynamicDetail; one whose video is not published yet is seen by its author only (others: 404).',
});

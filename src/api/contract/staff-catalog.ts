// Staff catalogue (issue 38 point 4, ADR 061): titles, their episodes and the episodes'
// subtitle and audio tracks. Everything here needs catalog.edit. A title or episode made here is
// a draft (published false): no viewer endpoint lists, finds or plays it until it is published.
import { endpoint } from './endpoint';
import { array, boolean, integer, number, object, optional, string, type Infer } from './schema';
import { listOf, mediaKey, paged, text } from './common';
import { SEARCH_KEYWORD_MAX_CHARS } from './limits';
import { staffPage } from './staff';

export const TITLE_MAX_CHARS = 60;
export const TITLE_DESCRIPTION_MAX_CHARS = 2000;
export const TITLE_MAX_TAGS = 10;
export const TAG_MAX_CHARS = 12;
export const EPISODE_TITLE_MAX_CHARS = 60;
export const MAX_EPISODES = 10000;
/** Gold price of a title (0 = free). */
export const TITLE_GOLD_MAX = 10000;
export const TRACK_KINDS = ['subtitles', 'audio'] as const;
export type TrackKindName = (typeof TRACK_KINDS)[number];

/** A poster or image address: a path on this site or an https URL, no quotes or spaces. */
export const imageUrl = () => string({ minLength: 1, maxLength: 500, pattern: '^(/|https://)[^\\s"\'<>]*$' });
/** The key of an existing stream (an episode's stream key, e.g. an uploaded video's). */
const streamKey = () => string({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_.-]+$' });
const publishState = string({ enum: ['draft', 'published'] });

export const staffTitleSchema = object({
  id: integer(),
  mediaKey: string(),
  title: string(),
  poster: string(),
  categoryId: integer(),
  categoryName: string(),
  tags: array(string()),
  year: integer(),
  region: string(),
  description: string(),
  vip: boolean(),
  gold: integer({ minimum: 0 }),
  published: boolean(),
  /** Published episodes / all episodes. */
  episodes: integer({ minimum: 0 }),
  allEpisodes: integer({ minimum: 0 }),
  playCount: integer({ minimum: 0 }),
  createdAt: integer(),
  updatedAt: integer(),
});
export type StaffTitle = Infer<typeof staffTitleSchema>;

export const staffEpisodeSchema = object({
  id: integer(),
  videoId: integer(),
  index: integer({ minimum: 1 }),
  title: string(),
  /** The episode's own stream key, and the folder that holds its files. */
  streamKey: string(),
  mediaDir: string(),
  durationSec: number({ minimum: 0 }),
  vip: boolean(),
  published: boolean(),
  tracks: integer({ minimum: 0 }),
});
export type StaffEpisode = Infer<typeof staffEpisodeSchema>;

export const staffTrackSchema = object({
  id: integer(),
  episodeId: integer(),
  kind: string({ enum: TRACK_KINDS }),
  lang: string(),
  name: string(),
  fileKey: string(),
  createdAt: integer(),
});
export type StaffTrack = Infer<typeof staffTrackSchema>;

export const staffCategorySchema = object({ id: integer(), key: string(), name: string(), sort: integer(), titles: integer({ minimum: 0 }) });
export type StaffCategory = Infer<typeof staffCategorySchema>;

export const staffTitles = endpoint({
  name: 'staffTitles', method: 'GET', path: '/api/Staff/Titles',
  query: object({
    keyword: optional(text(SEARCH_KEYWORD_MAX_CHARS)),
    categoryId: optional(integer({ minimum: 1 })),
    state: optional(publishState),
    vip: optional(integer({ minimum: 0, maximum: 1 })),
    tag: optional(text(TAG_MAX_CHARS)),
    ...staffPage,
  }),
  reply: paged(staffTitleSchema), auth: 'none',
  doc: 'Titles with drafts, newest first; keyword matches the title or mediaKey (catalog.edit).',
});

export const staffTitle = endpoint({
  name: 'staffTitle', method: 'GET', path: '/api/Staff/Title',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: object({ title: staffTitleSchema, episodes: array(staffEpisodeSchema) }), auth: 'none',
  doc: 'One title with every episode, drafts included (catalog.edit).',
});

// JSON: a form body joins an array by commas (src/api/http.ts), and tags are an array.
export const staffTitleSave = endpoint({
  name: 'staffTitleSave', method: 'POST', bodyType: 'json', path: '/api/Staff/TitleSave',
  body: object({
    /** Absent: a new title (a draft). */
    id: optional(integer({ minimum: 1 })),
    /** New titles only; the key stays for good (links and play records name it). */
    mediaKey: optional(mediaKey()),
    title: text(TITLE_MAX_CHARS, 1),
    poster: imageUrl(),
    categoryId: integer({ minimum: 1 }),
    tags: array(text(TAG_MAX_CHARS, 1), { maxItems: TITLE_MAX_TAGS }),
    year: integer({ minimum: 1900, maximum: 2100 }),
    region: text(20, 1),
    description: text(TITLE_DESCRIPTION_MAX_CHARS),
    vip: boolean(),
    gold: integer({ minimum: 0, maximum: TITLE_GOLD_MAX }),
  }),
  reply: staffTitleSchema, auth: 'none',
  doc: 'Creates (a draft) or edits a title: VIP and gold flags, category, tags (catalog.edit). A taken mediaKey -> 409; an unknown category -> 404.',
});

export const staffTitlePublish = endpoint({
  name: 'staffTitlePublish', method: 'POST', path: '/api/Staff/TitlePublish',
  body: object({ id: integer({ minimum: 1 }), published: boolean() }),
  reply: staffTitleSchema, auth: 'none',
  doc: 'Publishes a title (it needs a published episode) or takes it back to draft (catalog.edit).',
});

export const staffCategories = endpoint({
  name: 'staffCategories', method: 'GET', path: '/api/Staff/Categories',
  query: object({}), reply: listOf(staffCategorySchema), auth: 'none',
  doc: 'Categories with their title counts (catalog.edit).',
});

export const staffCategorySave = endpoint({
  name: 'staffCategorySave', method: 'POST', path: '/api/Staff/CategorySave',
  body: object({
    id: optional(integer({ minimum: 1, maximum: 100000 })),
    key: string({ minLength: 1, maxLength: 20, pattern: '^[a-z][a-z0-9_-]*$' }),
    name: text(10, 1),
    sort: integer({ minimum: 0, maximum: 1000 }),
  }),
  reply: staffCategorySchema, auth: 'none',
  doc: 'Creates or renames a category (catalog.edit). A taken key -> 409.',
});

export const staffEpisodeSave = endpoint({
  name: 'staffEpisodeSave', method: 'POST', path: '/api/Staff/EpisodeSave',
  body: object({
    /** Absent: a new episode (a draft) of videoId. */
    id: optional(integer({ minimum: 1 })),
    videoId: integer({ minimum: 1 }),
    index: integer({ minimum: 1, maximum: MAX_EPISODES }),
    title: text(EPISODE_TITLE_MAX_CHARS, 1),
    vip: boolean(),
    /** The stream it plays: the key of an existing stream (an uploaded and transcoded video's). Required for a new episode. */
    sourceStreamKey: optional(streamKey()),
  }),
  reply: staffEpisodeSchema, auth: 'none',
  doc: 'Creates (a draft) or edits an episode; sourceStreamKey attaches a stream that is ready (catalog.edit). A taken index -> 409; an unknown stream -> 404.',
});

export const staffEpisodePublish = endpoint({
  name: 'staffEpisodePublish', method: 'POST', path: '/api/Staff/EpisodePublish',
  body: object({ id: integer({ minimum: 1 }), published: boolean() }),
  reply: staffEpisodeSchema, auth: 'none',
  doc: 'Publishes an episode or takes it back (catalog.edit). The last published episode of a published title cannot be withdrawn (withdraw the title) -> 409.',
});

export const staffEpisodeTracks = endpoint({
  name: 'staffEpisodeTracks', method: 'GET', path: '/api/Staff/EpisodeTracks',
  query: object({ episodeId: integer({ minimum: 1 }) }),
  reply: listOf(staffTrackSchema), auth: 'none',
  doc: 'Subtitle and audio tracks of an episode (catalog.edit).',
});

export const staffEpisodeTrackAdd = endpoint({
  name: 'staffEpisodeTrackAdd', method: 'POST', path: '/api/Staff/EpisodeTrackAdd',
  body: object({
    episodeId: integer({ minimum: 1 }),
    kind: string({ enum: TRACK_KINDS }),
    /** BCP 47 tag as the master playlist writes it (zh, en, yue). */
    lang: string({ minLength: 2, maxLength: 20, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }),
    /** The menu name; empty = the usual name of the language (国语, English ...). No quotes. */
    name: string({ maxLength: 40, pattern: '^[^"\\r\\n]*$' }),
    /** The key of a file already uploaded (a finished chunked upload). */
    fileKey: string({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]+$' }),
  }),
  reply: staffTrackSchema, auth: 'none',
  doc: 'Adds a track by the key of an uploaded file (catalog.edit). An unknown or unfinished file -> 404; a second track of one kind and language -> 409.',
});

export const staffEpisodeTrackRemove = endpoint({
  name: 'staffEpisodeTrackRemove', method: 'POST', path: '/api/Staff/EpisodeTrackRemove',
  body: object({ id: integer({ minimum: 1 }) }),
  reply: object({ removed: integer({ minimum: 0, maximum: 1 }) }), auth: 'none',
  doc: 'Removes a track (catalog.edit).',
});

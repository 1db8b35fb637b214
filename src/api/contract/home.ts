// Browse pages: navigation bar, home recommendations and watching list, rank, discovery,
// category lists, filter, search, related videos. Only NavigationBar, filter and
// GetRelatedVideo paths are in the spec; the others are designed here (docs/api.md).
import { endpoint } from './endpoint';
import { array, boolean, integer, object, optional, string, type Infer } from './schema';
import { listOf, mediaKey, pageQuery, paged, text, videoItemSchema } from './common';
import { SEARCH_KEYWORD_MAX_CHARS } from './limits';

export const categorySchema = object({ id: integer(), name: string(), key: string() });
export type Category = Infer<typeof categorySchema>;

export const homeSectionSchema = object({
  id: integer(),
  title: string(),
  /** The category a 更多 link opens; 0 for a row of titles picked by staff (no 更多 list). */
  categoryId: integer(),
  list: array(videoItemSchema),
});
export type HomeSection = Infer<typeof homeSectionSchema>;

export const hotSearchSchema = object({ keyword: string(), hot: integer({ minimum: 0 }) });

const sort = optional(string({ enum: ['hot', 'new', 'score'] }));
const categoryId = optional(integer({ minimum: 0 }));

export const getNavigationBar = endpoint({
  name: 'getNavigationBar',
  method: 'GET',
  path: '/api/List/NavigationBar',
  query: object({}),
  reply: listOf(categorySchema),
  auth: 'none',
  doc: 'Categories for the navigation bar (id 0 = recommended is implied, not listed).',
});

export const getHomeRecommend = endpoint({
  name: 'getHomeRecommend',
  method: 'GET',
  path: '/api/home/GetRecommend',
  query: object({ ...pageQuery }),
  reply: object({ banner: array(videoItemSchema), sections: array(homeSectionSchema), page: integer(), hasMore: boolean() }),
  auth: 'optional',
  doc: 'Home page: banner (page 1 only) and sections, one per published home row (a category\'s most played titles or titles picked by staff), in the rows\' order; pageSize counts sections.',
});

export const getWatchingList = endpoint({
  name: 'getWatchingList',
  method: 'GET',
  path: '/api/home/GetWatchingList',
  query: object({ pageSize: pageQuery.pageSize }),
  reply: listOf(videoItemSchema),
  auth: 'optional',
  doc: "Logged in: the caller's recently watched videos; otherwise the most played now.",
});

export const getRankList = endpoint({
  name: 'getRankList',
  method: 'GET',
  path: '/api/list/GetRankList',
  query: object({ categoryId, ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'none',
  doc: 'Hot plays (/rank), by play count; categoryId 0 or absent = all.',
});

export const getDiscovery = endpoint({
  name: 'getDiscovery',
  method: 'GET',
  path: '/api/list/GetDiscovery',
  query: object({ ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'optional',
  doc: 'Discovery feed (/discovery): newest first. Page 1 asked signed in marks the feed seen (newWorks false).',
});

export const getListByCategory = endpoint({
  name: 'getListByCategory',
  method: 'GET',
  path: '/api/list/GetListByCategory',
  // category = id or key (e.g. "movie"), as /list/{category} carries either.
  query: object({ category: string({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }), sort, ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'none',
  doc: 'Videos of one category. Unknown category -> ret 404.',
});

export const filterOptionsSchema = object({
  categories: array(categorySchema),
  regions: array(string()),
  years: array(integer()),
  tags: array(string()),
});

export const getFilterOptions = endpoint({
  name: 'getFilterOptions',
  method: 'GET',
  path: '/api/home/GetFilterOptions',
  query: object({}),
  reply: filterOptionsSchema,
  auth: 'none',
  doc: 'The values the filter page offers.',
});

export const filterVideos = endpoint({
  name: 'filterVideos',
  method: 'GET',
  path: '/api/home/filter',
  query: object({
    categoryId,
    region: optional(text(32)),
    year: optional(integer({ minimum: 1900, maximum: 2100 })),
    tag: optional(text(32)),
    sort,
    ...pageQuery,
  }),
  reply: paged(videoItemSchema),
  auth: 'none',
  doc: 'Filter by category, region, year and tag (all optional, combined with AND).',
});

export const searchVideos = endpoint({
  name: 'searchVideos',
  method: 'GET',
  path: '/api/list/Search',
  // live=1: a request made while the viewer types (the TV keyboard asks after each pause); it
  // is not counted in the hot searches, so half-typed words do not become hot.
  query: object({ keyword: text(SEARCH_KEYWORD_MAX_CHARS, 1), live: optional(integer({ minimum: 0, maximum: 1 })), ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'none',
  doc:
    'Search by title, tag and description (case-insensitive substring) and by the title\'s pinyin: full syllables, initials or a mix ' +
    '(fanhua, fhsj, fanhsj find 繁花似锦). Whole-title matches first, then title starts, inside the title, tag or description only; ' +
    'most played first within each. A keyword that is blank after trimming finds nothing. live=1: asked while typing, not counted in hot searches.',
});

export const getHotSearch = endpoint({
  name: 'getHotSearch',
  method: 'GET',
  path: '/api/list/GetHotSearch',
  query: object({}),
  reply: listOf(hotSearchSchema),
  auth: 'none',
  doc: 'Hot search keywords, hottest first.',
});

export const getRelatedVideo = endpoint({
  name: 'getRelatedVideo',
  method: 'GET',
  path: '/api/list/GetRelatedVideo',
  query: object({ mediaKey: mediaKey(), pageSize: pageQuery.pageSize }),
  reply: listOf(videoItemSchema),
  auth: 'none',
  doc: 'Videos of the same category, sharing tags first.',
});

export const getMoreFocus = endpoint({
  name: 'getMoreFocus',
  method: 'GET',
  path: '/api/list/GetMoreFocus',
  query: object({ ...pageQuery }),
  reply: paged(videoItemSchema),
  auth: 'required',
  doc: '/moreFocus: videos of the uploaders the caller follows, newest first (empty when following nobody).',
});

export const getMiniVideoChannel = endpoint({
  name: 'getMiniVideoChannel',
  method: 'GET',
  path: '/api/list/GetMiniVideoChannel',
  query: object({
    /** One of the eight channel categories (games, news...; src/routes/channel-redirect.ts). */
    titleId: optional(string({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' })),
    /** A trend label id: only short videos carrying that label. */
    subID: optional(integer({ minimum: 0 })),
    ...pageQuery,
  }),
  reply: paged(videoItemSchema),
  auth: 'none',
  doc: '/miniVideoChannel: the short-video feed (videos users published with their dynamics), newest first. The reference server keeps one pool for all eight channels; subID filters by label.',
});

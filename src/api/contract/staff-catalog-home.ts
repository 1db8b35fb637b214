// Staff catalogue (issue 38 point 4, ADR 061): the home page's rows and their order, and the
// start / pause / insert (and barrage) adverts with their schedule. Rows need catalog.edit,
// adverts ads.edit. A new row or advert is a draft; the preview endpoints answer it exactly as
// the viewer endpoint would once it is published, so the console can show it in the TV layout.
import { endpoint } from './endpoint';
import { adItemSchema } from './ads';
import { INT_COLUMN_MAX, array, boolean, integer, object, optional, string, type Infer } from './schema';
import { listOf, mediaKey, paged, text } from './common';
import { homeSectionSchema } from './home';
import { imageUrl } from './staff-catalog';
import { staffPage } from './staff';

export const HOME_ROW_KINDS = ['category', 'picks'] as const;
export const HOME_ROW_MAX_PICKS = 30;
export const HOME_ROWS_MAX = 100;
/** Advert groups: kaiping start, zanting pause, chaBo insert (before the video), danmu a line among the barrage. */
export const AD_GROUPS = ['kaiping', 'zanting', 'chaBo', 'danmu'] as const;
export const AD_DURATION_MAX = 60;
/** Unix seconds; 0 = no bound. The columns are int4, so the schedule ends by 2038-01-19 at the latest. */
const when = () => integer({ minimum: 0, maximum: INT_COLUMN_MAX });

export const staffHomeRowSchema = object({
  id: integer(),
  title: string(),
  kind: string({ enum: HOME_ROW_KINDS }),
  /** kind category: the category whose most played titles the row shows (else 0). */
  categoryId: integer(),
  /** kind picks: the titles in the order shown. */
  videoIds: array(integer()),
  sort: integer(),
  published: boolean(),
  updatedAt: integer(),
});
export type StaffHomeRow = Infer<typeof staffHomeRowSchema>;

export const staffHomeRows = endpoint({
  name: 'staffHomeRows', method: 'GET', path: '/api/Staff/HomeRows',
  query: object({}), reply: listOf(staffHomeRowSchema), auth: 'none',
  doc: 'Every home row, drafts included, in the home\'s order (catalog.edit).',
});

// JSON: a form body joins an array by commas (src/api/http.ts); these two carry id arrays.
export const staffHomeRowSave = endpoint({
  name: 'staffHomeRowSave', method: 'POST', bodyType: 'json', path: '/api/Staff/HomeRowSave',
  body: object({
    /** Absent: a new row (a draft, last in the order). */
    id: optional(integer({ minimum: 1 })),
    title: text(20, 1),
    kind: string({ enum: HOME_ROW_KINDS }),
    categoryId: optional(integer({ minimum: 1 })),
    videoIds: optional(array(integer({ minimum: 1 }), { maxItems: HOME_ROW_MAX_PICKS })),
  }),
  reply: staffHomeRowSchema, auth: 'none',
  doc: 'Creates or edits a home row (catalog.edit): a category row names its category, a picks row 1..30 published titles.',
});

export const staffHomeRowOrder = endpoint({
  name: 'staffHomeRowOrder', method: 'POST', bodyType: 'json', path: '/api/Staff/HomeRowOrder',
  body: object({ ids: array(integer({ minimum: 1 }), { maxItems: HOME_ROWS_MAX }) }),
  reply: listOf(staffHomeRowSchema), auth: 'none',
  doc: 'Puts the home rows in this order (catalog.edit). ids must name every row once -> else 400.',
});

export const staffHomeRowPublish = endpoint({
  name: 'staffHomeRowPublish', method: 'POST', path: '/api/Staff/HomeRowPublish',
  body: object({ id: integer({ minimum: 1 }), published: boolean() }),
  reply: staffHomeRowSchema, auth: 'none',
  doc: 'Shows a row on the home page or takes it off (catalog.edit). A row that would show no title -> 409.',
});

export const staffHomeRowPreview = endpoint({
  name: 'staffHomeRowPreview', method: 'GET', path: '/api/Staff/HomeRowPreview',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: homeSectionSchema, auth: 'none',
  doc: 'A row, draft or not, as the home (GetHomeRecommend) would show it once published (catalog.edit).',
});

export const staffAdSchema = object({
  id: integer(),
  group: string({ enum: AD_GROUPS }),
  title: string(),
  showUrl: string(),
  linkUrl: string(),
  duration: integer({ minimum: 0 }),
  sort: integer(),
  /** Only on this video ('' = every video). */
  mediaKey: string(),
  /** Only in these regions, comma-separated ('' = everywhere). */
  regions: string(),
  startsAt: integer(),
  endsAt: integer(),
  published: boolean(),
  views: integer({ minimum: 0 }),
});
export type StaffAd = Infer<typeof staffAdSchema>;

export const staffAds = endpoint({
  name: 'staffAds', method: 'GET', path: '/api/Staff/Ads',
  query: object({ group: optional(string({ enum: AD_GROUPS })), state: optional(string({ enum: ['draft', 'published'] })), ...staffPage }),
  reply: paged(staffAdSchema), auth: 'none',
  doc: 'Adverts with drafts, by group and order (ads.edit).',
});

export const staffAdSave = endpoint({
  name: 'staffAdSave', method: 'POST', path: '/api/Staff/AdSave',
  body: object({
    /** Absent: a new advert (a draft). */
    id: optional(integer({ minimum: 1 })),
    group: string({ enum: AD_GROUPS }),
    title: text(40),
    showUrl: imageUrl(),
    linkUrl: optional(string({ maxLength: 500, pattern: '^((/|https://)[^\\s"\'<>]*)?$' })),
    duration: integer({ minimum: 1, maximum: AD_DURATION_MAX }),
    sort: integer({ minimum: 0, maximum: 1000 }),
    mediaKey: optional(string({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
    regions: optional(string({ maxLength: 200, pattern: '^([A-Za-z]{2}(,[A-Za-z]{2})*)?$' })),
    startsAt: when(),
    endsAt: when(),
  }),
  reply: staffAdSchema, auth: 'none',
  doc: 'Creates (a draft) or edits an advert and its schedule (ads.edit). endsAt before startsAt -> 400; a barrage advert without its line -> 400; an unknown mediaKey -> 404.',
});

export const staffAdPublish = endpoint({
  name: 'staffAdPublish', method: 'POST', path: '/api/Staff/AdPublish',
  body: object({ id: integer({ minimum: 1 }), published: boolean() }),
  reply: staffAdSchema, auth: 'none',
  doc: 'Publishes an advert (shown within its schedule) or takes it back (ads.edit).',
});

export const staffAdPreview = endpoint({
  name: 'staffAdPreview', method: 'GET', path: '/api/Staff/AdPreview',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: object({ group: string({ enum: AD_GROUPS }), ad: adItemSchema, mediaKey: optional(mediaKey()) }), auth: 'none',
  doc: 'An advert, draft or not, as GetAdsDataList would hand it to the TV (ads.edit).',
});

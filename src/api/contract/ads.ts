// Ads (spec 002 §3 ad item, §4 ad loading). typeList numbers map to groups (docs/api.md).
import { endpoint } from './endpoint';
import { array, integer, object, optional, string, type Infer } from './schema';
import { empty, mediaKey } from './common';

export const adAppParamSchema = object({
  device: string(),
  /** Jump type: 1 in-app page, 2 web url, 3 video. */
  type: integer(),
  pagePath: string(),
  param: string(),
  isNeedLogin: integer({ minimum: 0, maximum: 1 }),
  webUrl: string(),
});

export const adItemSchema = object({
  id: integer(),
  /** Image shown. */
  showURL: string(),
  /** Where a tap goes. */
  linkURL: string(),
  /** POST here once when shown (not from cache). */
  viewURL: string(),
  appParam: array(adAppParamSchema),
  /** Seconds the ad stays (pause/insert ads). */
  duration: integer({ minimum: 0 }),
  /** The line a barrage advert (danmu group) shows; image ads may leave it empty. */
  title: optional(string()),
});
export type AdItem = Infer<typeof adItemSchema>;

export const adsSchema = object({
  kaiping: array(adItemSchema),
  zanting: array(adItemSchema),
  chaBo: array(adItemSchema),
  danmu: array(adItemSchema),
});
export type Ads = Infer<typeof adsSchema>;

export const getAdsDataList = endpoint({
  name: 'getAdsDataList',
  method: 'GET',
  path: '/api/Video/GetAdsDataList',
  query: object({
    typeList: optional(string({ maxLength: 40, pattern: '^[0-9,]*$' })),
    mediaKey: optional(mediaKey()),
    region: optional(string({ maxLength: 8, pattern: '^[A-Za-z]*$' })),
  }),
  reply: adsSchema,
  auth: 'optional',
  doc: 'Ad groups; VIP callers get empty groups (VIP = no ads).',
});

export const adView = endpoint({
  name: 'adView',
  method: 'POST',
  path: '/api/Ads/View',
  query: object({ id: integer({ minimum: 1 }) }),
  body: object({}),
  reply: empty,
  auth: 'optional',
  doc: 'View tracking; viewURL of an ad points here.',
});

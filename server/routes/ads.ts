// Ads: the grouped ad list for a page or video, and the view tracking its viewURL points to.
import { adView, getAdsDataList, type AdItem, type Ads } from '../../src/api/contract/ads';
import { one } from '../db/db';
import { notFound } from '../http/api-error';
import { isVipActive, type UserRow } from './mappers';
import type { RouteKit } from './types';
import { countView, viewerOf } from './view-count';

type Group = keyof Ads;

/**
 * typeList numbers (spec 002 §7 asks for 1,2,3,4,5,6,8) -> reply groups. 5, 6 and 8 are ad
 * slots of the original app that have no group in the reply; they are accepted and ignored.
 */
export const AD_TYPE_GROUPS: Readonly<Record<number, Group>> = { 1: 'kaiping', 2: 'zanting', 3: 'chaBo', 4: 'danmu' };
const ALL_GROUPS: Group[] = ['kaiping', 'zanting', 'chaBo', 'danmu'];

export const adViewUrl = (id: number) => `${adView.path}?id=${id}`;

export interface AdRow { id: number; grp: Group; show_url: string; link_url: string; app_param: unknown; duration: number; title: string }

export function toAdItem(r: AdRow): AdItem {
  const param = typeof r.app_param === 'string' ? JSON.parse(r.app_param) : r.app_param;
  return { id: r.id, showURL: r.show_url, linkURL: r.link_url, viewURL: adViewUrl(r.id), appParam: Array.isArray(param) ? param : [], duration: r.duration, title: r.title };
}

export function adsRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(getAdsDataList, async ({ query, req }) => {
    const out: Ads = { kaiping: [], zanting: [], chaBo: [], danmu: [] };
    if (req.authUser) {
      const u = await one<Pick<UserRow, 'vip_level' | 'vip_expire'>>(db, 'SELECT vip_level, vip_expire FROM users WHERE id = $1', [req.authUser.uid]);
      // VIP means no ads.
      if (u && isVipActive(u)) return out;
    }
    const wanted = query.typeList === undefined || query.typeList === ''
      ? ALL_GROUPS
      : [...new Set(query.typeList.split(',').map((t) => AD_TYPE_GROUPS[Number(t)]).filter((g): g is Group => !!g))];
    if (!wanted.length) return out;
    // An ad with a media_key shows only on that video; one with regions only in those regions;
    // a draft never, a scheduled one only from its start until its end (ADR 061).
    const { rows } = await db.query<AdRow>(
      `SELECT id, grp, show_url, link_url, app_param, duration, title FROM ads
       WHERE grp = ANY ($1::text[])
         AND (media_key = '' OR media_key = $2)
         AND (regions = '' OR (',' || upper(regions) || ',') LIKE ('%,' || upper($3) || ',%'))
         AND published AND starts_at <= $4 AND (ends_at = 0 OR ends_at > $4)
       ORDER BY sort, id`,
      [`{${wanted.join(',')}}`, query.mediaKey ?? '', query.region || '-', Math.floor(Date.now() / 1000)],
    );
    for (const r of rows) out[r.grp]?.push(toAdItem(r));
    return out;
  });

  // A view counts once per viewer, ad and day (view-count.ts).
  on(adView, async ({ query, req }) => {
    if (!(await one(db, 'SELECT 1 FROM ads WHERE id = $1 AND published', [query.id]))) throw notFound('广告');
    await countView(db, 'ad', query.id, viewerOf(req));
    return null;
  });
}

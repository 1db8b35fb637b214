import {
  filterVideos, getDiscovery, getFilterOptions, getHomeRecommend, getHotSearch, getListByCategory,
  getNavigationBar, getRankList, getRelatedVideo, getWatchingList, searchVideos,
} from '../../src/api/contract/home';
import type { Param } from '../db/db';
import { notFound } from '../http/api-error';
import { pageArgs, pagedOf, toVideoItem, VIDEO_SELECT, type VideoRow } from './mappers';
import type { RouteKit } from './types';
import type { AppContext } from '../context';
import { markDiscoverySeen } from './new-works';
import { CatalogSearch } from '../search/catalog-search';
import { HOME_ROW_TABLES, publishedHomeRows, sectionsOf } from './home-rows';

const ORDER: Record<string, string> = {
  hot: 'v.play_count DESC, v.id',
  new: 'v.created_at DESC, v.id DESC',
  score: 'v.score DESC, v.id',
};

/** Tables every video list reads (VIDEO_SELECT joins categories). */
const CATALOG = ['videos', 'categories'] as const;

/** A catalog query's rows, cached until videos or categories change. */
const cachedCatalogRows = <T>(ctx: AppContext, sql: string, params: Param[] = []) =>
  ctx.cache.get(`rows:${sql}:${JSON.stringify(params)}`, CATALOG, async () => (await ctx.db.query<T>(sql, params)).rows);

/** The home's banner (page 1 of the recommendation): the best scored videos. */
const BANNER_SQL = `${VIDEO_SELECT} ORDER BY v.score DESC, v.id LIMIT 5`;

/**
 * The first banner slide's poster, or null (the phone home shell puts it in the HTML:
 * server/http/first-paint.ts). The same cached rows as the recommendation's banner.
 */
export async function homeBannerPoster(ctx: AppContext): Promise<string | null> {
  try {
    const [first] = await cachedCatalogRows<VideoRow>(ctx, BANNER_SQL);
    return first ? toVideoItem(first).poster || null : null;
  } catch {
    return null;
  }
}

export function homeRoutes({ ctx, on }: RouteKit): void {
  const { db, cache } = ctx;
  const catalogRows = <T>(sql: string, params: Param[] = []) => cachedCatalogRows<T>(ctx, sql, params);

  /** A paged video query with a WHERE clause built from fixed fragments and bound values. */
  async function pagedVideos(where: string[], params: Param[], order: string, q: { page?: number; pageSize?: number }) {
    const { page, pageSize, offset } = pageArgs(q);
    // Drafts never count (ADR 061); VIDEO_SELECT leaves them out of the rows too.
    const w = `WHERE ${['v.published', ...where].join(' AND ')}`;
    const [total, rows] = await Promise.all([
      catalogRows<{ n: number }>(`SELECT count(*)::int AS n FROM videos v ${w}`, params),
      catalogRows<VideoRow>(`${VIDEO_SELECT} ${w} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, pageSize, offset]),
    ]);
    return pagedOf(rows.map(toVideoItem), page, pageSize, total[0].n);
  }

  const categories = () =>
    cache.get('categories', ['categories'], async () =>
      (await db.query<{ id: number; name: string; key: string }>('SELECT id, name, key FROM categories ORDER BY sort, id')).rows,
    );

  on(getNavigationBar, async () => ({ list: await categories() }));

  // The whole page is cached: it is the same for every visitor until the catalog changes.
  on(getHomeRecommend, async ({ query }) => {
    const { page, pageSize } = pageArgs(query, 6);
    return cache.get(`recommend:${page}:${pageSize}`, HOME_ROW_TABLES, () => homeRecommend(query));
  });

  // The sections are the published home rows in order (home-rows.ts, ADR 061).
  async function homeRecommend(query: { page?: number; pageSize?: number }) {
    const { page, pageSize, offset } = pageArgs(query, 6);
    const all = await publishedHomeRows(db);
    const [sections, bannerRows] = await Promise.all([
      sectionsOf(db, all.slice(offset, offset + pageSize)),
      page === 1 ? catalogRows<VideoRow>(BANNER_SQL) : [],
    ]);
    const banner = bannerRows.map(toVideoItem);
    return { banner, sections, page, hasMore: offset + pageSize < all.length };
  }

  on(getWatchingList, async ({ query, req }) => {
    const limit = query.pageSize ?? 12;
    if (req.authUser) {
      const { rows } = await db.query<VideoRow>(
        `${VIDEO_SELECT} JOIN play_records p ON p.video_id = v.id AND p.uid = $1 ORDER BY p.updated_at DESC LIMIT $2`,
        [req.authUser.uid, limit],
      );
      if (rows.length) return { list: rows.map(toVideoItem) };
    }
    const rows = await catalogRows<VideoRow>(`${VIDEO_SELECT} ORDER BY v.play_count DESC, v.id LIMIT $1`, [limit]);
    return { list: rows.map(toVideoItem) };
  });

  on(getRankList, async ({ query }) =>
    query.categoryId ? pagedVideos(['v.category_id = $1'], [query.categoryId], ORDER.hot, query) : pagedVideos([], [], ORDER.hot, query),
  );

  on(getDiscovery, async ({ query, req }) => {
    // The first page seen signed in clears the discovery red dot (new-works.ts).
    if (req.authUser && (query.page ?? 1) === 1) await markDiscoverySeen(db, req.authUser.uid);
    return pagedVideos([], [], ORDER.new, query);
  });

  on(getListByCategory, async ({ query }) => {
    const cat = (await categories()).find((c) => String(c.id) === query.category || c.key.toLowerCase() === query.category.toLowerCase());
    if (!cat) throw notFound('分类');
    return pagedVideos(['v.category_id = $1'], [cat.id], ORDER[query.sort ?? 'hot'], query);
  });

  on(getFilterOptions, async () => {
    const regions = await catalogRows<{ region: string }>('SELECT DISTINCT region FROM videos WHERE published ORDER BY region');
    const years = await catalogRows<{ year: number }>('SELECT DISTINCT year FROM videos WHERE published ORDER BY year DESC');
    const tags = await catalogRows<{ tags: string }>('SELECT tags FROM videos WHERE published');
    const tagSet = [...new Set(tags.flatMap((r) => (r.tags ? r.tags.split(',') : [])))].sort();
    return { categories: await categories(), regions: regions.map((r) => r.region), years: years.map((r) => r.year), tags: tagSet };
  });

  on(filterVideos, async ({ query }) => {
    const where: string[] = [];
    const params: Param[] = [];
    const add = (frag: (n: string) => string, v: Param | undefined) => {
      if (v === undefined || v === '' || v === 0) return;
      params.push(v);
      where.push(frag(`$${params.length}`));
    };
    add((p) => `v.category_id = ${p}`, query.categoryId);
    add((p) => `v.region = ${p}`, query.region);
    add((p) => `v.year = ${p}`, query.year);
    add((p) => `(',' || v.tags || ',') LIKE ('%,' || ${p} || ',%')`, query.tag);
    return pagedVideos(where, params, ORDER[query.sort ?? 'hot'], query);
  });

  const search = new CatalogSearch(db, cache);

  on(searchVideos, async ({ query }) => {
    const { page, pageSize, offset } = pageArgs(query);
    const { tiers, total } = await search.find(query.keyword);
    // The page walks the tiers best first; within a tier the database orders by live play counts.
    const rows: VideoRow[] = [];
    let skip = offset;
    for (const ids of tiers) {
      if (rows.length >= pageSize) break;
      if (skip >= ids.length) {
        skip -= ids.length;
        continue;
      }
      const take = Math.min(pageSize - rows.length, ids.length - skip);
      // The page's ids first, from the (play_count DESC, id) index alone (migration 540), then
      // their rows: sorting thousands of whole rows for a one-letter keyword is what costs.
      const { rows: got } = await db.query<VideoRow>(
        `SELECT v.*, c.name AS category_name
         FROM (SELECT id, play_count FROM videos WHERE id = ANY($1::int[]) AND published ORDER BY play_count DESC, id LIMIT $2 OFFSET $3) p
         JOIN videos v ON v.id = p.id JOIN categories c ON c.id = v.category_id
         ORDER BY p.play_count DESC, p.id`,
        [`{${ids.join(',')}}`, take, skip],
      );
      rows.push(...got);
      skip = 0;
    }
    if (total > 0 && !query.live) {
      await db.query(
        'INSERT INTO hot_search (keyword, hot) VALUES ($1, 1) ON CONFLICT (keyword) DO UPDATE SET hot = hot_search.hot + 1',
        [query.keyword.trim().slice(0, 50)],
      );
    }
    return pagedOf(rows.map(toVideoItem), page, pageSize, total);
  });

  on(getHotSearch, async () => ({
    list: await cache.get('hot_search', ['hot_search'], async () =>
      (await db.query<{ keyword: string; hot: number }>('SELECT keyword, hot FROM hot_search ORDER BY hot DESC, keyword LIMIT 10')).rows,
    ),
  }));

  on(getRelatedVideo, async ({ query }) => {
    const base = await catalogRows<{ id: number; category_id: number; tags: string }>('SELECT id, category_id, tags FROM videos WHERE media_key = $1 AND published', [query.mediaKey]);
    if (!base.length) throw notFound('视频');
    const v = base[0];
    const rows = await catalogRows<VideoRow>(
      `${VIDEO_SELECT} WHERE v.id <> $1 AND (v.category_id = $2 OR v.tags <> '' AND string_to_array(v.tags, ',') && string_to_array($3, ','))
       ORDER BY (v.category_id = $2) DESC, v.play_count DESC, v.id LIMIT $4`,
      [v.id, v.category_id, v.tags, query.pageSize ?? 12],
    );
    return { list: rows.map(toVideoItem) };
  });
}

// 高能进度条 (issue 42): barrage counts per 10 s of an episode, from the barrage table, for the
// density curve the players draw over the progress bar while seeking.
import { BARRAGE_DENSITY_BUCKET_S, BARRAGE_DENSITY_MAX_BUCKETS, getBarrageDensity } from '../../src/api/contract/barrage';
import { one } from '../db/db';
import { episodeOf, videoByKey } from './barrage-store';
import type { RouteKit } from './types';

/**
 * The curve is a summary: a barrage sent in the last half minute moving it a pixel is not worth
 * a query per viewer who seeks. So an entry lives 30 s whatever is written (keyed by no table:
 * the barrage writes of a busy video would otherwise throw it away each second). The read cache
 * is a pass-through on PostgreSQL, where the query runs on the (video, episode, time) index.
 */
export const BARRAGE_DENSITY_CACHE_MS = 30_000;

export function barrageDensityRoutes({ ctx, on }: RouteKit): void {
  const { db, cache } = ctx;
  on(getBarrageDensity, async ({ query }) => {
    const v = await videoByKey(db, query.mediaKey);
    const ep = await episodeOf(db, v.id, query.episodeId);
    return cache.get(
      `barrage_density:${ep}`,
      [],
      async () => {
        const e = await one<{ duration_sec: number }>(db, 'SELECT duration_sec FROM episodes WHERE id = $1', [ep]);
        // Up to the episode's end (a barrage stamped past it, from a longer old cut, is not counted).
        const duration = Number(e?.duration_sec) || 0;
        const limit = Math.min(BARRAGE_DENSITY_MAX_BUCKETS, duration > 0 ? Math.ceil(duration / BARRAGE_DENSITY_BUCKET_S) : BARRAGE_DENSITY_MAX_BUCKETS);
        const { rows } = await db.query<{ b: number; n: number }>(
          `SELECT floor(time / ${BARRAGE_DENSITY_BUCKET_S})::int AS b, count(*)::int AS n FROM barrages
           WHERE video_id = $1 AND episode_id = $2 AND time < $3 GROUP BY 1 ORDER BY 1`,
          [v.id, ep, limit * BARRAGE_DENSITY_BUCKET_S],
        );
        // Without a known duration the curve ends at the last bucket with barrage.
        const length = duration > 0 ? limit : rows.length ? Number(rows[rows.length - 1].b) + 1 : 0;
        const counts = new Array<number>(length).fill(0);
        for (const r of rows) if (r.b >= 0 && r.b < length) counts[r.b] = Number(r.n);
        return { bucketSeconds: BARRAGE_DENSITY_BUCKET_S, counts };
      },
      () => Date.now() + BARRAGE_DENSITY_CACHE_MS,
    );
  });
}

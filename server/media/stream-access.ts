// Which folder serves a stream key and whether it is paid content (issue 8, point 3).
import type { Queryable } from '../db/db';
import type { ReadCache } from '../db/read-cache';

/** A registered stream: its folder under media/hls and whether it needs a signed URL. */
interface StreamAccess {
  dir: string;
  paid: boolean;
}

/**
 * key -> the stream, 'hidden' for a folder that is reachable only through its stream keys (a
 * shared demo folder), null for a folder the catalog does not know (served as public files).
 */
export type StreamLookup = (streamKey: string) => Promise<StreamAccess | 'hidden' | null>;

export function streamLookup(db: Queryable, cache: ReadCache): StreamLookup {
  return (key) =>
    cache.get(`stream-access:${key}`, ['episodes', 'videos'], async () => {
      // A key shared by several episodes (hand-made rows) is paid if any of them is.
      const { rows } = await db.query<{ dir: string | null; paid: boolean | null }>(
        `SELECT min(COALESCE(NULLIF(e.media_dir, ''), e.stream_key)) AS dir, bool_or(e.vip OR v.vip OR v.gold > 0) AS paid
         FROM episodes e JOIN videos v ON v.id = e.video_id WHERE e.stream_key = $1`,
        [key],
      );
      const r = rows[0];
      if (r?.dir) return { dir: r.dir, paid: !!r.paid };
      const shared = await db.query('SELECT 1 FROM episodes WHERE media_dir = $1 LIMIT 1', [key]);
      return shared.rows.length ? 'hidden' : null;
    });
}

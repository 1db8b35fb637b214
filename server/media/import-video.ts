// The database half of `npm run media:import`: one video row plus its single episode, in one
// transaction, in the same shape the demo seed writes (server/db/seed.ts).
import type { Db, Queryable } from '../db/db';
import { fillSearchPinyin } from '../search/search-forms';

export interface ImportedVideoFields {
  /** Public key of the video; also the stream key of its one episode. */
  mediaKey: string;
  streamKey: string;
  title: string;
  categoryId: number;
  /** URL path of the poster, e.g. /media/posters/imp-xyz.jpg. */
  poster: string;
  durationSec: number;
  description?: string;
  tags?: string[];
  year?: number;
  region?: string;
  vip?: boolean;
  gold?: number;
}

export interface CategoryRow {
  id: number;
  key: string;
  name: string;
}

/** Finds a category by id, key or name (case-insensitive); the error lists what exists. */
export async function resolveCategory(db: Queryable, wanted: string): Promise<CategoryRow> {
  const { rows } = await db.query<CategoryRow>('SELECT id, key, name FROM categories ORDER BY sort, id');
  const w = wanted.trim().toLowerCase();
  const hit = rows.find((c) => String(c.id) === w || c.key.toLowerCase() === w || c.name.toLowerCase() === w);
  if (hit) return hit;
  const known = rows.map((c) => `${c.id} ${c.key} (${c.name})`).join(', ');
  throw new Error(`unknown category "${wanted}". Known categories: ${known || 'none (start the server once to seed them)'}`);
}

/** Inserts the imported video and its episode; returns the new video id. */
export async function insertImportedVideo(db: Db, v: ImportedVideoFields): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO videos (media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, $8, $9, $10, $11) RETURNING id`,
      [
        v.mediaKey, v.title, v.poster, v.categoryId, (v.tags ?? []).join(','), v.year ?? new Date().getFullYear(),
        v.region ?? '', v.description ?? '', v.vip ?? false, v.gold ?? 0, now,
      ],
    );
    const id = rows[0].id;
    await tx.query(
      'INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec, vip) VALUES ($1, 1, $2, $3, $4, false)',
      [id, '正片', v.streamKey, v.durationSec],
    );
    // The catalog lists read these summary columns instead of counting episodes per row.
    await tx.query('UPDATE videos SET episode_count = 1, first_duration = $2 WHERE id = $1', [id, v.durationSec]);
    await fillSearchPinyin(tx, id);
    return id;
  });
}

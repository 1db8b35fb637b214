// The database half of `npm run media:import`: one video row plus its single episode, in one
// transaction, in the same shape the demo seed writes (server/db/seed.ts); or, with --series,
// one more episode of an existing series.
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

/**
 * Tells the series' followers of episode `idx`, in the publishing transaction; returns how many
 * were told. The caller passes server/chat/series-notices.ts's notifyNewEpisode: chat sits on a
 * floor above media (decision 067), so media is handed it rather than importing it.
 */
export type TellFollowers = (tx: Queryable, videoId: number, idx: number) => Promise<number>;

export interface ImportedEpisodeFields {
  /** mediaKey of the series the episode joins. */
  seriesKey: string;
  /** Its number; default the next after the series' last. */
  idx?: number;
  /** Default 第N集. */
  title?: string;
  streamKey: string;
  durationSec: number;
}

/**
 * Publishes an episode of an existing series (`media:import --series KEY`): a new number is
 * added, a number imported again gets the new stream. In the same transaction each follower
 * of the series is told once per episode (`tellFollowers`: server/chat/series-notices.ts), so a re-import tells
 * no one twice.
 */
export async function insertImportedEpisode(db: Db, e: ImportedEpisodeFields, tellFollowers: TellFollowers): Promise<{ videoId: number; idx: number; told: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; last: number | null }>(
      'SELECT v.id, (SELECT max(idx) FROM episodes WHERE video_id = v.id) AS last FROM videos v WHERE v.media_key = $1 FOR UPDATE OF v',
      [e.seriesKey],
    );
    if (!rows.length) throw new Error(`no video with mediaKey "${e.seriesKey}" to add an episode to`);
    const { id } = rows[0];
    const idx = e.idx ?? (rows[0].last ?? 0) + 1;
    if (!Number.isInteger(idx) || idx < 1 || idx > 10_000) throw new Error(`--episode must be a whole number from 1 to 10000, got ${idx}`);
    await tx.query(
      `INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec, vip) VALUES ($1, $2, $3, $4, $5, false)
       ON CONFLICT (video_id, idx) DO UPDATE SET title = EXCLUDED.title, stream_key = EXCLUDED.stream_key, duration_sec = EXCLUDED.duration_sec`,
      [id, idx, e.title?.trim() || `第${idx}集`, e.streamKey, e.durationSec],
    );
    await tx.query('UPDATE videos SET episode_count = (SELECT count(*)::int FROM episodes WHERE video_id = $1) WHERE id = $1', [id]);
    const told = await tellFollowers(tx, id, idx);
    return { videoId: id, idx, told };
  });
}

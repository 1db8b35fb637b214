// The database side of upload chunks on an object store (store-chunks.ts): which chunks are
// held, the upload's multipart id (one per upload even when two hosts begin at once) and the
// parts the store acknowledged. Keys are the storage keys `u<id>` (upload-service.ts).
import type { Db } from '../db/db';
import { one } from '../db/db';
import type { StoredPart } from '../storage/port';
import type { PartsLedger } from './store-chunks';

const idOf = (key: string) => {
  const m = /^u(\d{1,12})$/.exec(key);
  if (!m) throw new Error(`bad upload key ${key}`);
  return Number(m[1]);
};

export function partsLedger(db: Db): PartsLedger {
  return {
    async heldChunks(key, indices) {
      const { rows } = await db.query<{ idx: number }>('SELECT idx FROM upload_chunks WHERE upload_id = $1 AND idx >= $2 AND idx <= $3', [idOf(key), Math.min(...indices), Math.max(...indices)]);
      return rows.map((r) => r.idx);
    },
    async knownPartsId(key) {
      return (await one<{ parts_id: string | null }>(db, 'SELECT parts_id FROM uploads WHERE id = $1', [idOf(key)]))?.parts_id ?? null;
    },
    async partsId(key, begin) {
      const known = await this.knownPartsId(key);
      if (known) return { id: known, lost: null };
      const started = await begin();
      // Only the first id recorded counts; a second host's is given back to be aborted.
      await db.query('UPDATE uploads SET parts_id = $2 WHERE id = $1 AND parts_id IS NULL', [idOf(key), started]);
      const won = await this.knownPartsId(key);
      if (!won) throw new Error(`upload ${key} is gone`);
      return { id: won, lost: won === started ? null : started };
    },
    async recordPart(key, part) {
      await db.query('INSERT INTO upload_parts (upload_id, n, etag) VALUES ($1, $2, $3) ON CONFLICT (upload_id, n) DO UPDATE SET etag = EXCLUDED.etag', [idOf(key), part.n, part.etag]);
    },
    async parts(key): Promise<StoredPart[]> {
      const { rows } = await db.query<{ n: number; etag: string }>('SELECT n, etag FROM upload_parts WHERE upload_id = $1 ORDER BY n', [idOf(key)]);
      return rows;
    },
  };
}

import path from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';
import { openPostgres } from './pg-db';

/** PostgreSQL when a URL is given, else PGlite in dataDir/pglite; migrations applied. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; schema?: string }): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, { schema: opts.schema })
    : await openPglite(path.join(opts.dataDir, 'pglite'));
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}

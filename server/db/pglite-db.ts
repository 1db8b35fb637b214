import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Param, Queryable, Row } from './db';

/** Embedded PostgreSQL in a data folder (created on first start). */
export async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T = Row>(sql: string, params?: readonly Param[]) {
      const res = await q.query<T>(sql, params ? [...params] : undefined);
      return { rows: res.rows };
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

import pg from 'pg';
import type { Db, Param, Row } from './db';

/**
 * PostgreSQL through a pool. `schema` (tests) puts every connection on its own search_path,
 * so suites can use a fresh schema in a shared database.
 */
export async function openPostgres(url: string, opts: { schema?: string; max?: number } = {}): Promise<Db> {
  if (opts.schema && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
  if (opts.schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle client error (server restart) must not crash the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<T = Row>(sql: string, params?: readonly Param[]) {
      const res = await pool.query(sql, params ? [...params] : undefined);
      return { rows: res.rows as T[] };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: when its connection dies between two
      // queries (PostgreSQL restarted or killed), pg emits 'error' on it, and an 'error' event
      // nobody listens to ends the process. Kept here instead: the next query fails with it,
      // and the broken client is dropped rather than put back in the pool.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T = Row>(sql: string, params?: readonly Param[]) {
            const res = await client.query(sql, params ? [...params] : undefined);
            return { rows: res.rows as T[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (!broken) await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

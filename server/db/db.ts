// One small database interface so the same SQL runs on PGlite (embedded, default) and on
// PostgreSQL (DATABASE_URL). Keep queries to plain PostgreSQL both understand.

export type Row = Record<string, unknown>;
export type Param = string | number | boolean | null;

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly Param[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by ';' (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** First row or null. */
export async function one<T = Row>(db: Queryable, sql: string, params?: readonly Param[]): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

// One temp folder for the run (PGlite data of the shared server); PostgreSQL schemas made by
// the suites are dropped at the end. Nothing heavy here: servers start lazily in harness.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-tests-'));
  process.env.SERVER_TEST_TMP = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'vt\\_%'`);
      for (const r of rows) await client.query(`DROP SCHEMA IF EXISTS ${r.nspname} CASCADE`);
    } finally {
      await client.end().catch(() => {});
    }
  };
}

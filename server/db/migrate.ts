// Migrations: server/db/migrations/NNN_name.sql, applied in name order, each in a transaction,
// recorded in the migrations table so a restart applies only new files.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_-]+\.sql$/i.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at integer NOT NULL)`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM migrations')).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.name)) continue;
    // exec runs multi-statement SQL; BEGIN/COMMIT inside keeps a failed file from half-applying.
    await db.exec(`BEGIN;\n${m.sql}\n;INSERT INTO migrations (name, applied_at) VALUES ('${m.name.replace(/'/g, "''")}', ${Math.floor(Date.now() / 1000)});\nCOMMIT;`);
    applied.push(m.name);
  }
  return applied;
}

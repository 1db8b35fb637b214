// `npm run audit:check`: walks the staff audit log's hash chain (DATABASE_URL, else the PGlite
// folder in DATA_DIR) and exits 1 at the first row whose hash or link does not hold. PGlite
// takes one process per data folder: stop the server first, or run it against PostgreSQL.
import { readEnv } from '../config';
import { openDatabase } from '../db/open-db';
import { checkAuditChain } from './audit';

async function main() {
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const r = await checkAuditChain(db);
    process.stdout.write(r.ok ? `[audit:check] ok: ${r.rows} rows chained\n` : `[audit:check] BROKEN at row ${r.brokenAt} (${r.rows} rows before it hold)\n`);
    if (!r.ok) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[audit:check] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});

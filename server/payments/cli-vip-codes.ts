// `npm run vip:codes -- --count N --days D --type T [--category C] [--valid-days V] [--batch name]`
// Makes N single-use VIP codes granting D days of VIP level T and prints them, one a line.
// Opens the database as the server does (DATABASE_URL, else PGlite in DATA_DIR: then run it
// while the server is stopped, one process per PGlite folder).
import { readEnv } from '../config';
import { openDatabase } from '../db/open-db';
import { batchFromArgs, checkBatch, makeVipCodes } from './vip-codes';

async function main() {
  const batch = batchFromArgs(process.argv.slice(2));
  const bad = checkBatch(batch);
  if (bad) throw new Error(`${bad}\nusage: npm run vip:codes -- --count N --days D --type T [--category C] [--valid-days V] [--batch name]`);
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const codes = await makeVipCodes(db, batch);
    process.stdout.write(`${codes.join('\n')}\n`);
    process.stderr.write(`[vip:codes] ${codes.length} codes, ${batch.days} days of VIP type ${batch.type}\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[vip:codes] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});

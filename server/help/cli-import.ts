// `npm run help:import -- FOLDER`: loads help categories and articles from Markdown files
// (format: help-import.ts, README "Help content"). Opens the database as the server does
// (DATABASE_URL, else PGlite in DATA_DIR: then run it while the server is stopped).
import path from 'node:path';
import { readEnv } from '../config';
import { openDatabase } from '../db/open-db';
import { importHelp, readHelpFolder } from './help-import';

async function main() {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: npm run help:import -- FOLDER');
  const content = readHelpFolder(path.resolve(folder));
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const n = await importHelp(db, content);
    process.stderr.write(`[help:import] ${n.categories} categories, ${n.articles} articles from ${folder}\n`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`[help:import] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});

// `npm run worker`: a job worker process (issue 39). It opens the same database (DATABASE_URL,
// migrations applied) and the same upload and media folders (or store) as the API hosts, and runs
// the job handlers; it serves no HTTP. Any number of them on any hosts share the pg-boss queue.
// API hosts beside workers set JOB_WORKER=0. Without DATABASE_URL there is no shared queue: the
// embedded `npm start` transcodes in its own process, and this refuses to start.
import { readEnv } from './config';
import { openDatabase } from './db/open-db';
import { openJobQueue } from './jobs/index';
import { storeFromEnv } from './storage/from-env';
import { createUploads } from './uploads/index';

async function main(): Promise<void> {
  const env = readEnv();
  if (!env.databaseUrl) throw new Error('DATABASE_URL is not set: without PostgreSQL, `npm start` transcodes in its own process');
  const log = (l: string) => console.log(l);
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, schema: process.env.DB_SCHEMA || undefined });
  const jobs = openJobQueue({ databaseUrl: env.databaseUrl, dbSchema: process.env.DB_SCHEMA || undefined, log });
  // No sweep here: the API hosts own the upload lifecycle; this process only works.
  const store = storeFromEnv(process.env, env.mediaDir);
  const uploads = createUploads(db, store, env.dataDir, { ...env.uploads, work: true, jobs, sweepEveryMs: 0 }, log);
  await jobs.start();
  await uploads.queue.startWorking();
  console.log(`[worker] ${process.pid} working: transcode x${uploads.queue.concurrency} (media store ${store.kind}: ${store.where})`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Running jobs are aborted and retried by another worker (or this one after a restart).
    uploads.close().then(() => db.close()).then(() => store.close()).then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('[worker] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

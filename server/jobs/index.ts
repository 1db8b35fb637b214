// Which job queue a process uses: pg-boss when it has a PostgreSQL URL, else the in-process one.
import { InProcessQueue } from './in-process-queue';
import { PgBossQueue } from './pg-boss-queue';
import type { JobQueue } from './port';


export interface JobQueueOptions {
  databaseUrl?: string;
  /** The app's PostgreSQL schema, if not public: pg-boss then lives in `<schema>_jobs`. */
  dbSchema?: string;
  log?: (msg: string) => void;
}

export function openJobQueue(opts: JobQueueOptions): JobQueue {
  if (!opts.databaseUrl) return new InProcessQueue();
  const seconds = Number(process.env.JOBS_MAINTENANCE_SECONDS);
  return new PgBossQueue({
    connectionString: opts.databaseUrl,
    schema: opts.dbSchema ? `${opts.dbSchema}_jobs` : 'pgboss',
    maintenanceIntervalSeconds: Number.isFinite(seconds) && seconds >= 1 ? seconds : undefined,
    log: opts.log,
  });
}

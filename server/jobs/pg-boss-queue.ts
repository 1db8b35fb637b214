// The job queue on PostgreSQL (DATABASE_URL): pg-boss (decision 057). Jobs are rows in its own
// schema, so any number of worker processes on any hosts share them (SKIP LOCKED fetches); a job
// whose worker died stays active until its expiry, then pg-boss's maintenance fails it into a
// retry with back-off; after the last retry it is failed and copied to `<name>-dead`.
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Param, Queryable } from '../db/db';
import type { EnqueueOptions, JobHandler, JobName, JobPayloads, JobQueue, JobState } from './port';
import { deadLetterQueue, JOB_POLICIES, type JobPolicy } from './registry';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's schema (default `pgboss`; tests give each run its own). */
  schema?: string;
  /** How often expired jobs are looked for, in seconds (JOBS_MAINTENANCE_SECONDS; default 30). */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker polls, in seconds (default 2). */
  pollingIntervalSeconds?: number;
  log?: (msg: string) => void;
  /** Retry policies (default JOB_POLICIES; tests shorten them). */
  policies?: Record<JobName, JobPolicy>;
}

/** A stable job id from its key: a repeated send is ON CONFLICT DO NOTHING in pg-boss. */
export function jobIdFor(name: JobName, key: string): string {
  const h = createHash('sha256').update(`${name}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const asDb = (tx: Queryable): PgBoss.Db => ({
  executeSql: (text: string, values: unknown[]) => tx.query(text, values as Param[]),
});

export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  private readonly running = new Set<AbortController>();
  private closing = false;
  private readonly policies: Record<JobName, JobPolicy>;

  constructor(private readonly opts: PgBossQueueOptions) {
    this.policies = opts.policies ?? JOB_POLICIES;
    this.boss = new PgBoss({
      connectionString: opts.connectionString,
      schema: opts.schema ?? 'pgboss',
      max: 4,
      application_name: 'tv-video-jobs',
      schedule: false,
      maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
    });
    this.boss.on('error', (err: Error) => opts.log?.(`[jobs] pg-boss: ${err.message}`));
  }

  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const name of Object.keys(this.policies) as JobName[]) {
        const p = this.policies[name];
        const dead = deadLetterQueue(name);
        if (!(await this.boss.getQueue(dead))) await this.boss.createQueue(dead, { name: dead, retentionDays: 30 });
        if (!(await this.boss.getQueue(name))) {
          await this.boss.createQueue(name, {
            name, policy: 'standard', retryLimit: p.retryLimit, retryDelay: p.retryDelaySeconds, retryBackoff: true,
            expireInSeconds: p.expireInSeconds, deadLetter: dead,
          });
        }
      }
    })();
    return this.started;
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], opts: EnqueueOptions): Promise<string | null> {
    await this.start();
    const p = this.policies[name];
    return this.boss.send(name, payload, {
      id: jobIdFor(name, opts.key),
      retryLimit: p.retryLimit, retryDelay: p.retryDelaySeconds, retryBackoff: true,
      expireInSeconds: Math.max(1, Math.round(opts.expireInSeconds ?? p.expireInSeconds)),
      deadLetter: deadLetterQueue(name),
      ...(opts.tx ? { db: asDb(opts.tx) } : {}),
    });
  }

  async work<N extends JobName>(name: N, handler: JobHandler<N>, opts: { concurrency: number }): Promise<void> {
    await this.start();
    // pg-boss 10 runs one job at a time per work() call: one call per slot.
    for (let i = 0; i < opts.concurrency; i++) {
      await this.boss.work<JobPayloads[N]>(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2 }, async ([job]) => {
        const ac = new AbortController();
        this.running.add(ac);
        try {
          await handler(job.data, { id: job.id, attempt: job.retryCount, retryLimit: job.retryLimit, final: job.retryCount >= job.retryLimit, signal: ac.signal });
        } finally {
          this.running.delete(ac);
        }
      });
    }
  }

  async state(name: JobName, key: string): Promise<JobState | null> {
    await this.start();
    const job = await this.boss.getJobById<JobPayloads[JobName]>(name, jobIdFor(name, key), { includeArchive: true });
    if (!job) return null;
    const out = job.output as { message?: unknown } | null;
    return {
      id: job.id, state: job.state, attempt: job.retryCount, retryLimit: job.retryLimit,
      error: out && typeof out.message === 'string' ? out.message : null,
    };
  }

  async idle(name: JobName): Promise<void> {
    await this.start();
    while (!this.closing && (await this.boss.getQueueSize(name, { before: 'completed' })) > 0) await new Promise((r) => setTimeout(r, 200));
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.started) return;
    await this.started.catch(() => {});
    for (const ac of this.running) ac.abort(new Error('queue closing'));
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => {});
  }
}

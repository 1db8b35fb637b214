// The job queue port (decision 049, issue 39): slow work (transcoding today) is sent as a named
// job with a payload and done by a handler registered for that name, in this process or in a
// worker process (`npm run worker`). Two adapters: in-process (the embedded default on PGlite)
// and pg-boss on PostgreSQL. Routes and uploads call this port, never pg-boss.
import type { Queryable } from '../db/db';

/** Every job type and its payload (the typed registry; policies in registry.ts). */
export interface JobPayloads {
  /** Transcode a published video's source into HLS and publish its catalogue row. */
  transcode: { videoId: number; uid: number };
}
export type JobName = keyof JobPayloads;

export interface EnqueueOptions {
  /** Idempotency key: a second enqueue with the same key (while the first is kept) is ignored. */
  key: string;
  /** Jobs of one group share the workers fairly with other groups (the in-process adapter; the uploader's uid). */
  group?: number | string;
  /** An active job not finished after this long is taken as lost (its worker died) and retried. */
  expireInSeconds?: number;
  /** Send in this transaction, so the job exists exactly when its rows do (pg-boss's `db` option). */
  tx?: Queryable;
}

export interface JobRun {
  id: string;
  /** 0 on the first run, then 1, 2... */
  attempt: number;
  retryLimit: number;
  /** No retry follows when this run fails: the handler records the dead-letter reason. */
  final: boolean;
  /** Aborted when the queue closes (the job runs again later). */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], run: JobRun) => Promise<void>;

export type JobStateName = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface JobState {
  id: string;
  state: JobStateName;
  /** Retries made so far. */
  attempt: number;
  retryLimit: number;
  /** The last failure's message (the dead-letter reason once `failed`). */
  error: string | null;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Connects and prepares the queues (pg-boss: its schema); idempotent. */
  start(): Promise<void>;
  /** The job's id, or null when one with the same key is already kept. */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], opts: EnqueueOptions): Promise<string | null>;
  /** Runs `handler` for jobs of `name`, `concurrency` at a time, in this process. */
  work<N extends JobName>(name: N, handler: JobHandler<N>, opts: { concurrency: number }): Promise<void>;
  state(name: JobName, key: string): Promise<JobState | null>;
  /** Resolves when no job of `name` waits or runs (tests and the worker's drain). */
  idle(name: JobName): Promise<void>;
  /** Stops fetching, aborts running handlers (they run again later), disconnects. */
  close(): Promise<void>;
}

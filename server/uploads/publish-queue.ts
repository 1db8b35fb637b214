// Background transcode of published videos, sent as `transcode` jobs on the job port
// (server/jobs; issue 39). The handler is transcode-job.ts. Jobs wait in a queue fair between
// users and run a few at a time (issue 27; by default one per core but one); each is judged
// against the upload limits again before it starts and has a time limit that follows the
// source's duration, after which its ffmpeg is killed. A refused or stopped job says why in
// Chinese in published_videos.reason, which the author's dynamics list shows with the progress.
// `work: false` (JOB_WORKER=0) makes a process that only sends jobs: an API host beside workers.
import type { Db, Queryable } from '../db/db';
import { one } from '../db/db';
import { InProcessQueue } from '../jobs/in-process-queue';
import type { JobQueue } from '../jobs/port';
import { probeMedia } from '../media/probe';
import type { ObjectStore } from '../storage/port';
import { defaultTranscodeConcurrency, transcodeTimeLimitMs } from './settings';
import { runTranscode, type TranscodeDeps } from './transcode-job';
import type { UploadService } from './upload-service';

export { TIMEOUT_REASON, ladderProgress } from './transcode-job';

export interface PublishQueueOptions {
  /** Transcodes at the same time in this process; default: one per core but one, at least one. */
  concurrency?: number;
  /** A job's time limit in ms from its source's duration; default transcodeTimeLimitMs. */
  timeLimitMs?: (durationSec: number) => number;
  /** The job queue (default: a fresh in-process one). */
  jobs?: JobQueue;
  /** Run transcodes in this process (default true). */
  work?: boolean;
  /** Seconds beyond the time limit before a silent job counts as lost (JOB_EXPIRY_SLACK_SECONDS; default 30). */
  expirySlackSeconds?: number;
}

/** Beyond the time limit, before a silent job counts as lost: the poster and the publishing transaction. */
const EXPIRY_SLACK_S = 30;

export class PublishQueue {
  private closing = false;
  private working: Promise<void> | null = null;
  readonly jobs: JobQueue;
  readonly concurrency: number;
  private readonly work: boolean;
  private readonly expirySlackS: number;
  /** Public so an operator tool or a test can change it while the server runs. */
  timeLimitMs: (durationSec: number) => number;

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadService,
    private readonly store: ObjectStore,
    private readonly scratchDir: string,
    private readonly log: (msg: string) => void = () => {},
    opts: PublishQueueOptions = {},
  ) {
    this.jobs = opts.jobs ?? new InProcessQueue();
    this.concurrency = opts.concurrency ?? defaultTranscodeConcurrency();
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) throw new Error(`concurrency must be a whole number of at least 1, got ${this.concurrency}`);
    this.work = opts.work ?? true;
    this.expirySlackS = opts.expirySlackSeconds ?? EXPIRY_SLACK_S;
    this.timeLimitMs = opts.timeLimitMs ?? transcodeTimeLimitMs;
    if (this.jobs.kind === 'in-process') void this.startWorking();
  }

  /** Registers the transcode handler (once), unless this process only sends jobs. */
  startWorking(): Promise<void> {
    if (!this.work) return Promise.resolve();
    const deps: TranscodeDeps = { db: this.db, uploads: this.uploads, store: this.store, scratchDir: this.scratchDir, log: this.log, timeLimitMs: (d) => this.timeLimitMs(d) };
    this.working ??= this.jobs.work('transcode', (p, run) => runTranscode(deps, p.videoId, run), { concurrency: this.concurrency });
    return this.working;
  }

  /**
   * Sends a published video's transcode (its author looked up when not given); with `tx`, in
   * that transaction. Idempotent on the video: a repeat while the job is kept is ignored.
   */
  async enqueue(videoId: number, uid?: number, tx?: Queryable, expireInSeconds?: number): Promise<void> {
    if (this.closing) return;
    try {
      const owner = uid ?? (await one<{ uid: number }>(tx ?? this.db, 'SELECT uid FROM published_videos WHERE video_id = $1', [videoId]))?.uid;
      if (owner === undefined) return;
      const expiry = expireInSeconds ?? (await this.expiryFor(videoId, tx));
      await this.jobs.enqueue('transcode', { videoId, uid: owner }, { key: `video-${videoId}`, group: owner, expireInSeconds: expiry, tx });
    } catch (err) {
      this.log(`[publish] video ${videoId} not queued: ${err instanceof Error ? err.message : String(err)}`);
      if (tx) throw err;
    }
  }

  private async expiryFor(videoId: number, q: Queryable = this.db): Promise<number | undefined> {
    if (this.jobs.kind === 'in-process') return undefined;
    const row = await one<{ upload_id: number }>(q, 'SELECT upload_id FROM published_videos WHERE video_id = $1', [videoId]);
    return row ? this.expiryForUpload(row.upload_id) : undefined;
  }

  /**
   * The job's expiry from its source upload (pg-boss 10 has no heartbeat): the source's time limit
   * plus the slack. Read before the sending transaction, so ffprobe never runs inside it.
   */
  async expiryForUpload(uploadId: number): Promise<number | undefined> {
    if (this.jobs.kind === 'in-process') return undefined;
    const duration = await this.uploads.localSource(uploadId).then((f) => probeMedia(f)).then((p) => p.durationSec, () => 0);
    return Math.ceil(this.timeLimitMs(duration) / 1000) + this.expirySlackS;
  }

  /** Re-sends what the rows say is unfinished (the in-process queue forgets at a restart; pg-boss ignores repeats). */
  async resume(): Promise<void> {
    const { rows } = await this.db.query<{ video_id: number; uid: number }>(`SELECT video_id, uid FROM published_videos WHERE state = 'processing' ORDER BY video_id`);
    for (const r of rows) await this.enqueue(r.video_id, r.uid);
  }

  /** Resolves when no transcode waits or runs (tests wait on it). */
  idle(): Promise<void> {
    return this.jobs.idle('transcode');
  }

  /**
   * Starts nothing more and stops the running transcodes: their rows stay 'processing' and run
   * again later, so closing never waits for a long transcode.
   */
  async close(): Promise<void> {
    this.closing = true;
    await this.jobs.close();
  }
}

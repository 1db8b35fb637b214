// Background transcode of published videos: the existing HLS ladder, progress kept in
// published_videos, and the catalog row written only when the stream is complete, so a
// dynamic's video becomes visible exactly when it can play. Jobs still 'processing' at start (a
// restart mid-transcode) are queued again.
// Issue 27: jobs wait in a queue fair between users (fair-queue.ts) and run a few at a time (by
// default one per core but one); each is judged against the upload limits again before it starts
// (a row from before the limits, a source replaced on disk) and has a time limit that follows
// the source's duration, after which its ffmpeg is killed. A refused or stopped job says why in
// Chinese in published_videos.reason, which the author's dynamics list shows.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { one } from '../db/db';
import { posterFromVideo } from '../media/posters';
import { fillSearchPinyin } from '../search/search-forms';
import { probeMedia } from '../media/probe';
import { withFfmpegSignal } from '../media/run-ffmpeg';
import { pickRenditions, transcodeToHls } from '../media/transcode-file';
import { checkVideoFile, TRANSCODE_MAX_SECONDS } from './content-check';
import { FairQueue } from './fair-queue';
import { defaultTranscodeConcurrency, transcodeTimeLimitMs } from './settings';
import type { UploadService } from './upload-service';

interface JobRow {
  video_id: number; uid: number; upload_id: number; title: string; labels: string; cover: string; category_id: number;
}

const nowS = () => Math.floor(Date.now() / 1000);
export const FAILED_REASON = '视频处理失败，请重新上传';
export const TIMEOUT_REASON = '视频处理超时，请剪辑或压缩后重新上传';

/** A job's time limit ran out. */
class TranscodeTimeout extends Error {
  constructor(ms: number) {
    super(`transcode time limit of ${Math.round(ms / 1000)} s reached`);
  }
}

/** The server is closing: the job stops and stays 'processing', to run again at the next start. */
class ShuttingDown extends Error {
  constructor() {
    super('server closing');
  }
}

/** The source is over the upload limits; `reason` is for its author. */
class Refused extends Error {
  constructor(
    detail: string,
    readonly reason: string,
  ) {
    super(`refused: ${detail}`);
  }
}

export interface PublishQueueOptions {
  /** Transcodes at the same time; default: one per core but one, at least one. */
  concurrency?: number;
  /** A job's time limit in ms from its source's duration; default transcodeTimeLimitMs. */
  timeLimitMs?: (durationSec: number) => number;
}

const TITLE_MAX_CHARS = 40;

/** The dynamic's text (up to 500 characters) is the description; the catalog title is its first line, cut to 40 characters. */
function catalogTitle(text: string): string {
  const first = Array.from(text.trim().split('\n')[0].trim());
  if (!first.length) return '动态视频';
  return first.length > TITLE_MAX_CHARS ? `${first.slice(0, TITLE_MAX_CHARS - 1).join('')}…` : first.join('');
}

/**
 * Overall progress 0..99 from one ladder line "[media] <key> <rendition> <pct>%" (renditions are
 * encoded one after another); null for other lines. 100 is set only when the row is published.
 */
export function ladderProgress(line: string, renditions: string[]): number | null {
  const m = / (\S+) (\d+)%$/.exec(line);
  const i = m ? renditions.indexOf(m[1]) : -1;
  if (!m || i < 0) return null;
  return Math.min(99, Math.floor(((i + Number(m[2]) / 100) / renditions.length) * 100));
}

export class PublishQueue {
  private closing = false;
  /** Videos queued or running in this process (a repeated enqueue is ignored). */
  private readonly queued = new Set<number>();
  private readonly jobs: FairQueue<number>;
  private readonly running = new Map<number, AbortController>();
  private idleWaiters: (() => void)[] = [];
  /** Public so an operator tool or a test can change it while the server runs. */
  timeLimitMs: (durationSec: number) => number;

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadService,
    private readonly mediaDir: string,
    private readonly log: (msg: string) => void = () => {},
    opts: PublishQueueOptions = {},
  ) {
    this.jobs = new FairQueue(opts.concurrency ?? defaultTranscodeConcurrency(), (videoId) => this.run(videoId).finally(() => this.settle(videoId)));
    this.timeLimitMs = opts.timeLimitMs ?? transcodeTimeLimitMs;
  }

  get concurrency(): number {
    return this.jobs.concurrency;
  }

  /** Queues a published video's transcode under its author (looked up when not given). */
  enqueue(videoId: number, uid?: number): void {
    if (this.closing || this.queued.has(videoId)) return;
    this.queued.add(videoId);
    const owner = uid !== undefined ? Promise.resolve(uid) : this.authorOf(videoId);
    owner.then(
      (u) => {
        if (u === null || !this.jobs.push(u, videoId)) this.settle(videoId);
      },
      (err: unknown) => {
        this.log(`[publish] video ${videoId} not queued: ${err instanceof Error ? err.message : String(err)}`);
        this.settle(videoId);
      },
    );
  }

  private async authorOf(videoId: number): Promise<number | null> {
    const row = await one<{ uid: number }>(this.db, 'SELECT uid FROM published_videos WHERE video_id = $1', [videoId]);
    return row?.uid ?? null;
  }

  /** Re-queues what a previous run left processing. */
  async resume(): Promise<void> {
    const { rows } = await this.db.query<{ video_id: number; uid: number }>(`SELECT video_id, uid FROM published_videos WHERE state = 'processing' ORDER BY video_id`);
    for (const r of rows) this.enqueue(r.video_id, r.uid);
  }

  /** Resolves when every queued job has ended (tests wait on it). */
  idle(): Promise<void> {
    if (this.queued.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settle(videoId: number): void {
    this.queued.delete(videoId);
    if (this.queued.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  /**
   * Starts nothing more and stops the running transcodes: their rows stay 'processing' and run
   * again at the next start, so closing never waits for a long transcode.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const videoId of this.jobs.stop()) this.settle(videoId);
    for (const ac of this.running.values()) ac.abort(new ShuttingDown());
    await this.idle();
  }

  private async setProgress(videoId: number, pct: number): Promise<void> {
    await this.db.query(`UPDATE published_videos SET progress = $2, updated_at = $3 WHERE video_id = $1 AND state = 'processing' AND progress < $2`, [videoId, pct, nowS()]);
  }

  private async run(videoId: number): Promise<void> {
    if (this.closing) return;
    const job = await one<JobRow>(this.db, `SELECT * FROM published_videos WHERE video_id = $1 AND state = 'processing'`, [videoId]);
    if (!job) return;
    const source = this.uploads.sourceFile(job.upload_id);
    const streamKey = `up-${videoId}-${randomBytes(3).toString('hex')}`;
    const streamDir = join(this.mediaDir, 'hls', streamKey);
    const posterFile = join(this.mediaDir, 'posters', `${streamKey}.jpg`);
    const ac = new AbortController();
    this.running.set(videoId, ac);
    // close() may have come while the row was read, before this job could be reached.
    if (this.closing) ac.abort(new ShuttingDown());
    let timer: NodeJS.Timeout | undefined;
    try {
      const check = await checkVideoFile(source);
      if (!check.ok) {
        // Over a limit: the author is told which. Anything else was readable when it arrived,
        // so its loss is ours: the general reason.
        if (check.kind === 'limit') throw new Refused(check.reason, check.message);
        throw new Error(`source no longer readable: ${check.reason}`);
      }
      const limitMs = this.timeLimitMs(check.probe.durationSec);
      timer = setTimeout(() => ac.abort(new TranscodeTimeout(limitMs)), limitMs);
      let writes = Promise.resolve();
      const { durationSec, poster } = await withFfmpegSignal(ac.signal, async () => {
        const info = await probeMedia(source);
        const names = pickRenditions(info).map((r) => r.name);
        const done = await transcodeToHls(source, streamDir, {
          label: streamKey,
          maxDurationSec: TRANSCODE_MAX_SECONDS,
          onProgress: (line) => {
            const pct = ladderProgress(line, names);
            if (pct !== null) writes = writes.then(() => this.setProgress(videoId, pct)).catch(() => {});
          },
        });
        if (job.cover) return { durationSec: done.durationSec, poster: job.cover };
        await mkdir(join(this.mediaDir, 'posters'), { recursive: true });
        await posterFromVideo(source, posterFile, Math.min(1, done.durationSec * 0.2));
        return { durationSec: done.durationSec, poster: `/media/posters/${streamKey}.jpg` };
      });
      clearTimeout(timer);
      await writes;
      // Stopped between the last ffmpeg and here: nothing is published.
      if (ac.signal.aborted) throw ac.signal.reason instanceof Error ? ac.signal.reason : new Error('transcode stopped');
      await this.db.transaction(async (tx) => {
        const now = nowS();
        await tx.query(
          `INSERT INTO videos (id, media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, uploader_uid, created_at, episode_count, first_duration)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '', 0, 0, $11, false, 0, $8, $9, 1, $10)`,
          [videoId, streamKey, catalogTitle(job.title), poster, job.category_id, job.labels, new Date().getFullYear(), job.uid, now, durationSec, job.title],
        );
        await fillSearchPinyin(tx, videoId);
        await tx.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec, vip) VALUES ($1, 1, '正片', $2, $3, false)`, [videoId, streamKey, durationSec]);
        await tx.query(`UPDATE published_videos SET state = 'published', progress = 100, stream_key = $2, updated_at = $3 WHERE video_id = $1`, [videoId, streamKey, now]);
        await this.uploads.release(job.upload_id, true, tx);
      });
      await this.uploads.removeFiles(job.upload_id);
      this.log(`[publish] video ${videoId} ready as ${streamKey}`);
    } catch (err) {
      clearTimeout(timer);
      await rm(streamDir, { recursive: true, force: true });
      await rm(posterFile, { force: true });
      const stoppedBy: unknown = ac.signal.aborted ? ac.signal.reason : null;
      if (stoppedBy instanceof ShuttingDown) {
        this.log(`[publish] video ${videoId} stopped by the server closing; it runs again at the next start`);
        return;
      }
      const reason = err instanceof Refused ? err.reason : stoppedBy instanceof TranscodeTimeout ? TIMEOUT_REASON : FAILED_REASON;
      const why = stoppedBy instanceof Error ? stoppedBy.message : err instanceof Error ? err.message : String(err);
      this.log(`[publish] video ${videoId} failed: ${why}`);
      await this.db.query(`UPDATE published_videos SET state = 'failed', reason = $2, updated_at = $3 WHERE video_id = $1`, [videoId, reason, nowS()]).catch(() => {});
      await this.uploads.release(job.upload_id, false).catch(() => {});
      await this.uploads.removeFiles(job.upload_id).catch(() => {});
    } finally {
      this.running.delete(videoId);
    }
  }
}

// Background transcode of published videos, one at a time (ffmpeg already uses every core):
// the existing HLS ladder, progress kept in published_videos, and the catalog row written only
// when the stream is complete, so a dynamic's video becomes visible exactly when it can play.
// Jobs still 'processing' at start (a restart mid-transcode) are queued again.
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { one } from '../db/db';
import { posterFromVideo } from '../media/posters';
import { probeMedia } from '../media/probe';
import { pickRenditions, transcodeToHls } from '../media/transcode-file';
import type { UploadService } from './upload-service';

interface JobRow {
  video_id: number; uid: number; upload_id: number; title: string; labels: string; cover: string; category_id: number;
}

const nowS = () => Math.floor(Date.now() / 1000);
export const FAILED_REASON = '视频处理失败，请重新上传';
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
  private chain: Promise<void> = Promise.resolve();
  private closing = false;
  private readonly queued = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly uploads: UploadService,
    private readonly mediaDir: string,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  enqueue(videoId: number): void {
    if (this.closing || this.queued.has(videoId)) return;
    this.queued.add(videoId);
    this.chain = this.chain.then(() => (this.closing ? undefined : this.run(videoId))).finally(() => this.queued.delete(videoId));
  }

  /** Re-queues what a previous run left processing. */
  async resume(): Promise<void> {
    const { rows } = await this.db.query<{ video_id: number }>(`SELECT video_id FROM published_videos WHERE state = 'processing' ORDER BY video_id`);
    for (const r of rows) this.enqueue(r.video_id);
  }

  /** Resolves when every queued job has ended (tests wait on it; close waits for the running one). */
  idle(): Promise<void> {
    return this.chain;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.chain.catch(() => {});
  }

  private async setProgress(videoId: number, pct: number): Promise<void> {
    await this.db.query(`UPDATE published_videos SET progress = $2, updated_at = $3 WHERE video_id = $1 AND state = 'processing' AND progress < $2`, [videoId, pct, nowS()]);
  }

  private async run(videoId: number): Promise<void> {
    const job = await one<JobRow>(this.db, `SELECT * FROM published_videos WHERE video_id = $1 AND state = 'processing'`, [videoId]);
    if (!job) return;
    const source = this.uploads.sourceFile(job.upload_id);
    const streamKey = `up-${videoId}-${randomBytes(3).toString('hex')}`;
    const streamDir = join(this.mediaDir, 'hls', streamKey);
    const posterFile = join(this.mediaDir, 'posters', `${streamKey}.jpg`);
    try {
      const info = await probeMedia(source);
      const names = pickRenditions(info).map((r) => r.name);
      let writes = Promise.resolve();
      const { durationSec } = await transcodeToHls(source, streamDir, {
        label: streamKey,
        onProgress: (line) => {
          const pct = ladderProgress(line, names);
          if (pct !== null) writes = writes.then(() => this.setProgress(videoId, pct)).catch(() => {});
        },
      });
      await writes;
      let poster = job.cover;
      if (!poster) {
        await mkdir(join(this.mediaDir, 'posters'), { recursive: true });
        await posterFromVideo(source, posterFile, Math.min(1, durationSec * 0.2));
        poster = `/media/posters/${streamKey}.jpg`;
      }
      await this.db.transaction(async (tx) => {
        const now = nowS();
        await tx.query(
          `INSERT INTO videos (id, media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, uploader_uid, created_at, episode_count, first_duration)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '', 0, 0, $11, false, 0, $8, $9, 1, $10)`,
          [videoId, streamKey, catalogTitle(job.title), poster, job.category_id, job.labels, new Date().getFullYear(), job.uid, now, durationSec, job.title],
        );
        await tx.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec, vip) VALUES ($1, 1, '正片', $2, $3, false)`, [videoId, streamKey, durationSec]);
        await tx.query(`UPDATE published_videos SET state = 'published', progress = 100, stream_key = $2, updated_at = $3 WHERE video_id = $1`, [videoId, streamKey, now]);
        await this.uploads.release(job.upload_id, true, tx);
      });
      await this.uploads.removeFiles(job.upload_id);
      this.log(`[publish] video ${videoId} ready as ${streamKey}`);
    } catch (err) {
      this.log(`[publish] video ${videoId} failed: ${err instanceof Error ? err.message : String(err)}`);
      await rm(streamDir, { recursive: true, force: true });
      await rm(posterFile, { force: true });
      await this.db.query(`UPDATE published_videos SET state = 'failed', reason = $2, updated_at = $3 WHERE video_id = $1`, [videoId, FAILED_REASON, nowS()]).catch(() => {});
      await this.uploads.release(job.upload_id, false).catch(() => {});
      await this.uploads.removeFiles(job.upload_id).catch(() => {});
    }
  }
}

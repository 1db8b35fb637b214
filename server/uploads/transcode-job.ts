// The `transcode` job's handler (issue 27, moved onto the job port by issue 39): the HLS ladder of
// a published video, progress kept in published_videos, and the catalogue row written only when
// the stream is complete, once: the row is locked and must still be 'processing', so a retry, or a
// worker thought dead that finishes late, never makes a second title. Each attempt writes its
// stream key into the row before it starts; the next attempt removes that attempt's files.
// ffmpeg works in a local scratch folder; the finished renditions and poster go to the object
// store (the local media folder, or S3) before the row is published.
// Refused sources and time-outs fail at once (a retry would fail the same way); other errors are
// retried by the queue with back-off, and the last one marks the row failed with the reason.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { one } from '../db/db';
import type { JobRun } from '../jobs/port';
import { posterFromVideo } from '../media/posters';
import { probeMedia } from '../media/probe';
import { withFfmpegSignal } from '../media/run-ffmpeg';
import { pickRenditions, transcodeToHls } from '../media/transcode-file';
import { fillSearchPinyin } from '../search/search-forms';
import type { ObjectStore } from '../storage/port';
import { checkVideoFile, TRANSCODE_MAX_SECONDS } from './content-check';
import type { UploadService } from './upload-service';

interface JobRow {
  video_id: number; uid: number; upload_id: number; title: string; labels: string; cover: string; category_id: number; stream_key: string;
}

const nowS = () => Math.floor(Date.now() / 1000);
export const FAILED_REASON = '视频处理失败，请重新上传';
export const TIMEOUT_REASON = '视频处理超时，请剪辑或压缩后重新上传';

class TranscodeTimeout extends Error {
  constructor(ms: number) {
    super(`transcode time limit of ${Math.round(ms / 1000)} s reached`);
  }
}

/** A failure no retry mends; `reason` is for its author. */
class Permanent extends Error {
  constructor(
    detail: string,
    readonly reason: string,
  ) {
    super(detail);
  }
}

export interface TranscodeDeps {
  db: Db;
  uploads: UploadService;
  /** Where finished streams and posters go (hls/<streamKey>/..., posters/<streamKey>.jpg). */
  store: ObjectStore;
  /** Local folder ffmpeg writes into before the store takes the files. */
  scratchDir: string;
  log: (msg: string) => void;
  /** Read at each run, so an operator tool or a test can change it while the process runs. */
  timeLimitMs: (durationSec: number) => number;
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

const scratchFiles = (scratchDir: string, streamKey: string) => ({
  dir: join(scratchDir, streamKey, 'hls'),
  poster: join(scratchDir, streamKey, 'poster.jpg'),
});

/** An attempt's files, in the store and in this host's scratch folder. */
async function removeStream(deps: Pick<TranscodeDeps, 'store' | 'scratchDir'>, streamKey: string): Promise<void> {
  if (!streamKey) return;
  await rm(join(deps.scratchDir, streamKey), { recursive: true, force: true });
  await deps.store.removePrefix(`hls/${streamKey}/`);
  await deps.store.remove(`posters/${streamKey}.jpg`);
}

/** Runs one attempt of a published video's transcode. */
export async function runTranscode(deps: TranscodeDeps, videoId: number, run: JobRun): Promise<void> {
  const { db, uploads, store, log } = deps;
  const job = await one<JobRow>(db, `SELECT * FROM published_videos WHERE video_id = $1 AND state = 'processing'`, [videoId]);
  if (!job) return;
  // A crashed or stopped attempt left its files under the key it wrote down.
  await removeStream(deps, job.stream_key);
  const streamKey = `up-${videoId}-${randomBytes(3).toString('hex')}`;
  await db.query(`UPDATE published_videos SET stream_key = $2, progress = 0, updated_at = $3 WHERE video_id = $1 AND state = 'processing'`, [videoId, streamKey, nowS()]);
  const files = scratchFiles(deps.scratchDir, streamKey);
  const ac = new AbortController();
  const stop = () => ac.abort(run.signal.reason);
  if (run.signal.aborted) stop();
  else run.signal.addEventListener('abort', stop, { once: true });
  let timer: NodeJS.Timeout | undefined;
  try {
    // A worker on another host than the upload fetches the source from the store first.
    const source = await uploads.localSource(job.upload_id);
    const check = await checkVideoFile(source);
    // Over a limit: the author is told which. Anything else was readable when it arrived, so its
    // loss is ours: the general reason.
    if (!check.ok) throw new Permanent(check.kind === 'limit' ? `refused: ${check.reason}` : `source no longer readable: ${check.reason}`, check.kind === 'limit' ? check.message : FAILED_REASON);
    const limitMs = deps.timeLimitMs(check.probe.durationSec);
    timer = setTimeout(() => ac.abort(new TranscodeTimeout(limitMs)), limitMs);
    let writes = Promise.resolve();
    const setProgress = (pct: number) =>
      db.query(`UPDATE published_videos SET progress = $2, updated_at = $3 WHERE video_id = $1 AND state = 'processing' AND stream_key = $4 AND progress < $2`, [videoId, pct, nowS(), streamKey]);
    const { durationSec, poster } = await withFfmpegSignal(ac.signal, async () => {
      const info = await probeMedia(source);
      const names = pickRenditions(info).map((r) => r.name);
      const done = await transcodeToHls(source, files.dir, {
        label: streamKey,
        maxDurationSec: TRANSCODE_MAX_SECONDS,
        onProgress: (line) => {
          const pct = ladderProgress(line, names);
          if (pct !== null) writes = writes.then(() => setProgress(pct)).then(() => {}, () => {});
        },
      });
      if (job.cover) return { durationSec: done.durationSec, poster: job.cover };
      await posterFromVideo(source, files.poster, Math.min(1, done.durationSec * 0.2));
      return { durationSec: done.durationSec, poster: `/media/posters/${streamKey}.jpg` };
    });
    // The move to the store is a step of the job: a crash here leaves files under this
    // attempt's key, which the next attempt removes.
    await store.putTree(`hls/${streamKey}`, files.dir);
    if (!job.cover) await store.putFile(`posters/${streamKey}.jpg`, files.poster);
    await rm(join(deps.scratchDir, streamKey), { recursive: true, force: true });
    clearTimeout(timer);
    await writes;
    // Stopped between the last ffmpeg and here: nothing is published.
    if (ac.signal.aborted) throw ac.signal.reason instanceof Error ? ac.signal.reason : new Error('transcode stopped');
    const published = await db.transaction(async (tx) => {
      const row = await one<{ state: string; stream_key: string }>(tx, 'SELECT state, stream_key FROM published_videos WHERE video_id = $1 FOR UPDATE', [videoId]);
      // Another attempt (a worker taken for dead) got there first, or a newer one took over.
      if (row?.state !== 'processing' || row.stream_key !== streamKey) return false;
      const now = nowS();
      await tx.query(
        `INSERT INTO videos (id, media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, uploader_uid, created_at, episode_count, first_duration)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '', 0, 0, $11, false, 0, $8, $9, 1, $10)`,
        [videoId, streamKey, catalogTitle(job.title), poster, job.category_id, job.labels, new Date().getFullYear(), job.uid, now, durationSec, job.title],
      );
      await fillSearchPinyin(tx, videoId);
      await tx.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec, vip) VALUES ($1, 1, '正片', $2, $3, false)`, [videoId, streamKey, durationSec]);
      await tx.query(`UPDATE published_videos SET state = 'published', progress = 100, updated_at = $2 WHERE video_id = $1`, [videoId, now]);
      await uploads.release(job.upload_id, true, tx);
      return true;
    });
    if (!published) {
      await removeStream(deps, streamKey);
      log(`[publish] video ${videoId}: attempt ${streamKey} superseded, nothing published`);
      return;
    }
    await uploads.removeFiles(job.upload_id);
    log(`[publish] video ${videoId} ready as ${streamKey}`);
  } catch (err) {
    clearTimeout(timer);
    await removeStream(deps, streamKey).catch(() => {});
    const stoppedBy: unknown = ac.signal.aborted ? ac.signal.reason : null;
    if (run.signal.aborted && stoppedBy === run.signal.reason) {
      log(`[publish] video ${videoId} stopped by the queue closing; it runs again later`);
      throw err;
    }
    const why = stoppedBy instanceof Error ? stoppedBy.message : err instanceof Error ? err.message : String(err);
    const permanent = err instanceof Permanent || stoppedBy instanceof TranscodeTimeout;
    if (!permanent && !run.final) {
      log(`[publish] video ${videoId} attempt ${run.attempt + 1} failed (${why}); retried`);
      throw err;
    }
    const reason = err instanceof Permanent ? err.reason : stoppedBy instanceof TranscodeTimeout ? TIMEOUT_REASON : FAILED_REASON;
    log(`[publish] video ${videoId} failed: ${why}`);
    await db.query(`UPDATE published_videos SET state = 'failed', reason = $2, updated_at = $3 WHERE video_id = $1 AND state = 'processing'`, [videoId, reason, nowS()]).catch(() => {});
    await uploads.release(job.upload_id, false).catch(() => {});
    await uploads.removeFiles(job.upload_id).catch(() => {});
    // The queue records the dead letter too (pg-boss: state failed, a copy in transcode-dead).
    if (!permanent) throw err;
  } finally {
    run.signal.removeEventListener('abort', stop);
  }
}

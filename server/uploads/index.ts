// The upload and publishing machinery one server owns: storage, the chunk service, the
// transcode queue and the sweep timer (started by the route family, stopped on close).
import path from 'node:path';
import type { Db } from '../db/db';
import type { JobQueue } from '../jobs/port';
import { PublishQueue } from './publish-queue';
import { DEFAULT_MAX_AGE_MS, DEFAULT_QUOTA_BYTES, transcodeTimeLimitMs, type UploadSettings } from './settings';
import { LocalFolderStore } from '../storage/local-folder-store';
import type { ObjectStore } from '../storage/port';
import { partsLedger } from './parts-ledger';
import { FileSystemStorage, type UploadStorage } from './storage';
import { StoreChunkStorage } from './store-chunks';
import { UploadService } from './upload-service';

export interface Uploads {
  service: UploadService;
  queue: PublishQueue;
  /** Starts the periodic sweep and re-queues unfinished transcodes. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface UploadOptions {
  dir?: string;
  quotaBytes?: number;
  maxAgeMs?: number;
  sweepEveryMs?: number;
  /** Another chunk store; default: the file system under `dir`, or the object store's chunks and parts when `media` is S3. */
  storage?: UploadStorage;
  /** Transcodes at the same time (TRANSCODE_CONCURRENCY); default: one per core but one, at least one. */
  transcodeConcurrency?: number;
  /** The job queue (server/jobs); default: in-process. */
  jobs?: JobQueue;
  /** Transcode in this process (JOB_WORKER=0: no, a worker process does); default true. */
  work?: boolean;
  /** Floor of a transcode's time limit in seconds (TRANSCODE_MIN_SECONDS; default 120). */
  transcodeMinSeconds?: number;
  /** JOB_EXPIRY_SLACK_SECONDS: how long past its time limit a silent transcode job counts as lost (default 30). */
  expirySlackSeconds?: number;
}

/**
 * `media` is the object store of HLS renditions, posters and covers. On a local folder the
 * chunks keep their positional writes (decision 041); on S3 they become multipart parts, with
 * `dir` as this host's scratch copy of the assembled sources.
 */
export function createUploads(db: Db, media: ObjectStore, dataDir: string, opts: UploadOptions = {}, log?: (msg: string) => void): Uploads {
  const maxAgeMs = opts.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const settings: UploadSettings = {
    dir: opts.dir ?? path.join(dataDir, 'uploads'),
    quotaBytes: opts.quotaBytes ?? DEFAULT_QUOTA_BYTES,
    maxAgeMs,
    sweepEveryMs: opts.sweepEveryMs ?? Math.min(maxAgeMs / 2, 3600_000),
  };
  const storage = opts.storage ?? (media.kind === 'local' ? new FileSystemStorage(settings.dir) : new StoreChunkStorage(media, partsLedger(db), settings.dir, log));
  const service = new UploadService(db, storage, settings, media, log);
  const minMs = opts.transcodeMinSeconds !== undefined ? opts.transcodeMinSeconds * 1000 : undefined;
  // ffmpeg's scratch: beside the media on the local store (so the move is a rename), in the data folder otherwise.
  const scratch = media instanceof LocalFolderStore ? path.join(media.root, '.transcode') : path.join(dataDir, 'transcode');
  const queue = new PublishQueue(db, service, media, scratch, log, {
    concurrency: opts.transcodeConcurrency, jobs: opts.jobs, work: opts.work, expirySlackSeconds: opts.expirySlackSeconds,
    timeLimitMs: minMs !== undefined ? (d) => transcodeTimeLimitMs(d, minMs) : undefined,
  });
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  return {
    service,
    queue,
    async start() {
      if (settings.sweepEveryMs > 0) {
        timer = setInterval(() => {
          sweeping = service.sweep().catch((err: unknown) => log?.(`[uploads] sweep failed: ${String(err)}`));
        }, settings.sweepEveryMs);
        timer.unref();
      }
      await queue.jobs.start();
      await queue.startWorking();
      await queue.resume();
    },
    async close() {
      if (timer) clearInterval(timer);
      await sweeping;
      await queue.close();
    },
  };
}

// Limits of the chunked upload (issue 13). The chunk size is the spec's (001 §9: 2 MB); the
// rest are operator settings (UPLOAD_DIR, UPLOAD_QUOTA_MB, UPLOAD_MAX_AGE_MIN, TRANSCODE_CONCURRENCY;
// docs/api.md).
import { availableParallelism } from 'node:os';

export const CHUNK_BYTES = 2 * 1024 * 1024;
/** Largest accepted video: 10000 chunks is the contract's bound on `chunks`. */
export const MAX_CHUNKS = 10000;
/** Unfinished uploads one user may have at a time (a script cannot pile up reservations). */
export const MAX_OPEN_UPLOADS = 20;

export interface UploadSettings {
  /** Where chunks and assembled files wait (default: DATA_DIR/uploads). */
  dir: string;
  /** Bytes one user may hold in uploads, received or announced. */
  quotaBytes: number;
  /** An unfinished upload untouched this long is removed by the sweep. */
  maxAgeMs: number;
  /** How often the sweep runs; 0 = never on its own (tests call it). */
  sweepEveryMs: number;
}

export const DEFAULT_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_MAX_AGE_MS = 24 * 3600 * 1000;

// Transcoding published videos (issue 27). The time limit of one job follows the source's
// duration: on a slow two-core machine the HLS ladder of a 4K 60 fps source takes about 2.2 s per
// second of video, 1080p 30 fps about 0.4 s, so 4 s leaves room for a busy machine; the floor
// covers start-up and the poster of very short clips, the cap is the limit of the longest upload.
export const TRANSCODE_SECONDS_PER_VIDEO_SECOND = 4;
export const TRANSCODE_MIN_MS = 2 * 60_000;
export const TRANSCODE_MAX_MS = 60 * 60_000;

/** How long one transcode (the whole ladder and the poster) may run before its ffmpeg is killed. */
export function transcodeTimeLimitMs(durationSec: number, minMs = TRANSCODE_MIN_MS): number {
  const wanted = (Number.isFinite(durationSec) && durationSec > 0 ? durationSec : 0) * TRANSCODE_SECONDS_PER_VIDEO_SECOND * 1000;
  return Math.round(Math.min(TRANSCODE_MAX_MS, Math.max(minMs, wanted)));
}

/**
 * Transcodes run at the same time (TRANSCODE_CONCURRENCY): by default one core is left for
 * answering requests, and at least one job runs.
 */
export function defaultTranscodeConcurrency(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

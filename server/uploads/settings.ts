// Limits of the chunked upload (issue 13). The chunk size is the spec's (001 §9: 2 MB); the
// rest are operator settings (UPLOAD_DIR, UPLOAD_QUOTA_MB, UPLOAD_MAX_AGE_MIN; docs/api.md).

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

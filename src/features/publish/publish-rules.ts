// The publishing numbers of spec 001 §4 and §9: 2 MB chunks, covers at JPEG quality 0.8, and
// the progress steps (1 at start, up to 80 through the video chunks, 90 after SaveVideo, 95
// after the cover, 100 after CreateTrends).
import { DYNAMIC_LOCATION_MAX_CHARS, DYNAMIC_TEXT_MAX_CHARS } from '@src/api/contract/limits';

/** The dynamic's text: the contract's limit, offered as the input's maxLength. */
export const DYNAMIC_TEXT_MAX = DYNAMIC_TEXT_MAX_CHARS;
/** A dynamic's location: the contract's limit. */
export const DYNAMIC_LOCATION_MAX = DYNAMIC_LOCATION_MAX_CHARS;
export const CHUNK_SIZE = 2 * 1024 * 1024;
export const COVER_QUALITY = 0.8;
/** SaveVideo's CID when the user picks none (spec 001 §3: "category id, default 0,7"). */
export const DEFAULT_CATEGORY = '0,7';

export const PROGRESS = { start: 1, videoSent: 80, saved: 90, cover: 95, done: 100 } as const;

/** Number of 2 MB parts of a file (an empty file is still one part). */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_SIZE));
}

/** The byte range of 1-based part `chunk`. */
export function chunkRange(chunk: number, size: number): [number, number] {
  const start = (chunk - 1) * CHUNK_SIZE;
  return [start, Math.min(size, start + CHUNK_SIZE)];
}

/** Progress while the video parts go: from 1 (none held) to 80 (all held). */
export function videoProgress(held: number, total: number): number {
  if (total <= 0) return PROGRESS.start;
  return PROGRESS.start + Math.floor(((PROGRESS.videoSent - PROGRESS.start) * Math.min(held, total)) / total);
}

/** Progress while the images of an image dynamic go (no video): from 1 up to 95. */
export function imageProgress(done: number, total: number): number {
  if (total <= 0) return PROGRESS.cover;
  return PROGRESS.start + Math.floor(((PROGRESS.cover - PROGRESS.start) * done) / total);
}

/** The 1-based parts still to send, given those the server holds. */
export function missingChunks(total: number, held: readonly number[]): number[] {
  const have = new Set(held);
  const out: number[] = [];
  for (let i = 1; i <= total; i++) if (!have.has(i)) out.push(i);
  return out;
}

/** Labels joined for SaveVideo and CreateTrends; undefined when none (spec 001 §5: omitted when empty). */
export function labelsField(labels: readonly string[]): string | undefined {
  const joined = labels.map((l) => l.trim()).filter(Boolean).join(',');
  return joined ? joined : undefined;
}

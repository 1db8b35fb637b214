// Images at the width the page asks for (`?w=`, the client's image-size steps, spec §9 "Image
// sizing steps 200/400/600/800/1000"), in WebP when the browser says it takes it (every target
// does: Chromium 68 on the TVs, current phones), else as JPEG. ffmpeg makes each variant once,
// on the first request, into a hidden `.sized` folder beside the image (dot folders are never
// served directly); its name carries the original's size and time, so a replaced image gets
// new variants. The original is sent when no variant can be made or the variant is not smaller.
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { runFfmpeg } from './run-ffmpeg';
import { IMAGE_WIDTH_STEPS } from '../../src/api/contract/image-width';

const SIZABLE = new Set(['.jpg', '.jpeg', '.png', '.webp']);
// Variants are made one or two at a time: a page of posters must not start forty ffmpegs.
const MAX_RUNNING = 2;

export type ImageFormat = 'webp' | 'jpg';

/** The step asked for, or null when the query names none of the steps (then the original is sent). */
export function widthStep(raw: unknown): number | null {
  const n = Number(raw);
  return (IMAGE_WIDTH_STEPS as readonly number[]).includes(n) ? n : null;
}

export function isSizable(path: string): boolean {
  return SIZABLE.has(extname(path).toLowerCase());
}

/** WebP when the Accept header lists it (browsers that take it say so on image requests). */
export function formatFor(accept: string | undefined): ImageFormat {
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : 'jpg';
}

export function variantPath(original: string, stats: Stats, width: number, format: ImageFormat): string {
  const stem = basename(original, extname(original));
  const version = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return join(dirname(original), '.sized', `${stem}-${version}.w${width}.${format}`);
}

function encoderArgs(format: ImageFormat): string[] {
  // WebP quality 75 keeps gradients and text clean at poster sizes; JPEG -q:v 4 matches the posters' own setting.
  return format === 'webp' ? ['-c:v', 'libwebp', '-quality', '75', '-f', 'webp'] : ['-q:v', '4', '-f', 'image2'];
}

async function size(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function makeVariant(original: string, out: string, width: number, format: ImageFormat): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}-${randomBytes(3).toString('hex')}.tmp`;
  try {
    await slot(() =>
      runFfmpeg([
        '-y', '-i', original, '-frames:v', '1',
        // Never wider than the original; even height for encoders that need it.
        '-vf', `scale='min(${width},iw)':-2`,
        ...encoderArgs(format), tmp,
      ]),
    );
    if ((await size(tmp)) === 0) throw new Error(`ffmpeg wrote no image for ${out}`);
    await rename(tmp, out);
  } finally {
    await rm(tmp, { force: true });
  }
}

const inFlight = new Map<string, Promise<boolean>>();
// Variants that could not be made (an ffmpeg without libwebp, an unreadable image): not retried.
const failed = new Set<string>();

/**
 * The file to send for `original` at `width` in `format`: the variant (made now if missing), or
 * the original when the variant cannot be made or is not smaller.
 */
export async function sizedImage(original: string, stats: Stats, width: number, format: ImageFormat): Promise<string> {
  const out = variantPath(original, stats, width, format);
  if (failed.has(out)) return original;
  let made = (await size(out)) > 0;
  if (!made) {
    let job = inFlight.get(out);
    if (!job) {
      job = makeVariant(original, out, width, format).then(
        () => true,
        () => {
          failed.add(out);
          return false;
        },
      );
      inFlight.set(out, job);
      void job.finally(() => inFlight.delete(out));
    }
    made = await job;
  }
  if (!made) return original;
  return choose(original, stats, out, await size(out), format);
}

/** The variant, or the original where the variant is no smaller and the original fits. */
function choose(original: string, stats: Stats, out: string, outSize: number, format: ImageFormat): string {
  // A WebP original is no answer to a browser that did not say it takes WebP.
  const originalFits = format === 'webp' || extname(original).toLowerCase() !== '.webp';
  return outSize < stats.size || !originalFits ? out : original;
}

/**
 * What sizedImage would send, but only when no ffmpeg run stands before it: null while the
 * variant is not made, which is then made for the next request (an HTML shell that inlines the
 * picture must not wait for ffmpeg).
 */
export async function sizedImageIfMade(original: string, stats: Stats, width: number, format: ImageFormat): Promise<string | null> {
  const out = variantPath(original, stats, width, format);
  if (failed.has(out)) return original;
  const outSize = await size(out);
  if (outSize > 0) return choose(original, stats, out, outSize, format);
  void sizedImage(original, stats, width, format).catch(() => undefined);
  return null;
}

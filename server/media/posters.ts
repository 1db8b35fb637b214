// Poster art made by ffmpeg: a two-colour diagonal gradient per poster with its number, so
// every seeded video can have its own cover without shipping image files.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './run-ffmpeg';
import { disableDrawtext, drawtext, hasDrawtext } from './text-overlay';

export const DEMO_POSTER_COUNT = 24;
export const POSTER_WIDTH = 400;
export const POSTER_HEIGHT = 600;

export const posterFileName = (n: number) => `poster-${n}.jpg`;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Colours for poster n: hues spread by the golden angle so neighbours never look alike. */
export function posterColours(n: number): { from: [number, number, number]; to: [number, number, number] } {
  const hue = (n * 137.508) % 360;
  return { from: hslToRgb(hue, 0.65, 0.45), to: hslToRgb((hue + 50) % 360, 0.7, 0.15) };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, produce: (tmp: string) => Promise<unknown>): Promise<void> {
  const tmp = `${file}.${process.pid}-${randomBytes(3).toString('hex')}.tmp.jpg`;
  try {
    await produce(tmp);
    if (!(await exists(tmp))) throw new Error(`ffmpeg wrote no image for ${file}`);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}

function gradient(n: number): string {
  const { from, to } = posterColours(n);
  const ch = (i: 0 | 1 | 2) => `${from[i]}+(${to[i] - from[i]})*(X+Y)/(W+H)`;
  return `geq=r='${ch(0)}':g='${ch(1)}':b='${ch(2)}'`;
}

async function makePoster(n: number, file: string, withText: boolean): Promise<void> {
  const filters = [gradient(n)];
  if (withText) {
    filters.push(
      'drawbox=x=0:y=ih*0.62:w=iw:h=ih*0.2:color=black@0.35:t=fill',
      drawtext({ text: String(n), size: '220', x: '(w-tw)/2', y: 'h*0.18' }),
      drawtext({ text: 'DEMO VIDEO', size: '40', x: '(w-tw)/2', y: 'h*0.69' }),
    );
  }
  await writeAtomically(file, (tmp) =>
    runFfmpeg([
      '-y', '-f', 'lavfi', '-i', `color=c=black:s=${POSTER_WIDTH}x${POSTER_HEIGHT}:r=1`,
      '-vf', `format=rgb24,${filters.join(',')}`,
      '-frames:v', '1', '-q:v', '4', '-f', 'image2', tmp,
    ]),
  );
}

/** Writes poster-1.jpg .. poster-N.jpg into postersDir, skipping those already there. Returns the file names. */
export async function ensurePosters(postersDir: string, count = DEMO_POSTER_COUNT, onProgress?: (line: string) => void): Promise<string[]> {
  await mkdir(postersDir, { recursive: true });
  const names: string[] = [];
  let made = 0;
  for (let n = 1; n <= count; n++) {
    const name = posterFileName(n);
    names.push(name);
    const file = join(postersDir, name);
    if (await exists(file)) continue;
    const withText = await hasDrawtext();
    try {
      await makePoster(n, file, withText);
    } catch (err) {
      if (!withText) throw err;
      disableDrawtext();
      await makePoster(n, file, false);
    }
    made++;
  }
  if (made > 0) onProgress?.(`[media] posters ${made} made, ${count} ready`);
  return names;
}

/** A 16:9 still from an HLS segment, for places that want a landscape thumbnail. */
export async function grabFrame(segmentFile: string, outFile: string, atSec = 1): Promise<void> {
  if (await exists(outFile)) return;
  await writeAtomically(outFile, (tmp) =>
    // Output-side seek: an input seek into a lone MPEG-TS segment lands before its first timestamp and yields nothing.
    runFfmpeg(['-y', '-i', segmentFile, '-ss', String(atSec), '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', '-f', 'image2', tmp]),
  );
}

/** A portrait poster (POSTER_WIDTH x POSTER_HEIGHT, centre-cropped) from a frame of a video. */
export async function posterFromVideo(videoFile: string, outFile: string, atSec: number): Promise<void> {
  await writeAtomically(outFile, (tmp) =>
    runFfmpeg([
      '-y', '-ss', String(Math.max(0, atSec)), '-i', videoFile, '-frames:v', '1',
      '-vf', `scale=${POSTER_WIDTH}:${POSTER_HEIGHT}:force_original_aspect_ratio=increase,crop=${POSTER_WIDTH}:${POSTER_HEIGHT}`,
      '-q:v', '3', '-f', 'image2', tmp,
    ]),
  );
}

/** An operator's own poster image (any format ffmpeg reads) as a JPEG no larger than 600x900, aspect kept. */
export async function posterFromImage(imageFile: string, outFile: string): Promise<void> {
  await writeAtomically(outFile, (tmp) =>
    runFfmpeg([
      '-y', '-i', imageFile, '-frames:v', '1',
      '-vf', "scale='min(600,iw)':'min(900,ih)':force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2",
      '-q:v', '3', '-f', 'image2', tmp,
    ]),
  );
}

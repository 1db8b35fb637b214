// Demo streams demo-1..demo-N under ${mediaDir}/hls and poster art under ${mediaDir}/posters,
// made once (a completion marker per stream) so later starts cost nothing.
import { join } from 'node:path';
import { encodeLadder, readCompleteMarker, removeStaleWorkDirs } from './hls-ladder';
import { DEMO_LOOKS, lookFor, labelFilter } from './demo-looks';
import { DEMO_POSTER_COUNT, ensurePosters, grabFrame, posterFileName } from './posters';
import { FfmpegError } from './run-ffmpeg';
import { RENDITIONS } from './renditions';
import { disableDrawtext, hasDrawtext } from './text-overlay';

export interface DemoStream {
  streamKey: string;
  durationSec: number;
  /** Portrait poster (400x600) file name inside ${mediaDir}/posters, served at /media/posters/{posterFile}. */
  posterFile: string;
  /** Landscape 16:9 still from the stream, file name inside ${mediaDir}/posters. */
  thumbFile: string;
}

export interface EnsureDemoMediaOptions {
  mediaDir: string;
  onProgress?: (line: string) => void;
  /** Number of demo streams (default 6). */
  count?: number;
}

export const DEFAULT_DEMO_COUNT = DEMO_LOOKS.length;

export const demoStreamKey = (n: number) => `demo-${n}`;

/** Prints progress lines; on a terminal the percentage lines of one rendition overwrite each other. */
export function defaultProgressPrinter(): (line: string) => void {
  const tty = Boolean(process.stdout.isTTY);
  let open = false;
  return (line) => {
    const pct = /\s(\d+)%$/.exec(line);
    if (tty && pct) {
      process.stdout.write(`\r${line.padEnd(48)}`);
      open = pct[1] !== '100';
      if (!open) process.stdout.write('\n');
      return;
    }
    if (open) process.stdout.write('\n');
    open = false;
    // Without a terminal, start and end of each rendition are enough for a log.
    if (pct && pct[1] !== '0' && pct[1] !== '100') return;
    console.log(line);
  };
}

async function encodeDemo(n: number, outDir: string, onProgress: (line: string) => void): Promise<number> {
  const look = lookFor(n);
  const withText = await hasDrawtext();
  const run = (text: boolean) =>
    encodeLadder({
      label: demoStreamKey(n),
      outDir,
      durationSec: look.durationSec,
      onProgress,
      inputArgs: (r) => {
        const tone = `sine=frequency=${look.toneHz}:beep_factor=4:sample_rate=48000`;
        const video = text ? `${look.source(r.width, r.height)},${labelFilter(n, r, look)}` : look.source(r.width, r.height);
        return [
          '-f', 'lavfi', '-i', video,
          '-f', 'lavfi', '-i', tone,
          '-map', '0:v:0', '-map', '1:a:0',
          '-af', 'volume=0.25',
          '-t', String(look.durationSec),
        ];
      },
    });
  try {
    return (await run(withText)).durationSec;
  } catch (err) {
    // A build with drawtext but no usable font fails here; the clip is still worth having.
    if (!withText || !(err instanceof FfmpegError)) throw err;
    onProgress(`[media] ${demoStreamKey(n)}: text overlay unavailable, making it without labels`);
    disableDrawtext();
    return (await run(false)).durationSec;
  }
}

async function ensureAll(opts: EnsureDemoMediaOptions): Promise<DemoStream[]> {
  const onProgress = opts.onProgress ?? defaultProgressPrinter();
  const count = Math.max(1, Math.floor(opts.count ?? DEFAULT_DEMO_COUNT));
  const hlsDir = join(opts.mediaDir, 'hls');
  const postersDir = join(opts.mediaDir, 'posters');
  await removeStaleWorkDirs(hlsDir);
  await ensurePosters(postersDir, Math.max(DEMO_POSTER_COUNT, count), onProgress);
  const streams: DemoStream[] = [];
  for (let n = 1; n <= count; n++) {
    const streamKey = demoStreamKey(n);
    const outDir = join(hlsDir, streamKey);
    const done = await readCompleteMarker(outDir);
    const durationSec = done ? done.durationSec : await encodeDemo(n, outDir, onProgress);
    const thumbFile = `${streamKey}.jpg`;
    const sharpest = RENDITIONS[RENDITIONS.length - 1].name;
    await grabFrame(join(outDir, sharpest, 'seg-001.ts'), join(postersDir, thumbFile), 0.5);
    streams.push({ streamKey, durationSec, posterFile: posterFileName(n), thumbFile });
  }
  onProgress(`[media] demo media ready: ${count} streams in ${hlsDir}`);
  return streams;
}

const inFlight = new Map<string, Promise<DemoStream[]>>();

/**
 * Makes sure the demo streams and posters exist, generating what is missing. Concurrent calls
 * for the same folder share one run; separate processes are safe too (work folders are renamed into place).
 */
export function ensureDemoMedia(opts: EnsureDemoMediaOptions): Promise<DemoStream[]> {
  const key = `${opts.mediaDir}|${opts.count ?? DEFAULT_DEMO_COUNT}`;
  let running = inFlight.get(key);
  if (!running) {
    running = ensureAll(opts).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

// Demo streams demo-1..demo-N under ${mediaDir}/hls and poster art under ${mediaDir}/posters,
// made once (a completion marker per stream) so later starts cost nothing. Beside them
// demo-tracks, the one demo with subtitle and audio tracks (issue 29).
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodeLadder, readCompleteMarker, removeStaleWorkDirs, type LadderJob } from './hls-ladder';
import { DEMO_LOOKS, lookFor, labelFilter, TRACKS_LOOK, type DemoLook } from './demo-looks';
import { DEMO_POSTER_COUNT, ensurePosters, grabFrame, posterFileName } from './posters';
import { FfmpegError, withFfmpegSignal } from './run-ffmpeg';
import { RENDITIONS } from './renditions';
import { disableDrawtext, hasDrawtext } from './text-overlay';
import { defaultTrackName } from './tracks';

export interface DemoStream {
  streamKey: string;
  durationSec: number;
  /**
   * Portrait poster (400x600) file name inside ${mediaDir}/posters, served at
   * /media/posters/{posterFile}: poster-N for demo-N, the last poster for demo-tracks.
   */
  posterFile: string;
  /** Landscape 16:9 still from the stream, file name inside ${mediaDir}/posters. */
  thumbFile: string;
}

export interface EnsureDemoMediaOptions {
  mediaDir: string;
  onProgress?: (line: string) => void;
  /** Number of demo streams (default 6). */
  count?: number;
  /** Also the stream with subtitle and audio tracks, demo-tracks (default true). */
  tracks?: boolean;
  /** Called as each stream is ready (made now or found made), in order: demo-1 first. */
  onStream?: (stream: DemoStream) => void;
  /** Stops the run: its ffmpeg processes are killed and the promise rejects. */
  signal?: AbortSignal;
}

export const DEFAULT_DEMO_COUNT = DEMO_LOOKS.length;

export const demoStreamKey = (n: number) => `demo-${n}`;

/** Folder (and stream key) of the demo with subtitles 中文/English and audio 国语/粤语. */
export const DEMO_TRACKS_STREAM = 'demo-tracks';
/** Seconds between the demo subtitles' cues; each shows for most of that. */
export const DEMO_CUE_EVERY_SEC = 3;

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

const toneOf = (hz: number) => `sine=frequency=${hz}:beep_factor=4:sample_rate=48000`;

/** Encodes a demo clip with its label, or without it when the build's drawtext turns out unusable. */
async function encodeLook(
  look: DemoLook,
  title: string,
  job: Pick<LadderJob, 'label' | 'outDir' | 'audioTracks' | 'subtitles'>,
  onProgress: (line: string) => void,
): Promise<number> {
  const withText = await hasDrawtext();
  const run = (text: boolean) =>
    encodeLadder({
      ...job,
      durationSec: look.durationSec,
      onProgress,
      inputArgs: (r, withAudio) => {
        const video = text ? `${look.source(r.width, r.height)},${labelFilter(title, r, look)}` : look.source(r.width, r.height);
        return [
          '-f', 'lavfi', '-i', video,
          ...(withAudio ? ['-f', 'lavfi', '-i', toneOf(look.toneHz), '-map', '0:v:0', '-map', '1:a:0', '-af', 'volume=0.25'] : ['-map', '0:v:0']),
          '-t', String(look.durationSec),
        ];
      },
    });
  try {
    return (await run(withText)).durationSec;
  } catch (err) {
    // A build with drawtext but no usable font fails here; the clip is still worth having.
    if (!withText || !(err instanceof FfmpegError)) throw err;
    onProgress(`[media] ${job.label}: text overlay unavailable, making it without labels`);
    disableDrawtext();
    return (await run(false)).durationSec;
  }
}

function encodeDemo(n: number, outDir: string, onProgress: (line: string) => void): Promise<number> {
  return encodeLook(lookFor(n), `DEMO ${n}`, { label: demoStreamKey(n), outDir }, onProgress);
}

const clock = (sec: number, sep: string) => {
  const whole = Math.floor(sec);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${p2(Math.floor(whole / 3600))}:${p2(Math.floor(whole / 60) % 60)}:${p2(whole % 60)}${sep}${String(Math.round((sec - whole) * 1000)).padStart(3, '0')}`;
};

/**
 * The demo subtitles: a cue every DEMO_CUE_EVERY_SEC seconds naming its track, its number and
 * its start (`中文字幕 2 · 0:03`, `English subtitle 2 · 0:03`), so a test or a viewer can see
 * which track shows and that it is in time. Chinese as SRT and English as WebVTT, so the demo
 * goes through both of the import's conversions.
 */
export function demoSubtitleFile(lang: 'zh' | 'en', durationSec: number): string {
  const cues: string[] = [];
  for (let i = 0, t = 0; t < durationSec; i++, t += DEMO_CUE_EVERY_SEC) {
    const end = Math.min(durationSec, t + DEMO_CUE_EVERY_SEC - 0.5);
    const at = `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`;
    if (lang === 'zh') cues.push(`${i + 1}\n${clock(t, ',')} --> ${clock(end, ',')}\n中文字幕 ${i + 1} · ${at}\n`);
    else cues.push(`${clock(t, '.')} --> ${clock(end, '.')}\nEnglish subtitle ${i + 1} · ${at}\n`);
  }
  return lang === 'zh' ? cues.join('\n') : `WEBVTT\n\n${cues.join('\n')}`;
}

/**
 * Makes demo-tracks (once: a finished folder is reused): the video ladder without audio, an
 * AUDIO group of two tones (国语 at TRACKS_LOOK.toneHz, the default; 粤语 an octave up) and a
 * SUBTITLES group (中文, English) from files written for it.
 */
export async function ensureTracksDemo(hlsDir: string, onProgress: (line: string) => void): Promise<number> {
  const outDir = join(hlsDir, DEMO_TRACKS_STREAM);
  const done = await readCompleteMarker(outDir);
  if (done) return done.durationSec;
  const look = TRACKS_LOOK;
  // Named as the ladder's work folders, so removeStaleWorkDirs sweeps one a crash left behind.
  const src = join(hlsDir, `.tmp-${DEMO_TRACKS_STREAM}-src-${process.pid}-${randomBytes(3).toString('hex')}`);
  await mkdir(src, { recursive: true });
  try {
    const zh = join(src, 'zh.srt');
    const en = join(src, 'en.vtt');
    await writeFile(zh, demoSubtitleFile('zh', look.durationSec));
    await writeFile(en, demoSubtitleFile('en', look.durationSec));
    const tone = (hz: number) => ['-f', 'lavfi', '-i', toneOf(hz), '-map', '0:a:0'];
    return await encodeLook(
      look,
      'TRACKS',
      {
        label: DEMO_TRACKS_STREAM,
        outDir,
        audioTracks: [
          { lang: 'zh', name: defaultTrackName('audio', 'zh'), inputArgs: tone(look.toneHz), filter: 'volume=0.25' },
          { lang: 'yue', name: defaultTrackName('audio', 'yue'), inputArgs: tone(look.toneHz * 2), filter: 'volume=0.25' },
        ],
        subtitles: [
          { lang: 'zh', name: defaultTrackName('subtitles', 'zh'), file: zh },
          { lang: 'en', name: defaultTrackName('subtitles', 'en'), file: en },
        ],
      },
      onProgress,
    );
  } finally {
    await rm(src, { recursive: true, force: true });
  }
}

const thumbOf = (streamKey: string) => `${streamKey}.jpg`;

/**
 * The streams ensureDemoMedia makes, without making any: those already made with their
 * durations (`made`), the others with the durations their looks are made at. What a server
 * that makes them after it listens seeds, and announces as being prepared until made.
 */
export async function plannedDemoStreams(mediaDir: string, opts: Pick<EnsureDemoMediaOptions, 'count' | 'tracks'> = {}): Promise<(DemoStream & { made: boolean })[]> {
  const count = Math.max(1, Math.floor(opts.count ?? DEFAULT_DEMO_COUNT));
  const planned: DemoStream[] = [];
  for (let n = 1; n <= count; n++) {
    const streamKey = demoStreamKey(n);
    planned.push({ streamKey, durationSec: lookFor(n).durationSec, posterFile: posterFileName(n), thumbFile: thumbOf(streamKey) });
  }
  if (opts.tracks !== false) {
    planned.push({ streamKey: DEMO_TRACKS_STREAM, durationSec: TRACKS_LOOK.durationSec, posterFile: posterFileName(DEMO_POSTER_COUNT), thumbFile: thumbOf(DEMO_TRACKS_STREAM) });
  }
  return Promise.all(
    planned.map(async (p) => {
      const done = await readCompleteMarker(join(mediaDir, 'hls', p.streamKey));
      return done ? { ...p, durationSec: done.durationSec, made: true } : { ...p, made: false };
    }),
  );
}

async function ensureAll(opts: EnsureDemoMediaOptions): Promise<DemoStream[]> {
  const onProgress = opts.onProgress ?? defaultProgressPrinter();
  const hlsDir = join(opts.mediaDir, 'hls');
  const postersDir = join(opts.mediaDir, 'posters');
  const count = Math.max(1, Math.floor(opts.count ?? DEFAULT_DEMO_COUNT));
  await removeStaleWorkDirs(hlsDir);
  const planned = await plannedDemoStreams(opts.mediaDir, opts);
  await ensurePosters(postersDir, Math.max(DEMO_POSTER_COUNT, count), onProgress);
  const sharpest = RENDITIONS[RENDITIONS.length - 1].name;
  const streams: DemoStream[] = [];
  for (const plan of planned) {
    const outDir = join(hlsDir, plan.streamKey);
    const durationSec = plan.made
      ? plan.durationSec
      : plan.streamKey === DEMO_TRACKS_STREAM
        ? await ensureTracksDemo(hlsDir, onProgress)
        : await encodeDemo(Number(plan.streamKey.slice('demo-'.length)), outDir, onProgress);
    await grabFrame(join(outDir, sharpest, 'seg-001.ts'), join(postersDir, plan.thumbFile), 0.5);
    const stream: DemoStream = { streamKey: plan.streamKey, durationSec, posterFile: plan.posterFile, thumbFile: plan.thumbFile };
    streams.push(stream);
    opts.onStream?.(stream);
  }
  onProgress(`[media] demo media ready: ${streams.length} streams in ${hlsDir}`);
  return streams;
}

const inFlight = new Map<string, Promise<DemoStream[]>>();

/**
 * Makes sure the demo streams and posters exist, generating what is missing. Concurrent calls
 * for the same folder share one run; separate processes are safe too (work folders are renamed into place).
 */
export function ensureDemoMedia(opts: EnsureDemoMediaOptions): Promise<DemoStream[]> {
  const key = `${opts.mediaDir}|${opts.count ?? DEFAULT_DEMO_COUNT}|${opts.tracks !== false}`;
  let running = inFlight.get(key);
  if (!running) {
    const signal = opts.signal;
    running = (signal ? withFfmpegSignal(signal, () => ensureAll(opts)) : ensureAll(opts)).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

// ffprobe for uploaded files: which container ffmpeg sees and whether it holds a playable video
// stream. ffprobe is looked for beside the ffmpeg in use (Debian's ffmpeg package ships both),
// then on PATH (FFPROBE_PATH overrides); the npm ffmpeg build has none, so without it the probe
// falls back to `ffmpeg -i`, which names the container on its "Input #0, <format>" line.
// Besides the container it reads what the upload limits judge (issue 27): duration, picture
// size, frame rate and frame count, all from headers, so a probe costs the same for any length.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { resolveFfmpeg } from './ffmpeg-binary';
import { probeMedia } from './probe';
import { describeInput } from './run-ffmpeg';

export interface ContainerProbe {
  /** ffmpeg's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "svg_pipe". */
  formatName: string;
  durationSec: number;
  hasVideo: boolean;
  width: number;
  height: number;
  /** Frames per second of the video stream (its average rate, else its base rate); 0 when unknown. */
  fps: number;
  /** Frames of the video stream as the container counts them, else duration times rate; 0 when unknown. */
  frames: number;
}

/** ffprobe may take no longer than this: it reads headers, so only a hostile file needs more. */
export const FFPROBE_TIMEOUT_MS = 20_000;

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let cached: string | null | undefined;

/** Absolute path of ffprobe, or null when there is none. */
export function resolveFfprobe(): string | null {
  if (cached !== undefined) return cached;
  const fromEnv = process.env.FFPROBE_PATH;
  const candidates = [
    ...(fromEnv ? [fromEnv] : []),
    join(dirname(resolveFfmpeg()), 'ffprobe'),
    ...(process.env.PATH ?? '').split(delimiter).filter(Boolean).map((d) => join(d, 'ffprobe')),
  ];
  cached = candidates.find((c) => existsSync(c) && executable(c)) ?? null;
  return cached;
}

function runFfprobe(bin: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
      // Killed, its output is cut short and parses as nothing: the file counts as unreadable.
      timeout: FFPROBE_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => {
      if (out.length < 1_000_000) out += c;
    });
    child.on('error', reject);
    // A file ffprobe cannot read exits non-zero with no JSON: that is an answer, not an error.
    child.on('close', () => resolve(out));
  });
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

/** A positive finite number from ffprobe's text, else 0. */
function num(v: string | number | undefined): number {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** "30000/1001" -> 29.97; "0/0" and junk -> 0. */
export function frameRate(v: string | undefined): number {
  const m = /^(\d+)\/(\d+)$/.exec(v ?? '');
  if (!m) return num(v);
  const d = Number(m[2]);
  return d > 0 ? num(Number(m[1]) / d) : 0;
}

/** The judged numbers of an ffprobe report (exported for tests). */
export function fromFfprobe(parsed: FfprobeJson): ContainerProbe {
  // A cover picture (attached_pic) is a "video" stream of one frame; the film is another one.
  const videos = (parsed.streams ?? []).filter((s) => s.codec_type === 'video');
  const video = videos.find((s) => !s.disposition?.attached_pic) ?? videos[0];
  // The longest of what the container and any stream claim: a file that states a short
  // duration in one header and a long one in another is judged by the long one.
  const durationSec = Math.max(num(parsed.format?.duration), ...(parsed.streams ?? []).map((s) => num(s.duration)));
  const fps = frameRate(video?.avg_frame_rate) || frameRate(video?.r_frame_rate);
  // Matroska keeps the count in a statistics tag rather than nb_frames.
  const counted = num(video?.nb_frames) || num(video?.tags?.NUMBER_OF_FRAMES) || num(video?.tags?.['NUMBER_OF_FRAMES-eng']);
  return {
    formatName: parsed.format?.format_name ?? '',
    durationSec,
    hasVideo: !!video,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    fps,
    frames: counted || Math.ceil(durationSec * fps),
  };
}

/** What ffmpeg makes of a file; formatName '' when it cannot read it at all. `bin` null = without ffprobe. */
export async function probeContainer(file: string, bin: string | null = resolveFfprobe()): Promise<ContainerProbe> {
  if (bin) {
    let parsed: FfprobeJson = {};
    try {
      parsed = JSON.parse((await runFfprobe(bin, file)) || '{}') as FfprobeJson;
    } catch {
      parsed = {};
    }
    return fromFfprobe(parsed);
  }
  const stderr = await describeInput(file);
  const formatName = /Input #0, ([^\n]+?), from /.exec(stderr)?.[1] ?? '';
  if (!formatName) return { formatName: '', durationSec: 0, hasVideo: false, width: 0, height: 0, fps: 0, frames: 0 };
  const info = await probeMedia(file);
  return {
    formatName, durationSec: info.durationSec, hasVideo: info.hasVideo, width: info.width, height: info.height, fps: info.fps,
    // `ffmpeg -i` prints no frame count: estimated.
    frames: Math.ceil(info.durationSec * info.fps),
  };
}

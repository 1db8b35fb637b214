// ffprobe for uploaded files: which container ffmpeg sees and whether it holds a playable video
// stream. ffprobe is looked for beside the ffmpeg in use (Debian's ffmpeg package ships both),
// then on PATH (FFPROBE_PATH overrides); the npm ffmpeg build has none, so without it the probe
// falls back to `ffmpeg -i`, which names the container on its "Input #0, <format>" line.
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
}

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
    const child = spawn(bin, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { stdio: ['ignore', 'pipe', 'ignore'] });
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

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
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
    const video = parsed.streams?.find((s) => s.codec_type === 'video');
    const duration = Number(parsed.format?.duration ?? video?.duration ?? 0);
    return {
      formatName: parsed.format?.format_name ?? '',
      durationSec: Number.isFinite(duration) ? duration : 0,
      hasVideo: !!video,
      width: video?.width ?? 0,
      height: video?.height ?? 0,
    };
  }
  const stderr = await describeInput(file);
  const formatName = /Input #0, ([^\n]+?), from /.exec(stderr)?.[1] ?? '';
  if (!formatName) return { formatName: '', durationSec: 0, hasVideo: false, width: 0, height: 0 };
  const info = await probeMedia(file);
  return { formatName, durationSec: info.durationSec, hasVideo: info.hasVideo, width: info.width, height: info.height };
}

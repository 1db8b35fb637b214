// One place that spawns ffmpeg: progress comes from `-progress pipe:1` (stable key=value
// lines in every ffmpeg since 2.x), errors carry the tail of stderr so a failure says why.
import { spawn } from 'node:child_process';
import { resolveFfmpeg } from './ffmpeg-binary';

export interface RunFfmpegOptions {
  /** Expected output duration; with it, progress is reported as a fraction 0..1. */
  durationSec?: number;
  onProgress?: (fraction: number) => void;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

function parseClock(value: string): number | undefined {
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Runs ffmpeg with `args` (without the binary). Resolves with stderr; rejects with FfmpegError on a non-zero exit. */
export function runFfmpeg(args: string[], opts: RunFfmpegOptions = {}): Promise<string> {
  const withProgress = opts.onProgress && opts.durationSec ? ['-progress', 'pipe:1', '-nostats'] : [];
  const child = spawn(resolveFfmpeg(), ['-hide_banner', '-nostdin', ...withProgress, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let pending = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
    // Keep memory bounded on long transcodes; only the tail explains a failure.
    if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    if (!opts.onProgress || !opts.durationSec) return;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('out_time=')) continue;
      const t = parseClock(line.slice('out_time='.length));
      if (t !== undefined) opts.onProgress(Math.max(0, Math.min(1, t / opts.durationSec)));
    }
  });
  return new Promise((resolve, reject) => {
    child.on('error', (err) => reject(new FfmpegError(`ffmpeg could not start: ${err.message}`, '')));
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolve(stderr);
        return;
      }
      const tail = stderr.trim().split('\n').slice(-8).join('\n');
      reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`}): ${tail}`, tail));
    });
  });
}

/** Runs `ffmpeg -i file` (which always exits 1 without an output) and returns its stderr, the stream description. */
export function describeInput(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(resolveFfmpeg(), ['-hide_banner', '-nostdin', '-i', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 100_000) stderr += chunk;
    });
    child.on('error', (err) => reject(new FfmpegError(`ffmpeg could not start: ${err.message}`, '')));
    child.on('close', () => resolve(stderr));
  });
}

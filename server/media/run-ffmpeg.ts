// One place that spawns ffmpeg: progress comes from `-progress pipe:1` (stable key=value
// lines in every ffmpeg since 2.x), errors carry the tail of stderr so a failure says why.
// A caller can bound everything ffmpeg does on its behalf (issue 27): `withFfmpegSignal` puts an
// AbortSignal in the async context, and every ffmpeg started inside it (by the HLS ladder, the
// poster, the probe) is killed when it aborts. A context rather than a parameter, because the
// ladder and the poster code are shared with the demo media and know nothing of time limits.
import { spawn } from 'node:child_process';
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolveFfmpeg } from './ffmpeg-binary';

export interface RunFfmpegOptions {
  /** Expected output duration; with it, progress is reported as a fraction 0..1. */
  durationSec?: number;
  onProgress?: (fraction: number) => void;
  /** Kills ffmpeg when it aborts; default: the signal of the enclosing `withFfmpegSignal`. */
  signal?: AbortSignal;
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

/** `ffmpeg -i` only reads headers; a file that keeps it busy longer than this is not worth reading. */
export const DESCRIBE_TIMEOUT_MS = 20_000;

const scope = new AsyncLocalStorage<AbortSignal>();

/** Runs `fn`; every ffmpeg started within it (however deep) is killed once `signal` aborts. */
export function withFfmpegSignal<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
  return scope.run(signal, fn);
}

/** The error an aborted run rejects with: the signal's reason when it is an Error. */
function stoppedError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new FfmpegError('ffmpeg stopped', '');
}

function parseClock(value: string): number | undefined {
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Runs ffmpeg with `args` (without the binary). Resolves with stderr; rejects with FfmpegError on a non-zero exit. */
export function runFfmpeg(args: string[], opts: RunFfmpegOptions = {}): Promise<string> {
  const signal = opts.signal ?? scope.getStore();
  if (signal?.aborted) return Promise.reject(stoppedError(signal));
  const withProgress = opts.onProgress && opts.durationSec ? ['-progress', 'pipe:1', '-nostats'] : [];
  const child = spawn(resolveFfmpeg(), ['-hide_banner', '-nostdin', ...withProgress, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // SIGKILL: a stuck decoder may not react to SIGTERM, and nothing it would flush is wanted.
    ...(signal ? { signal, killSignal: 'SIGKILL' as const } : {}),
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
    child.on('error', (err) => {
      // An abort also arrives here (as AbortError); 'close' follows and reports it.
      if (signal?.aborted) return;
      reject(new FfmpegError(`ffmpeg could not start: ${err.message}`, ''));
    });
    child.on('close', (code, exitSignal) => {
      if (signal?.aborted) {
        reject(stoppedError(signal));
        return;
      }
      if (code === 0) {
        resolve(stderr);
        return;
      }
      const tail = stderr.trim().split('\n').slice(-8).join('\n');
      reject(new FfmpegError(`ffmpeg failed (${exitSignal ?? `exit ${code}`}): ${tail}`, tail));
    });
  });
}

/**
 * Runs `ffmpeg -i file` (which always exits 1 without an output) and returns its stderr, the
 * stream description; killed after DESCRIBE_TIMEOUT_MS or when the enclosing signal aborts.
 */
export function describeInput(file: string): Promise<string> {
  const signal = scope.getStore();
  if (signal?.aborted) return Promise.reject(stoppedError(signal));
  return new Promise((resolve, reject) => {
    const child = spawn(resolveFfmpeg(), ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: DESCRIBE_TIMEOUT_MS,
      killSignal: 'SIGKILL',
      ...(signal ? { signal } : {}),
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 100_000) stderr += chunk;
    });
    child.on('error', (err) => {
      if (signal?.aborted) return;
      reject(new FfmpegError(`ffmpeg could not start: ${err.message}`, ''));
    });
    child.on('close', () => (signal?.aborted ? reject(stoppedError(signal)) : resolve(stderr)));
  });
}

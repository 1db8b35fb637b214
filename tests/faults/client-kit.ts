// Process and disk helpers of the client-side fault scenarios (issue 40, points 4 and 6): a
// reference server in its own process (tests/bench/server-process.ts) that can be stopped for
// real, and a small tmpfs the test mounts as a folder so the disk really fills up.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StartOptions } from '../../server/app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerChild {
  url: string;
  pid: number;
  proc: ChildProcess;
}

/** Starts one reference server (host 127.0.0.1, no logger, no media preparation) and waits until it listens. */
export function spawnServer(opts: StartOptions): Promise<ServerChild> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/bench/server-process.ts'), JSON.stringify(opts)], {
    cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: '' },
  });
  const lines = createInterface({ input: proc.stdout! });
  return new Promise<ServerChild>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
    lines.once('line', (line) => resolve({ ...(JSON.parse(line) as { url: string; pid: number }), proc }));
  });
}

/** Clean stop (SIGTERM), SIGKILL when it has not exited after 15 s; resolves once it is gone. */
export async function stopServer(c: ServerChild): Promise<void> {
  if (c.proc.exitCode !== null || c.proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => c.proc.once('exit', () => resolve()));
  c.proc.kill('SIGTERM');
  const timer = setTimeout(() => c.proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Mounts a tmpfs of `sizeBytes` at `dir` (root only; the test says so when the mount is refused).
 * Returns the unmount.
 */
export function mountTmpfs(dir: string, sizeBytes: number): () => void {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes},mode=0700`, 'tmpfs', dir]);
  return () => execFileSync('umount', ['-l', dir]);
}

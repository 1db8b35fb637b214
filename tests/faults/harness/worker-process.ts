// `npm run worker` in its own process group, as a supervisor runs it, so a test can kill it with
// its ffmpeg children (SIGKILL to the group: a worker host lost mid-transcode).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface WorkerProcess {
  proc: ChildProcess;
  /** Lines it printed (its job log). */
  lines: string[];
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts server/worker.ts with `env` (DATABASE_URL, DATA_DIR, MEDIA_DIR...); resolves once it works. `wrap` prefixes the command (ip netns exec NS). */
export function startWorker(env: NodeJS.ProcessEnv, wrap: string[] = []): Promise<WorkerProcess> {
  const cmd = [...wrap, process.execPath, '--import', 'tsx', path.join(ROOT, 'server/worker.ts')];
  const proc = spawn(cmd[0], cmd.slice(1), { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const lines: string[] = [];
  const gone = () => proc.exitCode !== null || proc.signalCode !== null;
  const w: WorkerProcess = {
    proc,
    lines,
    async kill9() {
      if (gone()) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      process.kill(-proc.pid!, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      process.kill(-proc.pid!, 'SIGTERM');
      const t = setTimeout(() => (gone() ? undefined : process.kill(-proc.pid!, 'SIGKILL')), 15_000);
      await exited;
      clearTimeout(t);
    },
  };
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`worker exited (${code}) before working`));
    proc.once('exit', early);
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('[worker]')) {
        proc.off('exit', early);
        resolve(w);
      }
    });
  });
}

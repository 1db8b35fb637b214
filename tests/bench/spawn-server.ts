// The one way the benches and tests start a reference server in a child process
// (server-process.ts): its own event loop, so a load generator does not steal its CPU and a
// fault test can kill it for real. Resolves with the URL and pid once the child prints its line.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { StartOptions } from '../../server/app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Child { url: string; pid: number; proc: ChildProcess }

/**
 * Runs `script` (a path from the repository root) with tsx and `arg` as argv[2]. DATABASE_URL and
 * S3_ENDPOINT are cleared so a developer's environment cannot pick the database or the object
 * store; `env` adds or overrides more.
 */
export function spawnChild(script: string, arg: string, env: NodeJS.ProcessEnv = {}, wrap: string[] = []): Promise<Child> {
  // `wrap` prefixes the command (`ip netns exec NS`: the multi-host test's namespaces).
  const cmd = [...wrap, process.execPath, '--import', 'tsx', path.join(ROOT, script), arg];
  const proc = spawn(cmd[0], cmd.slice(1), {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', S3_ENDPOINT: '', ...env },
  });
  const lines = createInterface({ input: proc.stdout! });
  return new Promise<Child>((resolve, reject) => {
    const early = (code: number | null, signal: NodeJS.Signals | null) => reject(new Error(`${script} exited (${signal ?? code}) before listening`));
    proc.once('exit', early);
    lines.once('line', (line) => {
      proc.off('exit', early);
      const { url, pid } = JSON.parse(line) as { url: string; pid: number };
      resolve({ url, pid, proc });
    });
  });
}

/** A reference server with these options (server-process.ts fills in the bench defaults). */
export const spawnServer = (opts: StartOptions, env: NodeJS.ProcessEnv = {}, wrap: string[] = []): Promise<Child> =>
  spawnChild('tests/bench/server-process.ts', JSON.stringify(opts), env, wrap);

/** Closes stdin (the child shuts down cleanly); SIGKILL if it is not gone within 15 s. */
export async function stopServer(c: Child | undefined): Promise<void> {
  if (!c || c.proc.exitCode !== null || c.proc.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    c.proc.once('exit', () => resolve());
    c.proc.stdin?.end();
    setTimeout(() => c.proc.kill('SIGKILL'), 15_000).unref();
  });
}

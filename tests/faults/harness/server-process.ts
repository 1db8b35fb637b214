// A reference server in its own process (tests/bench/spawn-server.ts) that a fault test can kill
// with SIGKILL and start again on the same database, data folder and port, as a supervisor
// (systemd, a container runtime) would: clients keep their URL across the restart.
import type { StartOptions } from '../../../server/app';
import { spawnServer, stopServer, type Child } from '../../bench/spawn-server';

export interface ServerProcess {
  /** The same for every start: the first start's port is kept. */
  readonly url: string;
  /** The running process's pid (a new one after restart). */
  readonly pid: number;
  /** Whether the process is still running (it has not exited or been killed). */
  running(): boolean;
  /** SIGKILL, no warning and no clean shutdown; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** Starts it again with the same options; resolves once it listens. */
  restart(): Promise<void>;
  /** Clean shutdown (stdin closed; SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/**
 * Starts `server-process.ts` with these options (host 127.0.0.1, no media preparation, no
 * client files, no logger unless given). Pass `dataDir` (PGlite lives in it) and, for
 * PostgreSQL, `databaseUrl`.
 */
export async function startServerProcess(opts: StartOptions, env: NodeJS.ProcessEnv = {}, wrap: string[] = []): Promise<ServerProcess> {
  let child: Child = await spawnServer({ ...opts, port: opts.port ?? 0 }, env, wrap);
  const port = Number(new URL(child.url).port);
  const gone = (c: Child) => c.proc.exitCode !== null || c.proc.signalCode !== null;
  return {
    url: child.url,
    get pid() {
      return child.pid;
    },
    running: () => !gone(child),
    async kill9() {
      if (gone(child)) return;
      const exited = new Promise<void>((resolve) => child.proc.once('exit', () => resolve()));
      child.proc.kill('SIGKILL');
      await exited;
    },
    async restart() {
      if (!gone(child)) throw new Error('restart: the server process is still running');
      child = await spawnServer({ ...opts, port }, env, wrap);
    },
    stop: () => stopServer(child),
  };
}

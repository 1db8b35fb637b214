// A throwaway redis-server on a free loopback port, no persistence, for the tests of what
// several server processes share (flood counters, socket rooms). redis-server is a test
// prerequisite (scripts/prerequisites.ts; .ci/run installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** kill -9: no shutdown, connections drop at once (the fault tests restart it on `port`). */
  kill(): Promise<void>;
}

/** A loopback TCP port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** A fresh redis-server; `port` starts it again where a killed one listened. */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const proc: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) => proc.once('exit', (code) => reject(new Error(`redis-server exited (${code})`))));
  exited.catch(() => {});
  const url = `redis://127.0.0.1:${port}`;
  // Ready when it answers PING.
  for (let i = 0; ; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {}); // refused until redis-server listens; the loop retries
    try {
      await Promise.race([probe.connect().then(() => probe.ping()), exited]);
      probe.disconnect();
      break;
    } catch (err) {
      probe.disconnect();
      if (i > 100 || proc.exitCode !== null) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill(signal);
    });
  return { url, port, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}

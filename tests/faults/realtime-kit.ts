// Process, database and socket helpers of the real-time fault scenarios (issue 40, points 2 and 5):
// reference servers in their own processes (the shared harness, tests/faults/harness/), a fresh
// PostgreSQL schema per process pair, and many socket.io viewers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import type { StartOptions } from '../../server/app';
import { startServerProcess, type ServerProcess } from './harness/server-process';

export type { ServerProcess };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DB_URL = process.env.TEST_DATABASE_URL;
export const NO_DB_REASON = 'needs TEST_DATABASE_URL (two server processes cannot share PGlite; CI sets it, see .ci/run)';

/** One reference server in its own process (the shared fault harness); resolves when it listens. */
export const spawnServer = (opts: StartOptions): Promise<ServerProcess> => startServerProcess(opts, { NODE_ENV: 'test' });

/** A schema name of its own for one process pair; drop() removes it. */
export function freshSchema(prefix: string): { schema: string; drop(): Promise<void> } {
  const schema = `vt_${prefix}_${process.pid}_${Date.now().toString(36)}`;
  return {
    schema,
    drop: async () => {
      if (!DB_URL) return;
      const client = new pg.Client({ connectionString: DB_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
      await client.end();
    },
  };
}

export const dataDir = (name: string) => path.join(ROOT, 'node_modules/.cache', `faults-rt-${name}-${process.pid}`);

export interface Envelope<T = unknown> {
  ret: number;
  msg: string;
  data: T;
}

/** POST a JSON body; bounded at `ms` so a hang is a failure, not a stuck test. */
export async function post<T = unknown>(base: string, p: string, body: unknown, headers: Record<string, string> = {}, ms = 10_000): Promise<Envelope<T>> {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ms),
  });
  return (await res.json()) as Envelope<T>;
}

const opened: Socket[] = [];

/** A socket.io client that reconnects by itself (as the app's does), joined to a video room. */
export async function viewer(url: string, mediaKey: string): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1000 });
  opened.push(s);
  // The room is joined again on every (re)connect, as the player does.
  s.on('connect', () => s.emit('joinVideoRoom', { mediaKey }));
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('viewer socket did not connect within 15 s')), 15_000);
    s.once('connect', () => {
      clearTimeout(t);
      resolve();
    });
  });
  const ack = (await s.timeout(10_000).emitWithAck('joinVideoRoom', { mediaKey })) as Envelope;
  if (ack.ret !== 200) throw new Error(`joinVideoRoom answered ${ack.ret}`);
  return s;
}

/** A socket bound to a user (`conn` with the token), in a video room. */
export async function userSocket(url: string, token: unknown, mediaKey: string): Promise<Socket> {
  const s = await viewer(url, mediaKey);
  s.on('connect', () => s.emit('conn', { token, version: '1.0.3' }));
  const reply = (await s.timeout(10_000).emitWithAck('conn', { token, version: '1.0.3' })) as Envelope;
  if (reply.ret !== 200) throw new Error(`conn answered ${reply.ret}`);
  return s;
}

export function closeAllSockets(): void {
  for (const s of opened.splice(0)) s.disconnect();
}

/** Polls `check` every 100 ms until it holds; the seconds it took, or a rejection after `ms`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return (Date.now() - start) / 1000;
}

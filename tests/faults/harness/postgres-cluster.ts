// A private PostgreSQL cluster a fault test starts, stops, kills and removes itself: its own
// folder under /tmp, a free loopback port, trust authentication, owned by the `postgres` user
// (PostgreSQL refuses to run as root), started with initdb/pg_ctl as .ci/run starts the shared
// one. The shared cluster of TEST_DATABASE_URL is never touched: other suites use it.
import { execFile } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../server/redis-server';

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/N/bin). */
function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/pg_ctl'))) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql; .ci/run does)');
  versions.sort((a, b) => Number(a) - Number(b));
  return path.join(root, versions[versions.length - 1], 'bin');
}

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/DB */
  url(db?: string): string;
  /** Creates a database (as the superuser). */
  createDatabase(name: string): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections (crash recovery included). */
  start(): Promise<void>;
  /** pg_ctl stop -m fast: sessions are terminated, the cluster shuts down cleanly. */
  stopFast(): Promise<void>;
  /** SIGKILL to the postmaster; returns once its backends are gone too. */
  kill9(): Promise<void>;
  /** The postmaster's pid, or null when it is not running. */
  postmasterPid(): number | null;
  /** Stops the cluster if it runs and removes its folder. */
  remove(): Promise<void>;
}

/** Running (a zombie, dead but not yet reaped by its new parent, counts as gone). */
const alive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** The pids whose parent is `pid` (from /proc: procps may be missing on a slim image). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

export interface PgClusterPlace {
  /** Listen here instead of 127.0.0.1 (an address of a test's network namespace). */
  host: string;
  /** Prefix of the server's commands (`ip netns exec NS`). */
  wrap: string[];
  /** Clients allowed (trust) from this CIDR. */
  clients: string;
}

/** initdb + start. `name` goes into the folder name (/tmp/NAME-pg-XXXXXX). */
export async function startPgCluster(name: string, place?: PgClusterPlace): Promise<PgCluster> {
  const bin = pgBin();
  const dir = mkdtempSync(`/tmp/${name}-pg-`);
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = place ? 5432 : await freePort();
  const host = place?.host ?? '127.0.0.1';
  const wrap = place?.wrap ?? [];
  const asPostgres = (cmd: string, args: string[]) => {
    const all = [...wrap, 'runuser', '-u', 'postgres', '--', path.join(bin, cmd), ...args];
    return run(all[0], all.slice(1), { timeout: 120_000 });
  };
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  if (place) appendFileSync(path.join(data, 'pg_hba.conf'), `host all all ${place.clients} trust\n`);
  const url = (db = 'postgres') => `postgres://postgres@${host}:${port}/${db}`;
  const postmasterPid = (): number | null => {
    try {
      const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return pid > 0 && alive(pid) ? pid : null;
    } catch {
      return null;
    }
  };
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=${host}`, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  };
  const cluster: PgCluster = {
    port,
    url,
    async createDatabase(db) {
      if (!/^[a-z_][a-z0-9_]*$/.test(db)) throw new Error(`bad database name ${db}`);
      const c = new pg.Client({ connectionString: url() });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${db}`);
      } finally {
        await c.end();
      }
    },
    start,
    async stopFast() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async kill9() {
      const pid = postmasterPid();
      if (!pid) return;
      // Its backends notice the postmaster's death and leave within a moment; until they have,
      // the old shared memory is in use and a new postmaster refuses to start.
      const children = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 200 && [pid, ...children].some(alive); i++) await new Promise((r) => setTimeout(r, 50));
      // Dead, but its entry can wait a while for its parent (pid 1 here) to reap it, and a new
      // postmaster refuses lock files naming a pid that still exists: they go now.
      if (!alive(pid) && existsSync(`/proc/${pid}`)) {
        for (const lock of [path.join(data, 'postmaster.pid'), path.join(dir, `.s.PGSQL.${port}.lock`)]) rmSync(lock, { force: true });
      }
    },
    postmasterPid,
    async remove() {
      if (postmasterPid()) await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => cluster.kill9());
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await start();
  return cluster;
}

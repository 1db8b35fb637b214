// Server bench: requests/s and p99 latency of video details and the home list under a bounded
// loopback load (autocannon, ~10 connections), on PGlite and, when a URL is given, PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../../server/app';
import { signGet } from '../../src/api/contract/signature';
import { getHomeRecommend, getVideoDetails } from '../../src/api/contract/index';

interface CaseResult { path: string; requestsPerSec: number; latencyP99Ms: number; latencyAvgMs: number; errors: number; non2xx: number; notOk: number }

function signedPath(p: string, params: Record<string, string>): string {
  const pub = Math.floor(Date.now() / 1000);
  return `${p.toLowerCase()}?${new URLSearchParams({ ...params, pub: String(pub), vv: signGet(params, pub) })}`;
}

async function runCase(url: string, p: string, params: Record<string, string>, seconds: number): Promise<CaseResult> {
  let notOk = 0;
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    requests: [{ method: 'GET', path: signedPath(p, params) }],
    setupClient: (client) => {
      client.on('body', (buf: Buffer) => {
        if (!buf.toString('utf8', 0, 20).includes('"ret":200')) notOk++;
      });
    },
  });
  return {
    path: p,
    requestsPerSec: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyAvgMs: Math.round(result.latency.average * 100) / 100,
    errors: result.errors,
    non2xx: result.non2xx,
    notOk,
  };
}

async function benchBackend(databaseUrl: string | undefined, seconds: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const server = await startServer({
    port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, dataDir: dir,
    databaseUrl: databaseUrl ?? '',
    ...(databaseUrl ? { dbSchema: `vt_bench_${Date.now().toString(36)}` } : {}),
  });
  try {
    // Warm-up so the first plan/JIT costs do not count.
    await runCase(server.url, getVideoDetails.path, { mediaKey: 'v2001' }, 1);
    return {
      videoDetails: await runCase(server.url, getVideoDetails.path, { mediaKey: 'v2001' }, seconds),
      homeList: await runCase(server.url, getHomeRecommend.path, { page: '1', pageSize: '6' }, seconds),
    };
  } finally {
    if (databaseUrl) await server.db.query(`DROP SCHEMA IF EXISTS ${(await server.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s} CASCADE`).catch(() => {});
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runServerBench(opts: { quick?: boolean } = {}): Promise<object> {
  const seconds = opts.quick ? 3 : 10;
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return {
    load: { connections: 10, durationSec: seconds, tool: 'autocannon', transport: 'loopback' },
    pglite: await benchBackend(undefined, seconds),
    postgres: pgUrl ? await benchBackend(pgUrl, seconds) : 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
  };
}

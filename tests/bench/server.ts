// Server bench: requests/s, latency and server CPU time per request of the hot reads (video
// details as visitor and as a logged-in user, the home recommendations) under a bounded loopback
// load (autocannon, 10 connections) and one at a time (1 connection). Backends: PGlite with its
// read cache (the default), PGlite without it (every read hits the database) and, when a URL is
// given, PostgreSQL. The server runs in a child process (server-process.ts); its CPU ms per
// request (from /proc, Linux) stays comparable when the machine is busy, unlike requests/s.
// The floor: a bare Fastify route (bare-process.ts) answering a fixed JSON body the size of the
// VideoDetails reply, measured in the same run; `bareRatio` is VideoDetails / bare.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { StartOptions } from '../../server/app';
import { signGet } from '../../src/api/contract/signature';
import { getHomeRecommend, getVideoDetails, login } from '../../src/api/contract/index';
import { spawnChild, spawnServer, stopServer, type Child } from './spawn-server';

interface CaseResult {
  path: string; connections: number; requestsPerSec: number; latencyAvgMs: number; latencyP99Ms: number;
  serverCpuMsPerRequest: number | null; requests: number; errors: number; non2xx: number; notOk: number;
}

const CLK_TCK = 100;

function signedPath(p: string, params: Record<string, string>): string {
  const pub = Math.floor(Date.now() / 1000);
  return `${p.toLowerCase()}?${new URLSearchParams({ ...params, pub: String(pub), vv: signGet(params, pub) })}`;
}

/** utime + stime of a process in ms (Linux /proc); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

async function runCase(
  server: Child, p: string, params: Record<string, string> | null, seconds: number, connections: number, headers: Record<string, string> = {},
): Promise<CaseResult> {
  let notOk = 0;
  const cpu0 = cpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: params ? signedPath(p, params) : p, headers }],
    setupClient: (client) => {
      client.on('body', (buf: Buffer) => {
        if (!buf.toString('utf8', 0, 20).includes('"ret":200')) notOk++;
      });
    },
  });
  const cpu1 = cpuMs(server.pid);
  const requests = Math.round(result.requests.average * seconds);
  return {
    path: p,
    connections,
    requestsPerSec: Math.round(result.requests.average),
    latencyAvgMs: Math.round(result.latency.average * 100) / 100,
    latencyP99Ms: result.latency.p99,
    serverCpuMsPerRequest: cpu0 !== null && cpu1 !== null && requests > 0 ? Math.round(((cpu1 - cpu0) / requests) * 1000) / 1000 : null,
    requests,
    errors: result.errors,
    non2xx: result.non2xx,
    notOk,
  };
}

async function loginHeaders(url: string): Promise<Record<string, string>> {
  const r = await fetch(`${url}${login.path.toLowerCase()}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'vip_demo', password: 'demo1234' }),
  });
  const body = (await r.json()) as { ret: number; data: { token: { uid: number; gid: number; sign: string; expire: number } } };
  if (body.ret !== 200) throw new Error(`bench login failed: ret ${body.ret}`);
  const t = body.data.token;
  return { uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) };
}

/** The bare route serving `body` (the VideoDetails reply, as JSON text), at 10 connections. */
async function benchBare(body: string, seconds: number): Promise<CaseResult & { bodyBytes: number }> {
  const bare = await spawnChild('tests/bench/bare-process.ts', body);
  try {
    await runCase(bare, '/bare', null, 1, 10);
    return { ...(await runCase(bare, '/bare', null, seconds, 10)), bodyBytes: Buffer.byteLength(body) };
  } finally {
    await stopServer(bare);
  }
}

async function replyBody(url: string, p: string, params: Record<string, string>): Promise<string> {
  const r = await fetch(`${url}${signedPath(p, params)}`);
  return r.text();
}

async function benchBackend(opts: StartOptions, seconds: number, bare = false) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const server = await spawnServer({ dataDir: dir, ...opts });
  try {
    const details = [getVideoDetails.path, { mediaKey: 'v2001' }] as const;
    const home = [getHomeRecommend.path, { page: '1', pageSize: '6' }] as const;
    const auth = await loginHeaders(server.url);
    // Warm-up so the first plan/JIT costs do not count.
    await runCase(server, ...details, 1, 10);
    await runCase(server, ...details, 1, 10, auth);
    const videoDetails = await runCase(server, ...details, seconds, 10);
    const floor = bare ? await benchBare(await replyBody(server.url, ...details), seconds) : null;
    return {
      videoDetails,
      ...(floor
        ? {
            bareFastify: floor,
            bareRatio: {
              requestsPerSec: Math.round((videoDetails.requestsPerSec / floor.requestsPerSec) * 100) / 100,
              serverCpuMsPerRequest:
                videoDetails.serverCpuMsPerRequest && floor.serverCpuMsPerRequest
                  ? Math.round((videoDetails.serverCpuMsPerRequest / floor.serverCpuMsPerRequest) * 100) / 100
                  : null,
            },
          }
        : {}),
      videoDetailsLoggedIn: await runCase(server, ...details, seconds, 10, auth),
      homeList: await runCase(server, ...home, seconds, 10),
      videoDetailsSequential: await runCase(server, ...details, seconds, 1),
      homeListSequential: await runCase(server, ...home, seconds, 1),
    };
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runServerBench(opts: { quick?: boolean } = {}): Promise<object> {
  const seconds = opts.quick ? 3 : 10;
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  return {
    load: {
      connections: [10, 1], durationSec: seconds, tool: 'autocannon', transport: 'loopback', server: 'child process',
      checkReplies: process.env.NODE_ENV !== 'production',
    },
    pglite: await benchBackend({}, seconds, true),
    pgliteNoReadCache: await benchBackend({ readCache: false }, seconds),
    postgres: pgUrl
      ? await benchBackend({ databaseUrl: pgUrl, dbSchema: `vt_bench_${Date.now().toString(36)}` }, seconds)
      : 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
  };
}

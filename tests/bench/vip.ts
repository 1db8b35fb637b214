// VIP bench (issue 9): order creation under 50 concurrent users on loopback, each tap sent twice
// at once (a double tap on 授权支付), then every order paid by two concurrent signed provider
// notifications. Reports requests/s and latency percentiles of CreateOrder, the server's CPU ms
// per request, the counts of orders and VIP grants against the distinct taps (they must be
// equal), and the time from a paid notification leaving to the receiver's socket hearing
// userStateChange under that load, and one notice at a time to a TV page in Chromium showing the
// new VIP term (vip-tv.ts: the "phone pays, TV turns VIP", target p95 <= 1 s).
// The server runs in a child process (server.ts); PGlite, and PostgreSQL when a URL is given.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { StartOptions } from '../../server/app';
import { sandboxProvider } from '../../server/payments/sandbox';
import type { ProviderNotice } from '../../server/payments/provider';
import { signGet } from '../../src/api/contract/signature';
import { createOrder, getVipHistory, getVipRecords, paymentNotify, register } from '../../src/api/contract/index';
import { benchSecret } from './bench-secret';
import { cpuMs } from './server';
import { spawnServer, stopServer, type Child } from './spawn-server';
import { paidNoticeToTvPage } from './vip-tv';
import { buildClient } from './client/build-client';

const USERS = 50;

interface User { uid: number; headers: Record<string, string>; token: Record<string, unknown> }

function signedPath(p: string, params: Record<string, string>): string {
  const pub = Math.floor(Date.now() / 1000);
  return `${p.toLowerCase()}?${new URLSearchParams({ ...params, pub: String(pub), vv: signGet(params, pub) })}`;
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100 : 0);
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { count: s.length, p50Ms: pct(s, 50), p95Ms: pct(s, 95), p99Ms: pct(s, 99), maxMs: pct(s, 100) };
};

async function registerUsers(url: string, n: number): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < n; i++) {
    const account = `bench${Date.now().toString(36)}${i}`;
    const r = await fetch(`${url}${register.path.toLowerCase()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'bench-pass-1' }) });
    const body = (await r.json()) as { ret: number; msg: string; data: { id: number; token: { uid: number; gid: number; sign: string; expire: number } } };
    if (body.ret !== 200) throw new Error(`bench register failed: ${body.ret} ${body.msg}`);
    const t = body.data.token;
    users.push({ uid: body.data.id, token: t, headers: { uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) } });
  }
  return users;
}

async function benchBackend(opts: StartOptions, tapsPerUser: number, clientDir: string, tvTries: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-vip-'));
  const secret = benchSecret();
  const server: Child = await spawnServer({ dataDir: dir, tokenSecret: secret, limitExemptAddresses: ['127.0.0.1'], paymentSandbox: true, clientDir, ...opts });
  const sockets: Socket[] = [];
  try {
    const users = await registerUsers(server.url, USERS);
    // Phase 1: every user taps `tapsPerUser` times; each tap is two concurrent requests with one requestId.
    const latencies: number[] = [];
    const orderIds = new Map<number, Set<string>>();
    const refused: Record<string, number> = {};
    const cpu0 = cpuMs(server.pid);
    const t0 = performance.now();
    await Promise.all(users.map(async (u) => {
      const mine = new Set<string>();
      orderIds.set(u.uid, mine);
      for (let t = 0; t < tapsPerUser; t++) {
        const requestId = `bench-${randomBytes(8).toString('hex')}`;
        const one = async () => {
          const start = performance.now();
          const r = await fetch(`${server.url}${signedPath(createOrder.path, { ProductID: '101', SysName: 'h5', requestId })}`, { headers: u.headers });
          const body = (await r.json()) as { ret: number; msg: string; data: { orderId: string } };
          latencies.push(performance.now() - start);
          if (body.ret === 200) mine.add(body.data.orderId);
          else refused[`${body.ret} ${body.msg}`] = (refused[`${body.ret} ${body.msg}`] ?? 0) + 1;
        };
        await Promise.all([one(), one()]);
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    const cpu1 = cpuMs(server.pid);
    const taps = USERS * tapsPerUser;
    const ordersSeen = [...orderIds.values()].reduce((n, s) => n + s.size, 0);
    let ordersStored = 0;
    for (const u of users) {
      const r = await fetch(`${server.url}${signedPath(getVipRecords.path, { pageSize: '1' })}`, { headers: u.headers });
      ordersStored += ((await r.json()) as { data: { total: number } }).data.total;
    }

    // Phase 2: each user's sockets listen; every order gets two concurrent paid notices.
    for (const u of users) {
      const s = connect(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      await s.timeout(5000).emitWithAck('conn', { token: u.token, version: '1.0.3' });
    }
    const sandbox = sandboxProvider(secret);
    const pushMs: number[] = [];
    const notifyMs: number[] = [];
    let paidReplies = 0;
    await Promise.all(users.map(async (u, i) => {
      for (const orderId of orderIds.get(u.uid) ?? []) {
        const heard = new Promise<number>((resolve) => sockets[i].once('userStateChange', () => resolve(performance.now())));
        const start = performance.now();
        const send = async () => {
          const n: ProviderNotice = { notifyId: `bn_${randomBytes(10).toString('hex')}`, orderId, outcome: 'paid', amount: 3.99, providerRef: 'bench', ts: Math.floor(Date.now() / 1000) };
          const r = await fetch(`${server.url}${paymentNotify.path.toLowerCase()}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...n, sign: sandbox.sign(n) }) });
          const ok = ((await r.json()) as { ret: number }).ret === 200;
          notifyMs.push(performance.now() - start);
          if (ok) paidReplies++;
        };
        await Promise.all([send(), send()]);
        pushMs.push((await heard) - start);
      }
    }));
    // Phase 3: one paid notice at a time to a TV page in Chromium (vip-tv.ts).
    const tvPage = await paidNoticeToTvPage(server.url, secret, tvTries);
    let grants = 0;
    for (const u of users) {
      const r = await fetch(`${server.url}${signedPath(getVipHistory.path, { pageSize: '1' })}`, { headers: u.headers });
      grants += ((await r.json()) as { data: { total: number } }).data.total;
    }
    const requests = latencies.length;
    return {
      users: USERS,
      tapsPerUser,
      distinctTaps: taps,
      createOrder: {
        requests,
        requestsPerSec: Math.round(requests / seconds),
        ...stats(latencies),
        serverCpuMsPerRequest: cpu0 !== null && cpu1 !== null ? Math.round(((cpu1 - cpu0) / requests) * 1000) / 1000 : null,
        refused,
      },
      ordersSeen,
      ordersStored,
      paidReplies,
      grants,
      countsEqualTaps: ordersStored === taps && ordersSeen === taps && grants === taps && paidReplies === taps,
      paidNoticeToSocketEventUnderLoad: stats(pushMs),
      paidNoticeToTvPage: tvPage,
      notifyRoundTrip: stats(notifyMs),
    };
  } finally {
    for (const s of sockets) s.disconnect();
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runVipBench(opts: { quick?: boolean } = {}): Promise<object> {
  // 20 new orders per user is the per-user order limit for 10 minutes (server/limits/flood.ts).
  const taps = opts.quick ? 4 : 20;
  const tvTries = opts.quick ? 5 : 20;
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const work = mkdtempSync(path.join(tmpdir(), 'bench-vip-client-'));
  try {
    const clientDir = (await buildClient(path.join(work, 'dist'))).outDir;
    return {
      load: { users: USERS, doubleTap: true, doubleNotice: true, transport: 'loopback', server: 'child process', checkReplies: process.env.NODE_ENV !== 'production' },
      pglite: await benchBackend({}, taps, clientDir, tvTries),
      postgres: pgUrl ? await benchBackend({ databaseUrl: pgUrl, dbSchema: `vt_bench_${Date.now().toString(36)}` }, taps, clientDir, tvTries) : 'skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

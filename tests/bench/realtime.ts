// `npm run bench -- realtime`: private messages over the live socket (issue 10). One reference
// server in its own process (PGlite; tests/bench/server-process.ts), U users each with S bound
// sockets (U*S sockets on loopback; 200 x 5 = 1,000 by default), then R private messages a
// second for D seconds (100/s for 30 s), each sent over HTTP by one user to another: the delay
// from the send to each socket of the recipient receiving it (p50/p95/p99 over every
// delivery), and the server's RSS before and after. Then I more idle bound sockets: the
// server's RSS growth per socket. The senders take turns so that no one passes the chat flood
// limit (10 per 10 s). --quick: 100 x 2 sockets, 50/s for 5 s, 500 idle. With
// BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL) the delivery case runs again through two
// server processes and a redis-server: sent to process A, delivered by process B.
// Env: REALTIME_USERS, REALTIME_SOCKETS_PER_USER, REALTIME_RATE, REALTIME_SECONDS, REALTIME_IDLE.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { PRIVATE_MESSAGE_EVENT, sendPrivateMessage, type PrivateMessagePush } from '../../src/api/contract/chat';
import type { Token } from '../../src/api/contract/common';
import { benchSecret } from './bench-secret';
import { spawnServer, stopServer, type Child } from './spawn-server';


/** Resident set of a process in MiB (Linux /proc). */
function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round((Number(m[1]) / 1024) * 10) / 10 : NaN;
}

const headersOf = (t: Token) => ({ uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) });

async function register(url: string, i: number): Promise<Token> {
  const account = `rt${Date.now().toString(36)}x${i}`;
  const r = await fetch(`${url}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'bench1234' }) });
  const env = (await r.json()) as { ret: number; msg: string; data: { token: Token } };
  if (env.ret !== 200) throw new Error(`register: ${env.ret} ${env.msg}`);
  return env.data.token;
}

async function boundSocket(url: string, token: Token): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const ack = (await s.timeout(10_000).emitWithAck('conn', { token, version: '1.0.3' })) as { ret: number };
  if (ack.ret !== 200) throw new Error(`conn: ${ack.ret}`);
  return s;
}

/** In batches, so the handshakes do not all land in one tick. */
async function openSockets(url: string, tokens: Token[], perUser: number, onEach?: (s: Socket, uid: number) => void): Promise<Socket[]> {
  const out: Socket[] = [];
  const jobs = tokens.flatMap((t) => Array.from({ length: perUser }, () => t));
  for (let i = 0; i < jobs.length; i += 50) {
    const batch = await Promise.all(jobs.slice(i, i + 50).map((t) => boundSocket(url, t)));
    batch.forEach((s, k) => onEach?.(s, jobs[i + k].uid));
    out.push(...batch);
  }
  return out;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const round = (n: number) => Math.round(n * 100) / 100;

interface DeliveryFigures {
  messagesSent: number;
  sendFailures: number;
  achievedRatePerSecond: number;
  deliveriesExpected: number;
  deliveries: number;
  misdelivered: number;
  deliveryMs: { p50: number; p95: number; p99: number; max: number };
}

/**
 * Opens `perUser` sockets per user on `socketUrl`, then sends `rate` messages a second for
 * `seconds` through `sendUrl`; the sockets stay open (returned in `sockets`).
 */
async function deliveryCase(sendUrl: string, socketUrl: string, tokens: Token[], perUser: number, rate: number, seconds: number, sockets: Socket[], log: (m: string) => void): Promise<DeliveryFigures> {
  const users = tokens.length;
  // Delivery delay per (message, socket): send start -> arrival.
  const sentAt = new Map<string, number>();
  const delays: number[] = [];
  let misdelivered = 0;
  log(`opening ${users * perUser} sockets...`);
  sockets.push(...(await openSockets(socketUrl, tokens, perUser, (s, uid) => {
    s.on(PRIVATE_MESSAGE_EVENT, (m: PrivateMessagePush) => {
      const t0 = sentAt.get(m.clientId);
      if (t0 === undefined || m.toUid !== uid) misdelivered++;
      else delays.push(performance.now() - t0);
    });
  })));
  // With two processes the receiving process's Redis subscription must be live first.
  await new Promise((r) => setTimeout(r, 500));

  log(`${rate} messages/s for ${seconds} s...`);
  const total = rate * seconds;
  const run = Date.now().toString(36);
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    // Paced: message n leaves at n / rate seconds.
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const from = tokens[n % users];
    const to = tokens[(n + 1 + Math.floor(n / users)) % users];
    if (to.uid === from.uid) continue;
    const clientId = `b${run}${n}`;
    sentAt.set(clientId, performance.now());
    inFlight.push(
      fetch(`${sendUrl}${sendPrivateMessage.path.toLowerCase()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(from) },
        body: JSON.stringify({ toUid: to.uid, content: `消息${n}`, clientId }),
      }).then(async (r) => {
        const env = (await r.json()) as { ret: number };
        if (env.ret !== 200) failed++;
      }, () => void failed++),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (performance.now() - start) / 1000;
  // Let the last deliveries arrive.
  const expected = (sentAt.size - failed) * perUser;
  for (let i = 0; i < 50 && delays.length < expected; i++) await new Promise((r) => setTimeout(r, 100));
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    messagesSent: sentAt.size,
    sendFailures: failed,
    achievedRatePerSecond: round(sentAt.size / sendSeconds),
    deliveriesExpected: expected,
    deliveries: delays.length,
    misdelivered,
    deliveryMs: { p50: round(pct(sorted, 50)), p95: round(pct(sorted, 95)), p99: round(pct(sorted, 99)), max: round(sorted.at(-1) ?? NaN) },
  };
}

async function registerAll(url: string, users: number): Promise<Token[]> {
  const tokens: Token[] = [];
  for (let i = 0; i < users; i += 20) tokens.push(...(await Promise.all(Array.from({ length: Math.min(20, users - i) }, (_, k) => register(url, i + k)))));
  return tokens;
}

export async function runRealtimeBench(opts: { quick: boolean }): Promise<object> {
  const q = opts.quick;
  const users = Number(process.env.REALTIME_USERS) || (q ? 100 : 200);
  const perUser = Number(process.env.REALTIME_SOCKETS_PER_USER) || (q ? 2 : 5);
  const rate = Number(process.env.REALTIME_RATE) || (q ? 50 : 100);
  const seconds = Number(process.env.REALTIME_SECONDS) || (q ? 5 : 30);
  const idle = Number(process.env.REALTIME_IDLE) || (q ? 500 : 5000);
  const log = (m: string) => console.error(`[bench] realtime: ${m}`);
  const result: Record<string, unknown> = {
    users, socketsPerUser: perUser, connectedSockets: users * perUser, messagesPerSecond: rate, seconds,
    note: 'loopback, client sockets in the bench process; delay = HTTP send start to socket arrival',
  };

  const server = await spawnServer({
    tokenSecret: benchSecret(), dataDir: mkdtempSync(path.join(tmpdir(), 'bench-realtime-')), limitExemptAddresses: ['127.0.0.1'],
  });
  const sockets: Socket[] = [];
  try {
    log(`one process (PGlite): registering ${users} users...`);
    const tokens = await registerAll(server.url, users);
    const rssRegistered = rssMiB(server.pid);
    const figures = await deliveryCase(server.url, server.url, tokens, perUser, rate, seconds, sockets, log);
    const rssConnected = rssMiB(server.pid);
    result.oneProcess = { ...figures, serverRssMiB: { registered: rssRegistered, afterMessages: rssConnected } };

    log(`${idle} idle sockets...`);
    const idleTokens = tokens.slice(0, Math.min(tokens.length, 100));
    const rssBeforeIdle = rssMiB(server.pid);
    const per = Math.ceil(idle / idleTokens.length);
    sockets.push(...(await openSockets(server.url, idleTokens, per)));
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = rssMiB(server.pid);
    const idleOpened = per * idleTokens.length;
    result.idle = {
      sockets: idleOpened,
      rssBeforeMiB: rssBeforeIdle,
      rssAfterMiB: rssIdle,
      rssPerSocketKiB: round(((rssIdle - rssBeforeIdle) * 1024) / idleOpened),
    };
  } finally {
    for (const s of sockets.splice(0)) s.disconnect();
    await stopServer(server);
  }

  // The same through two processes on PostgreSQL and Redis: sent to A, delivered by B.
  const dbUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!dbUrl) {
    result.twoProcesses = { skipped: 'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL to run it' };
    return result;
  }
  const { startRedis } = await import('../server/redis-server');
  const redis = await startRedis();
  const shared = { tokenSecret: benchSecret(), databaseUrl: dbUrl, dbSchema: `vt_bench_rt_${process.pid}`, redisUrl: redis.url, limitExemptAddresses: ['127.0.0.1'] };
  let a: Child | null = null;
  let b: Child | null = null;
  try {
    a = await spawnServer({ ...shared, dataDir: mkdtempSync(path.join(tmpdir(), 'bench-rt-a-')) });
    b = await spawnServer({ ...shared, dataDir: mkdtempSync(path.join(tmpdir(), 'bench-rt-b-')) });
    log(`two processes (PostgreSQL, Redis): registering ${users} users...`);
    const tokens = await registerAll(a.url, users);
    const figures = await deliveryCase(a.url, b.url, tokens, perUser, rate, seconds, sockets, log);
    result.twoProcesses = { ...figures, serverRssMiB: { sender: rssMiB(a.pid), deliverer: rssMiB(b.pid) } };
  } finally {
    for (const s of sockets.splice(0)) s.disconnect();
    if (b) await stopServer(b);
    // A drops the bench schema on its way out (server-process.ts).
    if (a) await stopServer(a);
    await redis.stop();
  }
  return result;
}

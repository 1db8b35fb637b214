// Issue 40, point 3: the server process killed with SIGKILL, on PGlite and on PostgreSQL (a
// private cluster). (a) Right after a paid notification was acknowledged (sent once a burst of
// registrations had 50 acknowledged, the burst's rest still in flight): after the restart the
// order is paid and VIP granted exactly once, and the provider retrying the notification (the
// same notice, or a new one for the same order) grants nothing more. (b) During bursts of
// acknowledged registrations (the same kill) and barrages: every acknowledged one is in the
// database after the restart. Two kills per backend, not three: the restarts are most of the time. Counts are read from the database itself (PGlite: opened here once the server has
// stopped, as one process holds a PGlite folder at a time).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite-db';
import type { ProviderNotice } from '../../server/payments/provider';
import { sandboxProvider } from '../../server/payments/sandbox';
import type { Barrage } from '../../src/api/contract/barrage';
import { addBarrages } from '../../src/api/contract/barrage';
import { getUserInfo } from '../../src/api/contract/user';
import { createOrder, getOrder, paymentNotify, type Order } from '../../src/api/contract/vip';
import { apiOf, readable, registerAccount, uniqueAccount, type Session } from './harness/api';
import { startPgCluster, type PgCluster } from './harness/postgres-cluster';
import { startServerProcess, type ServerProcess } from './harness/server-process';

const BURST = 50;
/** Sent in each burst; the server is killed once BURST of them were acknowledged. */
const BURST_SENT = 70;

type Backend = 'pglite' | 'postgres';

interface Counts { grants: number; notices: number; orderState: string; accounts: number; barrages: number }

/** Reads what survived, straight from the database (the server must be stopped for PGlite). */
async function countRows(backend: Backend, where: { dataDir: string; url?: string }, uid: number, orderId: string, userIds: number[], barrageIds: number[]): Promise<Counts> {
  const queries = async (q: <T>(sql: string, params: unknown[]) => Promise<T[]>): Promise<Counts> => ({
    grants: (await q<{ n: number }>('SELECT count(*)::int AS n FROM vip_grants WHERE uid = $1', [uid]))[0].n,
    notices: (await q<{ n: number }>('SELECT count(*)::int AS n FROM payment_notifications WHERE order_id = $1', [orderId]))[0].n,
    orderState: (await q<{ state: string }>('SELECT state FROM orders WHERE id = $1', [orderId]))[0]?.state ?? 'missing',
    accounts: (await q<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE id = ANY($1)', [userIds]))[0].n,
    barrages: (await q<{ n: number }>('SELECT count(*)::int AS n FROM barrages WHERE id = ANY($1)', [barrageIds]))[0].n,
  });
  if (backend === 'postgres') {
    const c = new pg.Client({ connectionString: where.url });
    await c.connect();
    try {
      return await queries(async (sql, params) => (await c.query(sql, params)).rows);
    } finally {
      await c.end();
    }
  }
  const db = await openPglite(path.join(where.dataDir, 'pglite'));
  try {
    return await queries(async <T,>(sql: string, params: unknown[]) => (await db.query<T>(sql, params as never)).rows);
  } finally {
    await db.close();
  }
}

/**
 * Sends `count` requests at once and SIGKILLs the server as soon as `killAt` of them were
 * acknowledged (ret 200), after `lastWrite` when given (the kill follows its acknowledgement at
 * once, with the rest of the burst still in flight). The acknowledged results, and how many had
 * no reply (cut by the kill).
 */
async function burstThenKill<T>(
  server: ServerProcess, count: number, killAt: number, send: (i: number) => Promise<T | null>, lastWrite?: () => Promise<void>,
): Promise<{ acked: T[]; cut: number }> {
  const acked: T[] = [];
  let killing: Promise<void> | null = null;
  let killStarted = false;
  const results = await Promise.all(Array.from({ length: count }, async (_, i) => {
    const r = await send(i);
    // Only replies that arrived before the kill was started count as acknowledged.
    if (r !== null && !killStarted) {
      acked.push(r);
      if (acked.length >= killAt && !killing) {
        killing = (async () => {
          await lastWrite?.();
          killStarted = true;
          await server.kill9();
        })();
      }
    }
    return r;
  }));
  await (killing ?? server.kill9());
  return { acked, cut: results.filter((r) => r === null).length };
}

/** Seconds from now until `probe` succeeds (the restarted server answers). */
async function secondsUntil(probe: () => Promise<boolean>, t0: number, limitS = 60): Promise<number> {
  while (!(await probe())) {
    if ((performance.now() - t0) / 1000 > limitS) throw new Error(`not back within ${limitS} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Math.round((performance.now() - t0) / 100) / 10;
}

describe.each<Backend>(['pglite', 'postgres'])('kill -9 of the server on %s', (backend) => {
  const dataDir = mkdtempSync(`/tmp/faults-db-kill-${backend}-`);
  const secret = randomBytes(32).toString('hex');
  const sandbox = sandboxProvider(secret);
  let cluster: PgCluster | undefined;
  let server: ServerProcess | undefined;
  let dbUrl: string | undefined;

  afterAll(async () => {
    await server?.stop();
    await cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a paid notification acknowledged just before the kill, grants VIP once, and keeps every acknowledged registration and barrage of a burst', async () => {
    if (backend === 'postgres') {
      cluster = await startPgCluster('faults-db');
      await cluster.createDatabase('kill_test');
      dbUrl = cluster.url('kill_test');
    }
    server = await startServerProcess({ dataDir, databaseUrl: dbUrl, tokenSecret: secret, limitExemptAddresses: ['127.0.0.1'], readCache: false, paymentSandbox: true });
    const api = apiOf(server.url);
    const recovered: Record<string, number> = {};

    // (a) + (b1) A burst of registrations; once BURST were acknowledged, the provider's paid
    // notification, and as soon as that is acknowledged the kill (the burst's rest in flight).
    const buyer = (await registerAccount(api, uniqueAccount('fk'))).session!;
    expect(buyer).not.toBeNull();
    const order = await api.get<Order>(createOrder.path, { ProductID: 101, SysName: 'h5', requestId: `tap-${randomBytes(8).toString('hex')}` }, buyer.headers);
    expect(order.ret, order.msg).toBe(200);
    const orderId = order.data!.orderId;
    const n: ProviderNotice = { notifyId: `t_${randomBytes(10).toString('hex')}`, orderId, outcome: 'paid', amount: order.data!.amount, providerRef: 'fault', ts: Math.floor(Date.now() / 1000) };
    const notice = { ...n, sign: sandbox.sign(n) };
    let paidRet = 0;
    const names = Array.from({ length: BURST_SENT }, () => uniqueAccount('fb'));
    const regs = await burstThenKill(server, BURST_SENT, BURST, async (i) => (await registerAccount(api, names[i])).session, async () => {
      const paid = await api.post<{ state: string }>(paymentNotify.path, notice);
      paidRet = paid.ret;
    });
    expect(paidRet).toBe(200);
    let t0 = performance.now();
    await server.restart();
    recovered.afterPaidAndRegistrationKill = await secondsUntil(async () => (await api.post(getUserInfo.path, {}, buyer.headers)).ret === 200, t0);

    const seen = await api.get<Order>(getOrder.path, { orderId }, buyer.headers);
    expect(seen.data?.state).toBe('paid');
    // The provider retries: the same notification, then a fresh one for the same order.
    const again = await api.post(paymentNotify.path, notice);
    expect(again.ret).toBe(409);
    expect(readable(again)).toBe(true);
    const n2: ProviderNotice = { ...n, notifyId: `t_${randomBytes(10).toString('hex')}`, ts: Math.floor(Date.now() / 1000) };
    const second = await api.post(paymentNotify.path, { ...n2, sign: sandbox.sign(n2) });
    expect(second.ret).toBe(409);
    expect(readable(second)).toBe(true);
    const info = await api.post(getUserInfo.path, {}, buyer.headers);
    expect(info.ret).toBe(200);

    // (b2) A burst of barrages from 14 viewers (5 each: the per-viewer flood limit) on two videos.
    // The viewers are accounts the registration burst had acknowledged: their sessions work after
    // the kill as well (and no more registrations are hashed here).
    const viewers: Session[] = regs.acked.slice(0, 14);
    expect(viewers).toHaveLength(14);
    const sent = await burstThenKill(server, BURST_SENT, BURST, async (i) => {
      const r = await api.get<Barrage>(addBarrages.path, { mediaKey: i % 2 ? 'v1001' : 'v1002', content: `故障弹幕${i}`, time: i }, viewers[i % viewers.length].headers);
      return r.ret === 200 ? r.data!.id : null;
    });
    t0 = performance.now();
    await server.restart();
    recovered.afterBarrageKill = await secondsUntil(async () => (await api.post(getUserInfo.path, {}, buyer.headers)).ret === 200, t0);
    await server.stop();

    const counts = await countRows(backend, { dataDir, url: dbUrl }, buyer.uid, orderId, regs.acked.map((a) => a.uid), sent.acked);
    console.log(`[faults] ${backend}: recovered (s) ${JSON.stringify(recovered)}; registrations acked ${regs.acked.length}, cut ${regs.cut}; barrages acked ${sent.acked.length}, cut ${sent.cut}; ${JSON.stringify(counts)}`);
    expect(counts.orderState).toBe('paid');
    expect(counts.grants).toBe(1);
    expect(counts.notices).toBe(1);
    expect(regs.acked.length).toBeGreaterThanOrEqual(BURST);
    expect(counts.accounts).toBe(regs.acked.length);
    expect(sent.acked.length).toBeGreaterThanOrEqual(BURST);
    expect(counts.barrages).toBe(sent.acked.length);
  }, 150_000);
});

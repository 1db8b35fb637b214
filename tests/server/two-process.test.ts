// Two real server processes on one PostgreSQL and one Redis (issue 10, point 8): a private
// message sent through process A reaches the recipient's socket on process B, a barrage sent
// on A is drawn for a viewer on B, and a login on A ends the older session held on B. Needs
// TEST_DATABASE_URL (two processes cannot share PGlite); skipped without it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KICKED_TEXT, PRIVATE_MESSAGE_EVENT, USER_STATE_EVENT, sendPrivateMessage, type PrivateMessagePush, type UserStateChange } from '../../src/api/contract/chat';
import type { Token, User } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import { addBarrages } from '../../src/api/contract/barrage';
import { login, register } from '../../src/api/contract/user';
import { authHeaders, signedQuery } from './harness';
import { boundSocket, closeSockets, nextEvent, unique } from './chat-kit';
import { startRedis, type TestRedis } from './redis-server';
import { spawnServer, stopServer as stop, type Child as Proc } from '../bench/spawn-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DB_URL = process.env.TEST_DATABASE_URL;

const post = async <T>(base: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
  (await (await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()) as { ret: number; msg: string; data: T };

describe.skipIf(!DB_URL)('two server processes, one PostgreSQL, one Redis', () => {
  let redis: TestRedis;
  let a: Proc;
  let b: Proc;
  const schema = `vt_two_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    redis = await startRedis();
    const opts = {
      databaseUrl: DB_URL, dbSchema: schema, redisUrl: redis.url, tokenSecret: randomBytes(32).toString('hex'),
      limitExemptAddresses: ['127.0.0.1'], readCache: false,
    };
    // One after the other: the first runs the migrations and the seed.
    a = await spawnServer({ ...opts, dataDir: path.join(ROOT, 'node_modules/.cache', `two-a-${process.pid}`) }, { NODE_ENV: 'test' });
    b = await spawnServer({ ...opts, dataDir: path.join(ROOT, 'node_modules/.cache', `two-b-${process.pid}`) }, { NODE_ENV: 'test' });
  }, 120_000);

  afterAll(async () => {
    closeSockets();
    await Promise.all([stop(a), stop(b)]);
    await redis?.stop();
    const client = new pg.Client({ connectionString: DB_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => {});
    await client.end();
  });

  const account = async (base: string) => {
    const name = unique('tp');
    const r = await post<User>(base, register.path, { account: name, password: 'secret12', nickName: '跨进程' });
    expect(r.ret).toBe(RET.OK);
    return { name, uid: r.data.id, token: r.data.token };
  };

  it('a private message sent through A reaches the recipient\'s socket on B', async () => {
    const sender = await account(a.url);
    const recipient = await account(b.url);
    const s = await boundSocket(b.url, recipient.token);
    const got = nextEvent<PrivateMessagePush>(s, PRIVATE_MESSAGE_EVENT, 10_000);
    // Until B's Redis subscription is live a push may pass unseen: resend (new clientId) until one lands.
    const sent: number[] = [];
    let stopSending = false;
    const sending = (async () => {
      for (let i = 0; i < 5 && !stopSending; i++) {
        const r = await post<{ id: number }>(a.url, sendPrivateMessage.path, { toUid: recipient.uid, content: `跨进程${i}`, clientId: `tp-${i}` }, authHeaders(sender.token));
        expect(r.ret).toBe(RET.OK);
        sent.push(r.data.id);
        await new Promise((res) => setTimeout(res, 300));
      }
    })();
    const msg = await got;
    stopSending = true;
    await sending;
    expect(sent).toContain(msg.id);
    expect(msg).toMatchObject({ fromUid: sender.uid, toUid: recipient.uid, nickname: '跨进程' });
  });

  it('a barrage sent on A is drawn for a viewer on B', async () => {
    const sender = await account(a.url);
    const viewer = await boundSocket(b.url, null, RET.SESSION_INVALID);
    expect(((await viewer.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey: 'v1001' })) as { ret: number }).ret).toBe(RET.OK);
    const s = await boundSocket(a.url, sender.token);
    expect(((await s.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey: 'v1001' })) as { ret: number }).ret).toBe(RET.OK);
    const got = nextEvent<{ content: string; uid: number }>(viewer, BARRAGE_SOCKET_EVENT, 10_000);
    const ack = (await s.timeout(5000).emitWithAck(BARRAGE_SOCKET_EVENT, { content: '跨进程弹幕', time: 3 })) as { ret: number };
    expect(ack.ret).toBe(RET.OK);
    expect(await got).toMatchObject({ content: '跨进程弹幕', uid: sender.uid });
  });

  it('a barrage key stored through A is the same barrage through B, and twins on A and B store one row', async () => {
    const u = await account(a.url);
    const send = async (base: string, requestId: string) =>
      (await (await fetch(`${base}${addBarrages.path}?${signedQuery({ mediaKey: 'v1001', content: '跨进程同键', time: 2, requestId })}`, { headers: authHeaders(u.token) })).json()) as {
        ret: number; data: { id: number };
      };
    const key = unique('k-');
    const onA = await send(a.url, key);
    const onB = await send(b.url, key);
    expect([onA.ret, onB.ret]).toEqual([RET.OK, RET.OK]);
    expect(onB.data.id).toBe(onA.data.id);
    const twinKey = unique('k-');
    const twins = await Promise.all([send(a.url, twinKey), send(b.url, twinKey), send(a.url, twinKey), send(b.url, twinKey)]);
    expect(twins.map((r) => r.ret)).toEqual([RET.OK, RET.OK, RET.OK, RET.OK]);
    expect(new Set(twins.map((r) => r.data.id)).size).toBe(1);
    const client = new pg.Client({ connectionString: DB_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.barrages WHERE uid = $1 AND request_id = ANY($2)`, [u.uid, [key, twinKey]]);
      expect(rows[0].n).toBe(2);
    } finally {
      await client.end();
    }
  });

  it('a login on A ends the older session of the same device kind held on B', async () => {
    const u = await account(a.url);
    const first = await post<User>(b.url, login.path, { account: u.name, password: 'secret12', device: 'mobile' });
    const old: Token = first.data.token;
    const s = await boundSocket(b.url, old);
    const kicked = nextEvent<UserStateChange>(s, USER_STATE_EVENT, 10_000);
    const second = await post<User>(a.url, login.path, { account: u.name, password: 'secret12', device: 'mobile' });
    expect(second.ret).toBe(RET.OK);
    expect(await kicked).toEqual({ action: 1, msg: KICKED_TEXT });
    expect((await post(b.url, '/api/User/GetUserInfo', {}, authHeaders(old))).ret).toBe(RET.SESSION_INVALID);
    expect((await post(b.url, '/api/User/GetUserInfo', {}, authHeaders(second.data.token))).ret).toBe(RET.OK);
  });
});

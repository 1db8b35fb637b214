// Several server processes share what must be counted or delivered once (issue 8 points 4 and 6,
// "on every server process"): with REDIS_URL, the flood counters live in Redis and the socket
// rooms travel over the socket.io Redis adapter. Two instances in this process stand for two
// processes; the Redis is a real redis-server.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { FLOOD_LIMITS, FloodLimits, limiterStore, RATE_LIMITED_MSG } from '../../server/limits/flood';
import { LOGIN_LOCKED_MSG } from '../../server/routes/user';
import { unbindUser } from '../../server/socket/binding';
import { attachRedisAdapter } from '../../server/socket/redis-adapter';
import { userRoom } from '../../server/socket/rooms';
import { startRedis, type TestRedis } from './redis-server';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe('flood counters in Redis', () => {
  it('two processes spend one per-user barrage budget, the next send gets ret 429', async () => {
    const a = new FloodLimits(limiterStore(redis.url));
    const b = new FloodLimits(limiterStore(redis.url));
    try {
      await Promise.all([a.ready(), b.ready()]);
      const uid = 900_000 + Math.floor(Math.random() * 1000);
      const budget = FLOOD_LIMITS.barrageUser.points;
      for (let i = 0; i < budget; i++) await (i % 2 ? b : a).take(['barrageUser', uid]);
      const err = await a.take(['barrageUser', uid]).then(() => null, (e: unknown) => e);
      expect(err).toMatchObject({ ret: RET.RATE_LIMITED, message: RATE_LIMITED_MSG });
      // Another user is not affected by that flooder.
      await expect(b.take(['barrageUser', uid + 1])).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two processes share the wrong-password lock of an account: failures counted on one lock it on the other', async () => {
    const a = new FloodLimits(limiterStore(redis.url));
    const b = new FloodLimits(limiterStore(redis.url));
    try {
      await Promise.all([a.ready(), b.ready()]);
      const account = `uid:${800_000 + Math.floor(Math.random() * 1000)}`;
      const locked = LOGIN_LOCKED_MSG;
      for (let i = 0; i < FLOOD_LIMITS.passwordFailAccount.points; i++) {
        await expect((i % 2 ? b : a).refuseIfSpent(locked, ['passwordFailAccount', account])).resolves.toBeUndefined();
        await (i % 2 ? b : a).countFailure(['passwordFailAccount', account]);
      }
      for (const p of [a, b]) {
        const err = await p.refuseIfSpent(locked, ['passwordFailAccount', account]).then(() => null, (e: unknown) => e);
        expect(err).toMatchObject({ ret: RET.RATE_LIMITED, message: locked });
      }
      // A success on one process (forget) lifts it on both.
      await a.forget('passwordFailAccount', account);
      await expect(b.refuseIfSpent(locked, ['passwordFailAccount', account])).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a REDIS_URL that does not answer is reported with its reason, not counted in silence', async () => {
    const store = limiterStore('redis://127.0.0.1:1');
    try {
      await expect(store.ready()).rejects.toThrow(/REDIS_URL redis:\/\/127\.0\.0\.1:1 is not reachable/);
    } finally {
      await store.close();
    }
  });
});

interface Node {
  http: HttpServer;
  io: Server;
  url: string;
  close(): Promise<void>;
}

async function node(): Promise<Node> {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const closeAdapter = await attachRedisAdapter(io, redis.url);
  // As the `conn` handler does after checking the token: the socket joins its user's room.
  io.on('connection', (s) => {
    const uid = Number(s.handshake.auth.uid);
    void s.join(userRoom(uid));
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    http, io, url,
    close: async () => {
      await new Promise<void>((r) => io.close(() => r()));
      await closeAdapter();
    },
  };
}

describe('socket rooms over the Redis adapter', () => {
  let a: Node;
  let b: Node;
  let client: ClientSocket;
  const uid = 4242;

  beforeAll(async () => {
    a = await node();
    b = await node();
    client = connect(b.url, { transports: ['websocket'], auth: { uid }, forceNew: true });
    await new Promise<void>((r) => client.once('connect', () => r()));
  });
  afterAll(async () => {
    client?.disconnect();
    await a?.close();
    await b?.close();
  });

  /** Sockets of the user room held by this process (a local look, no cluster request). */
  const localRoomSize = (n: Node) => n.io.sockets.adapter.rooms.get(userRoom(uid))?.size ?? 0;

  /** The next `event` the client receives, or a rejection naming what did not arrive. */
  const next = (event: string) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
      client.once(event, (v: unknown) => {
        clearTimeout(timer);
        resolve(v);
      });
    });

  it('a message to the user room sent by one process reaches the socket held by the other', async () => {
    await expect.poll(() => localRoomSize(b), { timeout: 5000 }).toBe(1);
    // Until both processes' subscriptions are live a message may pass unseen: resend until one arrives.
    const got = next('privateMessage');
    const resend = setInterval(() => a.io.to(userRoom(uid)).emit('privateMessage', { text: '你好' }), 100);
    try {
      await expect(got).resolves.toEqual({ text: '你好' });
    } finally {
      clearInterval(resend);
    }
  });

  it('logout on one process takes the user\'s sockets out of their room on the other', async () => {
    await new Promise((r) => setTimeout(r, 200)); // let resent messages of the last test drain
    unbindUser(a.io, uid);
    await expect.poll(() => localRoomSize(b), { timeout: 5000 }).toBe(0);
    let delivered = false;
    client.on('privateMessage', () => (delivered = true));
    a.io.to(userRoom(uid)).emit('privateMessage', { text: '不该收到' });
    // A later message from the same process to the socket's own room proves the first had its turn:
    // Redis delivers one publisher's messages in order.
    const probe = next('probe');
    a.io.to(client.id!).emit('probe');
    await probe;
    expect(delivered).toBe(false);
  });
});

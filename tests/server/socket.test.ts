// The chat socket (server/socket/index.ts, spec 001 §7): `conn` with the token and version
// 1.0.3 binds a socket to its user; a forged or voided token is refused; pushToUser reaches
// every socket of one user and nobody else.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Token } from '../../src/api/contract/common';
import { pushToUser, userIsLive, userRoom } from '../../server/socket/index';
import { BACKENDS, clientFor, type Client } from './harness';

interface Reply { ret: number; msg: string; data: { uid?: number } | null }

const CLIENT_VERSION = '1.0.3';
const open: Socket[] = [];

async function socketFor(c: Client): Promise<Socket> {
  const s = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

const conn = (s: Socket, token: unknown) =>
  s.timeout(5000).emitWithAck('conn', { token, version: CLIENT_VERSION }) as Promise<Reply>;

/** The next `event` on `s`, or null after `ms` (for "must not arrive"). */
function next<T>(s: Socket, event: string, ms = 400): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      s.off(event, on);
      resolve(null);
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    s.once(event, on);
  });
}

const unique = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

describe.each(BACKENDS)('chat socket on %s', (backend) => {
  it('accepts conn with a valid token and version 1.0.3 and acks ret 200 with the uid', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('member_demo');
    const s = await socketFor(c);
    const reply = await conn(s, token);
    expect(reply).toEqual({ ret: 200, msg: '', data: { uid: token.uid } });
    const room = await c.server.io.in(userRoom(token.uid)).fetchSockets();
    expect(room.map((r) => r.id)).toContain(s.id);
  });

  it('answers conn without an ack callback with a conn event', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('vip_demo');
    const s = await socketFor(c);
    const reply = next<Reply>(s, 'conn', 5000);
    s.emit('conn', { token, version: CLIENT_VERSION });
    expect(await reply).toMatchObject({ ret: 200, data: { uid: token.uid } });
  });

  it('refuses a forged, malformed or missing token with ret 201 and joins no user room', async () => {
    const c = await clientFor(backend);
    const { token } = await c.login('member_demo');
    const s = await socketFor(c);
    const forged: Token = { ...token, sign: 'f'.repeat(64) };
    expect(await conn(s, forged)).toMatchObject({ ret: 201, data: null });
    expect(await conn(s, { ...token, uid: token.uid + 1 })).toMatchObject({ ret: 201 });
    expect(await conn(s, { uid: 'x', sign: 'nope' })).toMatchObject({ ret: 201 });
    expect(await conn(s, undefined)).toMatchObject({ ret: 201 });
    const room = await c.server.io.in(userRoom(token.uid)).fetchSockets();
    expect(room.map((r) => r.id)).not.toContain(s.id);
  });

  it('refuses a token voided by logout', async () => {
    const c = await clientFor(backend);
    const name = unique();
    expect((await c.post('/api/Login/Register', { account: name, password: 'secret12' })).ret).toBe(200);
    const { token, headers } = await c.login(name, 'secret12');
    const before = await socketFor(c);
    expect((await conn(before, token)).ret).toBe(200);
    expect((await c.post('/api/Login/Logout', {}, headers)).ret).toBe(200);
    const after = await socketFor(c);
    expect((await conn(after, token)).ret).toBe(201);
  });

  it('pushToUser reaches every socket of that user and no other socket', async () => {
    const c = await clientFor(backend);
    const member = await c.login('member_demo');
    const vip = await c.login('vip_demo');
    const phone = await socketFor(c);
    const tv = await socketFor(c);
    const other = await socketFor(c);
    const visitor = await socketFor(c);
    expect((await conn(phone, member.token)).ret).toBe(200);
    expect((await conn(tv, member.token)).ret).toBe(200);
    expect((await conn(other, vip.token)).ret).toBe(200);

    const event = { action: 1, msg: '您的账号已被管理员下线' };
    const got = [next(phone, 'userStateChange', 5000), next(tv, 'userStateChange', 5000), next(other, 'userStateChange'), next(visitor, 'userStateChange')];
    pushToUser(c.server.io, member.token.uid, 'userStateChange', event);
    const [a, b, x, y] = await Promise.all(got);
    expect(a).toEqual(event);
    expect(b).toEqual(event);
    expect(x).toBeNull();
    expect(y).toBeNull();
  });

  it('userLiveTest: a signed-in app answers through the acknowledgement; a user without sockets is not live', async () => {
    const c = await clientFor(backend);
    const member = await c.login('member_demo');
    const phone = await socketFor(c);
    expect((await conn(phone, member.token)).ret).toBe(200);
    // The app's answer (src/features/socket/realtime-client.ts answerLiveTest).
    phone.on('userLiveTest', (_p: unknown, ack: (a: unknown) => void) => ack({ alive: true, uid: member.token.uid, version: CLIENT_VERSION }));
    expect(await userIsLive(c.server.io, member.token.uid, 3000)).toBe(true);
    expect(await userIsLive(c.server.io, 999_999_999, 300)).toBe(false);
  });
});

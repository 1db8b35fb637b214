// Issue 8, point 4: the socket binding lives no longer than the token. Logout unbinds every
// socket of the user (they leave the user room and can no longer send as the user), a failed
// `conn` clears an earlier binding, and an expired token unbinds the socket.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import { signToken } from '../../server/auth/token';
import { pushToUser, userRoom } from '../../server/socket/index';
import { BACKENDS, clientFor, type Client } from './harness';

interface Reply { ret: number; msg: string; data: unknown }
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

const emit = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<Reply>;
const conn = (s: Socket, token: unknown) => emit(s, 'conn', { token, version: '1.0.3' });
const send = (s: Socket, content: string) => emit(s, BARRAGE_SOCKET_EVENT, { content, time: 1 });
const inRoom = async (c: Client, uid: number, s: Socket) => (await c.server.io.in(userRoom(uid)).fetchSockets()).some((r) => r.id === s.id);

let seq = 0;
const unique = () => `ss${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshLogin(c: Client) {
  const name = unique();
  expect((await c.post('/api/Login/Register', { account: name, password: 'secret12' })).ret).toBe(RET.OK);
  return c.login(name, 'secret12');
}

/** A bound socket in the room of video v1001, able to send barrage. */
async function boundSocket(c: Client, token: Token): Promise<Socket> {
  const s = await socketFor(c);
  expect((await conn(s, token)).ret).toBe(RET.OK);
  expect((await emit(s, 'joinVideoRoom', { mediaKey: 'v1001' })).ret).toBe(RET.OK);
  return s;
}

afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

describe.each(BACKENDS)('socket binding after logout and expiry on %s', (backend) => {
  it('logout unbinds every socket of the user: no barrage as the user, no pushes', async () => {
    const c = await clientFor(backend);
    const { token, headers } = await freshLogin(c);
    const phone = await boundSocket(c, token);
    const tv = await boundSocket(c, token);
    expect((await send(phone, '退出前')).ret).toBe(RET.OK);

    expect((await c.post('/api/Login/Logout', {}, headers)).ret).toBe(RET.OK);
    expect(await inRoom(c, token.uid, phone)).toBe(false);
    expect(await inRoom(c, token.uid, tv)).toBe(false);
    const got: unknown[] = [];
    tv.on('userStateChange', (p) => got.push(p));
    pushToUser(c.server.io, token.uid, 'userStateChange', { action: 1 });
    const after = await send(phone, '退出后');
    expect(after.ret).toBe(RET.SESSION_INVALID);
    expect((await send(tv, '退出后')).ret).toBe(RET.SESSION_INVALID);
    expect(got).toEqual([]);
    const stored = await c.server.db.query('SELECT content FROM barrages WHERE uid = $1 ORDER BY id', [token.uid]);
    expect(stored.rows).toEqual([{ content: '退出前' }]);
  });

  it('a failed conn clears the earlier binding', async () => {
    const c = await clientFor(backend);
    const { token } = await freshLogin(c);
    const s = await boundSocket(c, token);
    expect(await inRoom(c, token.uid, s)).toBe(true);
    expect((await conn(s, { ...token, sign: 'f'.repeat(64) })).ret).toBe(RET.SESSION_INVALID);
    expect(await inRoom(c, token.uid, s)).toBe(false);
    expect((await send(s, '伪造之后')).ret).toBe(RET.SESSION_INVALID);
  });

  it('an expired token unbinds the socket', async () => {
    const c = await clientFor(backend);
    const { token } = await freshLogin(c);
    const expire = Math.floor(Date.now() / 1000) + 2;
    const short: Token = { ...token, expire, sign: signToken(c.server.ctx.tokenSecret, token.uid, token.gid, expire) };
    const s = await boundSocket(c, short);
    expect(await inRoom(c, token.uid, s)).toBe(true);
    // Wait (bounded) until the expiry has passed; the timer takes the socket out of the room.
    for (let i = 0; i < 50 && Math.floor(Date.now() / 1000) <= expire; i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect(await inRoom(c, token.uid, s)).toBe(false);
    expect((await send(s, '过期之后')).ret).toBe(RET.SESSION_INVALID);
  });
});

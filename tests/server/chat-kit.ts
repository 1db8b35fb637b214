// Shared by the chat, message-centre and session tests: fresh accounts, bound sockets and
// waiting for a pushed event.
import { expect } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { authHeaders, type Client, type Headers } from './harness';

let seq = 0;
export const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface TestUser {
  uid: number;
  token: Token;
  headers: Headers;
  account: string;
}

export async function freshUser(c: Client, nickName = '测试用户'): Promise<TestUser> {
  const account = unique('c');
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12', nickName });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, token: r.data.token, headers: authHeaders(r.data.token), account };
}

const open: Socket[] = [];

/** Disconnects every socket opened by boundSocket (call in afterEach). */
export function closeSockets(): void {
  for (const s of open.splice(0)) s.disconnect();
}

/** A socket on `url` that sent `conn` with the token; the ack's ret is checked to be `ret`. */
export async function boundSocket(url: string, token: unknown, ret: number = RET.OK): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const reply = (await s.timeout(5000).emitWithAck('conn', { token, version: '1.0.3' })) as { ret: number };
  expect(reply.ret).toBe(ret);
  return s;
}

/** Everything `event` brings to the socket from now on. */
export function collect<T = unknown>(s: Socket, event: string): T[] {
  const got: T[] = [];
  s.on(event, (p: T) => got.push(p));
  return got;
}

/** The next `event` on the socket, or a rejection naming what did not arrive. */
export function nextEvent<T = unknown>(s: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (v: T) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
}

/** A round trip on the socket: every push emitted before it has arrived once this resolves. */
export async function settle(c: Client, s: Socket): Promise<void> {
  const probe = nextEvent(s, 'probe');
  c.server.io.to(s.id!).emit('probe');
  await probe;
}

/** A tiny valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

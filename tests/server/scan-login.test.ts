// Issue 12, scan-to-login: the TV's socket asks for a ticket (2 minutes, single use, bound to
// that connection); a signed-in phone reads who asks and confirms or refuses; the TV socket
// hears the outcome at once, with a fresh token on confirm. With REDIS_URL and two server
// processes on one database, the phone may talk to the other process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  confirmLoginTicket, getAccountSecurity, getLoginTicket, LOGIN_TICKET_SOCKET_EVENT, SCAN_LOGIN_SOCKET_EVENT, type ScanLoginEvent,
} from '../../src/api/contract/account';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { validateLogin } from '../../src/api/contract/user';
import { sweepExpiredTickets } from '../../server/account/login-tickets';
import { startServer, type RunningServer } from '../../server/app';
import { maskUrl } from '../../server/http/log-options';
import { authHeaders, BACKENDS, clientFor, type Client } from './harness';
import { startRedis } from './redis-server';

interface Ack { ret: number; msg: string; data: { ticket: string; qrText: string; expireSeconds: number } | null }
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

async function tvSocket(url: string): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { 'user-agent': 'Mozilla/5.0 (SMART-TV; Tizen 7.0) Chrome/120.0' } });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

const askTicket = (s: Socket, payload: unknown = { deviceId: 'tv-device-scan01' }) => s.timeout(5000).emitWithAck(LOGIN_TICKET_SOCKET_EVENT, payload) as Promise<Ack>;
const nextScanEvent = (s: Socket) => new Promise<ScanLoginEvent>((resolve) => s.once(SCAN_LOGIN_SOCKET_EVENT, resolve));

let seq = 0;
async function phone(c: Client) {
  const account = `sl${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

describe.each(BACKENDS)('scan-to-login on %s', (backend) => {
  it('a confirmed ticket signs the TV in over its socket with a working token; the ticket works once', async () => {
    const c = await clientFor(backend);
    const me = await phone(c);
    const tv = await tvSocket(c.url);
    // A name the TV chooses is not shown (issue 27, point 7c): the phone sees what the server saw.
    const ack = await askTicket(tv, { deviceId: 'tv-device-scan01', deviceName: '客厅的电视（您本人）' });
    expect(ack.ret).toBe(RET.OK);
    const { ticket, qrText, expireSeconds } = ack.data!;
    // The phone app's page on the TV's own host.
    expect(qrText).toBe(`${new URL(c.url).origin}/authorizeLogin?ticket=${ticket}`);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(expireSeconds).toBe(120);
    const stored = await c.server.db.query<{ ticket_hash: string }>('SELECT ticket_hash FROM login_tickets ORDER BY id DESC LIMIT 1');
    expect(stored.rows[0].ticket_hash).not.toContain(ticket);

    // GetLoginTicket carries the ticket in its query: the request log masks it.
    expect(maskUrl(`/api/login/getloginticket?ticket=${ticket}&pub=1`)).not.toContain(ticket);
    const asked = Math.floor(Date.now() / 1000);
    const info = await c.get<{ deviceName: string; place: string; sameNetwork: boolean; requestedAt: number; ip: string; status: string }>(getLoginTicket.path, { ticket }, me.headers);
    expect(info.data).toMatchObject({ deviceName: '电视 · Chrome', place: '本机', sameNetwork: true, ip: '127.0.0.1', status: 'pending' });
    expect(Math.abs(info.data.requestedAt - asked)).toBeLessThanOrEqual(5);
    expect(JSON.stringify(info.data)).not.toContain('您本人');

    const heard = nextScanEvent(tv);
    expect(await c.post(confirmLoginTicket.path, { ticket, allow: true }, me.headers)).toMatchObject({ ret: RET.OK, data: { status: 'confirmed' } });
    const ev = await heard;
    expect(ev.status).toBe('confirmed');
    expect(ev.user!.id).toBe(me.uid);
    const tvHeaders = { ...authHeaders(ev.user!.token), deviceid: 'tv-device-scan01' };
    expect((await c.post<{ id: number }>(validateLogin.path, {}, tvHeaders)).data.id).toBe(me.uid);
    const devices = await c.get<{ devices: { deviceName: string; current: boolean }[] }>(getAccountSecurity.path, {}, tvHeaders);
    expect(devices.data.devices).toContainEqual(expect.objectContaining({ deviceName: '电视 · Chrome', current: true }));

    // Reused: refused, and nothing reaches the TV.
    expect(await c.post(confirmLoginTicket.path, { ticket, allow: true }, me.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '该二维码已被使用，请在电视上刷新' });
    expect((await c.get(getLoginTicket.path, { ticket }, me.headers)).ret).toBe(RET.CONFLICT);
  });

  it('a refusal tells the TV; a logged-out phone cannot confirm; an unknown ticket is a clear 404', async () => {
    const c = await clientFor(backend);
    const me = await phone(c);
    const tv = await tvSocket(c.url);
    const { ticket } = (await askTicket(tv)).data!;

    const loggedOut = await phone(c);
    expect((await c.post('/api/Login/Logout', {}, loggedOut.headers)).ret).toBe(RET.OK);
    expect((await c.post(confirmLoginTicket.path, { ticket, allow: true }, loggedOut.headers)).ret).toBe(RET.SESSION_INVALID);
    expect((await c.post(confirmLoginTicket.path, { ticket, allow: true })).ret).toBe(RET.SESSION_INVALID);
    expect((await c.server.db.query<{ status: string }>('SELECT status FROM login_tickets WHERE socket_id = $1', [tv.id!])).rows[0].status).toBe('pending');

    const heard = nextScanEvent(tv);
    expect((await c.post(confirmLoginTicket.path, { ticket, allow: false }, me.headers)).data).toEqual({ status: 'refused' });
    expect(await heard).toMatchObject({ status: 'refused', msg: '手机端已拒绝登录' });
    expect((await heard).user).toBeUndefined();
    expect((await c.post(confirmLoginTicket.path, { ticket, allow: true }, me.headers)).ret).toBe(RET.CONFLICT);

    expect(await c.post(confirmLoginTicket.path, { ticket: 'A'.repeat(32), allow: true }, me.headers)).toMatchObject({ ret: RET.NOT_FOUND, msg: '二维码已过期，请刷新二维码' });
    expect((await c.post(confirmLoginTicket.path, { ticket: 'short', allow: true }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('an expired ticket is refused and the TV is told; a new ticket or a disconnect voids the old one', async () => {
    const c = await clientFor(backend);
    const me = await phone(c);
    const tv = await tvSocket(c.url);
    const { ticket } = (await askTicket(tv)).data!;
    // Time passes (the test moves the expiry back instead of waiting two minutes).
    await c.server.db.query('UPDATE login_tickets SET expires_at = 1 WHERE socket_id = $1', [tv.id!]);
    expect((await c.post(confirmLoginTicket.path, { ticket, allow: true }, me.headers)).ret).toBe(RET.NOT_FOUND);
    const heard = nextScanEvent(tv);
    expect(await sweepExpiredTickets(c.server.ctx, Math.floor(Date.now() / 1000))).toBeGreaterThanOrEqual(1);
    expect(await heard).toMatchObject({ status: 'expired', msg: '二维码已过期，请刷新二维码' });

    const first = (await askTicket(tv)).data!.ticket;
    const second = (await askTicket(tv)).data!.ticket;
    expect((await c.post(confirmLoginTicket.path, { ticket: first, allow: true }, me.headers)).ret).toBe(RET.NOT_FOUND);
    tv.disconnect();
    // The disconnect is handled asynchronously on the server; the ticket dies with it. Wait by
    // reading the ticket (a confirm inside the poll could win the race and decide it).
    await expect.poll(async () => (await c.get(getLoginTicket.path, { ticket: second }, me.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.post(confirmLoginTicket.path, { ticket: second, allow: true }, me.headers)).ret).toBe(RET.NOT_FOUND);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scan-to-login across two processes with Redis', () => {
  it('the phone confirms on one process and the TV socket on the other receives the login', async () => {
    const redis = await startRedis();
    const schema = `vt_scan_${process.pid}_${Date.now().toString(36)}`;
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        servers.push(await startServer({
          port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, redisUrl: redis.url, limitExemptAddresses: ['127.0.0.1'],
          databaseUrl: process.env.TEST_DATABASE_URL, dbSchema: schema, dataDir: mkdtempSync(path.join(tmpdir(), 'scan-two-')), tokenSecret: 'scan-two-process-secret-0123456789',
        }));
      }
      const [a, b] = servers;
      const reg = await fetch(`${b.url}/api/Login/Register`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `sx${Date.now().toString(36)}`, password: 'secret12' }),
      }).then((r) => r.json() as Promise<{ data: { id: number; token: Token } }>);
      const tv = await tvSocket(a.url);
      const { ticket } = (await askTicket(tv)).data!;
      const heard = nextScanEvent(tv);
      const res = await fetch(`${b.url}${confirmLoginTicket.path}`, {
        method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(reg.data.token) }, body: JSON.stringify({ ticket, allow: true }),
      }).then((r) => r.json() as Promise<{ ret: number }>);
      expect(res.ret).toBe(RET.OK);
      expect((await heard).user!.id).toBe(reg.data.id);
    } finally {
      for (const s of open.splice(0)) s.disconnect();
      for (const s of servers) await s.close();
      await redis.stop();
    }
  });
});

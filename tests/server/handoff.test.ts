// Issue 30 point 2, play on the TV: a signed-in TV socket announces itself and is listed to its
// user's phones only; the phone's start reaches that TV, which joins the session with its proof;
// commands go phone -> TV and state TV -> phone; another user can neither reach the TV nor the
// session; the TV's socket going away ends the session on the phone at once. With REDIS_URL and
// two processes the phone and the TV may sit on different processes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import {
  getHandoffTvs, HANDOFF_COMMAND_EVENT, HANDOFF_END_EVENT, HANDOFF_JOIN_EVENT, HANDOFF_OPEN_EVENT, HANDOFF_READY_EVENT, HANDOFF_START_EVENT,
  HANDOFF_STATE_EVENT, type HandoffCommand, type HandoffEnd, type HandoffOpen, type HandoffState,
} from '../../src/api/contract/handoff';
import { startServer, type RunningServer } from '../../server/app';
import { authHeaders, BACKENDS, clientFor, signedQuery } from './harness';
import { startRedis } from './redis-server';

interface Ack { ret: number; msg: string; data: Record<string, unknown> | null }
const TV_UA = 'Mozilla/5.0 (SMART-TV; Tizen 7.0) Chrome/120.0';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile';
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

let seq = 0;
async function register(url: string): Promise<{ uid: number; token: Token }> {
  const account = `ho${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
  const r = await fetch(`${url}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password: 'secret12' }) })
    .then((res) => res.json() as Promise<{ ret: number; data: { id: number; token: Token } }>);
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, token: r.data.token };
}

/** A socket signed in with `token` (the app's `conn`). */
async function signedSocket(url: string, token: Token, ua: string): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { 'user-agent': ua } });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const bound = (await s.timeout(5000).emitWithAck('conn', { token, version: 'test' })) as Ack;
  expect(bound.ret).toBe(RET.OK);
  return s;
}

const ask = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;
const next = <T>(s: Socket, event: string) => new Promise<T>((resolve) => s.once(event, resolve));

async function listTvs(url: string, token: Token): Promise<{ ret: number; data: { list: { tvId: string; name: string }[] } }> {
  return fetch(`${url}${getHandoffTvs.path}?${signedQuery({})}`, { headers: authHeaders(token) }).then((r) => r.json() as Promise<{ ret: number; data: { list: { tvId: string; name: string }[] } }>);
}

const VIDEO = { key: 'demo-video-1', position: 42.5, barrage: false };

/** The TV takes the session it was opened with, as the app's listener does. */
async function tvJoins(tv: Socket, opened: HandoffOpen): Promise<void> {
  expect((await ask(tv, HANDOFF_JOIN_EVENT, { session: opened.session, proof: opened.proof })).ret).toBe(RET.OK);
}

const state = (session: string, phase: HandoffState['phase'], position: number): HandoffState => ({
  session, phase, key: VIDEO.key, position, duration: 600, volume: 1, barrage: false, qualities: [], level: -1, sent: null,
});

describe.each(BACKENDS)('play on the TV on %s', (backend) => {
  it('lists the own signed-in TV, opens it at the position, relays commands and state; the TV going away ends it', async () => {
    const c = await clientFor(backend);
    const me = await register(c.url);
    const tv = await signedSocket(c.url, me.token, TV_UA);
    const phone = await signedSocket(c.url, me.token, PHONE_UA);

    // Not announced yet: not listed. A guest socket cannot announce.
    expect((await listTvs(c.url, me.token)).data.list).toEqual([]);
    const guest = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    open.push(guest);
    expect((await ask(guest, HANDOFF_READY_EVENT, { deviceId: 'guest-tv-0001' })).ret).toBe(RET.SESSION_INVALID);
    expect((await ask(tv, HANDOFF_READY_EVENT, { deviceId: 'bad id' })).ret).toBe(RET.BAD_REQUEST);
    expect((await ask(tv, HANDOFF_READY_EVENT, { deviceId: 'living-room-tv-01' })).ret).toBe(RET.OK);
    expect((await listTvs(c.url, me.token)).data.list).toEqual([{ tvId: 'living-room-tv-01', name: '电视 · Chrome' }]);
    expect((await listTvs(c.url, { ...me.token, sign: 'x' })).ret).toBe(RET.SESSION_INVALID);

    const opened = next<HandoffOpen>(tv, HANDOFF_OPEN_EVENT);
    const started = await ask(phone, HANDOFF_START_EVENT, { tvId: 'living-room-tv-01', ...VIDEO });
    expect(started).toMatchObject({ ret: RET.OK, data: { tvName: '电视 · Chrome' } });
    const session = started.data!.session as string;
    const o = await opened;
    expect(o).toMatchObject({ session, ...VIDEO, from: 'Android 手机 · Chrome' });
    // A proof for another socket (or made up) does not let a socket in.
    expect((await ask(phone, HANDOFF_JOIN_EVENT, { session, proof: o.proof })).ret).toBe(RET.FORBIDDEN);
    await tvJoins(tv, o);

    const cmd = next<HandoffCommand>(tv, HANDOFF_COMMAND_EVENT);
    expect((await ask(phone, HANDOFF_COMMAND_EVENT, { session, type: 'seek', to: 100, extra: 'dropped' })).ret).toBe(RET.OK);
    expect(await cmd).toEqual({ session, type: 'seek', to: 100 });
    const paused = next<HandoffCommand>(tv, HANDOFF_COMMAND_EVENT);
    await ask(phone, HANDOFF_COMMAND_EVENT, { session, type: 'pause' });
    expect((await paused).type).toBe('pause');
    expect((await ask(phone, HANDOFF_COMMAND_EVENT, { session, type: 'volume', volume: 3 })).ret).toBe(RET.BAD_REQUEST);

    const heard = next<HandoffState>(phone, HANDOFF_STATE_EVENT);
    expect((await ask(tv, HANDOFF_STATE_EVENT, state(session, 'paused', 100))).ret).toBe(RET.OK);
    expect(await heard).toMatchObject({ session, phase: 'paused', position: 100 });

    // The TV's socket goes: the phone hears it at once.
    const ended = next<HandoffEnd>(phone, HANDOFF_END_EVENT);
    tv.disconnect();
    expect(await ended).toEqual({ session, reason: 'offline' });
    expect((await listTvs(c.url, me.token)).data.list).toEqual([]);
    // And the session is closed to the phone too.
    expect((await ask(phone, HANDOFF_START_EVENT, { tvId: 'living-room-tv-01', ...VIDEO })).ret).toBe(RET.NOT_FOUND);
  });

  it('another user can neither list, reach nor command the TV; 结束投屏 tells the TV', async () => {
    const c = await clientFor(backend);
    const me = await register(c.url);
    const other = await register(c.url);
    const tv = await signedSocket(c.url, me.token, TV_UA);
    const phone = await signedSocket(c.url, me.token, PHONE_UA);
    const stranger = await signedSocket(c.url, other.token, PHONE_UA);
    expect((await ask(tv, HANDOFF_READY_EVENT, { deviceId: 'bedroom-tv-0002' })).ret).toBe(RET.OK);

    expect((await listTvs(c.url, other.token)).data.list).toEqual([]);
    let reached = false;
    tv.on(HANDOFF_OPEN_EVENT, () => {
      reached = true;
    });
    // Another user's TV id: refused, and the TV hears nothing.
    expect(await ask(stranger, HANDOFF_START_EVENT, { tvId: 'bedroom-tv-0002', ...VIDEO })).toMatchObject({ ret: RET.NOT_FOUND, msg: '电视不在线，请确认电视已登录并打开了应用' });

    const opened = next<HandoffOpen>(tv, HANDOFF_OPEN_EVENT);
    const session = (await ask(phone, HANDOFF_START_EVENT, { tvId: 'bedroom-tv-0002', ...VIDEO })).data!.session as string;
    const o = await opened;
    await tvJoins(tv, o);
    // The stranger knows the session id and the proof (say, overheard): still not in.
    expect((await ask(stranger, HANDOFF_COMMAND_EVENT, { session, type: 'pause' })).ret).toBe(RET.FORBIDDEN);
    expect((await ask(stranger, HANDOFF_JOIN_EVENT, { session, proof: o.proof })).ret).toBe(RET.FORBIDDEN);
    expect(reached).toBe(true);

    const ended = next<HandoffEnd>(tv, HANDOFF_END_EVENT);
    expect((await ask(phone, HANDOFF_END_EVENT, { session, reason: 'ended' })).ret).toBe(RET.OK);
    expect(await ended).toEqual({ session, reason: 'ended' });
    expect((await ask(phone, HANDOFF_COMMAND_EVENT, { session, type: 'play' })).ret).toBe(RET.FORBIDDEN);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('play on the TV across two processes with Redis', () => {
  it('the phone on one process lists and drives the TV on the other', async () => {
    const redis = await startRedis();
    const schema = `vt_handoff_${process.pid}_${Date.now().toString(36)}`;
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        servers.push(await startServer({
          port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, redisUrl: redis.url, limitExemptAddresses: ['127.0.0.1'],
          databaseUrl: process.env.TEST_DATABASE_URL, dbSchema: schema, dataDir: mkdtempSync(path.join(tmpdir(), 'handoff-two-')), tokenSecret: 'handoff-two-process-secret-0123456',
        }));
      }
      const [a, b] = servers;
      const me = await register(b.url);
      const tv = await signedSocket(a.url, me.token, TV_UA);
      const phone = await signedSocket(b.url, me.token, PHONE_UA);
      expect((await ask(tv, HANDOFF_READY_EVENT, { deviceId: 'two-process-tv-01' })).ret).toBe(RET.OK);
      expect((await listTvs(b.url, me.token)).data.list.map((t) => t.tvId)).toEqual(['two-process-tv-01']);

      const opened = next<HandoffOpen>(tv, HANDOFF_OPEN_EVENT);
      const session = (await ask(phone, HANDOFF_START_EVENT, { tvId: 'two-process-tv-01', ...VIDEO })).data!.session as string;
      await tvJoins(tv, await opened);
      const cmd = next<HandoffCommand>(tv, HANDOFF_COMMAND_EVENT);
      await ask(phone, HANDOFF_COMMAND_EVENT, { session, type: 'pause' });
      expect((await cmd).type).toBe('pause');
      const heard = next<HandoffState>(phone, HANDOFF_STATE_EVENT);
      await ask(tv, HANDOFF_STATE_EVENT, state(session, 'paused', 43));
      expect((await heard).phase).toBe('paused');
      const ended = next<HandoffEnd>(phone, HANDOFF_END_EVENT);
      tv.disconnect();
      expect((await ended).reason).toBe('offline');
    } finally {
      for (const s of open.splice(0)) s.disconnect();
      for (const s of servers) await s.close();
      await redis.stop();
    }
  });
});

// Issue 12, scan-to-login client rules: what a scanned code is, where it leads, when the TV
// asks for a fresh code, and the socket held open (with acked requests) for a logged-out TV.
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../fake-socket';
import { classifyScan, refreshDelayMs, scanTarget, ticketFacts, ticketOf } from '@src/features/scan';
import { RealtimeClient } from '@src/features/socket/realtime-client';

const TICKET = 'Ab_-0123456789abcdefghijklmnopqr';

describe('scanned codes', () => {
  it('a login ticket of the app, in history or hash mode, is a ticket', () => {
    expect(TICKET).toHaveLength(32);
    expect(classifyScan(`http://tv.example:8080/authorizeLogin?ticket=${TICKET}`)).toEqual({ kind: 'ticket', ticket: TICKET });
    expect(classifyScan(`  https://x.example/#/authorizeLogin?ticket=${TICKET}\n`)).toEqual({ kind: 'ticket', ticket: TICKET });
    expect(scanTarget(`http://a.b/authorizeLogin?ticket=${TICKET}`)).toBe(`/authorizeLogin?ticket=${TICKET}`);
  });

  it('a malformed ticket or another page is a link, never a ticket', () => {
    expect(classifyScan('http://a.b/authorizeLogin?ticket=short').kind).toBe('link');
    expect(classifyScan(`http://a.b/authorizeLoginX?ticket=${TICKET}`).kind).toBe('link');
    expect(classifyScan(`http://a.b/other?ticket=${TICKET}`)).toEqual({ kind: 'link', url: `http://a.b/other?ticket=${TICKET}` });
    expect(scanTarget('https://a.b/x?y=1')).toBe(`/scanCodeResult?text=${encodeURIComponent('https://a.b/x?y=1')}`);
  });

  it('anything else is text (javascript: too), capped in length', () => {
    expect(classifyScan('javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(classifyScan('你好')).toEqual({ kind: 'text', text: '你好' });
    const long = classifyScan('x'.repeat(5000));
    expect(long.kind === 'text' && long.text.length).toBe(3000);
  });

  it('ticketOf accepts only the server form', () => {
    expect(ticketOf(TICKET)).toBe(TICKET);
    expect(ticketOf(null)).toBeNull();
    expect(ticketOf(`${TICKET}x`)).toBeNull();
    expect(ticketOf('a b'.padEnd(32, 'c'))).toBeNull();
  });

  it('a shown code is replaced 15 s before its expiry (never sooner than 5 s)', () => {
    expect(refreshDelayMs(120)).toBe(105_000);
    expect(refreshDelayMs(10)).toBe(5_000);
  });
});


function setup() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({ url: () => 'http://x', factory: () => (sockets.push(new FakeSocket()), sockets[sockets.length - 1]) });
  return { client, sockets };
}

describe('socket held for the scan login', () => {
  it('a hold keeps a logged-out socket open until released; a logout during it does not drop it', () => {
    const { client, sockets } = setup();
    const release = client.hold();
    expect(sockets).toHaveLength(1);
    expect(client.connected).toBe(true);
    client.setToken({ uid: 5, gid: 1, sign: 's', expire: 9 });
    client.setToken(null);
    expect(sockets.filter((s) => s.connected)).toHaveLength(1);
    release();
    release();
    expect(sockets.every((s) => !s.connected)).toBe(true);
  });

  it('a signed-in socket stays after the hold is released', () => {
    const { client, sockets } = setup();
    const release = client.hold();
    client.setToken({ uid: 5, gid: 1, sign: 's', expire: 9 });
    release();
    expect(sockets[0].connected).toBe(true);
  });

  it('request emits with an ack once connected and resolves with the answer', async () => {
    const { client, sockets } = setup();
    const answer = client.request('loginTicket', { deviceId: 'abc' }, 1000);
    const [event, payload, ack] = sockets[0].emitted[0] as [string, unknown, (r: unknown) => void];
    expect([event, payload]).toEqual(['loginTicket', { deviceId: 'abc' }]);
    ack({ ret: 200 });
    await expect(answer).resolves.toEqual({ ret: 200 });
  });

  it('request rejects when no answer comes', async () => {
    const { client } = setup();
    await expect(client.request('loginTicket', {}, 10)).rejects.toThrow(/no answer/);
  });

  it('scanLogin pushes reach subscribers', () => {
    const { client, sockets } = setup();
    const seen: unknown[] = [];
    client.on('scanLogin', (p) => seen.push(p));
    client.hold();
    sockets[0].push('scanLogin', { status: 'refused', msg: 'no' });
    expect(seen).toEqual([{ status: 'refused', msg: 'no' }]);
  });
});

describe('the confirm screen facts', () => {
  const ask = { deviceName: '电视 · Chrome', ip: '203.0.113.9', place: '中国', sameNetwork: false, requestedAt: 1_790_000_000, status: 'pending', expireSeconds: 100 };

  it('shows the server-observed device, place, address and local time of the request', () => {
    const f = ticketFacts(ask);
    const d = new Date(1_790_000_000 * 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(f).toEqual({
      device: '电视 · Chrome', place: '中国', ip: '203.0.113.9',
      time: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
    });
  });

  it('says when the TV is on the phone’s own network', () => {
    expect(ticketFacts({ ...ask, place: '局域网', sameNetwork: true }).place).toBe('局域网（与你的手机在同一网络）');
  });
});

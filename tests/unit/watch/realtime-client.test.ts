import { describe, expect, it } from 'vitest';
import { RealtimeClient, RECONNECT_NUDGE_MIN_MS, SOCKET_VERSION } from '@src/features/socket/realtime-client';
import { FakeSocket } from '../fake-socket';


const token = { uid: 5, gid: 1, sign: 'abc', expire: 999 };

function setup() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({ url: () => 'http://x', factory: () => (sockets.push(new FakeSocket()), sockets[sockets.length - 1]) });
  return { client, sockets };
}

describe('realtime socket', () => {
  it('connects with the session token and emits conn with version 1.0.3', () => {
    const { client, sockets } = setup();
    client.setToken(token);
    expect(sockets).toHaveLength(1);
    expect(sockets[0].emitted).toEqual([['conn', { token, version: SOCKET_VERSION }]]);
    expect(SOCKET_VERSION).toBe('1.0.3');
  });

  it('after a reconnect sends conn again and rejoins the video room', () => {
    const { client, sockets } = setup();
    client.setToken(token);
    client.joinVideoRoom('v1001');
    sockets[0].emitted = [];
    sockets[0].connected = false;
    sockets[0].connect();
    expect(sockets[0].emitted).toEqual([
      ['conn', { token, version: SOCKET_VERSION }],
      ['joinVideoRoom', { mediaKey: 'v1001' }],
    ]);
  });

  it('answers userLiveTest (spec 001 §7): through the acknowledgement, else with an event of the same name', () => {
    const { client, sockets } = setup();
    client.setToken(token);
    const seen: unknown[] = [];
    client.on('userLiveTest', (p) => seen.push(p));
    const acks: unknown[] = [];
    sockets[0].push('userLiveTest', { at: 1 }, (a: unknown) => acks.push(a));
    expect(acks).toEqual([{ alive: true, uid: 5, version: SOCKET_VERSION }]);
    sockets[0].emitted = [];
    sockets[0].push('userLiveTest', { at: 2 });
    expect(sockets[0].emitted).toEqual([['userLiveTest', { alive: true, uid: 5, version: SOCKET_VERSION }]]);
    expect(seen).toEqual([{ at: 1 }, { at: 2 }]);
  });

  it('delivers sendBarrage pushes to subscribers', () => {
    const { client, sockets } = setup();
    const got: unknown[] = [];
    client.on('sendBarrage', (p) => got.push(p));
    client.joinVideoRoom('v1');
    sockets[0].push('sendBarrage', { id: 1 });
    expect(got).toEqual([{ id: 1 }]);
  });

  it('disconnects on logout; a visitor still watching reconnects without conn', () => {
    const { client, sockets } = setup();
    client.setToken(token);
    expect(client.connected).toBe(true);
    client.setToken(null);
    expect(sockets[0].disconnected).toBe(1);
    expect(client.hasSocket).toBe(false);
    client.joinVideoRoom('v2');
    expect(sockets[1].emitted).toEqual([['joinVideoRoom', { mediaKey: 'v2' }]]);
    client.leaveVideoRoom('v2');
    expect(sockets[1].disconnected).toBe(1);
  });

  it('reconnects at once when the API answers HTTP again, not at its next backoff attempt; at most once per 3 s', () => {
    const backs: Array<() => void> = [];
    let downs = 0;
    let now = 10_000;
    const sockets: FakeSocket[] = [];
    const client = new RealtimeClient({
      url: () => 'http://x',
      factory: () => (sockets.push(new FakeSocket()), sockets[sockets.length - 1]),
      onApiBack: (fn) => (backs.push(fn), () => backs.splice(backs.indexOf(fn), 1)),
      noteApiDown: () => downs++,
      now: () => now,
    });
    const apiBack = () => backs.forEach((fn) => fn());
    client.setToken(token);
    client.joinVideoRoom('v1001');
    const s = sockets[0];
    // Connected: nothing to do.
    apiBack();
    expect(s.disconnected).toBe(0);
    // The connection is lost (the socket marks the API down), then an HTTP request gets through.
    s.connected = false;
    s.push('disconnect', 'transport close');
    s.push('connect_error', new Error('xhr poll error'));
    expect(downs).toBe(2);
    s.emitted = [];
    apiBack();
    expect(s.disconnected).toBe(1);
    expect(s.connected).toBe(true);
    expect(s.emitted).toEqual([
      ['conn', { token, version: SOCKET_VERSION }],
      ['joinVideoRoom', { mediaKey: 'v1001' }],
    ]);
    // Lost again at once: a second nudge waits for the interval.
    s.connected = false;
    now += RECONNECT_NUDGE_MIN_MS - 1;
    apiBack();
    expect(s.disconnected).toBe(1);
    now += 1;
    apiBack();
    expect(s.disconnected).toBe(2);
    // A disconnect either side chose is not the API going down; a destroyed client listens no more.
    s.push('disconnect', 'io client disconnect');
    s.push('disconnect', 'io server disconnect');
    expect(downs).toBe(2);
    client.destroy();
    expect(backs).toHaveLength(0);
  });
});

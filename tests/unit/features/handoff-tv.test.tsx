// Play on the TV, the TV's listener (src/features/handoff/tv-handoff.ts) over a realtime client
// on a fake socket, with a watch page stand-in registering its link (useHandoffWatchLink): the
// listener announces the TV after a bound `conn`, opens the handed-over video at the phone's
// place, joins with the proof, gives the page the phone's barrage switch, obeys commands on the
// page's player, reports state, and ends the session as 'left' only when the page stays gone past
// its grace (a page swapping its player while it opens is not leaving).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../fake-socket';
import { RealtimeClient } from '@src/features/socket/realtime-client';

const sockets: FakeSocket[] = [];
const client = new RealtimeClient({ url: () => 'http://x', factory: () => (sockets.push(new FakeSocket()), sockets[sockets.length - 1]) });
const navigate = vi.fn();
vi.mock('@src/features/socket', () => ({ realtime: client, startRealtimeSession: () => undefined }));
vi.mock('@src/api/navigator', () => ({ navigate: (to: string) => navigate(to) }));

const { startTvHandoff } = await import('@src/features/handoff/tv-handoff');
const { useHandoffWatchLink } = await import('@src/features/handoff/tv-link');

const SESSION = 'A'.repeat(32);
const PROOF = 'p'.repeat(43);

function fakePlayer() {
  const handlers = new Map<string, Set<(p: unknown) => void>>();
  const p = {
    state: 'playing' as string,
    currentTime: 42.5,
    duration: 600,
    volume: 1,
    muted: false,
    isDestroyed: false,
    on(ev: string, fn: (p: unknown) => void) {
      if (!handlers.has(ev)) handlers.set(ev, new Set());
      handlers.get(ev)!.add(fn);
      return () => void handlers.get(ev)!.delete(fn);
    },
    play: vi.fn(async () => undefined),
    pause: vi.fn(() => {
      p.state = 'paused';
      for (const fn of handlers.get('state') ?? []) fn('paused');
    }),
    seek: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
  };
  return p;
}

function fakeWatch(player: ReturnType<typeof fakePlayer>) {
  return { player, quality: [], setQuality: vi.fn(), page: { episode: null }, barrageSettings: { setOpen: vi.fn() } };
}

function WatchStandIn({ w, send }: { w: ReturnType<typeof fakeWatch>; send: (t: string) => Promise<boolean> }) {
  useHandoffWatchLink('v1001', w as never, send);
  return null;
}

const emitted = (name: string) => sockets[0].emitted.filter((a) => a[0] === name).map((a) => a[1] as Record<string, unknown>);
const open = () => sockets[0].push('handoffOpen', { session: SESSION, proof: PROOF, from: 'Android 手机 · Chrome', key: 'v1001', position: 42.5, barrage: false });

let stop: () => void;
let root: Root | null = null;
const show = (w: ReturnType<typeof fakeWatch>, send = vi.fn(async () => true)) => {
  root ??= createRoot(document.createElement('div'));
  act(() => root!.render(<WatchStandIn w={w} send={send} />));
};
const hide = () => act(() => root?.render(null));

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
  navigate.mockClear();
  client.setToken({ uid: 7, gid: 1, sign: 's', expire: 9e9 } as never);
  stop = startTvHandoff();
  sockets[0].connect();
});
afterEach(() => {
  stop();
  hide();
  root = null;
  client.setToken(null);
  vi.useRealTimers();
});

describe('play on the TV: the TV listener', () => {
  it('announces the TV, again after each bound conn', () => {
    expect(emitted('handoffReady').length).toBeGreaterThanOrEqual(1);
    const before = emitted('handoffReady').length;
    sockets[0].push('conn', { ret: 201 });
    sockets[0].push('conn', { ret: 200 });
    expect(emitted('handoffReady')).toHaveLength(before + 1);
    expect(emitted('handoffReady')[0]).toMatchObject({ deviceId: expect.any(String) });
  });

  it('opens at the phone\'s place, joins, takes the phone\'s barrage switch, obeys (pause, seek, quality, volume, barrage, send) and reports', async () => {
    open();
    expect(navigate).toHaveBeenCalledWith('/watch?id=v1001&t=42.5');
    expect(emitted('handoffJoin')).toEqual([{ session: SESSION, proof: PROOF }]);
    const player = fakePlayer();
    const w = fakeWatch(player);
    const send = vi.fn(async () => true);
    show(w, send);
    expect(w.barrageSettings.setOpen).toHaveBeenCalledWith(false);
    expect(emitted('handoffState').at(-1)).toMatchObject({ session: SESSION, phase: 'playing', key: 'v1001', position: 42.5 });

    sockets[0].push('handoffCommand', { session: SESSION, type: 'pause' });
    expect(player.pause).toHaveBeenCalled();
    expect(emitted('handoffState').at(-1)).toMatchObject({ phase: 'paused' });
    sockets[0].push('handoffCommand', { session: SESSION, type: 'seek', to: 100 });
    expect(player.seek).toHaveBeenCalledWith(100);
    sockets[0].push('handoffCommand', { session: SESSION, type: 'quality', level: 1 });
    sockets[0].push('handoffCommand', { session: SESSION, type: 'quality', level: -1 });
    expect(w.setQuality.mock.calls).toEqual([[1], ['auto']]);
    sockets[0].push('handoffCommand', { session: SESSION, type: 'volume', volume: 0.3 });
    expect(player.setVolume).toHaveBeenCalledWith(0.3);
    sockets[0].push('handoffCommand', { session: SESSION, type: 'barrage', on: true });
    expect(w.barrageSettings.setOpen).toHaveBeenLastCalledWith(true);
    // Another session's command is not obeyed.
    sockets[0].push('handoffCommand', { session: 'B'.repeat(32), type: 'play' });
    expect(player.play).not.toHaveBeenCalled();

    sockets[0].push('handoffCommand', { session: SESSION, type: 'send', text: '你好', nonce: 3 });
    await vi.waitFor(() => expect(emitted('handoffState').at(-1)).toMatchObject({ sent: { nonce: 3, ok: true } }));
    expect(send).toHaveBeenCalledWith('你好');

    // Reported every second while the session lasts.
    const n = emitted('handoffState').length;
    vi.advanceTimersByTime(2000);
    expect(emitted('handoffState').length).toBe(n + 2);
  });

  it('a page gone and back within the grace keeps the session; gone for good ends it as left', () => {
    open();
    const w = fakeWatch(fakePlayer());
    show(w);
    hide();
    vi.advanceTimersByTime(500);
    show(fakeWatch(fakePlayer()));
    vi.advanceTimersByTime(3000);
    expect(emitted('handoffEnd')).toEqual([]);
    hide();
    vi.advanceTimersByTime(3000);
    expect(emitted('handoffEnd')).toEqual([{ session: SESSION, reason: 'left' }]);
  });
});

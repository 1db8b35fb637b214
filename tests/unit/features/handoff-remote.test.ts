// Play on the TV, the phone's session rules (src/features/handoff/remote-session.ts) over a fake
// socket and fake timers: commands show their effect at once, drags send at most one command per
// DRAG_SEND_MS and always the last value, a barrage waits for the TV's word, and the session ends
// when the TV ends it, or when the TV stays silent past TV_SILENT_MS (within the 5 s).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOFF_COMMAND_EVENT, HANDOFF_END_EVENT, HANDOFF_STATE_EVENT, type HandoffState } from '@src/api/contract/handoff';
import { DRAG_SEND_MS, RemoteSession, TV_SILENT_MS } from '@src/features/handoff/remote-session';

const SESSION = 'S'.repeat(32);

function fakeSocket() {
  const sent: [string, Record<string, unknown>][] = [];
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  return {
    sent,
    connected: true,
    deps: {
      emit(event: string, payload: unknown) {
        sent.push([event, payload as Record<string, unknown>]);
        return true;
      },
      on(event: string, fn: (p: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(fn);
        return () => void listeners.get(event)!.delete(fn);
      },
      now: () => Date.now(),
    },
    push(event: string, payload: unknown) {
      for (const fn of listeners.get(event) ?? []) fn(payload);
    },
  };
}

const report = (over: Partial<HandoffState> = {}): HandoffState => ({
  session: SESSION, phase: 'playing', key: 'v1001', position: 30, duration: 600, volume: 1, barrage: true, qualities: [], level: -1, sent: null, ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function session() {
  const sock = fakeSocket();
  const ends: [string, HandoffState | null][] = [];
  const changes = vi.fn();
  const s = new RemoteSession(SESSION, '电视 · Chrome', sock.deps, changes, (reason, last) => ends.push([reason, last]));
  s.start();
  return { s, sock, ends, changes };
}

describe('play on the TV: the phone remote', () => {
  it('a command goes to the session and shows its effect before the TV reports', () => {
    const { s, sock, changes } = session();
    sock.push(HANDOFF_STATE_EVENT, report());
    expect(s.state?.phase).toBe('playing');
    s.command('pause');
    expect(sock.sent.at(-1)).toEqual([HANDOFF_COMMAND_EVENT, { session: SESSION, type: 'pause' }]);
    expect(s.state?.phase).toBe('paused');
    expect(changes).toHaveBeenCalledTimes(2);
    // Another session's report is not this one's.
    sock.push(HANDOFF_STATE_EVENT, report({ session: 'T'.repeat(32), phase: 'ended' }));
    expect(s.state?.phase).toBe('paused');
  });

  it('a drag sends at once, then at most one command per DRAG_SEND_MS, ending with its last value', () => {
    const { s, sock } = session();
    sock.push(HANDOFF_STATE_EVENT, report());
    s.drag('seek', { to: 40 });
    s.drag('seek', { to: 50 });
    s.drag('seek', { to: 60 });
    const seeks = () => sock.sent.filter(([e, p]) => e === HANDOFF_COMMAND_EVENT && p.type === 'seek').map(([, p]) => p.to);
    expect(seeks()).toEqual([40]);
    // The dragged place stays shown while its command waits, even across a TV report.
    sock.push(HANDOFF_STATE_EVENT, report({ position: 41 }));
    expect(s.state?.position).toBe(60);
    vi.advanceTimersByTime(DRAG_SEND_MS);
    expect(seeks()).toEqual([40, 60]);
  });

  it('a barrage resolves with the TV\'s word on its nonce', async () => {
    const { s, sock } = session();
    const ok = s.send('你好');
    const [, cmd] = sock.sent.at(-1)!;
    expect(cmd).toMatchObject({ type: 'send', text: '你好' });
    sock.push(HANDOFF_STATE_EVENT, report({ sent: { nonce: cmd.nonce as number, ok: true } }));
    await expect(ok).resolves.toBe(true);
  });

  it('the TV ending the session (offline) ends it here with the TV\'s last place', () => {
    const { s, sock, ends } = session();
    sock.push(HANDOFF_STATE_EVENT, report({ position: 77 }));
    sock.push(HANDOFF_END_EVENT, { session: SESSION, reason: 'offline' });
    expect(ends).toEqual([['offline', expect.objectContaining({ position: 77 })]]);
    expect(s.command('play')).toBe(false);
  });

  it('a TV silent past TV_SILENT_MS is taken for gone within 5 s, and told so', () => {
    const { sock, ends } = session();
    sock.push(HANDOFF_STATE_EVENT, report());
    vi.advanceTimersByTime(TV_SILENT_MS - 500);
    sock.push(HANDOFF_STATE_EVENT, report());
    vi.advanceTimersByTime(TV_SILENT_MS - 500);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(ends.map(([r]) => r)).toEqual(['offline']);
    expect(TV_SILENT_MS + 500).toBeLessThanOrEqual(5000);
    expect(sock.sent.at(-1)).toEqual([HANDOFF_END_EVENT, { session: SESSION, reason: 'offline' }]);
  });

  it('结束投屏 tells the TV once', () => {
    const { s, sock, ends } = session();
    s.end();
    s.end();
    expect(sock.sent.filter(([e]) => e === HANDOFF_END_EVENT)).toEqual([[HANDOFF_END_EVENT, { session: SESSION, reason: 'ended' }]]);
    expect(ends.map(([r]) => r)).toEqual(['ended']);
  });
});

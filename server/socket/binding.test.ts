// The socket's binding while the database cannot answer (issue 40, point 1; ADR 053): the
// rules of the background retry of a `conn`, on a stand-in socket and a database that fails a
// given number of times. The whole path on a real PostgreSQL that is stopped and killed is
// tests/faults/postgres-outage.test.ts.
import type { Socket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context';
import { bindWhenDatabaseAnswers, bindingOf, CONN_RETRY, currentUid, nextConnAttempt } from './binding';
import { userRoom } from './rooms';

/** token_gen 1 for every user, after `failures` queries that throw as a stopped database does. */
function flakyDb(failures: number, tokenGen = 1) {
  let left = failures;
  return {
    calls: 0,
    async query() {
      this.calls++;
      if (left-- > 0) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return { rows: [{ token_gen: tokenGen }] };
    },
  };
}

const ctxWith = (db: ReturnType<typeof flakyDb>) => ({ db, cache: { get: (_k: string, _d: unknown, load: () => Promise<unknown>) => load() } }) as unknown as AppContext;

function fakeSocket(): Socket & { rooms: Set<string> } {
  const rooms = new Set<string>();
  return {
    connected: true,
    data: { uid: null, gid: 0, expire: 0, videoRoom: null },
    rooms,
    join: (r: string | string[]) => void [r].flat().forEach((x) => rooms.add(x)),
    leave: (r: string) => void rooms.delete(r),
  } as unknown as Socket & { rooms: Set<string> };
}

const token = { uid: 7, gid: 1, expire: Math.floor(Date.now() / 1000) + 3600 };

describe('socket binding while the database is away', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('binds the socket and tells it once the database answers', async () => {
    const s = fakeSocket();
    const told = vi.fn();
    bindWhenDatabaseAnswers(ctxWith(flakyDb(3)), s, token, nextConnAttempt(s), told);
    await vi.advanceTimersByTimeAsync(3 * CONN_RETRY.everyMs);
    expect(told).not.toHaveBeenCalled();
    expect(bindingOf(s).uid).toBeNull();
    await vi.advanceTimersByTimeAsync(CONN_RETRY.everyMs);
    expect(told).toHaveBeenCalledTimes(1);
    expect(bindingOf(s).uid).toBe(7);
    expect(s.rooms.has(userRoom(7))).toBe(true);
  });

  it('gives up on a token the database finds invalid, on a newer conn, on a disconnect, and after the time limit', async () => {
    const invalid = fakeSocket();
    const told = vi.fn();
    bindWhenDatabaseAnswers(ctxWith(flakyDb(1, 2)), invalid, token, nextConnAttempt(invalid), told);

    const newer = fakeSocket();
    bindWhenDatabaseAnswers(ctxWith(flakyDb(1)), newer, token, nextConnAttempt(newer), told);
    nextConnAttempt(newer);

    const gone = fakeSocket();
    bindWhenDatabaseAnswers(ctxWith(flakyDb(1)), gone, token, nextConnAttempt(gone), told);
    (gone as { connected: boolean }).connected = false;

    const never = fakeSocket();
    const neverDb = flakyDb(Number.MAX_SAFE_INTEGER);
    bindWhenDatabaseAnswers(ctxWith(neverDb), never, token, nextConnAttempt(never), told);

    await vi.advanceTimersByTimeAsync(CONN_RETRY.forMs + 5 * CONN_RETRY.everyMs);
    expect(told).not.toHaveBeenCalled();
    for (const s of [invalid, newer, gone, never]) expect(bindingOf(s).uid).toBeNull();
    // One try a second for the minute, then no more.
    const tries = neverDb.calls;
    expect(tries).toBeLessThanOrEqual(CONN_RETRY.forMs / CONN_RETRY.everyMs + 1);
    await vi.advanceTimersByTimeAsync(10 * CONN_RETRY.everyMs);
    expect(neverDb.calls).toBe(tries);
  });

  it('keeps a bound socket bound when its session check fails for want of a database', async () => {
    const s = fakeSocket();
    Object.assign(bindingOf(s), token);
    await expect(currentUid(ctxWith(flakyDb(1)), s)).rejects.toThrow('ECONNREFUSED');
    expect(bindingOf(s).uid).toBe(7);
    expect(await currentUid(ctxWith(flakyDb(0)), s)).toBe(7);
    // A check the database answers with "no longer valid" still unbinds.
    expect(await currentUid(ctxWith(flakyDb(0, 5)), s)).toBeNull();
    expect(bindingOf(s).uid).toBeNull();
  });
});

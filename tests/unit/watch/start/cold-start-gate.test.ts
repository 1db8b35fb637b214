// The cold start's hold on the layout (cold-start-gate.ts): let go when the starter settles it
// (the first frame, or no frame to wait for), and in any case after the longest hold.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('@src/features/watch/start/cold-start-gate');
let gate: Gate;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  gate = await import('@src/features/watch/start/cold-start-gate');
});
afterEach(() => vi.useRealTimers());

const settledFlag = (p: Promise<void>) => {
  const s = { done: false };
  void p.then(() => {
    s.done = true;
  });
  return s;
};

describe('coldStartSettled', () => {
  it('holds until the start settles', async () => {
    const s = settledFlag(gate.coldStartSettled());
    await vi.advanceTimersByTimeAsync(gate.COLD_START_HOLD_MS - 100);
    expect(s.done).toBe(false);
    gate.settleColdStart();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.done).toBe(true);
  });

  it('lets go after the longest hold when nothing settles it', async () => {
    const s = settledFlag(gate.coldStartSettled());
    await vi.advanceTimersByTimeAsync(gate.COLD_START_HOLD_MS - 1);
    expect(s.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.done).toBe(true);
  });

  it('does not hold at all once settled (a start that had nothing to prestart)', async () => {
    gate.settleColdStart();
    const s = settledFlag(gate.coldStartSettled());
    await vi.advanceTimersByTimeAsync(0);
    expect(s.done).toBe(true);
  });
});

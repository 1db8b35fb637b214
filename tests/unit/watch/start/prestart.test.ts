// The one prestarted watch Player (issue 14): made for one page id, handed to that page, dropped
// when cancelled (focus moved on), replaced by another head start, unclaimed too long, or when a
// page opens on something else; a late head start for a page that already opened is skipped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player, PlayerOptions } from '@src/player/player';

const gate = vi.hoisted(() => ({ settled: 0 }));
vi.mock('@src/features/watch/start/cold-start-gate', () => ({ settleColdStart: () => void gate.settled++ }));

const { attachPrestarted, LATE_PRESTART_MS, prestartId, prestartWatchPlayer, STAGE_HANDOVER_MS, takePrestarted } = await import('@src/features/watch/start/prestart');

interface FakePlayer {
  options: PlayerOptions | undefined;
  video: HTMLVideoElement;
  prestart: ReturnType<typeof vi.fn>;
  attachPrestarted: ReturnType<typeof vi.fn>;
  on: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  isDestroyed: boolean;
}
let made: FakePlayer[] = [];
const create = (options: PlayerOptions | undefined) => {
  const p: FakePlayer = {
    options,
    video: document.createElement('video'),
    prestart: vi.fn(async () => true),
    attachPrestarted: vi.fn(),
    on: vi.fn(() => () => undefined),
    destroy: vi.fn(() => {
      p.isDestroyed = true;
    }),
    isDestroyed: false,
  };
  made.push(p);
  return p as unknown as Player;
};

const A = prestartId('12', undefined, 5, true);
const B = prestartId('13', undefined, 5, true);

beforeEach(() => {
  made = [];
  vi.useFakeTimers();
  // Nothing left from an earlier test: a page for another id empties the slot.
  takePrestarted('none');
  vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
});
afterEach(() => vi.useRealTimers());

describe('prestarting the watch Player', () => {
  it('ids tell layouts, targets and users apart', () => {
    expect(new Set([A, B, prestartId('12', undefined, 5, false), prestartId('12', 3, 5, true), prestartId('12', undefined, 6, true)]).size).toBe(5);
  });

  it('makes a Player with the layout options, prestarts it, and hands it to the page of that id', () => {
    prestartWatchPlayer(A, '/m/master.m3u8', 7, true, { create });
    expect(made).toHaveLength(1);
    expect(made[0].options?.hlsConfig).toMatchObject({ backBufferLength: expect.any(Number) });
    expect(made[0].prestart).toHaveBeenCalledWith({ url: '/m/master.m3u8', startAt: 7 }, undefined);
    attachPrestarted(B);
    expect(made[0].attachPrestarted).not.toHaveBeenCalled();
    attachPrestarted(A);
    expect(made[0].attachPrestarted).toHaveBeenCalledTimes(1);
    expect(takePrestarted(A)).toBe(made[0]);
    expect(takePrestarted(A)).toBeNull();
    expect(made[0].destroy).not.toHaveBeenCalled();
  });

  it('a cancel (focus moved on) destroys it; a cancel after the page took it does nothing', () => {
    const cancel = prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    cancel();
    expect(made[0].destroy).toHaveBeenCalled();
    expect(takePrestarted(A)).toBeNull();
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    const cancel2 = prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    expect(takePrestarted(A)).toBe(made[1]);
    cancel2();
    expect(made[1].destroy).not.toHaveBeenCalled();
  });

  it('a head start for another page ends the one before; the same page is not started twice', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    expect(made).toHaveLength(1);
    prestartWatchPlayer(B, '/b.m3u8', 0, true, { create });
    expect(made).toHaveLength(2);
    expect(made[0].destroy).toHaveBeenCalled();
    expect(takePrestarted(B)).toBe(made[1]);
  });

  it('a page opening on something else drops it', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    expect(takePrestarted(B)).toBeNull();
    expect(made[0].destroy).toHaveBeenCalled();
  });

  it('an unclaimed Player is dropped after a while, and its cold start stage with it', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create, unclaimedMs: 1000, attach: true });
    expect(made[0].prestart).toHaveBeenCalledWith({ url: '/a.m3u8', startAt: 0 }, true);
    expect(made[0].video.parentElement?.dataset.testid).toBe('cold-stage');
    vi.advanceTimersByTime(1001);
    expect(made[0].destroy).toHaveBeenCalled();
    expect(takePrestarted(A)).toBeNull();
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(made[0].video.isConnected).toBe(false);
  });

  it("a cold start's element waits on screen until the page's surface takes it; a page that does not is not covered", () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create, attach: true });
    const video = made[0].video;
    expect(document.querySelector('[data-testid="cold-stage"]')?.contains(video)).toBe(true);
    expect(takePrestarted(A)).toBe(made[0]);
    // The page that shows it moves the element into its own host.
    const host = document.body.appendChild(document.createElement('div'));
    host.prepend(video);
    vi.advanceTimersByTime(STAGE_HANDOVER_MS + 1);
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(video.parentElement).toBe(host);
    host.remove();

    takePrestarted('none');
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    prestartWatchPlayer(B, '/b.m3u8', 0, false, { create, attach: true });
    expect(takePrestarted(B)).toBe(made[1]);
    // A page that does not mount the element (a gate, an ad): the stage goes after the handover time.
    vi.advanceTimersByTime(STAGE_HANDOVER_MS + 1);
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(made[1].video.isConnected).toBe(false);
  });

  it("a cold start lets the layout load at once when its Player could not start (cold-start-gate.ts), not before", async () => {
    gate.settled = 0;
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create, attach: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.settled).toBe(0);
    // A head start that fails later (a fatal stream error) says so: no frame is coming.
    const onDropped = made[0].on.mock.calls.find(([event]) => event === 'prestartDropped')?.[1] as () => void;
    onDropped();
    expect(gate.settled).toBe(1);
    takePrestarted('none');
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    gate.settled = 0;
    const failing = (o: PlayerOptions | undefined) => {
      const p = create(o);
      (p as unknown as FakePlayer).prestart.mockResolvedValue(false);
      return p;
    };
    prestartWatchPlayer(B, '/b.m3u8', 0, true, { create: failing, attach: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.settled).toBe(1);
  });

  it('a head start arriving just after its page opened without one is skipped', () => {
    expect(takePrestarted(A)).toBeNull();
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    expect(made).toHaveLength(0);
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    prestartWatchPlayer(A, '/a.m3u8', 0, true, { create });
    expect(made).toHaveLength(1);
  });
});

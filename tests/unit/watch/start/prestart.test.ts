// The one prestarted watch Player (issue 14) in the hand-off's slot (issue 31): made for one page
// (video, episode, user, layout), attached on OK on its poster, claimed by that page, dropped
// when cancelled (focus moved on), replaced by another head start, unclaimed too long, or when a
// page opens on something else; a late head start for a page that already opened is skipped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player, PlayerOptions } from '@src/player/player';

const gate = vi.hoisted(() => ({ settled: 0 }));
vi.mock('@src/features/watch/start/cold-start-gate', () => ({ settleColdStart: () => void gate.settled++ }));

const { prestartWatchPlayer } = await import('@src/features/watch/start/prestart');
const { chooseStart, claimStart, LATE_PRESTART_MS, STAGE_HANDOVER_MS } = await import('@src/features/watch/start/hand-off');

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

const A = { key: '12', uid: 5, tv: true };
const B = { key: '13', uid: 5, tv: true };
const NONE = { key: 'none', uid: 0, tv: true };

beforeEach(() => {
  made = [];
  vi.useFakeTimers();
  // Nothing left from an earlier test: a page for another id empties the slot.
  claimStart(NONE);
  vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
});
afterEach(() => vi.useRealTimers());

describe('prestarting the watch Player', () => {
  it('a page of another layout, episode or user does not take it', () => {
    for (const other of [{ ...A, tv: false }, { ...A, episodeId: 3 }, { ...A, uid: 6 }]) {
      prestartWatchPlayer(A, '/a.m3u8', 0, { create });
      expect(claimStart(other)).toBeNull();
      vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    }
    expect(made.map((p) => p.destroy.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('makes a Player with the layout options, prestarts it, and hands it to the page of that id', () => {
    prestartWatchPlayer(A, '/m/master.m3u8', 7, { create });
    expect(made).toHaveLength(1);
    expect(made[0].options?.hlsConfig).toMatchObject({ backBufferLength: expect.any(Number) });
    expect(made[0].prestart).toHaveBeenCalledWith({ url: '/m/master.m3u8', startAt: 7 }, undefined);
    chooseStart({ key: '13' });
    expect(made[0].attachPrestarted).not.toHaveBeenCalled();
    chooseStart({ key: '12' });
    expect(made[0].attachPrestarted).toHaveBeenCalledTimes(1);
    expect(claimStart(A)).toBe(made[0]);
    expect(claimStart(A)).toBeNull();
    expect(made[0].destroy).not.toHaveBeenCalled();
  });

  it('a cancel (focus moved on) destroys it; a cancel after the page took it does nothing', () => {
    const cancel = prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    cancel();
    expect(made[0].destroy).toHaveBeenCalled();
    expect(claimStart(A)).toBeNull();
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    const cancel2 = prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    expect(claimStart(A)).toBe(made[1]);
    cancel2();
    expect(made[1].destroy).not.toHaveBeenCalled();
  });

  it('a head start for another page ends the one before; the same page is not started twice', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    expect(made).toHaveLength(1);
    prestartWatchPlayer(B, '/b.m3u8', 0, { create });
    expect(made).toHaveLength(2);
    expect(made[0].destroy).toHaveBeenCalled();
    expect(claimStart(B)).toBe(made[1]);
  });

  it('a page opening on something else drops it', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    expect(claimStart(B)).toBeNull();
    expect(made[0].destroy).toHaveBeenCalled();
  });

  it('an unclaimed Player is dropped after a while, and its cold start stage with it', () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, { create, unclaimedMs: 1000, attach: true });
    expect(made[0].prestart).toHaveBeenCalledWith({ url: '/a.m3u8', startAt: 0 }, true);
    expect(made[0].video.parentElement?.dataset.testid).toBe('cold-stage');
    vi.advanceTimersByTime(1001);
    expect(made[0].destroy).toHaveBeenCalled();
    expect(claimStart(A)).toBeNull();
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(made[0].video.isConnected).toBe(false);
  });

  it("a cold start's element waits on screen until the page's surface takes it; a page that does not is not covered", () => {
    prestartWatchPlayer(A, '/a.m3u8', 0, { create, attach: true });
    const video = made[0].video;
    expect(document.querySelector('[data-testid="cold-stage"]')?.contains(video)).toBe(true);
    expect(claimStart(A)).toBe(made[0]);
    // The page that shows it moves the element into its own host.
    const host = document.body.appendChild(document.createElement('div'));
    host.prepend(video);
    vi.advanceTimersByTime(STAGE_HANDOVER_MS + 1);
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(video.parentElement).toBe(host);
    host.remove();

    claimStart(NONE);
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    const phone = { ...B, tv: false };
    prestartWatchPlayer(phone, '/b.m3u8', 0, { create, attach: true });
    expect(claimStart(phone)).toBe(made[1]);
    // A page that does not mount the element (a gate, an ad): the stage goes after the handover time.
    vi.advanceTimersByTime(STAGE_HANDOVER_MS + 1);
    expect(document.querySelector('[data-testid="cold-stage"]')).toBeNull();
    expect(made[1].video.isConnected).toBe(false);
  });

  it("a cold start lets the layout load at once when its Player could not start (cold-start-gate.ts), not before", async () => {
    gate.settled = 0;
    prestartWatchPlayer(A, '/a.m3u8', 0, { create, attach: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.settled).toBe(0);
    // A head start that fails later (a fatal stream error) says so: no frame is coming.
    const onDropped = made[0].on.mock.calls.find(([event]) => event === 'prestartDropped')?.[1] as () => void;
    onDropped();
    expect(gate.settled).toBe(1);
    claimStart(NONE);
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    gate.settled = 0;
    const failing = (o: PlayerOptions | undefined) => {
      const p = create(o);
      (p as unknown as FakePlayer).prestart.mockResolvedValue(false);
      return p;
    };
    prestartWatchPlayer(B, '/b.m3u8', 0, { create: failing, attach: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(gate.settled).toBe(1);
  });

  it('a head start arriving just after its page opened without one is skipped', () => {
    expect(claimStart(A)).toBeNull();
    prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    expect(made).toHaveLength(0);
    vi.advanceTimersByTime(LATE_PRESTART_MS + 1);
    prestartWatchPlayer(A, '/a.m3u8', 0, { create });
    expect(made).toHaveLength(1);
  });
});

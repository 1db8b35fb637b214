import { describe, expect, it, vi } from 'vitest';
import { BarrageFeed } from '@src/features/watch/barrage-feed';
import type { Barrage } from '@src/api/contract/barrage';

const b = (id: number, time: number): Barrage => ({
  id, mediaKey: 'v1', episodeId: 1, uid: 7, nickName: 'n', content: `c${id}`, time, color: '#ffffff', mode: 0, likeCount: 0, liked: false, vipLevel: 0, createdAt: 0, score: 5,
});

function setup(data: Barrage[] = []) {
  const calls: [number, number][] = [];
  const got: Barrage[] = [];
  const feed = new BarrageFeed({
    windowSeconds: 60,
    prefetchSeconds: 15,
    fetchWindow: async (start, end) => {
      calls.push([start, end]);
      return data.filter((x) => x.time >= start && x.time < end);
    },
    onBarrages: (list) => got.push(...list),
  });
  return { feed, calls, got };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('barrage window fetching as time advances', () => {
  it('fetches the window under the playhead once, however many time updates arrive', async () => {
    const { feed, calls } = setup();
    for (let t = 0; t < 30; t += 0.25) feed.update(t);
    await flush();
    expect(calls).toEqual([[0, 60]]);
  });

  it('prefetches the next window 15 s before the playhead reaches it', async () => {
    const { feed, calls } = setup();
    feed.update(44);
    expect(calls).toEqual([[0, 60]]);
    feed.update(45);
    expect(calls).toEqual([[0, 60], [60, 120]]);
  });

  it('a seek asks for the window at the new position', async () => {
    const { feed, calls } = setup();
    feed.update(1);
    feed.update(300);
    expect(calls).toEqual([[0, 60], [300, 360]]);
  });

  it('hands every barrage out once, across windows and live pushes', async () => {
    const data = [b(1, 10), b(2, 70)];
    const { feed, got } = setup(data);
    expect(feed.push(b(1, 10))).toBe(true);
    feed.update(50);
    await flush();
    expect(got.map((x) => x.id)).toEqual([2]);
    expect(feed.push(b(2, 70))).toBe(false);
  });

  it('does not ask for windows past the end of the video', async () => {
    const { feed, calls } = setup();
    feed.setDuration(50);
    feed.update(49);
    expect(calls).toEqual([[0, 60]]);
  });

  it('drops replies of the previous episode after a reset', async () => {
    let resolve: (l: Barrage[]) => void = () => undefined;
    const got: Barrage[] = [];
    const feed = new BarrageFeed({ fetchWindow: () => new Promise((r) => (resolve = r)), onBarrages: (l) => got.push(...l) });
    feed.update(0);
    feed.reset();
    resolve([b(9, 1)]);
    await flush();
    expect(got).toEqual([]);
  });

  it('forgets windows more than 3 min behind the playhead or past the next one, and asks them again on return', async () => {
    const data = [b(1, 10), b(2, 250), b(3, 400)];
    const forgotten: [number, number][] = [];
    const calls: [number, number][] = [];
    const got: number[] = [];
    const feed = new BarrageFeed({
      fetchWindow: async (start, end) => {
        calls.push([start, end]);
        return data.filter((x) => x.time >= start && x.time < end);
      },
      onBarrages: (list) => got.push(...list.map((x) => x.id)),
      onForget: (start, end) => forgotten.push([start, end]),
    });
    feed.update(10);
    await flush();
    feed.update(180);
    await flush();
    expect(forgotten).toEqual([]);
    // Window 0 is now 4 windows behind window 4: let go of.
    feed.update(250);
    await flush();
    expect(forgotten).toEqual([[0, 60]]);
    expect(feed.fetchedWindows).toEqual([3, 4]);
    // A live push is remembered under its window and forgotten with it.
    expect(feed.push(b(3, 400))).toBe(true);
    // Back to the start: window 0 is asked and handed out again; the windows ahead go.
    feed.update(5);
    await flush();
    expect(calls.filter(([s]) => s === 0)).toHaveLength(2);
    expect(got.filter((id) => id === 1)).toHaveLength(2);
    expect(forgotten).toEqual([[0, 60], [180, 240], [240, 300], [360, 420]]);
    expect(feed.push(b(3, 400))).toBe(true);
  });

  it('retries a failed window only after a pause', async () => {
    let now = 0;
    const fetchWindow = vi.fn().mockRejectedValueOnce(new Error('net')).mockResolvedValue([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const feed = new BarrageFeed({ fetchWindow, onBarrages: () => undefined, now: () => now });
    feed.update(0);
    await flush();
    feed.update(1);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    now = 10_000;
    feed.update(2);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessQueue } from './in-process-queue';
import type { JobRun } from './port';
import { retryDelayMs } from './registry';

const policies = { transcode: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 } };
const payload = { videoId: 1, uid: 7 };

afterEach(() => {
  vi.useRealTimers();
});

describe('InProcessQueue', () => {
  it('retries a failing job with doubling delays, then records it failed with the last reason (the dead letter)', async () => {
    vi.useFakeTimers();
    const q = new InProcessQueue(policies, () => 0);
    const runs: JobRun[] = [];
    await q.work('transcode', async (_p, run) => {
      runs.push(run);
      throw new Error(`ffmpeg died ${run.attempt}`);
    }, { concurrency: 1 });
    await q.enqueue('transcode', payload, { key: 'video-1', group: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((r) => r.attempt)).toEqual([0]);
    expect(await q.state('transcode', 'video-1')).toMatchObject({ state: 'retry', attempt: 1, error: 'ffmpeg died 0' });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((r) => r.attempt)).toEqual([0, 1]);
    // The second retry waits twice as long.
    await vi.advanceTimersByTimeAsync(1999);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((r) => [r.attempt, r.final])).toEqual([[0, false], [1, false], [2, true]]);
    expect(await q.state('transcode', 'video-1')).toMatchObject({ state: 'failed', attempt: 2, retryLimit: 2, error: 'ffmpeg died 2' });
    await q.idle('transcode');
  });

  it('ignores a second enqueue of the same key while the first is kept, and runs it again once finished', async () => {
    const q = new InProcessQueue(policies);
    let calls = 0;
    await q.work('transcode', async () => {
      calls++;
    }, { concurrency: 1 });
    expect(await q.enqueue('transcode', payload, { key: 'video-1' })).toEqual(expect.any(String));
    expect(await q.enqueue('transcode', payload, { key: 'video-1' })).toBeNull();
    await q.idle('transcode');
    expect(calls).toBe(1);
    expect((await q.state('transcode', 'video-1'))?.state).toBe('completed');
    await q.enqueue('transcode', payload, { key: 'video-1' });
    await q.idle('transcode');
    expect(calls).toBe(2);
  });

  it('runs jobs sent before its worker registered, and close aborts a running one without a retry', async () => {
    const q = new InProcessQueue(policies);
    await q.enqueue('transcode', payload, { key: 'video-1' });
    let aborted = false;
    await q.work('transcode', (_p, run) => new Promise<void>((_resolve, reject) => {
      run.signal.addEventListener('abort', () => {
        aborted = true;
        reject(new Error('stopped'));
      });
    }), { concurrency: 1 });
    await new Promise((r) => setTimeout(r, 0));
    expect((await q.state('transcode', 'video-1'))?.state).toBe('active');
    await q.close();
    expect(aborted).toBe(true);
    expect((await q.state('transcode', 'video-1'))?.state).toBe('cancelled');
    expect(await q.enqueue('transcode', payload, { key: 'video-2' })).toBeNull();
  });

  it('spreads retry delays with up to half again of jitter', () => {
    expect(retryDelayMs(policies.transcode, 1, () => 0)).toBe(1000);
    expect(retryDelayMs(policies.transcode, 3, () => 0)).toBe(4000);
    expect(retryDelayMs(policies.transcode, 3, () => 0.999)).toBeLessThanOrEqual(6000);
  });
});

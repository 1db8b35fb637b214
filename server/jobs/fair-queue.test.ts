// The transcode queue's order with fake jobs: every user's first job ahead of anyone's second,
// at most `concurrency` at a time, and a stop that drops what waits.
import { describe, expect, it } from 'vitest';
import { FairQueue, type Owner } from './fair-queue';

/** A queue whose jobs record when they start and end, each finishing on the next macrotask. */
function recorder(concurrency: number) {
  const log: string[] = [];
  let now = 0;
  let peak = 0;
  const q = new FairQueue<string>(concurrency, async (job: string, owner: Owner) => {
    now++;
    peak = Math.max(peak, now);
    log.push(`${String(owner)}:${job}`);
    await new Promise((resolve) => setImmediate(resolve));
    now--;
  });
  return { q, log, peak: () => peak };
}

describe('FairQueue', () => {
  it("runs user B's one job second when user A queued three first", async () => {
    const { q, log } = recorder(1);
    for (const job of ['a1', 'a2', 'a3']) q.push('A', job);
    q.push('B', 'b1');
    await q.idle();
    expect(log).toEqual(['A:a1', 'B:b1', 'A:a2', 'A:a3']);
  });

  it('takes every first job before any second, every second before any third', async () => {
    const { q, log } = recorder(1);
    for (const job of ['a1', 'a2', 'a3']) q.push(1, job);
    for (const job of ['b1', 'b2']) q.push(2, job);
    q.push(3, 'c1');
    await q.idle();
    expect(log).toEqual(['1:a1', '2:b1', '3:c1', '1:a2', '2:b2', '1:a3']);
  });

  it('puts a newcomer ahead of a user whose backlog is running, and counts afresh once a user is done', async () => {
    const { q, log } = recorder(1);
    q.push('A', 'a1');
    q.push('A', 'a2');
    await new Promise((resolve) => setImmediate(resolve));
    // a1 is done or running; B arrives while A still has a2 waiting.
    q.push('B', 'b1');
    await q.idle();
    expect(log).toEqual(['A:a1', 'B:b1', 'A:a2']);
    // A has nothing left: A's next job is a first job again, level with C's.
    q.push('C', 'c1');
    q.push('C', 'c2');
    q.push('A', 'a3');
    await q.idle();
    expect(log.slice(3)).toEqual(['C:c1', 'A:a3', 'C:c2']);
  });

  it('runs up to `concurrency` jobs at a time and no more', async () => {
    const { q, log, peak } = recorder(2);
    for (let i = 0; i < 6; i++) q.push(i % 3, `j${i}`);
    expect(q.size.running).toBe(2);
    await q.idle();
    expect(log).toHaveLength(6);
    expect(peak()).toBe(2);
  });

  it('keeps going after a job fails', async () => {
    const done: string[] = [];
    const q = new FairQueue<string>(1, async (job) => {
      if (job === 'bad') throw new Error('broken');
      done.push(job);
    });
    q.push('A', 'bad');
    q.push('A', 'good');
    await q.idle();
    expect(done).toEqual(['good']);
  });

  it('stops: the waiting jobs come back, the running one finishes, nothing more starts', async () => {
    const { q, log } = recorder(1);
    for (const job of ['a1', 'a2', 'a3']) q.push('A', job);
    await Promise.resolve();
    expect(q.stop()).toEqual(['a2', 'a3']);
    expect(q.push('B', 'b1')).toBe(false);
    await q.idle();
    expect(log).toEqual(['A:a1']);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => new FairQueue(0, async () => {})).toThrow(/concurrency/);
  });
});

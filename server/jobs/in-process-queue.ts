// The embedded default (`npm start` on PGlite): jobs run in this process, fair between groups
// (server/uploads/fair-queue.ts), retried with back-off while the process lives. Durability is
// the job's own rows: a restart re-sends what they say is unfinished (PublishQueue.resume()).
import { randomUUID } from 'node:crypto';
import { FairQueue } from './fair-queue';
import type { EnqueueOptions, JobHandler, JobName, JobPayloads, JobQueue, JobState } from './port';
import { JOB_POLICIES, retryDelayMs, type JobPolicy } from './registry';

interface Entry {
  name: JobName;
  key: string;
  group: number | string;
  payload: JobPayloads[JobName];
  state: JobState;
}

interface Lane {
  handler: JobHandler<JobName>;
  fair: FairQueue<Entry>;
}

/** Finished entries kept for state() (bounded: the oldest are forgotten). */
const KEEP_FINISHED = 500;

export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private closing = false;
  private readonly lanes = new Map<JobName, Lane>();
  /** Sent before its worker was registered. */
  private readonly waiting: Entry[] = [];
  /** Live (queued, running or waiting for a retry) and recently finished jobs, by key. */
  private readonly entries = new Map<string, Entry>();
  private readonly running = new Map<Entry, AbortController>();
  private readonly retryTimers = new Map<Entry, NodeJS.Timeout>();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly policies: Record<JobName, JobPolicy> = JOB_POLICIES,
    private readonly random: () => number = Math.random,
  ) {}

  async start(): Promise<void> {}

  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], opts: EnqueueOptions): Promise<string | null> {
    const id = `${name}:${opts.key}`;
    const known = this.entries.get(id);
    if (this.closing || (known && !isFinished(known.state))) return Promise.resolve(null);
    const entry: Entry = {
      name, key: opts.key, group: opts.group ?? '', payload,
      state: { id: randomUUID(), state: 'created', attempt: 0, retryLimit: this.policies[name].retryLimit, error: null },
    };
    this.entries.set(id, entry);
    this.push(entry);
    return Promise.resolve(entry.state.id);
  }

  async work<N extends JobName>(name: N, handler: JobHandler<N>, opts: { concurrency: number }): Promise<void> {
    const lane: Lane = { handler: handler as JobHandler<JobName>, fair: new FairQueue<Entry>(opts.concurrency, (e) => this.run(lane, e)) };
    this.lanes.set(name, lane);
    for (const e of this.waiting.splice(0).filter((w) => w.name === name)) this.push(e);
  }

  state(name: JobName, key: string): Promise<JobState | null> {
    const e = this.entries.get(`${name}:${key}`);
    return Promise.resolve(e ? { ...e.state } : null);
  }

  idle(name: JobName): Promise<void> {
    if (!this.busy(name)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(() => (this.busy(name) ? this.idle(name).then(resolve) : resolve())));
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.retryTimers.values()) clearTimeout(t);
    this.retryTimers.clear();
    for (const lane of this.lanes.values()) lane.fair.stop();
    for (const ac of this.running.values()) ac.abort(new Error('queue closing'));
    await Promise.all([...this.lanes.values()].map((l) => l.fair.idle()));
    for (const e of this.entries.values()) if (!isFinished(e.state)) e.state.state = 'cancelled';
    this.settle();
  }

  private busy(name: JobName): boolean {
    return [...this.entries.values()].some((e) => e.name === name && !isFinished(e.state));
  }

  private push(entry: Entry): void {
    const lane = this.lanes.get(entry.name);
    if (!lane) {
      this.waiting.push(entry);
      return;
    }
    if (!lane.fair.push(entry.group, entry)) this.finish(entry, 'cancelled', 'queue closed');
  }

  private async run(lane: Lane, entry: Entry): Promise<void> {
    if (this.closing) return;
    const ac = new AbortController();
    this.running.set(entry, ac);
    entry.state.state = 'active';
    const { attempt, retryLimit } = entry.state;
    try {
      await lane.handler(entry.payload, { id: entry.state.id, attempt, retryLimit, final: attempt >= retryLimit, signal: ac.signal });
      this.finish(entry, 'completed', null);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (this.closing) this.finish(entry, 'cancelled', message);
      else if (attempt >= retryLimit) this.finish(entry, 'failed', message);
      else {
        entry.state = { ...entry.state, state: 'retry', attempt: attempt + 1, error: message };
        const timer = setTimeout(() => {
          this.retryTimers.delete(entry);
          this.push(entry);
        }, retryDelayMs(this.policies[entry.name], attempt + 1, this.random));
        timer.unref();
        this.retryTimers.set(entry, timer);
      }
    } finally {
      this.running.delete(entry);
    }
  }

  private finish(entry: Entry, state: JobState['state'], error: string | null): void {
    entry.state = { ...entry.state, state, error };
    // Map order is insertion order: the first finished entries are the oldest.
    if (this.entries.size > KEEP_FINISHED) {
      for (const [k, e] of this.entries) {
        if (this.entries.size <= KEEP_FINISHED) break;
        if (isFinished(e.state)) this.entries.delete(k);
      }
    }
    this.settle();
  }

  private settle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}

function isFinished(s: JobState): boolean {
  return s.state === 'completed' || s.state === 'failed' || s.state === 'cancelled';
}

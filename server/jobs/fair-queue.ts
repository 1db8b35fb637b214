// A job queue that is fair between owners (issue 27): one user's pile of uploads must not hold
// back everyone else's. Of the waiting jobs, the next to start is the one whose owner has had the
// fewest jobs started since that owner last had nothing queued or running; ties go to the earlier
// job. So every user's first job runs ahead of anyone's second, every second ahead of any third,
// and a user who comes back after their work is done starts again at the front.
// Up to `concurrency` jobs run at the same time.

export type Owner = number | string;

interface Waiting<J> {
  owner: Owner;
  job: J;
  seq: number;
}

export class FairQueue<J> {
  private readonly waiting: Waiting<J>[] = [];
  /** Jobs started per owner in their current busy spell (dropped when they have none left). */
  private readonly started = new Map<Owner, number>();
  /** Jobs running now, per owner. */
  private readonly runningBy = new Map<Owner, number>();
  private running = 0;
  private seq = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    /** Runs one job; it reports its own failures (a rejection is ignored here). */
    private readonly runJob: (job: J, owner: Owner) => Promise<void>,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`concurrency must be a whole number of at least 1, got ${concurrency}`);
  }

  /** Queues a job; false when the queue has been stopped. */
  push(owner: Owner, job: J): boolean {
    if (this.stopped) return false;
    this.waiting.push({ owner, job, seq: this.seq++ });
    this.pump();
    return true;
  }

  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running };
  }

  /** Resolves once nothing waits and nothing runs. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Starts nothing more; returns the jobs that were still waiting (running ones finish). */
  stop(): J[] {
    this.stopped = true;
    const dropped = this.waiting.splice(0).map((w) => w.job);
    for (const owner of [...this.started.keys()]) this.forgetIfDone(owner);
    this.notifyIdle();
    return dropped;
  }

  /** Index of the waiting job to start next. */
  private pick(): number {
    let best = 0;
    let bestRank = Infinity;
    for (let i = 0; i < this.waiting.length; i++) {
      const rank = this.started.get(this.waiting[i].owner) ?? 0;
      // Strictly less: among equal ranks the first (oldest) stays chosen.
      if (rank < bestRank) {
        best = i;
        bestRank = rank;
      }
    }
    return best;
  }

  private pump(): void {
    // Each turn starts one job, so this runs at most `concurrency` times.
    for (let turn = 0; turn < this.concurrency; turn++) {
      if (this.stopped || this.running >= this.concurrency || this.waiting.length === 0) return;
      const [next] = this.waiting.splice(this.pick(), 1);
      this.start(next);
    }
  }

  private start({ owner, job }: Waiting<J>): void {
    this.started.set(owner, (this.started.get(owner) ?? 0) + 1);
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
    this.running++;
    // Started on a later tick so a job that throws synchronously is still caught.
    void Promise.resolve()
      .then(() => this.runJob(job, owner))
      .catch(() => {})
      .finally(() => {
        this.running--;
        const left = (this.runningBy.get(owner) ?? 1) - 1;
        if (left > 0) this.runningBy.set(owner, left);
        else this.runningBy.delete(owner);
        this.forgetIfDone(owner);
        this.pump();
        this.notifyIdle();
      });
  }

  private forgetIfDone(owner: Owner): void {
    if (!this.runningBy.has(owner) && !this.waiting.some((w) => w.owner === owner)) this.started.delete(owner);
  }

  private notifyIdle(): void {
    if (this.running > 0 || this.waiting.length > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}

// Paying for a video with gold (PayVideoByGold). Every user action (pressing "pay" in the
// confirm dialog) gets a fresh requestId; a retry of that action after a network failure
// reuses it, so the server charges at most once even if the first request did land. While a
// payment is in flight a second press returns the same promise (double-tap safe).
import { ApiError } from '@src/api/errors';

export interface PayResult {
  paid: boolean;
  gold: number;
}

export type PayFn = (mediaKey: string, requestId: string) => Promise<PayResult>;

export function newRequestId(random: () => number = Math.random, now: () => number = Date.now): string {
  const r = () => Math.floor(random() * 0x100000000).toString(36).padStart(7, '0');
  return `g${now().toString(36)}${r()}${r()}`.slice(0, 40);
}

/** Whether a failure may be retried with the same key (the request may have reached the server). */
export function isRetryable(err: unknown): boolean {
  return err instanceof ApiError ? err.kind === 'network' || err.kind === 'timeout' : true;
}

export class GoldPurchase {
  private requestId: string | null = null;
  private inFlight: Promise<PayResult> | null = null;

  constructor(
    private readonly mediaKey: string,
    private readonly pay: PayFn,
    private readonly makeId: () => string = newRequestId,
  ) {}

  get busy(): boolean {
    return this.inFlight !== null;
  }
  /** The key of the action in progress (kept after a retryable failure). */
  get pendingRequestId(): string | null {
    return this.requestId;
  }

  /** A new user action: a fresh key, unless one is in flight (then that one goes on). */
  start(): Promise<PayResult> {
    if (this.inFlight) return this.inFlight;
    this.requestId = this.makeId();
    return this.run();
  }

  /** Retry after a failure: the same key as the failed action. */
  retry(): Promise<PayResult> {
    if (this.inFlight) return this.inFlight;
    if (!this.requestId) this.requestId = this.makeId();
    return this.run();
  }

  private run(): Promise<PayResult> {
    const id = this.requestId as string;
    const p = this.pay(this.mediaKey, id).then(
      (res) => {
        this.inFlight = null;
        this.requestId = null;
        return res;
      },
      (err: unknown) => {
        this.inFlight = null;
        // A refusal (not enough gold...) ends the action; a lost reply keeps the key for retry.
        if (!isRetryable(err)) this.requestId = null;
        throw err;
      },
    );
    this.inFlight = p;
    return p;
  }
}
